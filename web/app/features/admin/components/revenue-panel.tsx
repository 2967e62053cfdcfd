import {
  type RevenueAmounts,
  type RevenueByLine,
  type RevenueDay,
  revenueLines,
} from '@app/contract/exports';
import { formatPaise } from '@app/contract/money';
import { Link } from '~/components/ui/localized-link';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { formatDate } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useRevenue } from '../api/get-revenue';
import { LoadFailed } from './load-failed';

const days = 30;
const lines = [...revenueLines, 'all'] as const;

/**
 * The dashboard's revenue (issue 34, docs/decisions/043): the last 30 days in India, per line
 * (reports, beads, consultations) and in all, as sales, refunds (on the day the gateway sent the
 * money back) and net. A bar per day shows the net at a glance; the tables carry the figures,
 * so the bars are decoration for screen readers.
 */
export function RevenuePanel() {
  const { t } = useTranslation('admin-exports');
  const { state, reload, failedMessage } = useRevenue(days);
  return (
    <section
      aria-labelledby="revenue-title"
      className="mt-6 rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm"
    >
      <h2 id="revenue-title" className="font-display text-2xl text-maroon-800">
        {t('revenue.title', { days })}
      </h2>
      <p className="mt-1 text-ink-500 text-sm">{t('revenue.note')}</p>
      {state.kind === 'loading' && (
        <SkeletonGroup label={t('revenue.loading')} className="mt-4 text-maroon-900">
          <Skeleton className="h-40 w-full rounded-xl" />
        </SkeletonGroup>
      )}
      {state.kind === 'failed' && (
        <div className="mt-4">
          <LoadFailed message={failedMessage} retryLabel={t('revenue.retry')} onRetry={reload} />
        </div>
      )}
      {state.kind === 'ready' && (
        <>
          <TotalsTable totals={state.data.totals} />
          {state.data.days.some((day) => day.all.grossPaise !== 0 || day.all.refundsPaise !== 0) ? (
            <NetBars days={state.data.days} from={state.data.from} to={state.data.to} />
          ) : (
            <p className="mt-4 rounded-xl bg-cream-50 p-4 text-center text-ink-700">
              {t('revenue.none')}
            </p>
          )}
          <details className="mt-4 rounded-xl border border-maroon-100">
            <summary className="min-h-11 cursor-pointer px-4 py-2.5 font-semibold text-maroon-700">
              {t('revenue.table.show')}
            </summary>
            <DaysTable days={state.data.days} />
          </details>
        </>
      )}
      <Link
        to="/admin/exports"
        className="mt-4 inline-block font-semibold text-maroon-700 text-sm underline underline-offset-2 hover:text-maroon-900"
      >
        {t('revenue.exportsLink')}
      </Link>
    </section>
  );
}

const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
const headCell = 'px-3 py-2 font-semibold text-ink-500 text-sm whitespace-nowrap';

function Money({ paise }: { paise: number }) {
  return <span className={paise < 0 ? 'text-danger-600' : undefined}>{formatPaise(paise)}</span>;
}

function TotalsTable({ totals }: { totals: RevenueByLine }) {
  const { t } = useTranslation('admin-exports');
  const columns: (keyof RevenueAmounts)[] = ['grossPaise', 'refundsPaise', 'netPaise'];
  const heading = { grossPaise: 'gross', refundsPaise: 'refunds', netPaise: 'net' } as const;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[22rem] border-collapse" data-testid="revenue-totals">
        <caption className="sr-only">{t('revenue.totals')}</caption>
        <thead>
          <tr className="border-maroon-100 border-b">
            <th scope="col" className={`${headCell} text-left`}>
              {t('revenue.totals')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${headCell} text-right`}>
                {t(`revenue.${heading[column]}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={line}
              data-line={line}
              className={line === 'all' ? 'border-maroon-100 border-t font-semibold' : undefined}
            >
              <th scope="row" className="px-3 py-2 text-left font-semibold text-ink-700">
                {t(`revenue.lines.${line}`)}
              </th>
              {columns.map((column) => (
                <td key={column} className={cell}>
                  <Money paise={totals[line][column]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One bar per day: its net, up from the line for money in, down for a day that gave back more. */
function NetBars({ days: entries, from, to }: { days: RevenueDay[]; from: string; to: string }) {
  const { t } = useTranslation('admin-exports');
  const { language } = useLanguage();
  const largest = Math.max(1, ...entries.map((entry) => Math.abs(entry.all.netPaise)));
  const anyNegative = entries.some((entry) => entry.all.netPaise < 0);
  const label = t('revenue.chartLabel', {
    from: formatDate(`${from}T12:00:00+05:30`, language),
    to: formatDate(`${to}T12:00:00+05:30`, language),
  });
  return (
    <figure className="mt-5">
      <div role="img" aria-label={label} className="flex h-32 items-stretch gap-0.5 sm:gap-1">
        {entries.map((entry) => {
          const share = Math.abs(entry.all.netPaise) / largest;
          const positive = entry.all.netPaise >= 0;
          return (
            <div key={entry.date} className="flex flex-1 flex-col" title={entry.date}>
              <div className="flex flex-1 items-end border-ink-500/20 border-b">
                {positive && (
                  <div
                    className="w-full rounded-t bg-maroon-700"
                    style={{ height: `${share * 100}%` }}
                  />
                )}
              </div>
              {anyNegative && (
                <div className="flex flex-1 items-start border-ink-500/30 border-t">
                  {!positive && (
                    <div
                      className="w-full rounded-b bg-danger-600"
                      style={{ height: `${share * 100}%` }}
                    />
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
      <figcaption className="mt-2 flex justify-between text-ink-500 text-xs">
        <span>{formatDate(`${from}T12:00:00+05:30`, language)}</span>
        <span className="sr-only">{t('revenue.chartNote')}</span>
        <span>{formatDate(`${to}T12:00:00+05:30`, language)}</span>
      </figcaption>
    </figure>
  );
}

function DaysTable({ days: entries }: { days: RevenueDay[] }) {
  const { t } = useTranslation('admin-exports');
  const { language } = useLanguage();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="revenue-days">
        <caption className="sr-only">{t('revenue.table.caption')}</caption>
        <thead>
          <tr className="border-maroon-100 border-b">
            <th scope="col" className={`${headCell} text-left`}>
              {t('revenue.table.date')}
            </th>
            {revenueLines.map((line) => (
              <th key={line} scope="col" className={`${headCell} text-right`}>
                {t(`revenue.lines.${line}`)}
              </th>
            ))}
            <th scope="col" className={`${headCell} text-right`}>
              {t('revenue.gross')}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {t('revenue.refunds')}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {t('revenue.net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...entries].reverse().map((entry) => (
            <tr key={entry.date} data-date={entry.date} className="border-maroon-50 border-b">
              <th scope="row" className="px-3 py-2 text-left font-normal text-ink-700">
                {formatDate(`${entry.date}T12:00:00+05:30`, language)}
              </th>
              {revenueLines.map((line) => (
                <td key={line} className={cell}>
                  <Money paise={entry[line].netPaise} />
                </td>
              ))}
              <td className={cell}>
                <Money paise={entry.all.grossPaise} />
              </td>
              <td className={cell}>
                <Money paise={entry.all.refundsPaise} />
              </td>
              <td className={`${cell} font-semibold`}>
                <Money paise={entry.all.netPaise} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
