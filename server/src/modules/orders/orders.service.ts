import { basketSchema, type PricedItem, purchaseItemSchema } from '@app/contract/basket';
import { totalPaise } from '@app/contract/catalogue';
import { paiseToRupees } from '@app/contract/money';
import {
  type AllOrdersQuery,
  checkTransition,
  initialOrderStatus,
  type Order,
  type OrderStatus,
  returnRequestKind,
  returnRequestStatus,
  type ShippingAddress,
  shippingAddressSchema,
} from '@app/contract/orders';

import type { PageQuery } from '@app/contract/pages';
import { paidPaymentStatus, paymentProviderName } from '@app/contract/payments';
import type { Refund } from '@app/contract/refunds';
import type { Language } from '@app/contract/site';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Message } from '../../lib/messages.ts';
import { invalidRequest } from '../../lib/validation-messages.ts';
import type { UserProfile } from '../auth/users.repository.ts';
import { checkAvailable, priceBasket } from '../catalogue/catalogue.service.ts';
import { takeStockOrRefund } from '../catalogue/stock.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import type { PurchaseKind } from '../payments/purchases.ts';
import type { RefundRow } from '../payments/refunds.repository.ts';
import type { Refunds } from '../payments/refunds.ts';
import { toApiReport } from '../reports/reports.service.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { orderShippedMail } from './order-refund-mails.ts';
import { orderRefundMessages } from './order-refunds.messages.ts';
import { orderMessages, orderStatusNames } from './orders.messages.ts';

import {
  findAllOrders,
  findOrderById,
  findOrderIdByGatewayOrderId,
  findOrdersOfUser,
  insertOrder,
  type OrderWithItems,
  updateOrderStatus,
} from './orders.repository.ts';

/**
 * A gemstone purchase as payments stores it while pending: priced lines, the address and the
 * buyer's language (payments opened before it was kept have none: English).
 */
export type GemstonePurchase = {
  items: PricedItem[];
  addressData: ShippingAddress;
  language?: Language | undefined;
};

const storedPurchaseSchema = z.object({
  items: z.array(
    purchaseItemSchema.extend({ name: z.string(), pricePaise: z.number().int().positive() }),
  ),
  addressData: shippingAddressSchema,
  language: z.enum(['en', 'hi']).optional(),
});

const itemKey = (purchase: GemstonePurchase) =>
  JSON.stringify(purchase.items.map(({ id, quantity, size }) => [id, quantity, size]));

/**
 * Gemstone orders as a purpose of the payments module: items priced from the catalogue at the
 * time the payment order is made, the address, a signed-in buyer; completion writes the order
 * (status Processing, paid by Razorpay) and queues the confirmation mail in one transaction.
 */
export function createGemstonePurchase(options: {
  siteUrl: string | undefined;
  businessEmail: string;
  /** Sends the refund of a payment that came in after the last bead was sold. */
  refunds: Refunds;
  log: FastifyBaseLogger;
}): PurchaseKind<GemstonePurchase> {
  return {
    purpose: 'gemstone',
    requiresUser: true,
    async prepare(input, reader) {
      const items = basketSchema.safeParse(input.items);
      if (!items.success)
        throw invalidRequest(items.error.issues, input.items, {
          prefix: ['items'],
          listFields: false,
        });
      const addressData = shippingAddressSchema.safeParse(input.addressData);
      if (!addressData.success) {
        throw invalidRequest(addressData.error.issues, input.addressData, {
          prefix: ['addressData'],
          listFields: false,
        });
      }
      return {
        items: await priceBasket(reader, items.data),
        addressData: addressData.data,
        language: input.language ?? 'en',
      };
    },
    // Before a payment is opened: on sale and in stock (409 otherwise). The stock is taken only
    // when the payment completes, below.
    async checkReservable(reader, purchase) {
      await checkAvailable(reader, purchase.items);
      return purchase;
    },
    restore: (stored) => storedPurchaseSchema.parse(stored),
    amountPaise: (purchase) => totalPaise(purchase.items),
    samePurchase: (a, b) => itemKey(a) === itemKey(b),
    async complete(tx, payment) {
      if (!payment.userId) throw new Error('a gemstone order needs a buyer');
      const order = await insertOrder(tx, {
        userId: payment.userId,
        gatewayOrderId: payment.gatewayOrderId,
        paymentId: payment.paymentId,
        paymentType: paymentProviderName,
        paymentStatus: paidPaymentStatus,
        totalPaise: payment.amountPaise,
        status: initialOrderStatus,
        address: payment.payload.addressData,
        items: payment.payload.items,
        language: payment.payload.language ?? 'en',
      });
      if (!order) {
        // Only if the row lock was bypassed: the unique key kept it to one order.
        const existing = await findOrderIdByGatewayOrderId(tx, payment.gatewayOrderId);
        if (!existing) throw new Error('order insert conflicted but no order exists');
        return { id: existing.id, mails: [] };
      }
      // The last bead sold to another buyer first: closed, refunded in full (decision 042).
      const soldOut = await takeStockOrRefund(tx, order, payment, options);
      if (soldOut) return soldOut;
      return { id: order.id, mails: [orderConfirmationMail(order, options)] };
    },
    findRecord: (tx, gatewayOrderId) => findOrderIdByGatewayOrderId(tx, gatewayOrderId),
  };
}

/** The Order of API.md: rupees, `_id`, ISO dates. */
function toApiOrder(order: OrderWithItems): Order {
  return {
    _id: order.id,
    createdAt: order.createdAt.toISOString(),
    total: paiseToRupees(order.totalPaise),
    status: order.status,
    paymentInfo: { id: order.paymentId, type: order.paymentType, status: order.paymentStatus },
    product: order.items.map((item) => ({
      id: item.productId,
      name: item.name,
      price: paiseToRupees(item.pricePaise),
      quantity: item.quantity,
      size: item.size,
    })),
    addressData: {
      name: order.shippingName,
      phone: order.shippingPhone,
      email: order.shippingEmail,
      address: order.shippingAddress,
      pin: order.shippingPin,
    },
    // Empty once the buyer deleted the account (the order is kept for the tax records).
    user: order.userId ?? '',
    ...(order.report ? { report: toApiReport(order.report) } : {}),
    ...refundFields(order),
    ...(order.courier && order.trackingNumber && order.shippedAt
      ? {
          shipment: {
            courier: order.courier,
            trackingNumber: order.trackingNumber,
            shippedAt: order.shippedAt.toISOString(),
          },
        }
      : {}),
  };
}

/**
 * An order's refunds (docs/decisions/040): the list, and `refund` summing what went back or is
 * on its way (a failed refund sent nothing) with the latest refund's status.
 */
function refundFields(order: OrderWithItems): Pick<Order, 'refund' | 'refunds'> {
  const rows = order.refunds ?? [];
  const [latest] = rows;
  if (!latest) return {};
  const sentPaise = rows
    .filter((row) => row.status !== 'failed')
    .reduce((sum, row) => sum + row.amountPaise, 0);
  return {
    refund: { status: latest.status, amount: paiseToRupees(sentPaise) },
    refunds: rows.map(toApiRefund),
  };
}

export async function getOrder(db: Db, id: string): Promise<Order> {
  const order = await findOrderById(db, id);
  if (!order) throw new HttpError(404, orderMessages.notFound());
  return toApiOrder(order);
}

/** GET /order/get/{userId}: a page of that user's orders, for that user or an admin. */
export async function listUserOrders(
  db: Db,
  requester: UserProfile,
  userId: string,
  page: PageQuery,
): Promise<{ order: Order[]; nextCursor: string | null }> {
  if (requester.id !== userId && requester.role !== 'admin') {
    throw new HttpError(403, orderMessages.onlyOwnOrders());
  }
  const { orders, nextCursor } = await findOrdersOfUser(db, userId, page);
  return { order: orders.map(toApiOrder), nextCursor };
}

/** GET /order/getAll: a page of every order, for the admin. */
export async function listAllOrders(
  db: Db,
  query: AllOrdersQuery,
): Promise<{ orders: Order[]; nextCursor: string | null }> {
  const { orders, nextCursor } = await findAllOrders(db, query);
  return { orders: orders.map(toApiOrder), nextCursor };
}

/**
 * Moves an order to `to` if the transition table allows it from its current status; setting
 * the current status again changes nothing. A concurrent change is re-read and checked again.
 */
async function moveOrder(
  db: Db,
  order: OrderWithItems,
  to: OrderStatus,
  shipment?: { courier: string; trackingNumber: string },
): Promise<{ order: Order; changed: boolean; from: OrderStatus; row: OrderWithItems }> {
  let current = order;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const check = checkTransition(current.status, to);
    if (check.kind === 'unchanged') {
      return { order: toApiOrder(current), changed: false, from: current.status, row: current };
    }
    if (check.kind === 'refused') {
      const [from, moveTo] = [orderStatusNames[current.status], orderStatusNames[to]];
      throw new HttpError(409, orderMessages.transitionRefused({ from, to: moveTo }));
    }
    const updated = await updateOrderStatus(db, current.id, current.status, to, shipment);
    if (updated) {
      const row = { ...updated, items: current.items, report: current.report };
      if (current.refunds) Object.assign(row, { refunds: current.refunds });
      return { order: toApiOrder(row), changed: true, from: current.status, row };
    }
    const reread = await findOrderById(db, current.id);
    if (!reread) throw new HttpError(404, orderMessages.notFound());
    current = reread;
  }
  throw new HttpError(409, orderMessages.changedMeanwhile());
}

/**
 * PUT /order/update/{orderId} (admin). Shipped needs the courier and the tracking number
 * (docs/decisions/040): they are stored with the move and the customer's mail is queued in the
 * same transaction; on an order already Shipped, new ones correct them (and are mailed).
 */
export async function updateStatus(
  db: Db,
  orderId: string,
  newStatus: OrderStatus,
  shipping: {
    courier?: string | undefined;
    trackingNumber?: string | undefined;
    mailOptions: { siteUrl: string | undefined; businessEmail: string };
  },
) {
  const order = await findOrderById(db, orderId);
  if (!order) throw new HttpError(404, orderMessages.notFound());
  if (newStatus === 'Shipped') return ship(db, order, shipping);
  const moved = await moveOrder(db, order, newStatus);
  const status = orderStatusNames[newStatus];
  return {
    order: moved.order,
    message: moved.changed
      ? orderMessages.statusUpdated({ status })
      : orderMessages.statusUnchanged({ status }),
    mailed: false,
  };
}

/** A refund as an order's reply lists it: rupees, ISO instants. */
export function toApiRefund(
  row: Pick<RefundRow, 'status' | 'amountPaise' | 'reason' | 'createdAt' | 'processedAt'>,
): Refund {
  return {
    status: row.status,
    amount: paiseToRupees(row.amountPaise),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** Marks an order Shipped with its courier and tracking number, and tells the customer. */
async function ship(
  db: Db,
  order: OrderWithItems,
  shipping: Parameters<typeof updateStatus>[3],
): Promise<{ order: Order; message: Message; mailed: boolean }> {
  if (order.report) throw new HttpError(409, orderRefundMessages.noShippingForReports());
  const courier = shipping.courier?.trim() ?? '';
  const trackingNumber = shipping.trackingNumber?.trim() ?? '';
  if (courier === '' || trackingNumber === '') {
    throw new HttpError(400, orderRefundMessages.shipmentNeeded());
  }
  const shipment = { courier, trackingNumber };
  const status = orderStatusNames.Shipped;
  return db.transaction(async (tx) => {
    if (order.status === 'Shipped') {
      if (order.courier === courier && order.trackingNumber === trackingNumber) {
        return {
          order: toApiOrder(order),
          message: orderMessages.statusUnchanged({ status }),
          mailed: false,
        };
      }
      const corrected = await updateOrderStatus(tx, order.id, 'Shipped', 'Shipped', shipment);
      if (!corrected) throw new HttpError(409, orderMessages.changedMeanwhile());
      const row = { ...order, ...corrected };
      await enqueueMail(tx, orderShippedMail(row, shipment, shipping.mailOptions));
      return {
        order: toApiOrder(row),
        message: orderRefundMessages.shipmentUpdated(),
        mailed: true,
      };
    }
    const moved = await moveOrder(tx, order, 'Shipped', shipment);
    if (moved.changed) {
      await enqueueMail(tx, orderShippedMail(moved.row, shipment, shipping.mailOptions));
    }
    return {
      order: moved.order,
      message: moved.changed
        ? orderMessages.statusUpdated({ status })
        : orderMessages.statusUnchanged({ status }),
      mailed: moved.changed,
    };
  });
}

/** PUT /order/return/{orderId}: the owner asks to cancel (before delivery) or return (after). */
export async function requestReturn(db: Db, requester: UserProfile, orderId: string) {
  const order = await findOrderById(db, orderId);
  if (!order) throw new HttpError(404, orderMessages.notFound());
  if (order.userId !== requester.id) throw new HttpError(403, orderMessages.onlyOwnChanges());
  // A report is made for one person and e-mailed: there is nothing to send back (the refund
  // policy's page says so); a person writes to us instead.
  if (order.report) throw new HttpError(409, orderRefundMessages.noReturnOfReports());
  const moved = await moveOrder(db, order, returnRequestStatus);
  if (!moved.changed) {
    return {
      order: moved.order,
      message: orderMessages.requestAlreadyReceived(),
    };
  }
  return {
    order: moved.order,
    message:
      returnRequestKind(moved.from) === 'return'
        ? orderMessages.returnRequested()
        : orderMessages.cancellationRequested(),
  };
}
