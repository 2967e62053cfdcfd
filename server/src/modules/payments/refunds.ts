import type { RefundStatus } from '@app/contract/refunds';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { GatewayError, type GatewayRefund, type PaymentGateway } from './payment-gateway.ts';
import {
  claimDueRefunds,
  failRefund,
  findRefundForEvent,
  postponeRefund,
  type RefundRow,
  recordGatewayRefund,
} from './refunds.repository.ts';

/** How long a claimed refund is left to the instance that claimed it. */
const leaseSeconds = 120;
/** Waits between tries the gateway could not answer; after the last, a person must look. */
const retryDelaysSeconds = [30, 120, 600, 3600];
/** How soon a refund the gateway took is asked about, when no event has settled it. */
const settleCheckSeconds = 15 * 60;

export type Refunds = ReturnType<typeof createRefunds>;

/** Our state of the gateway's word for a refund; anything not settled is pending. */
function statusOf(refund: GatewayRefund): RefundStatus {
  if (refund.status === 'processed') return 'processed';
  if (refund.status === 'failed') return 'failed';
  return 'pending';
}

/**
 * Money back through the gateway (docs/decisions/035). A refund is recorded first (modules call
 * `recordRefund` in the transaction that decides it), then sent: right after the commit by
 * `send`, else by the reconciler's pass. Sending claims the row (so one instance sends it at a
 * time) and asks the gateway with the refund's id as the idempotency key and receipt, so a
 * request repeated after a lost answer is the same refund. The state then follows the gateway:
 * its answer, its `refund.processed` and `refund.failed` events, and the reconciler's questions.
 */
export function createRefunds(deps: {
  db: Db;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /** Called when a refund settles (processed or failed): the module it belongs to may say so. */
  onSettled?: (refund: RefundRow) => Promise<void>;
}) {
  const { db, gateway, log } = deps;
  /** Modules told when a refund settles (its mails, its credit note), in the order they asked. */
  const settleListeners: ((refund: RefundRow) => Promise<void>)[] = [];
  if (deps.onSettled) settleListeners.push(deps.onSettled);

  async function settled(row: RefundRow | undefined) {
    if (!row || row.status === 'pending') return;
    if (row.status === 'failed') {
      log.error(
        { refundId: row.id, gatewayRefundId: row.gatewayRefundId, reason: row.lastError },
        'refund failed: a person must send the money back',
      );
    } else {
      log.info({ refundId: row.id, gatewayRefundId: row.gatewayRefundId }, 'refund processed');
    }
    for (const listener of settleListeners) {
      try {
        await listener(row);
      } catch (error) {
        // The refund's state is saved; one listener's failure neither undoes it nor stops others.
        log.error({ err: error, refundId: row.id }, 'a listener of a settled refund failed');
      }
    }
  }

  /** One claimed refund: sent if the gateway has not taken it, else asked about. */
  async function advance(row: RefundRow): Promise<RefundStatus> {
    try {
      const answer =
        row.gatewayRefundId === null
          ? await gateway.refundPayment({
              paymentId: row.paymentId,
              amountPaise: row.amountPaise,
              idempotencyKey: row.id,
              receipt: row.id,
              notes: {
                reason: row.reason,
                ...(row.appointmentId ? { appointment: row.appointmentId } : {}),
                ...(row.orderId ? { order: row.orderId } : {}),
              },
            })
          : await gateway.fetchRefund(row.paymentId, row.gatewayRefundId);
      if (!answer) throw new GatewayError('the gateway knows no such refund');
      const status = statusOf(answer);
      const recorded = await recordGatewayRefund(db, row.id, {
        refundId: answer.id,
        status,
        ...(status === 'failed' ? { error: 'the gateway reports the refund failed' } : {}),
      });
      if (status === 'pending') {
        await postponeRefund(db, row.id, {
          error: 'taken by the gateway; waiting for it to be processed',
          retryInSeconds: settleCheckSeconds,
        });
      }
      await settled(recorded);
      return status;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      // Refused (4xx): asking again will not help. Not answered: ask again later, then give up.
      const refused = error.statusCode !== undefined && error.statusCode < 500;
      const delay = retryDelaysSeconds[row.attempts - 1];
      if (refused || delay === undefined) {
        await settled(await failRefund(db, row.id, error.message));
        return 'failed';
      }
      log.warn({ err: error, refundId: row.id }, 'refund not sent; will try again');
      await postponeRefund(db, row.id, { error: error.message, retryInSeconds: delay });
      return 'pending';
    }
  }

  /** Sends these refunds now (after the commit that recorded them); those claimed elsewhere wait. */
  async function send(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const row of await claimDueRefunds(db, { limit: ids.length, leaseSeconds, ids })) {
      await advance(row);
    }
  }

  /** The reconciler's pass: every pending refund that is due, sent or asked about. */
  async function runDue(): Promise<Record<string, RefundStatus>> {
    const results: Record<string, RefundStatus> = {};
    for (;;) {
      const due = await claimDueRefunds(db, { limit: 20, leaseSeconds });
      for (const row of due) results[row.id] = await advance(row);
      if (due.length < 20) return results;
    }
  }

  /** A `refund.processed` or `refund.failed` event (verified by the webhook route). */
  async function takeGatewayEvent(event: {
    refundId: string;
    receipt: string | undefined;
    status: 'processed' | 'failed';
  }): Promise<'settled' | 'unknown' | 'already-settled'> {
    const row = await findRefundForEvent(db, event);
    if (!row) return 'unknown';
    const recorded = await recordGatewayRefund(db, row.id, {
      refundId: event.refundId,
      status: event.status,
      ...(event.status === 'failed' ? { error: 'the gateway reports the refund failed' } : {}),
    });
    if (!recorded) return 'already-settled';
    await settled(recorded);
    return 'settled';
  }

  return {
    send,
    runDue,
    takeGatewayEvent,
    /** Adds a module to be told when a refund settles (processed or failed). */
    onSettled(listener: (refund: RefundRow) => Promise<void>) {
      settleListeners.push(listener);
    },
  };
}
