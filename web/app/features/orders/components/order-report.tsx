import type { OrderReport as Report } from '@app/contract/reports';
import { DownloadIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { useTranslation } from '~/lib/i18n';
import { saveReportPdf } from '~/lib/report-pdf';

const statusStyles: Record<Report['status'], string> = {
  queued: 'bg-warning-100 text-warning-700',
  generating: 'bg-warning-100 text-warning-700',
  ready: 'bg-success-100 text-success-600',
  failed: 'bg-danger-100 text-danger-600',
};

/**
 * A report order's part of its card in My Orders (issue 18): for whom, in which language, where
 * it is e-mailed, whether it is ready, and Download (GET /order/{orderId}/report.pdf) once it
 * is; until then "Check again" asks for the orders anew.
 */
export function OrderReport({
  orderId,
  report,
  onCheckAgain,
}: {
  orderId: string;
  report: Report;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation('shop');
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await saveReportPdf(orderId);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.kind === 'refused'
          ? error.message
          : t('orders.report.downloadFailed'),
      );
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div
      data-testid="order-report"
      className="flex flex-wrap items-center justify-between gap-3 border-cream-200 border-t bg-cream-50 px-5 py-4"
    >
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink-900">{t('orders.report.title')}</span>
          <span
            data-testid="order-report-status"
            data-status={report.status}
            className={`inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs ${statusStyles[report.status]}`}
          >
            {t(`orders.report.status.${report.status}`)}
          </span>
        </p>
        <p className="mt-1 text-ink-700">
          {t('orders.report.for')}: {report.people.map((person) => person.name).join(' · ')} ·{' '}
          {t('orders.report.language')}: {t(`orders.report.languages.${report.language}`)}
        </p>
        <p className="mt-0.5 break-all text-ink-500">
          {t(`orders.report.statusHint.${report.status}`, { email: report.email })}
        </p>
      </div>
      {report.pdfReady ? (
        <Button size="sm" onClick={() => void download()} aria-disabled={downloading || undefined}>
          <DownloadIcon aria-hidden="true" className="size-4" />
          {downloading ? t('orders.report.downloading') : t('orders.report.download')}
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={onCheckAgain}>
          <RefreshCwIcon aria-hidden="true" className="size-4" />
          {t('orders.report.refresh')}
        </Button>
      )}
    </div>
  );
}
