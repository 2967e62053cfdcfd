import { randomBytes } from 'node:crypto';
import type { PaymentResult } from '@app/contract/payments';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { simulatedPayments, simulatedRefunds } from '../../db/schema.ts';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  simulatedKeyId,
} from './payment-gateway.ts';
import { signPayment } from './payment-signature.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's: a prefix and 14 random letters and digits. */
function gatewayStyleId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

export type SimulatedGateway = PaymentGateway & {
  kind: 'simulated';
  /**
   * Takes a payment for `gatewayOrderId` as Razorpay Checkout would, and returns what Checkout
   * hands the page: the payment id and the signature made with the key secret. Paying an order
   * again returns the payment already taken. The caller checks that the order exists, is unpaid
   * and may be paid by whoever asks.
   */
  pay(gatewayOrderId: string, amountPaise: number): Promise<PaymentResult>;
};

/**
 * The development gateway (shared/API.md "Gateways"): payment orders are made here, and the
 * web app's own checkout dialog "pays" through POST /razorpay/simulated/pay, which signs on the
 * server, so the browser never holds the secret and verification runs the real code. Payments
 * are kept in the database (`simulated_payments`), so the reconciler finds them after a restart
 * and on any instance. It is not for production: config.ts refuses it there.
 */
export function createSimulatedGateway(options: { keySecret: string; db: Db }): SimulatedGateway {
  const { db } = options;
  const signed = (payment: { id: string; gatewayOrderId: string }): PaymentResult => ({
    razorpay_payment_id: payment.id,
    razorpay_order_id: payment.gatewayOrderId,
    razorpay_signature: signPayment(payment.gatewayOrderId, payment.id, options.keySecret),
  });
  return {
    kind: 'simulated',
    keyId: simulatedKeyId,
    keySecret: options.keySecret,
    pendingLifetimeMs: 30 * 60_000,
    async createOrder(request) {
      return {
        id: gatewayStyleId('order'),
        amountPaise: request.amountPaise,
        currency: request.currency,
      };
    },
    async fetchOrderPayments(gatewayOrderId) {
      const rows = await db
        .select()
        .from(simulatedPayments)
        .where(eq(simulatedPayments.gatewayOrderId, gatewayOrderId));
      return rows.map(toGatewayPayment);
    },
    async fetchPayment(paymentId) {
      const [row] = await db
        .select()
        .from(simulatedPayments)
        .where(eq(simulatedPayments.id, paymentId));
      return row && toGatewayPayment(row);
    },
    // Simulated payments are captured when made.
    async capturePayment(payment) {
      return payment;
    },
    async refundPayment(request) {
      // As Razorpay: the same idempotency key returns the refund made; a refund may not take
      // more than what is left of the payment. Refunds are processed at once here.
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(simulatedPayments)
          .where(eq(simulatedPayments.id, request.paymentId))
          .for('update');
        if (!payment) throw new GatewayError('Simulated gateway: no such payment', 400);
        const [earlier] = await tx
          .select()
          .from(simulatedRefunds)
          .where(eq(simulatedRefunds.idempotencyKey, request.idempotencyKey));
        if (earlier) return toGatewayRefund(earlier);
        const [refunded] = await tx
          .select({ paise: sql<number>`coalesce(sum(${simulatedRefunds.amountPaise}), 0)::int` })
          .from(simulatedRefunds)
          // A failed refund sent nothing: what it asked for may be refunded again.
          .where(
            and(eq(simulatedRefunds.paymentId, payment.id), ne(simulatedRefunds.status, 'failed')),
          );
        if (request.amountPaise > payment.amountPaise - (refunded?.paise ?? 0)) {
          throw new GatewayError(
            'Simulated gateway: the refund is more than what is left of the payment',
            400,
          );
        }
        const [row] = await tx
          .insert(simulatedRefunds)
          .values({
            id: gatewayStyleId('rfnd'),
            paymentId: payment.id,
            amountPaise: request.amountPaise,
            idempotencyKey: request.idempotencyKey,
            receipt: request.receipt,
          })
          .returning();
        if (!row) throw new Error('simulated refund was not stored');
        await tx
          .update(simulatedPayments)
          .set({ status: 'refunded' })
          .where(
            and(
              eq(simulatedPayments.id, payment.id),
              sql`${payment.amountPaise} <= ${(refunded?.paise ?? 0) + request.amountPaise}`,
            ),
          );
        return toGatewayRefund(row);
      });
    },
    async fetchRefund(paymentId, refundId) {
      const [row] = await db
        .select()
        .from(simulatedRefunds)
        .where(and(eq(simulatedRefunds.id, refundId), eq(simulatedRefunds.paymentId, paymentId)));
      return row && toGatewayRefund(row);
    },
    async pay(gatewayOrderId, amountPaise) {
      // One payment per order, whoever pays first (a double click, two tabs): the others get it.
      await db
        .insert(simulatedPayments)
        .values({ id: gatewayStyleId('pay'), gatewayOrderId, amountPaise })
        .onConflictDoNothing({ target: simulatedPayments.gatewayOrderId });
      const [payment] = await db
        .select()
        .from(simulatedPayments)
        .where(eq(simulatedPayments.gatewayOrderId, gatewayOrderId));
      if (!payment) throw new Error(`simulated payment of ${gatewayOrderId} was not stored`);
      return signed(payment);
    },
  };
}

function toGatewayRefund(row: typeof simulatedRefunds.$inferSelect): GatewayRefund {
  return { id: row.id, paymentId: row.paymentId, amountPaise: row.amountPaise, status: row.status };
}

function toGatewayPayment(row: typeof simulatedPayments.$inferSelect): GatewayPayment {
  return {
    id: row.id,
    orderId: row.gatewayOrderId,
    amountPaise: row.amountPaise,
    currency: row.currency,
    status: row.status,
  };
}
