import {
  basketSchema,
  type PricedItem,
  priceItems,
  purchaseItemSchema,
} from '@app/contract/basket';
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

import { z } from 'zod';

import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { invalidRequest } from '../../lib/validation-messages.ts';

import type { UserProfile } from '../auth/users.repository.ts';
import type { PurchaseKind } from '../payments/purchases.ts';
import { toApiReport } from '../reports/reports.service.ts';
import { orderConfirmationMail } from './order-mail.ts';
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

/** A gemstone purchase as payments stores it while pending: priced lines and the address. */
export type GemstonePurchase = { items: PricedItem[]; addressData: ShippingAddress };

const storedPurchaseSchema = z.object({
  items: z.array(
    purchaseItemSchema.extend({ name: z.string(), pricePaise: z.number().int().positive() }),
  ),
  addressData: shippingAddressSchema,
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
}): PurchaseKind<GemstonePurchase> {
  return {
    purpose: 'gemstone',
    requiresUser: true,
    prepare(input) {
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
      return { items: priceItems(items.data), addressData: addressData.data };
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
      });
      if (!order) {
        // Only if the row lock was bypassed: the unique key kept it to one order.
        const existing = await findOrderIdByGatewayOrderId(tx, payment.gatewayOrderId);
        if (!existing) throw new Error('order insert conflicted but no order exists');
        return { id: existing.id, mails: [] };
      }
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
): Promise<{ order: Order; changed: boolean; from: OrderStatus }> {
  let current = order;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const check = checkTransition(current.status, to);
    if (check.kind === 'unchanged') {
      return { order: toApiOrder(current), changed: false, from: current.status };
    }
    if (check.kind === 'refused') {
      const [from, moveTo] = [orderStatusNames[current.status], orderStatusNames[to]];
      throw new HttpError(409, orderMessages.transitionRefused({ from, to: moveTo }));
    }
    const updated = await updateOrderStatus(db, current.id, current.status, to);
    if (updated) {
      return {
        order: toApiOrder({ ...updated, items: current.items, report: current.report }),
        changed: true,
        from: current.status,
      };
    }
    const reread = await findOrderById(db, current.id);
    if (!reread) throw new HttpError(404, orderMessages.notFound());
    current = reread;
  }
  throw new HttpError(409, orderMessages.changedMeanwhile());
}

/** PUT /order/update/{orderId} (admin). */
export async function updateStatus(db: Db, orderId: string, newStatus: OrderStatus) {
  const order = await findOrderById(db, orderId);
  if (!order) throw new HttpError(404, orderMessages.notFound());
  const moved = await moveOrder(db, order, newStatus);
  const status = orderStatusNames[newStatus];
  return {
    order: moved.order,
    message: moved.changed
      ? orderMessages.statusUpdated({ status })
      : orderMessages.statusUnchanged({ status }),
  };
}

/** PUT /order/return/{orderId}: the owner asks to cancel (before delivery) or return (after). */
export async function requestReturn(db: Db, requester: UserProfile, orderId: string) {
  const order = await findOrderById(db, orderId);
  if (!order) throw new HttpError(404, orderMessages.notFound());
  if (order.userId !== requester.id) throw new HttpError(403, orderMessages.onlyOwnChanges());
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
