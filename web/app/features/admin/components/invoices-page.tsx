import { gstStates, isGstStateCode } from '@app/contract/gst-states';
import { istWallClock } from '@app/contract/india-time';
import type { InvoiceAmounts } from '@app/contract/invoices';
import { formatRupees } from '@app/contract/money';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Skeleton } from '~/components/ui/skeleton';
import { useToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { formatDate } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useApiResource } from '~/lib/use-api-resource';
import { downloadInvoiceCsv, fetchGstSummary, fetchInvoices } from '../api/invoices';
import { InfoCard } from './info-card';
import { LoadFailed } from './load-failed';

/** This month (YYYY-MM) and today (YYYY-MM-DD) in India's calendar. */
function todayInIndia() {
  const today = istWallClock(new Date()).toISOString();
  return { month: today.slice(0, 7), day: today.slice(0, 10) };
}

const amountColumns = ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const;

function useStateName() {
  const { language } = useLanguage();
  return (code: string) => (isGstStateCode(code) ? `${gstStates[code][language]} (${code})` : code);
}

/**
 * /admin/invoices (issue 34, decision 041): the monthly GST summary for the accountant (per
 * rate and place of supply, credit notes subtracted) and the invoices and credit notes of a
 * range of days, each downloadable as CSV.
 */
export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl text-maroon-800">{t('admin.title')}</h1>
      <p className="mt-2 text-ink-700">{t('admin.intro')}</p>
      <div className="mt-6 space-y-6">
        <GstSummaryCard />
        <InvoiceListCard />
      </div>
    </div>
  );
}

/** Saves a CSV with a toast for the outcome. */
function useCsvDownload() {
  const { t } = useTranslation('invoices');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function download(file: Parameters<typeof downloadInvoiceCsv>[0], label: string) {
    if (busy) return;
    setBusy(true);
    try {
      await downloadInvoiceCsv(file);
      toast.success(t('admin.downloaded', { file: label }));
    } catch (error) {
      toast.error(error instanceof ApiError && error.kind === 'refused' ? error.message : label);
    } finally {
      setBusy(false);
    }
  }
  return { busy, download };
}

function AmountCells({ amounts }: { amounts: InvoiceAmounts }) {
  return amountColumns.map((column) => (
    <td key={column} className="px-3 py-2 text-right tabular-nums">
      {formatRupees(amounts[column])}
    </td>
  ));
}

function GstSummaryCard() {
  const { t } = useTranslation('invoices');
  const stateName = useStateName();
  const [month, setMonth] = useState(() => todayInIndia().month);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const summary = useApiResource(`gst-summary:${month}`, (signal) =>
    valid ? fetchGstSummary(month, signal) : Promise.reject(new Error('no month chosen')),
  );
  const csv = useCsvDownload();
  const { state } = summary;
  return (
    <InfoCard id="gst-summary" title={t('admin.summary.title')}>
      <p className="text-ink-700 text-sm">{t('admin.summary.intro')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <FormField
          type="month"
          name="month"
          label={t('admin.summary.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          required
        />
        <Button
          size="md"
          variant="outline"
          disabled={!valid || csv.busy}
          onClick={() =>
            void csv.download({ kind: 'gst-summary', month }, t('admin.summary.download'))
          }
        >
          <DownloadIcon aria-hidden="true" className="size-4" />
          {t('admin.summary.download')}
        </Button>
      </div>
      <div className="mt-4" aria-live="polite">
        {state.kind === 'loading' ? <Skeleton className="h-32 w-full" /> : null}
        {state.kind === 'failed' && valid ? (
          <LoadFailed
            message={
              state.error instanceof ApiError && state.error.kind === 'refused'
                ? state.error.message
                : t('admin.summary.failed')
            }
            retryLabel={t('admin.retry')}
            onRetry={summary.reload}
          />
        ) : null}
        {state.kind === 'ready' ? (
          state.data.rows.length === 0 ? (
            <p className="text-ink-500">{t('admin.summary.empty')}</p>
          ) : (
            <>
              <p className="mb-2 text-ink-700 text-sm" data-testid="gst-summary-counts">
                {t('admin.summary.counts', {
                  invoices: state.data.invoices,
                  creditNotes: state.data.creditNotes,
                })}
              </p>
              <div className="overflow-x-auto rounded-xl border border-maroon-100">
                <table className="w-full min-w-[44rem] text-sm" data-testid="gst-summary">
                  <thead className="bg-cream-50 text-left text-ink-700">
                    <tr>
                      <th className="px-3 py-2">{t('admin.summary.rate')}</th>
                      <th className="px-3 py-2">{t('admin.summary.state')}</th>
                      <th className="px-3 py-2 text-right">{t('admin.summary.documents')}</th>
                      {amountColumns.map((column) => (
                        <th key={column} className="px-3 py-2 text-right">
                          {t(`admin.summary.${column}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-cream-200">
                    {state.data.rows.map((row) => (
                      <tr key={`${row.rate}-${row.placeOfSupply}`}>
                        <td className="px-3 py-2 font-semibold">
                          {row.rate === 0 ? t('admin.summary.exempt') : `${row.rate}%`}
                        </td>
                        <td className="px-3 py-2">{stateName(row.placeOfSupply)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{row.documents}</td>
                        <AmountCells amounts={row} />
                      </tr>
                    ))}
                  </tbody>
                  <tfoot className="border-maroon-200 border-t-2 font-semibold">
                    <tr>
                      <td className="px-3 py-2" colSpan={3}>
                        {t('admin.summary.totals')}
                      </td>
                      <AmountCells amounts={state.data.totals} />
                    </tr>
                  </tfoot>
                </table>
              </div>
            </>
          )
        ) : null}
      </div>
    </InfoCard>
  );
}

function InvoiceListCard() {
  const { t } = useTranslation('invoices');
  const { language } = useLanguage();
  const stateName = useStateName();
  const [range, setRange] = useState(() => {
    const { month, day } = todayInIndia();
    return { from: `${month}-01`, to: day };
  });
  const valid = Boolean(range.from && range.to && range.from <= range.to);
  const list = useApiResource(`invoices:${range.from}:${range.to}`, (signal) =>
    valid ? fetchInvoices(range, signal) : Promise.reject(new Error('no range chosen')),
  );
  const csv = useCsvDownload();
  const { state } = list;
  return (
    <InfoCard id="invoice-list" title={t('admin.list.title')}>
      <div className="flex flex-wrap items-end gap-4">
        <FormField
          type="date"
          name="from"
          label={t('admin.list.from')}
          value={range.from}
          max={range.to || undefined}
          onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
          required
        />
        <FormField
          type="date"
          name="to"
          label={t('admin.list.to')}
          value={range.to}
          min={range.from || undefined}
          onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
          required
          error={range.from && range.to && !valid ? t('admin.list.reversed') : undefined}
        />
        <Button
          size="md"
          variant="outline"
          disabled={!valid || csv.busy}
          onClick={() =>
            void csv.download({ kind: 'invoices', ...range }, t('admin.list.download'))
          }
        >
          <DownloadIcon aria-hidden="true" className="size-4" />
          {t('admin.list.download')}
        </Button>
      </div>
      <div className="mt-4" aria-live="polite">
        {state.kind === 'loading' ? <Skeleton className="h-32 w-full" /> : null}
        {state.kind === 'failed' && valid ? (
          <LoadFailed
            message={
              state.error instanceof ApiError && state.error.kind === 'refused'
                ? state.error.message
                : t('admin.list.failed')
            }
            retryLabel={t('admin.retry')}
            onRetry={list.reload}
          />
        ) : null}
        {state.kind === 'ready' ? (
          state.data.invoices.length === 0 ? (
            <p className="text-ink-500">{t('admin.list.empty')}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-maroon-100">
              <table className="w-full min-w-[56rem] text-sm" data-testid="invoice-list">
                <thead className="bg-cream-50 text-left text-ink-700">
                  <tr>
                    <th className="px-3 py-2">{t('admin.list.number')}</th>
                    <th className="px-3 py-2">{t('admin.list.date')}</th>
                    <th className="px-3 py-2">{t('admin.list.kind')}</th>
                    <th className="px-3 py-2">{t('admin.list.buyer')}</th>
                    <th className="px-3 py-2">{t('admin.summary.state')}</th>
                    {amountColumns.map((column) => (
                      <th key={column} className="px-3 py-2 text-right">
                        {t(`admin.summary.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-cream-200">
                  {state.data.invoices.map((invoice) => (
                    <tr key={invoice._id} data-number={invoice.number}>
                      <td className="whitespace-nowrap px-3 py-2 font-mono">{invoice.number}</td>
                      <td className="whitespace-nowrap px-3 py-2">
                        {formatDate(invoice.issuedAt, language)}
                      </td>
                      <td className="px-3 py-2">
                        {t(`admin.kinds.${invoice.kind}`)}
                        {invoice.corrects ? (
                          <span className="block text-ink-500 text-xs">
                            {t('admin.list.against', { number: invoice.corrects })}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-3 py-2">{invoice.buyerName}</td>
                      <td className="px-3 py-2">{stateName(invoice.placeOfSupply)}</td>
                      <AmountCells amounts={invoice} />
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-maroon-200 border-t-2 font-semibold">
                  <tr>
                    <td className="px-3 py-2" colSpan={5}>
                      {t('admin.summary.totals')}
                    </td>
                    <AmountCells amounts={state.data.totals} />
                  </tr>
                </tfoot>
              </table>
            </div>
          )
        ) : null}
      </div>
    </InfoCard>
  );
}
