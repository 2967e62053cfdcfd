import type { Choghadiya, ChoghadiyaQuality, Hora } from '@app/astro/muhurat';
import type { DayPanchang, TimeSpan } from '@app/astro/panchang';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useTimeAtBoundaries } from '../hooks/use-time-at-boundaries';
import { type DayPeriod, joinAdjacent, runningPeriod } from '../panchang';
import { Fact, ResultSection } from './result-section';

type Translate = ReturnType<typeof useTranslation<'calculators-panchang'>>['t'];
/** Writes an instant as a clock time on the place's clocks (the page's `dayClock`). */
type ClockTime = (iso: string) => string;

/** Good green, neutral yellow, bad red: the status colours of the site's badges. */
const qualityTones: Record<ChoghadiyaQuality, string> = {
  good: 'bg-success-100 text-success-600',
  neutral: 'bg-warning-100 text-warning-700',
  bad: 'bg-danger-100 text-danger-600',
};

const cell = 'px-2 py-2 align-middle first:pl-0 last:pr-0 sm:px-3';

/**
 * The day's muhurats (issue 32): Abhijit, Brahma muhurta and durmuhurta as facts, then the
 * choghadiyas and the horas of the day and of the night as tables. While a period shown is
 * running it is marked "Now" (after hydration, kept right by a timer aimed at the next boundary).
 */
export function MuhuratSection({
  day,
  time,
  className = '',
}: {
  day: DayPanchang;
  time: ClockTime;
  className?: string;
}) {
  const { t } = useTranslation('calculators-panchang');
  const periods = useMemo(
    () => [...(day.choghadiya?.day ?? []), ...(day.choghadiya?.night ?? []), ...(day.hora ?? [])],
    [day],
  );
  const now = useTimeAtBoundaries(periods);
  const span = (period: TimeSpan) =>
    t('muhurat.span', { start: time(period.start), end: time(period.end) });
  const spans = (list: readonly TimeSpan[]) =>
    joinAdjacent(list)
      .map(span)
      .reduce((first, second) => t('muhurat.spans', { first, second }));
  const abhijit = day.abhijit
    ? span(day.abhijit)
    : t(day.choghadiya && day.vara.index === 4 ? 'muhurat.noAbhijit' : 'muhurat.none');

  return (
    <ResultSection
      id="panchang-muhurat"
      title={t('muhurat.title')}
      intro={<p className="text-sm">{t('muhurat.intro')}</p>}
      className={className}
    >
      {/* One card a line on a phone, so that each time range stays on one line. */}
      <dl className="grid gap-3 sm:grid-cols-3">
        {[
          { key: 'abhijit', label: t('muhurat.abhijit'), value: abhijit },
          {
            key: 'brahmaMuhurta',
            label: t('muhurat.brahmaMuhurta'),
            value: day.brahmaMuhurta ? span(day.brahmaMuhurta) : t('muhurat.none'),
          },
          {
            key: 'durmuhurta',
            label: t('muhurat.durmuhurta'),
            value: day.durmuhurta?.length ? spans(day.durmuhurta) : t('muhurat.none'),
          },
        ].map((fact) => (
          <Fact key={fact.key} data-fact={fact.key} label={fact.label} value={fact.value} />
        ))}
      </dl>
      {day.choghadiya && day.hora ? (
        <>
          <MuhuratPart id="panchang-choghadiya" title={t('muhurat.choghadiya.title')}>
            <p className="mt-1 text-ink-700 text-sm leading-relaxed">
              {t('muhurat.choghadiya.intro')}
            </p>
            <div className="mt-4 grid gap-x-8 gap-y-6 md:grid-cols-2">
              {(['day', 'night'] as const).map((half) => (
                <ChoghadiyaTable
                  key={half}
                  half={half}
                  parts={day.choghadiya?.[half] ?? []}
                  now={now}
                  span={span}
                  t={t}
                />
              ))}
            </div>
          </MuhuratPart>
          <MuhuratPart id="panchang-hora" title={t('muhurat.hora.title')}>
            <p className="mt-1 text-ink-700 text-sm leading-relaxed">{t('muhurat.hora.intro')}</p>
            <div className="mt-4 grid gap-x-8 gap-y-6 md:grid-cols-2">
              {(['day', 'night'] as const).map((half) => (
                <HoraTable
                  key={half}
                  half={half}
                  horas={(day.hora ?? []).slice(half === 'day' ? 0 : 12, half === 'day' ? 12 : 24)}
                  now={now}
                  span={span}
                  t={t}
                />
              ))}
            </div>
          </MuhuratPart>
        </>
      ) : (
        <p className="mt-5 text-ink-700" data-muhurat="none">
          {t('muhurat.noDaytime')}
        </p>
      )}
    </ResultSection>
  );
}

function MuhuratPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 border-gold-200 border-t pt-6">
      <h3 id={`${id}-title`} className="font-display text-maroon-800 text-xl sm:text-2xl">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Index of the running period among `periods`, or -1 (none, or before hydration). */
const runningIn = (periods: readonly DayPeriod[], now: number | null) =>
  now === null ? -1 : runningPeriod(periods, now);

/** "Now", beside the name of the running period. */
function NowMark({ t }: { t: Translate }) {
  return (
    <span className="ml-1 rounded-full bg-maroon-700 px-2 py-0.5 font-semibold text-white text-xs">
      {t('muhurat.now')}
    </span>
  );
}

const rowClass = (running: boolean) =>
  `border-gold-200 border-b last:border-b-0 ${running ? 'bg-saffron-100' : ''}`;

function ChoghadiyaTable({
  half,
  parts,
  now,
  span,
  t,
}: {
  half: 'day' | 'night';
  parts: readonly Choghadiya[];
  now: number | null;
  span: (period: TimeSpan) => string;
  t: Translate;
}) {
  const { language } = useLanguage();
  const running = runningIn(parts, now);
  return (
    <table data-choghadiya={half} className="w-full border-collapse text-left text-sm">
      <caption className="pb-2 text-left font-semibold text-ink-900">
        {t(`muhurat.choghadiya.${half}`)}
      </caption>
      <thead>
        <tr className="border-gold-300 border-b-2 text-maroon-800">
          <th scope="col" className={cell}>
            {t('muhurat.choghadiya.time')}
          </th>
          <th scope="col" className={cell}>
            {t('muhurat.choghadiya.name')}
          </th>
          <th scope="col" className={`${cell} text-right`}>
            {t('muhurat.choghadiya.quality')}
          </th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part, index) => (
          <tr
            key={part.start}
            data-lord={part.lord}
            data-quality={part.quality}
            data-current={index === running || undefined}
            aria-current={index === running ? 'time' : undefined}
            className={rowClass(index === running)}
          >
            <td className={`${cell} whitespace-nowrap tabular-nums text-ink-700`}>{span(part)}</td>
            <th scope="row" className={`${cell} font-semibold text-ink-900`}>
              {part.name[language]}
              {index === running ? (
                <>
                  {' '}
                  <NowMark t={t} />
                </>
              ) : null}
            </th>
            <td className={`${cell} text-right`}>
              <span
                className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ${qualityTones[part.quality]}`}
              >
                {t(`muhurat.choghadiya.${part.quality}`)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HoraTable({
  half,
  horas,
  now,
  span,
  t,
}: {
  half: 'day' | 'night';
  horas: readonly Hora[];
  now: number | null;
  span: (period: TimeSpan) => string;
  t: Translate;
}) {
  const running = runningIn(horas, now);
  return (
    <table data-hora={half} className="w-full border-collapse text-left text-sm">
      <caption className="pb-2 text-left font-semibold text-ink-900">
        {t(`muhurat.hora.${half}`)}
      </caption>
      <thead>
        <tr className="border-gold-300 border-b-2 text-maroon-800">
          <th scope="col" className={cell}>
            {t('muhurat.hora.time')}
          </th>
          <th scope="col" className={cell}>
            {t('muhurat.hora.lord')}
          </th>
        </tr>
      </thead>
      <tbody>
        {horas.map((hora, index) => (
          <tr
            key={hora.start}
            data-planet={hora.planet}
            data-current={index === running || undefined}
            aria-current={index === running ? 'time' : undefined}
            className={rowClass(index === running)}
          >
            <td className={`${cell} whitespace-nowrap tabular-nums text-ink-700`}>{span(hora)}</td>
            <th scope="row" className={`${cell} font-semibold text-ink-900`}>
              {t(`muhurat.grahas.${hora.planet}`)}
              {index === running ? (
                <>
                  {' '}
                  <NowMark t={t} />
                </>
              ) : null}
            </th>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
