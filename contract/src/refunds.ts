import { z } from 'zod';

/**
 * Money sent back through the payment gateway (shared/API.md "Consultations" and "Refunds and
 * invoices"; docs/decisions/035). A refund is asked of the gateway once per request (an
 * idempotency key), starts `pending`, and follows the gateway: `processed` when the money is
 * on its way to the customer, `failed` when the gateway could not send it (a person must look).
 */
export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Why money went back: the customer cancelled, the business did, the slot was lost (a booking
 * paid for a slot taken meanwhile), a return was accepted, or the last of a product was sold to
 * another buyer first (the later payment is refunded in full).
 */
export const refundReasons = [
  'customer-cancelled',
  'business-cancelled',
  'slot-taken',
  'return-accepted',
  'out-of-stock',
] as const;
export type RefundReason = (typeof refundReasons)[number];

/** A refund as an appointment or order carries it. `amount` in rupees. */
export const refundSchema = z.object({
  status: z.enum(refundStatuses),
  amount: z.number(),
  reason: z.enum(refundReasons),
  /** ISO 8601: when it was asked of the gateway, and when the gateway said it was sent. */
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;
