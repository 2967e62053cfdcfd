import { apiDownload } from '~/lib/api-client';

/**
 * Saves a report order's PDF (GET /order/{orderId}/report.pdf: its buyer or an admin) as a file
 * on the device, under the name the server gives it. Rejects with the ApiError of a refusal
 * (403, or 409 while the report is still being made), whose message says why.
 */
export async function saveReportPdf(orderId: string): Promise<void> {
  const { blob, fileName } = await apiDownload(`order/${encodeURIComponent(orderId)}/report.pdf`, {
    auth: true,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? `report-${orderId.slice(0, 8)}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
