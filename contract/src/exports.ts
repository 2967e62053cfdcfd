import { z } from 'zod';
import { queryNumberSchema } from './common.ts';

/**
 * For the accountant (issue 34; docs/decisions/043): the back office's CSV files of orders,
 * bookings and refunds for a range of days, and the dashboard's revenue per day and per line.
 * Days are India's calendar days (IST); money is integer paise in JSON, rupees in the files.
 */

/** The files `GET /admin/exports/{kind}.csv?from=&to=` gives. */
export const exportKinds = ['orders', 'bookings', 'refunds'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** At most this many days in one file: a financial year, in a leap year too. */
export const maxExportDays = 366;

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!isoDayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const daySchema = (field: 'from' | 'to') =>
  z
    .string({ message: `${field} is required (a day written YYYY-MM-DD).` })
    .trim()
    .regex(isoDayPattern, { message: `${field} must be a day written YYYY-MM-DD.`, abort: true })
    .refine(isCalendarDay, { message: `${field} is not a day of the calendar.` });

/**
 * The first and the last day, both included, in India's calendar. That `to` is not before `from`
 * and the range is at most `maxExportDays` are the server's checks (it names the field).
 */
export const exportQuerySchema = z.object({ from: daySchema('from'), to: daySchema('to') });
export type ExportQuery = z.output<typeof exportQuerySchema>;

/** How many days from `from` to `to`, both included (1 when they are the same day). */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The file's name: `orders-2026-11-01-to-2026-11-30.csv`. */
export function exportFileName(kind: ExportKind, from: string, to: string): string {
  return `${kind}-${from}-to-${to}.csv`;
}

// ---------------------------------------------------------------------------------------------
// GET /admin/revenue?days=N
// ---------------------------------------------------------------------------------------------

/** What the shop sells, as the dashboard splits its revenue. */
export const revenueLines = ['reports', 'beads', 'consultations'] as const;
export type RevenueLine = (typeof revenueLines)[number];

export const revenueDaysLimits = { default: 30, max: 92 } as const;

const daysMessage = {
  message: `days must be a whole number from 1 to ${revenueDaysLimits.max}.`,
};

export const revenueQuerySchema = z.object({
  days: queryNumberSchema(daysMessage, { whole: true })
    .pipe(z.number().int().min(1, daysMessage).max(revenueDaysLimits.max, daysMessage))
    .default(revenueDaysLimits.default),
});

/**
 * Money taken (`grossPaise`: paid orders and bookings, by the day they were paid), money sent
 * back (`refundsPaise`: refunds the gateway processed, by the day it processed them) and what
 * is left (`netPaise`, negative on a day that returned more than it took).
 */
export const revenueAmountsSchema = z.object({
  grossPaise: z.number().int(),
  refundsPaise: z.number().int(),
  netPaise: z.number().int(),
});
export type RevenueAmounts = z.infer<typeof revenueAmountsSchema>;

const perLine = z.object({
  reports: revenueAmountsSchema,
  beads: revenueAmountsSchema,
  consultations: revenueAmountsSchema,
  all: revenueAmountsSchema,
});
export type RevenueByLine = z.infer<typeof perLine>;

export const revenueReplySchema = z.object({
  success: z.literal(true),
  revenue: z.object({
    /** The first and the last day (IST, YYYY-MM-DD); the last is today. */
    from: z.string(),
    to: z.string(),
    /** Every day of the range, oldest first, with zeros on a day without sales. */
    days: z.array(perLine.extend({ date: z.string() })),
    totals: perLine,
  }),
});
export type RevenueReply = z.infer<typeof revenueReplySchema>;
export type RevenueDay = RevenueReply['revenue']['days'][number];
