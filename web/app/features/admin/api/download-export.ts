import type { ExportKind } from '@app/contract/exports';
import { exportFileName } from '@app/contract/exports';
import { saveApiFile } from '~/lib/save-api-file';

/**
 * GET /admin/exports/{kind}.csv?from=&to= (admin): saves the accountant's file on the device.
 * Rejects with the server's refusal (a bad range) as an ApiError.
 */
export function downloadExport(kind: ExportKind, from: string, to: string): Promise<void> {
  const query = new URLSearchParams({ from, to });
  return saveApiFile(`admin/exports/${kind}.csv?${query}`, {
    accept: 'text/csv',
    fallbackName: exportFileName(kind, from, to),
  });
}
