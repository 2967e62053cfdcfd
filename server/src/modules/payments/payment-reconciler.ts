import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createPollingLoop } from '../../lib/polling-loop.ts';
import type { GatewayPayment, PaymentGateway } from './payment-gateway.ts';
import {
  claimPaymentOrdersToReconcile,
  expirePaymentOrder,
  type PaymentOrder,
} from './payment-orders.repository.ts';
import type { GatewayPaymentOutcome } from './payments.service.ts';
import type { Refunds } from './refunds.ts';

/** A payment order is left to the browser (and the webhook) for this long before we ask. */
const minAgeSeconds = 120;
const batchSize = 20;
const defaultIntervalMs = 60_000;

/**
 * Finishes what neither the browser nor a webhook finished: every minute it takes the unpaid
 * payment orders that are due for a look, asks the gateway for their payments, completes those
 * with a captured payment, and marks expired those older than the gateway's pending lifetime;
 * and it sends the refunds not yet sent and asks about those not yet settled.
 * Several instances may run it against one database (claims skip locked rows).
 */
export function createPaymentReconciler(deps: {
  db: Db;
  gateway: PaymentGateway;
  takeGatewayPayment: (
    payment: GatewayPayment,
    source: 'reconciler',
  ) => Promise<GatewayPaymentOutcome>;
  /** Pending refunds are sent or asked about on each pass too. */
  refunds: Refunds;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const { db, gateway, log } = deps;

  async function reconcileOne(order: PaymentOrder): Promise<string> {
    const payments = await gateway.fetchOrderPayments(order.gatewayOrderId);
    const captured = payments.find((payment) => payment.status === 'captured');
    if (captured) {
      const outcome = await deps.takeGatewayPayment(captured, 'reconciler');
      return outcome.status;
    }
    if (Date.now() - order.createdAt.getTime() > gateway.pendingLifetimeMs) {
      if (await expirePaymentOrder(db, order.id)) {
        log.info({ gatewayOrderId: order.gatewayOrderId }, 'unpaid payment order expired');
      }
      return 'expired';
    }
    return 'unpaid';
  }

  /**
   * One pass over the due payment orders and refunds; resolves with what happened to each
   * (payment orders by gateway order id, refunds by their id).
   */
  async function reconcileDue(): Promise<Record<string, string>> {
    const results: Record<string, string> = {};
    try {
      Object.assign(results, await deps.refunds.runDue());
    } catch (error) {
      log.warn({ err: error }, 'refunds pass failed');
    }
    for (;;) {
      const due = await claimPaymentOrdersToReconcile(db, { limit: batchSize, minAgeSeconds });
      for (const order of due) {
        try {
          results[order.gatewayOrderId] = await reconcileOne(order);
        } catch (error) {
          // The gateway is down or slow: this order is looked at again on a later pass.
          results[order.gatewayOrderId] = 'error';
          log.warn({ err: error, gatewayOrderId: order.gatewayOrderId }, 'reconcile failed');
        }
      }
      if (due.length < batchSize || loop.state === 'stopped') return results;
    }
  }

  // The first pass waits for the server's start to settle; the timer does not hold the
  // process open.
  const loop = createPollingLoop({
    pass: reconcileDue,
    intervalMs: deps.intervalMs ?? defaultIntervalMs,
    firstDelayMs: 5_000,
    log,
    failureMessage: 'reconciler run failed',
    unref: true,
  });

  return {
    /** A pass now, after the one in flight (tests; the timer otherwise). */
    runOnce: loop.runNow,
    start: loop.start,
    stop: loop.stop,
  };
}
