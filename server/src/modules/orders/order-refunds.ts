import { rupeesToPaise } from '@app/contract/money';
import type { OrderRefundAction, OrderStatus } from '@app/contract/orders';
import type { RefundReason } from '@app/contract/refunds';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';
import { findPaymentOrder } from '../payments/payment-orders.repository.ts';
import { type RefundRow, recordRefund } from '../payments/refunds.repository.ts';
import type { Refunds } from '../payments/refunds.ts';
import { refundSettledMail, refundStartedMail } from './order-refund-mails.ts';
import { orderRefundMessages } from './order-refunds.messages.ts';
import {
  findRefundByKey,
  lockOrder,
  refundedPaiseOf,
  setOrderStatus,
} from './order-refunds.repository.ts';
import { orderMessages, orderStatusNames } from './orders.messages.ts';
import { findOrderById } from './orders.repository.ts';
import { getOrder, toApiRefund } from './orders.service.ts';

/** What each action of the admin does: the status it needs, the one it sets, the reason. */
const actions: Record<
  OrderRefundAction,
  { from: OrderStatus | null; to: OrderStatus | null; reason: RefundReason }
> = {
  'accept-return': { from: 'Cancel', to: 'Return', reason: 'return-accepted' },
  cancel: { from: 'Processing', to: 'Return', reason: 'business-cancelled' },
  refund: { from: null, to: null, reason: 'business-cancelled' },
};

/**
 * An admin's money back for an order (docs/decisions/040): recorded in one transaction with the
 * order's row locked (so refunds together never pass what was paid, on any instance), with the
 * status move the action makes and the customer's mail; sent to the gateway after the commit
 * (refunds.ts). The same idempotency key again answers the refund it made. When the gateway
 * settles a refund, the customer is told.
 */
export function createOrderRefunds(deps: {
  db: Db;
  refunds: Refunds;
  outbox: OutboxWorker;
  log: FastifyBaseLogger;
  mailOptions: { siteUrl: string | undefined; businessEmail: string };
}) {
  const { db, refunds, outbox, log, mailOptions } = deps;

  async function refundOrder(
    orderId: string,
    request: { action: OrderRefundAction; amountRupees?: number; idempotencyKey: string },
  ) {
    const action = actions[request.action];
    const decided = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new HttpError(404, orderMessages.notFound());
      const idempotencyKey = `order:${order.id}:${request.idempotencyKey}`;
      const earlier = await findRefundByKey(tx, idempotencyKey);
      if (earlier) return { refund: earlier, created: false, moved: null };
      if (action.from !== null && order.status !== action.from) {
        const status = orderStatusNames[order.status];
        throw new HttpError(
          409,
          request.action === 'cancel'
            ? orderRefundMessages.notCancellable({
                status,
                processing: orderStatusNames.Processing,
              })
            : orderRefundMessages.notReturnRequested({ status }),
        );
      }
      const left = order.totalPaise - (await refundedPaiseOf(tx, order.id));
      if (left <= 0) throw new HttpError(409, orderRefundMessages.nothingLeft());
      const amountPaise =
        request.amountRupees === undefined ? left : rupeesToPaise(request.amountRupees);
      if (amountPaise > left) {
        throw new HttpError(409, orderRefundMessages.moreThanLeft({ left, amount: amountPaise }));
      }
      const paymentOrder = await findPaymentOrder(tx, order.gatewayOrderId);
      if (!paymentOrder) throw new Error(`payment order of order ${order.id} is missing`);
      const { refund, created } = await recordRefund(tx, {
        idempotencyKey,
        gateway: paymentOrder.gateway,
        gatewayOrderId: order.gatewayOrderId,
        paymentId: order.paymentId,
        orderId: order.id,
        amountPaise,
        reason: action.reason,
      });
      const moved = action.to !== null ? await setOrderStatus(tx, order.id, action.to) : null;
      const withItems = await findOrderById(tx, order.id);
      if (!withItems) throw new Error(`order ${order.id} vanished while locked`);
      await enqueueMail(tx, refundStartedMail(withItems, refund, mailOptions));
      return { refund, created, moved };
    });
    if (decided.created) {
      outbox.kick();
      log.info(
        {
          orderId,
          refundId: decided.refund.id,
          amountPaise: decided.refund.amountPaise,
          action: request.action,
        },
        'order refund recorded',
      );
      try {
        await refunds.send([decided.refund.id]);
      } catch (error) {
        log.warn(
          { err: error, refundId: decided.refund.id },
          'refund not sent now; the reconciler will',
        );
      }
    }
    // Read after sending: the gateway's answer (processed at once by the simulated one) shows.
    const order = await getOrder(db, orderId);
    const refund = (await findRefundByKey(db, decided.refund.idempotencyKey)) ?? decided.refund;
    const amount = refund.amountPaise;
    return {
      order,
      refund: toApiRefund(refund),
      message: !decided.created
        ? orderRefundMessages.refundedEarlier({ amount })
        : decided.moved
          ? orderRefundMessages.refundedAndReturned({
              amount,
              status: orderStatusNames[decided.moved.status],
            })
          : orderRefundMessages.refunded({ amount }),
    };
  }

  /** A refund of an order settled at the gateway: the customer hears it went through, or not. */
  async function refundSettled(row: RefundRow): Promise<void> {
    if (!row.orderId || row.status === 'pending') return;
    const order = await findOrderById(db, row.orderId);
    if (!order) return;
    await enqueueMail(db, refundSettledMail(order, { ...row, status: row.status }, mailOptions));
    outbox.kick();
  }

  refunds.onSettled(refundSettled);

  return { refundOrder };
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;
