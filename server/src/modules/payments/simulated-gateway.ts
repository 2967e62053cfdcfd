import { randomBytes } from 'node:crypto';
import type { PaymentResult } from '@app/contract/payments';
import { type GatewayPayment, type PaymentGateway, simulatedKeyId } from './payment-gateway.ts';
import { signPayment } from './payment-signature.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's: a prefix and 14 random letters and digits. */
export function gatewayStyleId(prefix: 'order' | 'pay'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
}

export type SimulatedGateway = PaymentGateway & {
  kind: 'simulated';
  /**
   * Takes a payment for `gatewayOrderId` as Razorpay Checkout would, and returns what Checkout
   * hands the page: the payment id and the signature made with the key secret. The caller
   * checks that the order exists and is unpaid.
   */
  pay(gatewayOrderId: string, amountPaise: number): PaymentResult;
};

/**
 * The development gateway (shared/API.md "Gateways"): payment orders are made here, and the
 * web app's own checkout dialog "pays" through POST /razorpay/simulated/pay, which signs on the
 * server, so the browser never holds the secret and verification runs the real code. Payments
 * are remembered in memory (for the reconciler) until the server restarts; it is not for
 * production, and config.ts refuses it there.
 */
export function createSimulatedGateway(options: { keySecret: string }): SimulatedGateway {
  const payments = new Map<string, GatewayPayment[]>();
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
      return payments.get(gatewayOrderId) ?? [];
    },
    pay(gatewayOrderId, amountPaise) {
      const paymentId = gatewayStyleId('pay');
      const made = payments.get(gatewayOrderId) ?? [];
      made.push({
        id: paymentId,
        orderId: gatewayOrderId,
        amountPaise,
        currency: 'INR',
        status: 'captured',
      });
      payments.set(gatewayOrderId, made);
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: gatewayOrderId,
        razorpay_signature: signPayment(gatewayOrderId, paymentId, options.keySecret),
      };
    },
  };
}
