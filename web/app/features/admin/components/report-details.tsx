import { findReportProduct } from '@app/contract/catalogue-reports';
import type { OrderReport } from '@app/contract/reports';
import { DownloadIcon, MailIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { utcOffsetWords } from '~/components/birth-details/birth-details';
import { Button } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { formatDate } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { saveReportPdf } from '~/lib/report-pdf';
import { failureMessage } from '../api/failure-message';
import { reportAction } from '../api/report-actions';

/**
 * A report order's part of the admin's order card (issue 18): which report, its language and
 * chart style, where it is e-mailed, its state, the births it is made from, and Download,
 * Regenerate and Resend. Each action's toast is the server's message in the page's language.
 */
export function ReportDetails({
  orderId,
  report,
  onStatus,
}: {
  orderId: string;
  report: OrderReport;
  onStatus: (status: OrderReport['status']) => void;
}) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const toast = useToast();
  const [busy, setBusy] = useState<'download' | 'regenerate' | 'resend' | null>(null);
  const product = findReportProduct(report.product);

  async function run(action: 'download' | 'regenerate' | 'resend') {
    setBusy(action);
    try {
      if (action === 'download') {
        await saveReportPdf(orderId);
      } else {
        const reply = await reportAction(orderId, action);
        onStatus(reply.status);
        toast.success(reply.message);
      }
    } catch (error) {
      const failure = failureMessage(error, 'updateOrder');
      toast.error('message' in failure ? failure.message : t(failure.key));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      data-testid="admin-report"
      className="mt-5 rounded-xl border border-gold-200 bg-cream-50 p-4"
      aria-label={t('orders.report.title')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-sans font-semibold text-ink-900">
          {product?.name[language] ?? report.product}
        </h3>
        <span
          data-testid="admin-report-status"
          data-status={report.status}
          className="rounded-full bg-white px-3 py-1 font-semibold text-maroon-800 text-sm shadow-xs"
        >
          {t(`orders.report.status.${report.status}`)}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-500">{t('orders.report.language')}</dt>
          <dd>{t(`orders.report.languages.${report.language}`)}</dd>
        </div>
        <div>
          <dt className="text-ink-500">{t('orders.report.chartStyle')}</dt>
          <dd>{t(`orders.report.styles.${report.chartStyle}`)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-ink-500">{t('orders.report.email')}</dt>
          <dd className="break-all">{report.email}</dd>
        </div>
      </dl>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {report.people.map((person, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the births keep their order (boy, girl)
            key={index}
            className="rounded-lg bg-white p-3 text-sm shadow-xs"
          >
            <p className="font-semibold text-ink-900">{person.name}</p>
            <p className="text-ink-700">
              {t('orders.report.birth', {
                date: formatDate(person.date, language),
                time: person.time,
                place: person.placeName,
              })}
            </p>
            <p className="text-ink-500">
              {person.utcOffsetMinutes !== null
                ? utcOffsetWords(person.utcOffsetMinutes)
                : (person.zone ?? '')}{' '}
              · {person.lat.toFixed(4)}, {person.lon.toFixed(4)}
              {person.timeApproximate ? ` · ${t('orders.report.approximate')}` : ''}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={!report.pdfReady || busy !== null}
          onClick={() => void run('download')}
        >
          <DownloadIcon aria-hidden="true" className="size-4" />
          {t('orders.report.download')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy !== null}
          onClick={() => void run('regenerate')}
        >
          <RefreshCwIcon aria-hidden="true" className="size-4" />
          {t('orders.report.regenerate')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!report.pdfReady || busy !== null}
          onClick={() => void run('resend')}
        >
          <MailIcon aria-hidden="true" className="size-4" />
          {t('orders.report.resend')}
        </Button>
      </div>
      {report.generatedAt ? (
        <p className="mt-2 text-ink-500 text-xs">
          {t('orders.report.generatedAt', { date: formatDate(report.generatedAt, language) })}
        </p>
      ) : null}
    </section>
  );
}
