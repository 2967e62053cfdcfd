import { findReportProduct } from '@app/contract/catalogue-reports';
import { formatPaise } from '@app/contract/money';
import { useState } from 'react';

import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';

import { useToast } from '~/components/ui/toast';

import { formatDate } from '~/lib/format';
import { useLanguage } from '~/lib/language';

import { failureMessage } from '../api/failure-message';

import { retryFailedMail, useNeedsAttention } from '../api/get-needs-attention';
import { reportAction } from '../api/report-actions';

/**
 * The dashboard's "needs you" panel (docs/decisions/019): captured payments that could not
 * become an order or appointment (refund them, or record the purchase by hand), and e-mails the
 * outbox gave up on, each with a button to send it again. Shown only when there is something.
 */
export function NeedsAttention() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const toast = useToast();
  const { state, update } = useNeedsAttention();
  const [retrying, setRetrying] = useState<string | null>(null);

  if (state.kind !== 'ready') return null;
  const { payments, mails, reports } = state.data;
  if (payments.length === 0 && mails.length === 0 && reports.length === 0) return null;

  async function regenerate(orderId: string) {
    setRetrying(orderId);
    try {
      const reply = await reportAction(orderId, 'regenerate');
      toast.success(reply.message);
      update((data) => ({
        ...data,
        reports: data.reports.filter((report) => report.orderId !== orderId),
      }));
    } catch (error) {
      const failure = failureMessage(error, 'updateOrder');
      toast.error('message' in failure ? failure.message : t(failure.key));
    } finally {
      setRetrying(null);
    }
  }

  async function retry(id: string) {
    setRetrying(id);
    try {
      await retryFailedMail(id);
      toast.success(t('attention.mailRetried'));
      update((data) => ({ ...data, mails: data.mails.filter((mail) => mail.id !== id) }));
    } catch (error) {
      const failure = failureMessage(error, 'updateOrder');
      toast.error('message' in failure ? failure.message : t(failure.key));
    } finally {
      setRetrying(null);
    }
  }

  return (
    <section
      aria-labelledby="needs-attention-heading"
      className="mt-6 rounded-2xl border border-danger-600/40 bg-danger-100/60 p-5"
    >
      <h2 id="needs-attention-heading" className="font-semibold text-danger-600 text-lg">
        {t('attention.title')}
      </h2>
      {payments.length > 0 && (
        <div className="mt-3">
          <h3 className="font-semibold text-ink-700">{t('attention.paymentsHeading')}</h3>
          <p className="text-ink-700 text-sm">{t('attention.paymentsHelp')}</p>
          <ul className="mt-2 space-y-2">
            {payments.map((payment) => (
              <li
                key={payment.gatewayOrderId}
                className="rounded-xl bg-white p-3 text-sm shadow-sm"
                data-testid="payment-needing-attention"
              >
                <p className="font-semibold text-ink-900">
                  {formatPaise(payment.amountPaise, language)} ·{' '}
                  <span className="font-mono">{payment.gatewayOrderId}</span>
                  {payment.paymentId ? ` · ${payment.paymentId}` : ''}
                </p>
                <p className="text-ink-700">
                  {payment.buyerEmail ?? t('attention.guest')} · {formatDate(payment.at, language)}
                </p>
                <p className="mt-1 text-ink-700">{payment.reason}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {reports.length > 0 && (
        <div className="mt-4">
          <h3 className="font-semibold text-ink-700">{t('attention.reportsHeading')}</h3>
          <p className="text-ink-700 text-sm">{t('attention.reportsHelp')}</p>
          <ul className="mt-2 space-y-2">
            {reports.map((report) => (
              <li
                key={report.orderId}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-3 text-sm shadow-sm"
                data-testid="report-needing-attention"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">
                    {findReportProduct(report.product)?.name[language] ?? report.product} ·{' '}
                    <span className="font-mono">{report.orderId}</span>
                  </p>
                  <p className="text-ink-700">
                    {report.email} · {formatDate(report.failedAt, language)} ·{' '}
                    {t('attention.reportTries', { count: report.attempts })}
                  </p>
                  {report.lastError && <p className="truncate text-ink-500">{report.lastError}</p>}
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={retrying === report.orderId}
                  onClick={() => void regenerate(report.orderId)}
                >
                  {t('orders.report.regenerate')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {mails.length > 0 && (
        <div className="mt-4">
          <h3 className="font-semibold text-ink-700">{t('attention.mailsHeading')}</h3>
          <ul className="mt-2 space-y-2">
            {mails.map((mail) => (
              <li
                key={mail.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-3 text-sm shadow-sm"
                data-testid="failed-mail"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">{mail.subject}</p>
                  <p className="text-ink-700">
                    {mail.to} · {formatDate(mail.failedAt, language)}
                  </p>
                  {mail.lastError && <p className="truncate text-ink-500">{mail.lastError}</p>}
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={retrying === mail.id}
                  onClick={() => void retry(mail.id)}
                  aria-label={t('attention.retryLabel', { subject: mail.subject })}
                >
                  {t('attention.retry')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
