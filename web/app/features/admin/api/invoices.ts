import {
  type GstSummaryReply,
  gstSummaryReplySchema,
  type InvoiceListReply,
  invoiceListReplySchema,
} from '@app/contract/invoices';
import { apiRequest } from '~/lib/api-client';
import { saveApiFile } from '~/lib/save-api-file';

/** GET /admin/gst-summary?month=YYYY-MM (admin): the month's taxable value and tax per rate and state. */
export function fetchGstSummary(month: string, signal: AbortSignal): Promise<GstSummaryReply> {
  return apiRequest(`admin/gst-summary?month=${encodeURIComponent(month)}`, gstSummaryReplySchema, {
    auth: true,
    signal,
  });
}

/** GET /admin/invoices?from=&to= (admin): the documents of a range of IST days. */
export function fetchInvoices(
  range: { from: string; to: string },
  signal: AbortSignal,
): Promise<InvoiceListReply> {
  return apiRequest(`admin/invoices?${new URLSearchParams(range)}`, invoiceListReplySchema, {
    auth: true,
    signal,
  });
}

/** Saves the accountant's CSV of the summary (`gst-summary`) or of the documents (`invoices`). */
export function downloadInvoiceCsv(
  file: { kind: 'gst-summary'; month: string } | { kind: 'invoices'; from: string; to: string },
): Promise<void> {
  return file.kind === 'gst-summary'
    ? saveApiFile(`admin/gst-summary.csv?month=${encodeURIComponent(file.month)}`, {
        accept: 'text/csv',
        fallbackName: `gst-summary-${file.month}.csv`,
      })
    : saveApiFile(`admin/invoices.csv?${new URLSearchParams({ from: file.from, to: file.to })}`, {
        accept: 'text/csv',
        fallbackName: `invoices-${file.from}-to-${file.to}.csv`,
      });
}
