import { z } from 'zod';

/**
 * The documents a sale gets (issue 34; docs/decisions/039): a tax invoice when the seller has a
 * GSTIN, otherwise (or for an exempt supply such as rudraksha) a bill of supply; a refund issues
 * a credit note that refers to the invoice it corrects. Numbers run per series and financial
 * year (April-March), without gaps or duplicates.
 */
export const invoiceKinds = ['tax-invoice', 'bill-of-supply', 'credit-note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** The series of each kind: its numbers run on their own (`INV/26-27/000001`). */
export const invoiceSeries: Readonly<Record<InvoiceKind, string>> = {
  'tax-invoice': 'INV',
  'bill-of-supply': 'BOS',
  'credit-note': 'CN',
};

const isoDay = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
  message: 'a date as YYYY-MM-DD',
});

/** The longest range one list or export covers: a financial year and a little. */
export const maxInvoiceRangeDays = 400;

/**
 * `GET /admin/invoices` and `/admin/invoices.csv`: the documents issued from `from` to `to`
 * inclusive, days in India Standard Time.
 */
export const invoiceRangeQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine(({ from, to }) => from <= to, {
    message: 'The last day must not be before the first.',
    path: ['to'],
  })
  .refine(
    ({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < maxInvoiceRangeDays,
    { message: `At most ${maxInvoiceRangeDays} days in one list.`, path: ['to'] },
  );
export type InvoiceRangeQuery = z.infer<typeof invoiceRangeQuerySchema>;

/** `GET /admin/gst-summary?month=YYYY-MM`: a calendar month in India Standard Time. */
export const gstSummaryQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'a month as YYYY-MM' }),
});

/** Amounts of a document or a sum of them, in rupees (credit notes negative). */
const amountsSchema = z.object({
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type InvoiceAmounts = z.infer<typeof amountsSchema>;

/** One document in the admin's list (amounts in rupees; a credit note's are negative). */
export const invoiceListItemSchema = amountsSchema.extend({
  _id: z.string(),
  number: z.string(),
  kind: z.enum(invoiceKinds),
  issuedAt: z.string(),
  orderId: z.string().nullable(),
  appointmentId: z.string().nullable(),
  /** A credit note: the number of the invoice it corrects. */
  corrects: z.string().nullable(),
  buyerName: z.string(),
  /** The two-digit GST state code. */
  placeOfSupply: z.string(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceListReplySchema = z.object({
  success: z.literal(true),
  invoices: z.array(invoiceListItemSchema),
  totals: amountsSchema,
});
export type InvoiceListReply = z.infer<typeof invoiceListReplySchema>;

/** One line of the monthly GST summary: one rate in one state (B2C, credit notes subtracted). */
export const gstSummaryRowSchema = amountsSchema.extend({
  /** GST rate in percent (18, 0). */
  rate: z.number(),
  placeOfSupply: z.string(),
  /** Documents with a line at this rate in this state. */
  documents: z.number().int(),
});
export type GstSummaryRow = z.infer<typeof gstSummaryRowSchema>;

export const gstSummaryReplySchema = z.object({
  success: z.literal(true),
  month: z.string(),
  rows: z.array(gstSummaryRowSchema),
  totals: amountsSchema,
  invoices: z.number().int(),
  creditNotes: z.number().int(),
});
export type GstSummaryReply = z.infer<typeof gstSummaryReplySchema>;
