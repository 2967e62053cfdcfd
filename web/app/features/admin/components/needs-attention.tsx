import { findReportProduct } from '@app/contract/catalogue-reports';
import { formatPaise } from '@app/contract/money';
import { type ReactNode, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { useToast } from '~/components/ui/toast';
import { formatDate } from '~/lib/format';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

import { failureMessage } from '../api/failure-message';

import { retryFailedMail, useNeedsAttention } from '../api/get-needs-attention';
import { reportAction } from '../api/report-actions';

registerNamespace('order-admin');

/**
 * The dashboard's "needs you" panel (docs/decisions/019): captured payments that could not
 * become an order or appointment (refund them, or record the purchase by hand), and e-mails the
 * outbox gave up on, each with a button to send it again. Shown only when there is something.
 */
export function NeedsAttention() {
  const { t } = useTranslation('admin');
  const { t: tOrders } = useTranslation('order-admin');
  const { language } = useLanguage();
  const toast = useToast();
  const { state, update } = useNeedsAttention();
  const [retrying, setRetrying] = useState<string | null>(null);

  if (state.kind !== 'ready') return null;
  const { payments, mails, reports } = state.data;
  if (payments.length === 0 && mails.length === 0 && reports.length === 0) return null;

  /** Runs one retry button's action; on success shows `reply` and drops the row via `drop`. */
  async function act(id: string, run: () => Promise<string>, drop: Parameters<typeof update>[0]) {
    setRetrying(id);
    try {
      toast.success(await run());
      update(drop);
    } catch (error) {
      const failure = failureMessage(error, 'updateOrder');
      toast.error('message' in failure ? failure.message : t(failure.key));
    } finally {
      setRetrying(null);
    }
  }

  const regenerate = (orderId: string) =>
    act(
      orderId,
      async () => (await reportAction(orderId, 'regenerate')).message,
      (data) => ({ ...data, reports: data.reports.filter((report) => report.orderId !== orderId) }),
    );
  const retry = (id: string) =>
    act(
      id,
      async () => {
        await retryFailedMail(id);
        return t('attention.mailRetried');
      },
      (data) => ({ ...data, mails: data.mails.filter((mail) => mail.id !== id) }),
    );

  return (
    <section
      aria-labelledby="needs-attention-heading"
      className="mt-6 rounded-2xl border border-danger-600/40 bg-danger-100/60 p-5"
    >
      <h2 id="needs-attention-heading" className="font-semibold text-danger-600 text-lg">
        {t('attention.title')}
      </h2>
      {payments.length > 0 && (
        <AttentionGroup
          className="mt-3"
          heading={t('attention.paymentsHeading')}
          help={t('attention.paymentsHelp')}
        >
          {payments.map((payment) => (
            <li
              key={`${payment.gatewayOrderId}-${payment.purpose}-${payment.at}`}
              className="rounded-xl bg-white p-3 text-sm shadow-sm"
              data-testid="payment-needing-attention"
            >
              <p className="font-semibold text-ink-900">
                {formatPaise(payment.amountPaise)} ·{' '}
                <span className="font-mono">{payment.gatewayOrderId}</span>
                {payment.paymentId ? ` · ${payment.paymentId}` : ''}
              </p>
              <p className="text-ink-700">
                {payment.buyerEmail ?? t('attention.guest')} · {formatDate(payment.at, language)}
              </p>
              <p className="mt-1 text-ink-700">{payment.reason}</p>
              {payment.orderId || payment.appointmentId ? (
                <Link
                  to={
                    payment.orderId
                      ? `/admin/orders?q=${encodeURIComponent(payment.orderId)}`
                      : `/admin/appointment/${encodeURIComponent(payment.appointmentId ?? '')}`
                  }
                  className="mt-1 inline-block font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-900"
                >
                  {payment.orderId
                    ? tOrders('attention.openOrder')
                    : tOrders('attention.openBooking')}
                </Link>
              ) : null}
            </li>
          ))}
        </AttentionGroup>
      )}
      {reports.length > 0 && (
        <AttentionGroup heading={t('attention.reportsHeading')} help={t('attention.reportsHelp')}>
          {reports.map((report) => (
            <RetryRow
              key={report.orderId}
              testId="report-needing-attention"
              title={
                <>
                  {findReportProduct(report.product)?.name[language] ?? report.product} ·{' '}
                  <span className="font-mono">{report.orderId}</span>
                </>
              }
              detail={
                <>
                  {report.email} · {formatDate(report.failedAt, language)} ·{' '}
                  {t('attention.reportTries', { count: report.attempts })}
                </>
              }
              lastError={report.lastError}
              busy={retrying === report.orderId}
              onRetry={() => void regenerate(report.orderId)}
            >
              {t('orders.report.regenerate')}
            </RetryRow>
          ))}
        </AttentionGroup>
      )}
      {mails.length > 0 && (
        <AttentionGroup heading={t('attention.mailsHeading')}>
          {mails.map((mail) => (
            <RetryRow
              key={mail.id}
              testId="failed-mail"
              title={mail.subject}
              detail={
                <>
                  {mail.to} · {formatDate(mail.failedAt, language)}
                </>
              }
              lastError={mail.lastError}
              busy={retrying === mail.id}
              onRetry={() => void retry(mail.id)}
              label={t('attention.retryLabel', { subject: mail.subject })}
            >
              {t('attention.retry')}
            </RetryRow>
          ))}
        </AttentionGroup>
      )}
    </section>
  );
}

/** One kind of thing needing attention: its heading, an optional help line, and its rows. */
function AttentionGroup({
  heading,
  help,
  className = 'mt-4',
  children,
}: {
  heading: string;
  help?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <h3 className="font-semibold text-ink-700">{heading}</h3>
      {help && <p className="text-ink-700 text-sm">{help}</p>}
      <ul className="mt-2 space-y-2">{children}</ul>
    </div>
  );
}

/** A row with a retry button: what failed, when, its last error, and the button. */
function RetryRow({
  testId,
  title,
  detail,
  lastError,
  busy,
  onRetry,
  label,
  children,
}: {
  testId: string;
  title: ReactNode;
  detail: ReactNode;
  lastError: string | null | undefined;
  busy: boolean;
  onRetry: () => void;
  label?: string;
  children: ReactNode;
}) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-3 text-sm shadow-sm"
      data-testid={testId}
    >
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">{title}</p>
        <p className="text-ink-700">{detail}</p>
        {lastError && <p className="truncate text-ink-500">{lastError}</p>}
      </div>
      <Button size="sm" variant="outline" disabled={busy} onClick={onRetry} aria-label={label}>
        {children}
      </Button>
    </li>
  );
}
