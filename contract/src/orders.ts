import { z } from 'zod';
import { indianPinPattern, phoneNumberPattern } from './address-checks.ts';
import {
  emailSchema,
  isMultiLine,
  isSingleLine,
  multiLineCheck,
  singleLineCheck,
} from './common.ts';
import { adminSearchSchema, nextCursorSchema, pageQuerySchema } from './pages.ts';
import { refundSchema, refundStatuses } from './refunds.ts';
import { orderReportSchema } from './reports.ts';

/**
 * Orders (specification sections 3, 4 "Order status values", 7; shared/API.md "Orders and
 * appointments"): the statuses and which moves between them are allowed, the purchase details
 * a buyer gives, and the Order as the API sends it. The transition rules are pure functions so
 * the server enforces them and the web app offers only the moves the server will accept.
 */

// ---------------------------------------------------------------------------------------------
// Statuses and transitions
// ---------------------------------------------------------------------------------------------

export const orderStatuses = ['Processing', 'Shipped', 'Delivered', 'Cancel', 'Return'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusSchema = z.enum(orderStatuses, {
  message: `Status must be one of ${orderStatuses.join(', ')}.`,
});

/** A paid order starts here. */
export const initialOrderStatus: OrderStatus = 'Processing';

/**
 * Allowed moves (API.md): Processing → Shipped | Delivered | Cancel; Shipped → Delivered |
 * Processing; Delivered → Cancel; Cancel → Return (return accepted) | Delivered (return
 * rejected); Return is final.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Processing: ['Shipped', 'Delivered', 'Cancel'],
  Shipped: ['Delivered', 'Processing'],
  Delivered: ['Cancel'],
  Cancel: ['Return', 'Delivered'],
  Return: [],
};

/** Whether an order may move from `from` to `to` (a different status). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

export type TransitionCheck =
  | { kind: 'allowed' }
  /** Setting the current status again: nothing to do, not an error. */
  | { kind: 'unchanged' }
  /** Not allowed: the server's refusal names both states, in the request's language. */
  | { kind: 'refused' };

/** What setting `to` on an order in `from` means. */
export function checkTransition(from: OrderStatus, to: OrderStatus): TransitionCheck {
  if (from === to) return { kind: 'unchanged' };
  if (canTransition(from, to)) return { kind: 'allowed' };
  return { kind: 'refused' };
}

/** The status a customer's cancel-or-return request sets. */
export const returnRequestStatus: OrderStatus = 'Cancel';

/**
 * Whether the customer may ask to cancel (before shipping) or return (after delivery): only
 * where the transition table allows the move to Cancel, i.e. from Processing and Delivered.
 */
export function canRequestReturn(status: OrderStatus): boolean {
  return canTransition(status, returnRequestStatus);
}

/** The customer's request is a cancellation before delivery and a return after it. */
export function returnRequestKind(status: OrderStatus): 'cancel' | 'return' {
  return status === 'Delivered' ? 'return' : 'cancel';
}

// ---------------------------------------------------------------------------------------------
// Purchase details (spec section 3 "Purchase data for gemstones")
// ---------------------------------------------------------------------------------------------

const requiredText = (label: string, max: number, lines: 'one' | 'many' = 'one') =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(
      lines === 'one' ? isSingleLine : isMultiLine,
      lines === 'one' ? singleLineCheck(label) : multiLineCheck(label),
    );

export const phoneSchema = z
  .string({ message: 'Phone is required.' })
  .trim()
  .min(1, 'Phone is required.')
  .regex(phoneNumberPattern, 'Enter a valid phone number.');

/** An Indian PIN code: six digits, the first not zero. */
export const pinSchema = z
  .string({ message: 'PIN is required.' })
  .trim()
  .min(1, 'PIN is required.')
  .regex(indianPinPattern, 'Enter a 6-digit PIN code.');

/** Where a gemstone order goes and whom to call about it; all fields required. */
export const shippingAddressSchema = z.object({
  name: requiredText('Name', 100),
  phone: phoneSchema,
  email: emailSchema,
  address: requiredText('Address', 500, 'many'),
  pin: pinSchema,
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

// ---------------------------------------------------------------------------------------------
// The Order as the API sends it
// ---------------------------------------------------------------------------------------------

export const paymentInfoSchema = z.object({
  /** The gateway's payment id (pay_…). */
  id: z.string(),
  /** The payment provider's name. */
  type: z.string(),
  status: z.string(),
});
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const orderProductSchema = z.object({
  id: z.number(),
  /** The product's English name when it was bought. */
  name: z.string(),
  /** Rupees, per item. */
  price: z.number(),
  quantity: z.number(),
  size: z.string(),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** Rupees. */
  total: z.number(),
  status: orderStatusSchema,
  paymentInfo: paymentInfoSchema,
  product: z.array(orderProductSchema),
  addressData: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address: z.string(),
    pin: z.string(),
  }),
  /** The buyer's user id. */
  user: z.string(),
  /**
   * Only on a report order: which report, its language and chart style, the births it is made
   * from, and whether its PDF is ready (`GET /order/{orderId}/report.pdf`). For a report order
   * `addressData` holds the name and the e-mail it goes to, the other fields empty.
   */
  report: orderReportSchema.optional(),
  /**
   * Money sent back (API.md "Refunds and invoices", docs/decisions/040), once there is a refund:
   * `amount` is the rupees refunded or on their way (pending and processed refunds; a failed
   * one is not money back), `status` that of the latest refund. `refunds` lists each of them,
   * newest first.
   */
  refund: z.object({ status: z.enum(refundStatuses), amount: z.number() }).optional(),
  refunds: z.array(refundSchema).optional(),
  /** Once marked Shipped: who carries the parcel, its tracking number, when it left (ISO). */
  shipment: z
    .object({ courier: z.string(), trackingNumber: z.string(), shippedAt: z.string() })
    .optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** What of an order can still be refunded, in rupees: what was paid less what went back. */
export function refundableRupees(order: Pick<Order, 'total' | 'refund'>): number {
  return Math.max(0, Math.round((order.total - (order.refund?.amount ?? 0)) * 100) / 100);
}

export const userOrdersReplySchema = z.object({
  success: z.literal(true),
  order: z.array(orderSchema),
  nextCursor: nextCursorSchema,
});
export type UserOrdersReply = z.infer<typeof userOrdersReplySchema>;
export const allOrdersReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  orders: z.array(orderSchema),
  nextCursor: nextCursorSchema,
});
export type AllOrdersReply = z.infer<typeof allOrdersReplySchema>;

/** `GET /order/getAll`: a page, optionally only one status, or matching a search. */
export const allOrdersQuerySchema = pageQuerySchema.extend({
  status: orderStatusSchema.optional(),
  q: adminSearchSchema,
});
export type AllOrdersQuery = z.output<typeof allOrdersQuerySchema>;
export const orderReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});
export type OrderReply = z.infer<typeof orderReplySchema>;

/** A courier's name or a tracking number: one line of at most 100 characters. */
const shipmentText = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} must be at most 100 characters.`)
    .refine(isSingleLine, singleLineCheck(label));

/**
 * `PUT /order/update/{orderId}`. Marking an order Shipped needs the courier and the tracking
 * number (the server says so in the request's language when either is missing).
 */
export const updateOrderBodySchema = z.object({
  newStatus: orderStatusSchema,
  courier: shipmentText('Courier').optional(),
  trackingNumber: shipmentText('Tracking number').optional(),
});
export type UpdateOrderBody = z.input<typeof updateOrderBodySchema>;

// ---------------------------------------------------------------------------------------------
// An admin's refund (docs/decisions/040)
// ---------------------------------------------------------------------------------------------

/**
 * What an admin's refund does to the order (docs/decisions/040): `accept-return` accepts the
 * customer's request (Cancel → Return), `cancel` is the shop cancelling an order not yet shipped
 * (Processing → Return), `refund` sends money back and leaves the status as it is (a report
 * refunded, part of the price back for a damaged bead).
 */
export const orderRefundActions = ['accept-return', 'cancel', 'refund'] as const;
export type OrderRefundAction = (typeof orderRefundActions)[number];

/** Keys are made by the admin's page once per dialog: a retry or a double click sends the same. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The idempotency key must be 8 to 100 letters, digits, - or _.');

/** Whether a number of rupees is whole paise (12.5 and 12.05 are, 12.005 is not). */
export const isWholePaise = (rupees: number) =>
  Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

/**
 * `POST /order/{orderId}/refund` (admin). `amount` in rupees (paise allowed), up to what is left
 * to refund; without it, all that is left. The idempotency key may come as the
 * `Idempotency-Key` header instead.
 */
export const refundOrderBodySchema = z.object({
  action: z.enum(orderRefundActions, {
    message: `Action must be one of ${orderRefundActions.join(', ')}.`,
  }),
  amount: z
    .number({ message: 'Amount must be a number of rupees.' })
    .positive('Amount must be more than zero.')
    .refine(isWholePaise, 'Amount can have at most two decimals (paise).')
    .optional(),
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type RefundOrderBody = z.input<typeof refundOrderBodySchema>;

export const refundOrderReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
  /** This request's refund (the same one when the request is repeated). */
  refund: refundSchema,
});
export type RefundOrderReply = z.infer<typeof refundOrderReplySchema>;
