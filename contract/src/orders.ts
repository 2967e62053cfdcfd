import { z } from 'zod';
import {
  emailSchema,
  isMultiLine,
  isSingleLine,
  multiLineCheck,
  singleLineCheck,
} from './common.ts';
import { adminSearchSchema, nextCursorSchema, pageQuerySchema } from './pages.ts';
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
  .regex(/^\+?[0-9][0-9 ()-]{6,18}[0-9]$/, 'Enter a valid phone number.');

/** An Indian PIN code: six digits, the first not zero. */
export const pinSchema = z
  .string({ message: 'PIN is required.' })
  .trim()
  .min(1, 'PIN is required.')
  .regex(/^[1-9][0-9]{5}$/, 'Enter a 6-digit PIN code.');

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
});
export type Order = z.infer<typeof orderSchema>;

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

export const updateOrderBodySchema = z.object({ newStatus: orderStatusSchema });
export type UpdateOrderBody = z.infer<typeof updateOrderBodySchema>;
