import { saveApiFile } from '~/lib/save-api-file';

/**
 * Saves a report order's PDF (GET /order/{orderId}/report.pdf: its buyer or an admin) as a file
 * on the device, under the name the server gives it. Rejects with the ApiError of a refusal
 * (403, or 409 while the report is still being made), whose message says why.
 */
export function saveReportPdf(orderId: string): Promise<void> {
  return saveApiFile(`order/${encodeURIComponent(orderId)}/report.pdf`, {
    accept: 'application/pdf',
    fallbackName: `report-${orderId.slice(0, 8)}.pdf`,
  });
}
