import type { Chart } from '@app/astro/chart';
import { signName } from '@app/astro/names';
import { segmentAt, transitPeriods } from '@app/astro/sade-sati';
import { formatDay } from '~/lib/astro-format';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

registerNamespace('calculators');

/**
 * The Sade Satis of a life (about 100 years from birth, and the one running at birth): each with
 * its phases and Saturn's sign, dates on the birthplace's calendar, the current one and its
 * current phase marked (`aria-current`, `data-current`), and a sentence saying where today falls.
 */
export function SadeSatiPeriods({
  chart,
  now,
  zone,
  summarize = true,
}: {
  chart: Chart;
  /** The moment whose period is marked ("now", or a date the visitor chose). */
  now: Date;
  zone: string;
  /** Whether to say where `now` falls (a page that says it in its own words leaves it out). */
  summarize?: boolean;
}) {
  const { t } = useTranslation('calculators');
  const { language } = useLanguage();
  const periods = transitPeriods(chart.sadeSati, now);
  const segmentNow = segmentAt(chart.sadeSati, now);
  const currentPeriod = periods.find((period) => period.current);
  const next = periods.find((period) => new Date(period.start) > now);
  const day = (iso: string) => formatDay(iso, zone, language);

  let summary: string;
  if (currentPeriod && segmentNow) {
    summary = t('sadeSati.nowIn', {
      phase: t(`sadeSati.phases.${segmentNow.phase}`),
      until: day(segmentNow.end),
      end: day(currentPeriod.end),
    });
  } else if (next) {
    summary = t('sadeSati.notNow', { start: day(next.start) });
  } else {
    summary = t('sadeSati.notNowNoNext');
  }

  if (periods.length === 0) return <p className="text-ink-700">{t('sadeSati.none')}</p>;
  return (
    <div>
      {summarize ? (
        <p className={`mb-5 font-semibold ${currentPeriod ? 'text-maroon-800' : 'text-ink-900'}`}>
          {summary}
        </p>
      ) : null}
      <ol className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
        {periods.map((period) => (
          <li
            key={period.cycle}
            data-sade-sati={period.cycle}
            data-current={period.current || undefined}
            aria-current={period.current || undefined}
            className={`rounded-xl border p-3 sm:p-4 print:break-inside-avoid ${period.current ? 'border-maroon-700 bg-maroon-50' : 'border-gold-200'}`}
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-display text-lg text-maroon-800">
                {t('sadeSati.period', { number: period.cycle })}
              </span>
              <span className="text-ink-700 text-sm tabular-nums">
                {t('sadeSati.span', { start: day(period.start), end: day(period.end) })}
              </span>
              {period.current ? (
                <span className="rounded-full bg-maroon-700 px-2.5 py-0.5 font-semibold text-white text-xs">
                  {t('sadeSati.current')}
                </span>
              ) : null}
            </p>
            <table className="mt-3 w-full text-left text-[0.8125rem] sm:text-sm">
              <thead>
                <tr className="border-gold-300 border-b text-maroon-800">
                  <th scope="col" className="py-1.5 pr-2">
                    {t('sadeSati.phase')}
                  </th>
                  <th scope="col" className="py-1.5 pr-2">
                    {t('sadeSati.sign')}
                  </th>
                  <th scope="col" className="py-1.5 pr-2">
                    {t('sadeSati.from')}
                  </th>
                  <th scope="col" className="py-1.5">
                    {t('sadeSati.to')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {period.segments.map((segment) => {
                  const isNow = segment === segmentNow;
                  return (
                    <tr
                      key={segment.start}
                      data-phase={segment.phase}
                      data-current={isNow || undefined}
                      aria-current={isNow || undefined}
                      className={`border-gold-200 border-b last:border-b-0 ${isNow ? 'bg-saffron-100 font-semibold' : ''}`}
                    >
                      <th scope="row" className="py-1.5 pr-2 font-semibold">
                        {t(`sadeSati.phases.${segment.phase}`)}
                      </th>
                      <td className="py-1.5 pr-2">
                        {signName(segment.sign)[language].replace(/\s*\(.*\)$/, '')}
                      </td>
                      <td className="whitespace-nowrap py-1.5 pr-2 tabular-nums">
                        {day(segment.start)}
                      </td>
                      <td className="whitespace-nowrap py-1.5 tabular-nums">{day(segment.end)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-ink-500 text-sm leading-relaxed print:text-xs">
        {t('sadeSati.retrogradeNote')}
      </p>
    </div>
  );
}
