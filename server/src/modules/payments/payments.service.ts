import { randomUUID } from 'node:crypto';
import { rupeesToPaise } from '@app/contract/money';

import {
  type CheckoutSettings,
  currency,
  type PaymentPurpose,
  type PaymentResult,
} from '@app/contract/payments';

import { site } from '@app/contract/site';

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { commonMessages } from '../../lib/common-messages.ts';
import { databaseErrorOf } from '../../lib/database-error.ts';
import { HttpError } from '../../lib/http-error.ts';

import { enqueueMail } from '../mail/outbox.repository.ts';

import type { OutboxWorker } from '../mail/outbox-worker.ts';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './payment-gateway.ts';

import {
  findPaymentOrder,
  insertPaymentOrder,
  lockPaymentOrder,
  markNeedsAttention,
  markPaymentOrderPaid,
} from './payment-orders.repository.ts';

import { createPaymentReconciler } from './payment-reconciler.ts';
import { verifyPaymentSignature } from './payment-signature.ts';
import { paymentMessages } from './payments.messages.ts';

import { createPurchaseRegistry, type PurchaseInput, type PurchaseKind } from './purchases.ts';
import { createRefunds } from './refunds.ts';

import type { SimulatedGateway } from './simulated-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway and the rules of paying; see docs/decisions/007-payments.md. */
    payments: Payments;
  }
}

export type Payments = ReturnType<typeof createPayments>;

/** A verification's claim that the purchase is the one capturePayment stored (reports). */
const storedPurchase = Symbol('the purchase stored with the payment order');

/** What issues a completed purchase's invoice in its transaction (modules/invoices). */
export type PurchaseInvoicing = {
  issueForPurchase(
    tx: Db,
    purchase: { purpose: PaymentPurpose; recordId: string },
  ): Promise<{ id: string }>;
  /**
   * Until when the purchase's confirmation may wait for the invoice's PDF (decision 041), or
   * undefined when no invoice worker runs here to attach it (the confirmation leaves at once).
   */
  confirmationHoldUntil(): Date | undefined;
  /** After the commit: the invoice's PDF may be printed and mailed. */
  kick(): void;
};

/** How a completion ended. `awaiting-details`: paid, but nothing yet says what was bought. */
export type Completion =
  | { status: 'completed'; purpose: PaymentPurpose; recordId: string; created: boolean }
  | { status: 'awaiting-details' };

/** How a payment reported by the gateway (webhook, reconciler) was handled. */
export type GatewayPaymentOutcome =
  | Completion
  | { status: 'not-captured' }
  | { status: 'unknown-order' }
  /** A rule refused it (wrong amount, order already paid by another payment): needs a person. */
  | { status: 'rejected'; message: string };

/**
 * The payments module: creates payment orders (storing the pending purchase), verifies
 * Checkout results, takes payments reported by the gateway, and completes each purchase exactly
 * once through the module registered for its purpose. Created once per app in app.ts and
 * available to routes as `app.payments`.
 */
export function createPayments(deps: {
  db: Db;
  gateway: PaymentGateway;
  outbox: OutboxWorker;
  log: FastifyBaseLogger;
}) {
  const { db, gateway, outbox, log } = deps;
  const registry = createPurchaseRegistry();
  /** Issues each completed purchase's invoice (set by app.ts: `issueInvoicesWith`). */
  let invoicing: PurchaseInvoicing | undefined;

  const checkout: CheckoutSettings = {
    gateway: gateway.kind,
    keyId: gateway.keyId,
    name: site.checkoutName,
  };

  function kindFor(purpose: PaymentPurpose): PurchaseKind {
    const kind = registry.get(purpose);
    if (!kind) throw new HttpError(400, paymentMessages.purposeUnavailable({ purpose }));
    return kind;
  }

  /**
   * POST capturePayment: a payment order at the gateway for `amountRupees`. With a purpose, the
   * purchase is priced by its module, must cost exactly the amount, and is stored as pending.
   */
  async function createPaymentOrder(request: {
    amountRupees: number;
    purpose: PaymentPurpose | undefined;
    purchase: PurchaseInput;
    buyerId: string | null;
  }) {
    const amountPaise = rupeesToPaise(request.amountRupees);
    let payload: unknown = null;
    if (request.purpose) {
      const kind = kindFor(request.purpose);
      if (kind.requiresUser && !request.buyerId) {
        throw new HttpError(401, commonMessages.loginRequired());
      }
      payload = await kind.prepare(request.purchase, db);
      const price = kind.amountPaise(payload);
      if (price !== amountPaise) {
        throw new HttpError(400, paymentMessages.amountNotPrice({ amount: amountPaise, price }));
      }
      if (kind.checkReservable) {
        payload = await kind.checkReservable(db, payload, { buyerId: request.buyerId });
      }
    }
    const id = randomUUID();
    let gatewayOrder: Awaited<ReturnType<PaymentGateway['createOrder']>>;
    try {
      gatewayOrder = await gateway.createOrder({
        amountPaise,
        currency,
        receipt: id,
        notes: { purpose: request.purpose ?? 'unspecified' },
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.error({ err: error }, 'payment order not created');
      throw new HttpError(502, paymentMessages.notStarted());
    }
    const reserve = request.purpose ? kindFor(request.purpose).reserve : undefined;
    await db.transaction(async (tx) => {
      // What the purchase takes (a slot) is taken with the payment order, or neither is stored.
      await reserve?.(tx, payload, {
        gatewayOrderId: gatewayOrder.id,
        buyerId: request.buyerId,
      });
      await insertPaymentOrder(tx, {
        id,
        gateway: gateway.kind,
        gatewayOrderId: gatewayOrder.id,
        amountPaise,
        currency,
        purpose: request.purpose ?? null,
        payload,
        userId: request.buyerId,
      });
    });
    log.info(
      { gatewayOrderId: gatewayOrder.id, amountPaise, purpose: request.purpose ?? null },
      'payment order created',
    );
    return {
      order: { id: gatewayOrder.id, amount: amountPaise, currency },
      checkout,
    };
  }

  /**
   * Completes the purchase paid for on `gatewayOrderId`, once: in one transaction holding the
   * payment order's row lock, so racing verifications, webhooks and reconcilers (on any
   * instance) queue up, and all but the first find it paid. `claim` is what a verification says
   * is being bought and by whom; without it (webhook, reconciler) the stored pending purchase is
   * used. Throws an HttpError when a rule refuses the payment.
   */
  async function completePurchase(input: {
    gatewayOrderId: string;
    paymentId: string;
    /** What the gateway says was paid (webhook, reconciler), checked against the order. */
    paidAmountPaise?: number;
    claim?: { purpose: PaymentPurpose; payload: unknown; buyerId: string | null };
  }): Promise<Completion> {
    const { gatewayOrderId, paymentId, claim } = input;
    let mailsQueued = 0;
    let afterCommit: (() => void | Promise<void>) | undefined;
    const completion = await db.transaction(async (tx): Promise<Completion> => {
      const order = await lockPaymentOrder(tx, gatewayOrderId);
      if (!order) throw new HttpError(404, paymentMessages.unknownPaymentOrder());
      if (input.paidAmountPaise !== undefined && input.paidAmountPaise !== order.amountPaise) {
        throw new HttpError(
          400,
          paymentMessages.paymentNotOrderAmount({
            paid: input.paidAmountPaise,
            due: order.amountPaise,
          }),
        );
      }
      if (claim && order.purpose && claim.purpose !== order.purpose) {
        throw new HttpError(409, paymentMessages.otherKindOfPurchase());
      }
      const purpose = order.purpose ?? claim?.purpose;
      if (!purpose) return { status: 'awaiting-details' };
      const kind = kindFor(purpose);
      const buyerId = claim?.buyerId ?? null;

      if (order.status === 'paid') {
        // Completed before: the same purchase verified again gets the same record.
        const record = await kind.findRecord(tx, gatewayOrderId);
        if (!record) throw new Error(`payment order ${gatewayOrderId} is paid but has no record`);
        if (order.paymentId !== paymentId) {
          throw new HttpError(409, paymentMessages.alreadyPaid());
        }
        if (claim) {
          if (record.userId !== null && record.userId !== buyerId) {
            throw new HttpError(409, paymentMessages.usedByAnotherCustomer());
          }
          if (
            claim.payload !== storedPurchase &&
            !kind.samePurchase(kind.restore(order.payload), claim.payload)
          ) {
            throw new HttpError(409, paymentMessages.usedForAnotherPurchase());
          }
        }
        return { status: 'completed', purpose, recordId: record.id, created: false };
      }

      let payload: unknown;
      if (order.payload !== null) {
        payload = kind.restore(order.payload);
        if (
          claim &&
          claim.payload !== storedPurchase &&
          !kind.samePurchase(payload, claim.payload)
        ) {
          throw new HttpError(409, paymentMessages.madeForDifferentPurchase());
        }
      } else if (claim?.payload === storedPurchase) {
        // Verified as "what capturePayment stored", but nothing was stored with it.
        throw new HttpError(409, paymentMessages.otherKindOfPurchase());
      } else if (claim) {
        payload = claim.payload;
      } else {
        return { status: 'awaiting-details' };
      }
      const price = kind.amountPaise(payload);
      if (price !== order.amountPaise) {
        throw new HttpError(400, paymentMessages.paidNotPrice({ paid: order.amountPaise, price }));
      }
      if (order.userId && buyerId && order.userId !== buyerId) {
        throw new HttpError(409, paymentMessages.anotherCustomers());
      }
      const userId = order.userId ?? buyerId;
      if (kind.requiresUser && !userId) {
        if (claim) throw new HttpError(401, commonMessages.loginRequired());
        return { status: 'awaiting-details' };
      }
      const record = await kind.complete(tx, {
        payload,
        gateway: order.gateway,
        gatewayOrderId,
        paymentId,
        amountPaise: order.amountPaise,
        userId,
      });
      await markPaymentOrderPaid(tx, gatewayOrderId, { paymentId, purpose, payload, userId });
      // Its invoice, numbered in this transaction: both are stored or neither, so a payment
      // rolled back leaves no gap in the numbers (modules/invoices, decision 041).
      const invoice = await invoicing?.issueForPurchase(tx, { purpose, recordId: record.id });
      // The confirmation waits a moment for the invoice's PDF, attached by the invoice worker;
      // if that takes too long it goes without, and the invoice follows on its own.
      const holdUntil = invoice && invoicing?.confirmationHoldUntil();
      // Each mail is about the buyer's purchase: their data export lists it (decision 038).
      for (const mail of record.mails) {
        const held =
          mail.carriesInvoice && invoice && holdUntil
            ? { attachesInvoiceId: invoice.id, sendAfter: holdUntil }
            : {};
        await enqueueMail(tx, { userId, ...mail, ...held });
      }
      mailsQueued = record.mails.length;
      afterCommit = record.afterCommit;
      return { status: 'completed', purpose, recordId: record.id, created: true };
    });
    if (mailsQueued > 0) outbox.kick();
    if (completion.status === 'completed' && completion.created) invoicing?.kick();
    await afterCommit?.();
    if (completion.status === 'completed' && completion.created) {
      log.info(
        { gatewayOrderId, paymentId, purpose: completion.purpose, recordId: completion.recordId },
        'purchase completed',
      );
    }
    return completion;
  }

  /**
   * A Checkout result sent by the browser: the signature must be the gateway's, then the
   * purchase (priced by its module) is completed for `buyerId`, or the earlier completion of the
   * same purchase is returned. Without `purchase` (reports), the purchase is the one
   * capturePayment stored with the payment order. Throws an HttpError (400 signature or amount,
   * 404 unknown order, 409 payment used for something else, 401 buyer needed).
   */
  async function verifyAndComplete(request: {
    purpose: PaymentPurpose;
    result: PaymentResult;
    purchase?: PurchaseInput;
    buyerId: string | null;
  }): Promise<{ recordId: string; created: boolean }> {
    const { result } = request;
    const genuine = verifyPaymentSignature(
      {
        orderId: result.razorpay_order_id,
        paymentId: result.razorpay_payment_id,
        signature: result.razorpay_signature,
      },
      gateway.keySecret,
    );
    if (!genuine) {
      log.warn({ gatewayOrderId: result.razorpay_order_id }, 'payment signature refused');
      throw new HttpError(400, paymentMessages.badSignature());
    }
    const kind = kindFor(request.purpose);
    if (kind.requiresUser && !request.buyerId)
      throw new HttpError(401, commonMessages.loginRequired());
    const payload =
      request.purchase === undefined ? storedPurchase : await kind.prepare(request.purchase, db);
    await confirmAtGateway(result);
    let completion: Awaited<ReturnType<typeof completePurchase>>;
    try {
      completion = await completePurchase({
        gatewayOrderId: result.razorpay_order_id,
        paymentId: result.razorpay_payment_id,
        claim: { purpose: request.purpose, payload, buyerId: request.buyerId },
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // Paid (the signature is the gateway's) but not recordable for a reason of ours.
      await needsAttention(result.razorpay_order_id, error, 'verification');
      throw new HttpError(500, paymentMessages.notRecorded());
    }
    if (completion.status !== 'completed') throw new Error('a claimed purchase was not completed');
    return { recordId: completion.recordId, created: completion.created };
  }

  /**
   * Checkout's signature says the gateway saw this payment; the gateway itself must also say it
   * is captured, for this order, for its amount, before anything is recorded. An authorized
   * payment (an account that captures manually) is captured here.
   */
  async function confirmAtGateway(result: PaymentResult): Promise<void> {
    const order = await findPaymentOrder(db, result.razorpay_order_id);
    // Unknown and already paid orders are answered from the record by completePurchase (the
    // same payment again: its order; another payment: refused), with nothing new recorded.
    if (!order || order.status === 'paid') return;
    const context = { gatewayOrderId: order.gatewayOrderId, paymentId: result.razorpay_payment_id };
    let payment: GatewayPayment | undefined;
    try {
      payment = await gateway.fetchPayment(result.razorpay_payment_id);
      if (
        payment?.status === 'authorized' &&
        payment.orderId === order.gatewayOrderId &&
        payment.amountPaise === order.amountPaise
      ) {
        payment = await gateway.capturePayment(payment);
      }
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.warn({ ...context, err: error }, 'payment could not be confirmed with the gateway');
      throw new HttpError(502, paymentMessages.gatewayUnreachable());
    }
    if (!payment || payment.orderId !== order.gatewayOrderId) {
      log.warn(context, 'verification refused: the gateway has no such payment for this order');
      throw new HttpError(400, paymentMessages.notForThisOrder());
    }
    if (payment.amountPaise !== order.amountPaise || payment.currency !== order.currency) {
      log.error(
        { ...context, paid: payment.amountPaise, due: order.amountPaise },
        'verification refused: the payment is not of the order amount',
      );
      throw new HttpError(400, paymentMessages.notAmountDue());
    }
    if (payment.status !== 'captured') {
      throw new HttpError(400, paymentMessages.notCaptured());
    }
  }

  /**
   * A payment the gateway reports (webhook event, reconciler query). A captured payment
   * completes its pending purchase; a refusal is logged for a person to look at (it usually
   * means a refund is due) rather than thrown, since asking again will not change it.
   */
  async function takeGatewayPayment(
    payment: GatewayPayment,
    source: 'webhook' | 'reconciler',
  ): Promise<GatewayPaymentOutcome> {
    if (payment.status !== 'captured') return { status: 'not-captured' };
    const context = { source, gatewayOrderId: payment.orderId, paymentId: payment.id };
    if (payment.currency !== currency) {
      const message = `Payment in ${payment.currency}, not ${currency}.`;
      log.error(context, `payment refused: ${message}`);
      return { status: 'rejected', message };
    }
    try {
      const completion = await completePurchase({
        gatewayOrderId: payment.orderId,
        paymentId: payment.id,
        paidAmountPaise: payment.amountPaise,
      });
      if (completion.status === 'awaiting-details') {
        log.warn(
          context,
          'payment captured but nothing says what was bought; waiting for the buyer',
        );
      }
      return completion;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404)
        return { status: 'unknown-order' };
      if (isDatabaseUnavailable(error)) throw error; // not recorded: the gateway or the next pass retries
      // A rule refused it (wrong amount, a payment used twice) or completing it failed (a bug, a
      // changed catalogue): either way asking again will not help. It is recorded for a person,
      // and the webhook is answered 2xx so the gateway does not give up on the webhook.
      await needsAttention(payment.orderId, error, source);
      return { status: 'rejected', message: (error as Error).message };
    }
  }

  /** Records a payment that needs a person; logs it at error level the first time only. */
  async function needsAttention(gatewayOrderId: string, error: unknown, source: string) {
    const reason =
      error instanceof HttpError
        ? error.message
        : `${(error as Error).name}: ${(error as Error).message}`;
    if (await markNeedsAttention(db, gatewayOrderId, reason)) {
      log.error({ err: error, gatewayOrderId, source, reason }, 'captured payment needs attention');
    }
  }

  /** The simulated Checkout's Pay button (only while the simulated gateway is active). */
  /**
   * The simulated Checkout's Pay. A purchase made by a signed-in buyer can be paid only by that
   * buyer; a guest's (an appointment booked without an account) by whoever holds its order id,
   * as with Razorpay's Checkout.
   */
  async function simulatePayment(
    gatewayOrderId: string,
    payerId: string | null,
  ): Promise<PaymentResult> {
    if (gateway.kind !== 'simulated') throw new HttpError(404, commonMessages.notFound());
    const order = await findPaymentOrder(db, gatewayOrderId);
    if (!order) throw new HttpError(404, paymentMessages.unknownPaymentOrder());
    if (order.userId !== null && order.userId !== payerId) {
      throw payerId === null
        ? new HttpError(401, paymentMessages.loginToPay())
        : new HttpError(403, paymentMessages.anotherAccounts());
    }
    if (order.status === 'paid') throw new HttpError(409, paymentMessages.alreadyPaid());
    if (order.status === 'expired') {
      throw new HttpError(409, paymentMessages.expired());
    }
    return (gateway as SimulatedGateway).pay(gatewayOrderId, order.amountPaise);
  }

  const refunds = createRefunds({ db, gateway, log: log.child({ component: 'refunds' }) });

  const reconciler = createPaymentReconciler({
    db,
    gateway,
    takeGatewayPayment,
    refunds,
    log: log.child({ component: 'payment-reconciler' }),
  });

  return {
    gateway,
    checkout,
    /** Adds a purpose that can be paid for (see purchases.ts). */
    registerPurchase<Payload>(kind: PurchaseKind<Payload>) {
      registry.register(kind);
    },
    /** The invoices module, which gives every completed purchase its invoice (decision 041). */
    issueInvoicesWith(value: PurchaseInvoicing) {
      invoicing = value;
    },
    createPaymentOrder,
    verifyAndComplete,
    completePurchase,
    takeGatewayPayment,
    simulatePayment,
    /** Money back through the gateway (refunds.ts): modules record refunds, this sends them. */
    refunds,
    /** Completes or expires pending purchases; started by server.ts, stopped on close. */
    reconciler,
  };
}

/**
 * Whether a completion failed because the database could not be reached (connection refused or
 * closed, PostgreSQL class 08 or 57): then nothing can be recorded, and the caller's retry (the
 * gateway's webhook, the reconciler's next pass) is the right answer.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseErrorOf(error)?.code ?? (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^(08|57)/.test(code)) return true;
  return typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'].includes(code);
}
