import type { Chart } from '@app/astro/chart';
import { dashaAt } from '@app/astro/dasha';
import { grahaNames } from '@app/astro/names';
import { ChevronDownIcon } from 'lucide-react';
import { formatDay, formatYears } from '~/lib/astro-format';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

registerNamespace('calculators');

const tints = ['bg-saffron-200', 'bg-gold-200', 'bg-maroon-100'] as const;

/**
 * Vimshottari dasha: a timeline of the nine mahadashas from birth, with birth and today marked;
 * then each mahadasha with its antardashas (the running one open), the current mahadasha and
 * antardasha marked (`aria-current`, `data-current`).
 */
export function DashaPeriods({ chart, now, zone }: { chart: Chart; now: Date; zone: string }) {
  const { t } = useTranslation('calculators');
  const { language } = useLanguage();
  const { dasha } = chart;
  const current = dashaAt(dasha, now);
  const name = (lord: keyof typeof grahaNames) => grahaNames[lord][language];
  const day = (iso: string) => formatDay(iso, zone, language);

  const start = new Date(chart.utc).getTime();
  const end = new Date(dasha.periods.at(-1)?.end ?? chart.utc).getTime();
  const share = (from: string, to: string) =>
    ((Math.min(new Date(to).getTime(), end) - Math.max(new Date(from).getTime(), start)) /
      (end - start)) *
    100;
  const todayAt = ((now.getTime() - start) / (end - start)) * 100;

  return (
    <div>
      <p className="text-ink-700">
        {t('dasha.balance', {
          lord: name(dasha.balance.lord),
          years: formatYears(dasha.balance.years, language),
        })}{' '}
        {current ? (
          <strong className="font-semibold text-maroon-800">
            {t('dasha.now', {
              maha: name(current.mahadasha.lord),
              antar: name(current.antardasha.lord),
              until: day(current.antardasha.end),
            })}
          </strong>
        ) : (
          t('dasha.outside')
        )}
      </p>

      <figure className="mt-6">
        <figcaption className="sr-only">{t('dasha.timeline')}</figcaption>
        <div className="relative pt-7">
          <div className="flex h-12 overflow-hidden rounded-lg border border-maroon-700/30">
            {dasha.periods.map((period, index) => {
              const isCurrent = current?.mahadasha === period;
              return (
                <div
                  key={period.start}
                  style={{ width: `${share(period.start, period.end)}%` }}
                  title={`${name(period.lord)}: ${day(period.start)} – ${day(period.end)}`}
                  className={`flex min-w-0 items-center justify-center border-maroon-700/20 border-r font-semibold text-xs last:border-r-0 sm:text-sm ${isCurrent ? 'bg-maroon-700 text-white' : `${tints[index % 3]} text-ink-900`}`}
                >
                  <span className="truncate px-0.5">{name(period.lord)}</span>
                </div>
              );
            })}
          </div>
          {todayAt > 0 && todayAt < 100 ? (
            <div
              className="pointer-events-none absolute top-0 bottom-0 flex -translate-x-1/2 flex-col items-center"
              style={{ left: `${todayAt}%` }}
            >
              <span className="rounded-full bg-saffron-700 px-2 py-0.5 font-semibold text-white text-xs">
                {t('dasha.today')}
              </span>
              <span className="w-0.5 flex-1 bg-saffron-700" />
            </div>
          ) : null}
        </div>
        <div className="mt-1.5 flex justify-between text-ink-500 text-xs">
          <span>
            {t('dasha.birth')} · {day(chart.utc)}
          </span>
          <span>{day(dasha.periods.at(-1)?.end ?? chart.utc)}</span>
        </div>
      </figure>

      <ol className="mt-6 grid gap-2">
        {dasha.periods.map((period) => {
          const isCurrent = current?.mahadasha === period;
          const years =
            (new Date(period.end).getTime() - new Date(period.start).getTime()) /
            (dasha.yearDays * 86_400_000);
          return (
            <li
              key={period.start}
              data-mahadasha={period.lord}
              data-current={isCurrent || undefined}
              aria-current={isCurrent || undefined}
            >
              <details
                open={isCurrent}
                className={`group rounded-xl border ${isCurrent ? 'border-maroon-700 bg-maroon-50' : 'border-gold-200 bg-white'} print:border-0 print:bg-transparent`}
              >
                <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0 flex-1">
                    <span className="font-semibold text-ink-900">{name(period.lord)}</span>{' '}
                    <span className="text-ink-500 text-sm">
                      · {t('dasha.years', { count: Math.round(years) })}
                    </span>
                    <span className="block text-ink-700 text-sm tabular-nums sm:inline sm:before:content-['_·_']">
                      {day(period.start)} – {day(period.end)}
                    </span>
                  </span>
                  {isCurrent ? (
                    <span className="rounded-full bg-maroon-700 px-2.5 py-0.5 font-semibold text-white text-xs">
                      {t('dasha.current')}
                    </span>
                  ) : null}
                  <ChevronDownIcon
                    aria-hidden="true"
                    className="size-4 shrink-0 text-ink-500 transition-transform group-open:rotate-180 print:hidden"
                  />
                </summary>
                <div className="px-4 pb-4">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">
                      {t('dasha.antardashasOf', { lord: name(period.lord) })}
                    </caption>
                    <thead>
                      <tr className="border-gold-300 border-b text-maroon-800">
                        <th scope="col" className="py-1.5 pr-3">
                          {t('dasha.antardasha')}
                        </th>
                        <th scope="col" className="py-1.5 pr-3">
                          {t('dasha.from')}
                        </th>
                        <th scope="col" className="py-1.5">
                          {t('dasha.to')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {period.antar.map((antar) => {
                        const isNow = current?.antardasha === antar;
                        return (
                          <tr
                            key={antar.start}
                            data-antardasha={antar.lord}
                            data-current={isNow || undefined}
                            aria-current={isNow || undefined}
                            className={`border-gold-200 border-b last:border-b-0 ${isNow ? 'bg-saffron-100 font-semibold' : ''}`}
                          >
                            <th scope="row" className="py-1.5 pr-3 font-semibold">
                              {name(antar.lord)}
                              {isNow ? (
                                <span className="ml-2 rounded-full bg-saffron-700 px-2 py-0.5 text-white text-xs">
                                  {t('dasha.current')}
                                </span>
                              ) : null}
                            </th>
                            <td className="py-1.5 pr-3 tabular-nums">{day(antar.start)}</td>
                            <td className="py-1.5 tabular-nums">{day(antar.end)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
