import { z } from 'zod';
import { fromIstWallClock, istWallClock } from './india-time.ts';
import { orderStatuses } from './orders.ts';

/**
 * The admin dashboard's summary (GET /api/v1/admin/summary, admin only): what an owner checks
 * first. Money is integer paise; "this month" is the calendar month in India (IST, UTC+5:30).
 */
export const adminSummarySchema = z.object({
  /** How many orders are in each status; every status is present, zero when none. */
  ordersByStatus: z.object(
    Object.fromEntries(orderStatuses.map((status) => [status, z.number().int()])) as Record<
      (typeof orderStatuses)[number],
      z.ZodNumber
    >,
  ),
  ordersTotal: z.number().int(),
  /** Paid appointments, all time. */
  appointmentsBooked: z.number().int(),
  /** Paid orders (not returned) plus paid appointments created since `monthStart`, in paise. */
  revenueThisMonthPaise: z.number().int(),
  /** ISO 8601 instant (UTC) at which the current IST month began. */
  monthStart: z.string(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

export const adminSummaryReplySchema = z.object({
  success: z.literal(true),
  summary: adminSummarySchema,
});
export type AdminSummaryReply = z.infer<typeof adminSummaryReplySchema>;

/** The UTC instant at which the calendar month containing `now` began in India (no DST there). */
export function istMonthStart(now: Date): Date {
  const ist = istWallClock(now);
  return fromIstWallClock(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1));
}

/**
 * A captured payment that could not become its order or appointment and needs a person
 * (GET /api/v1/admin/payments/attention): refund it, or record the purchase by hand.
 */
export const paymentNeedingAttentionSchema = z.object({
  gatewayOrderId: z.string(),
  paymentId: z.string().nullable(),
  purpose: z.string().nullable(),
  amountPaise: z.number().int(),
  reason: z.string(),
  /** ISO 8601 instant it was recorded. */
  at: z.string(),
  buyerEmail: z.string().nullable(),
  /** A failed refund's order or booking, to open it from the list (docs/decisions/040). */
  orderId: z.string().optional(),
  appointmentId: z.string().optional(),
});
export type PaymentNeedingAttention = z.infer<typeof paymentNeedingAttentionSchema>;
export const paymentsNeedingAttentionReplySchema = z.object({
  success: z.literal(true),
  payments: z.array(paymentNeedingAttentionSchema),
});

/** An e-mail given up after its last attempt (GET /api/v1/admin/mail/failed). */
export const failedMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  failedAt: z.string(),
  createdAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;
export const failedMailReplySchema = z.object({
  success: z.literal(true),
  mails: z.array(failedMailSchema),
});
export const retryMailReplySchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * A report that could not be generated after its last try (GET /api/v1/admin/reports/attention):
 * the buyer has paid and waits. Regenerate it once the cause is fixed (Chromium installed...).
 */
export const reportNeedingAttentionSchema = z.object({
  orderId: z.string(),
  product: z.string(),
  /** Where it is to be e-mailed. */
  email: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** ISO 8601 instant of the last failed try. */
  failedAt: z.string(),
  /** ISO 8601 instant the report was paid for. */
  paidAt: z.string(),
});
export type ReportNeedingAttention = z.infer<typeof reportNeedingAttentionSchema>;
export const reportsNeedingAttentionReplySchema = z.object({
  success: z.literal(true),
  reports: z.array(reportNeedingAttentionSchema),
});

/**
 * What `POST /admin/reports/{orderId}/regenerate` and `/resend` answer: the message, and the
 * report's state after the request (both are idempotent: asking again changes nothing more).
 */
export const reportActionReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(['queued', 'generating', 'ready', 'failed']),
});
