import type { ZoneOffsets } from '@app/astro/birth-moment';
import type { FestivalDate } from '@app/astro/festivals';
import type { Language } from '@app/contract/site';
import type { FestivalPageId } from '@app/contract/web-routes';
import { ArrowRightIcon, ClockIcon, MoonIcon } from 'lucide-react';
import { offsetWords } from '~/components/birth-details/offset-words';
import { placeName } from '~/components/birth-details/place-names';
import { CheckList } from '~/components/ui/check-list';
import { Link } from '~/components/ui/localized-link';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { wallClock } from '~/lib/place-clocks';
import type { FestivalPageData } from '../calendar-data';
import { fullDate, monthName, placeTime, weekdayOf } from '../calendar-format';
import {
  calendarMonthPath,
  dayPanchangPath,
  festivalPath,
  festivalsYearPath,
} from '../calendar-paths';
import { isMonthlyFestival } from '../festival-groups';
import type { FestivalTexts } from '../festival-texts';
import { type ClockTime, entriesWithTraditionBadge, windowClock } from '../festival-view';
import { usePlaceComputation } from '../hooks/use-place-computation';
import { CalendarHero } from './calendar-hero';
import { ComputedWhereNote, FestivalCard, TraditionBadge } from './festival-card';
import { PlaceBar } from './place-bar';

type Translate = ReturnType<typeof useTranslation<'calendar'>>['t'];

/**
 * /festivals/{yyyy}/{id}: one festival (or monthly vrat) in a year at a place (issue 32): its
 * date or dates, tithi and lunar month, the muhurat windows its rule gives on the place's clocks,
 * the rule and what it means, our text about the festival, and the same festival in the years
 * before and after. Computed as the year's list is (usePlaceComputation).
 */
export function FestivalPage({
  year,
  id,
  loaded,
  texts,
}: {
  year: number;
  id: FestivalPageId;
  loaded: FestivalPageData | null;
  /** Our texts about the festival, in the page's language. */
  texts: FestivalTexts;
}) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const computation = usePlaceComputation<FestivalPageData>({
    key: `${year} ${id}`,
    loaded,
    keyOf: (data) => `${data.year} ${data.id}`,
    compute: (calendar, place) => calendar.compute({ kind: 'festival', place, year, id }),
    extend: async (calendar, data) => ({
      ...data,
      otherYears: await calendar.compute({ kind: 'otherYears', place: data.place, year, id }),
    }),
  });
  const shown = computation.shown?.data ?? null;
  const name = t(`names.${id}`);
  const monthly = isMonthlyFestival(id);
  const zone = shown ? zoneText(shown, language) : undefined;
  const badged = entriesWithTraditionBadge(shown?.dates ?? []);
  const placeBar = (
    <PlaceBar
      shownPlace={computation.shown?.place ?? computation.place}
      computation={computation}
      {...(zone ? { zone: t('place.zone', { zone }) } : {})}
    />
  );

  return (
    <>
      <CalendarHero
        id="festival-title"
        trail={[
          { label: t('breadcrumb.festivals', { year }), to: festivalsYearPath(year) },
          { label: name },
        ]}
        eyebrow={t(monthly ? 'festival.eyebrow.monthly' : 'festival.eyebrow.festival', { year })}
        title={t('festival.title', { name, year })}
        lead={texts.summary}
      />

      <div className="-mt-16 relative px-4 pb-12 sm:px-6 md:pb-16">
        <div className="mx-auto grid max-w-6xl gap-8">
          {shown === null ? (
            <section
              aria-label={t('festival.placeholder')}
              className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8"
            >
              <FestivalPlaceholder />
              <div className="mt-6 border-gold-200 border-t pt-6">{placeBar}</div>
            </section>
          ) : monthly ? (
            <>
              <section
                aria-labelledby="festival-dates-title"
                className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8"
              >
                <h2
                  id="festival-dates-title"
                  className="text-[1.7rem] text-maroon-800 leading-tight sm:text-3xl"
                >
                  {t('festival.datesFor', {
                    name,
                    year,
                    place: placeName(shown.place, language),
                  })}
                </h2>
                <p className="mt-2 text-ink-700" data-count={shown.dates.length}>
                  {t('festival.count', { number: shown.dates.length, year })}
                </p>
                <div className="mt-6 border-gold-200 border-t pt-6">{placeBar}</div>
              </section>
              <DatesTable data={shown} />
            </>
          ) : (
            <section
              aria-labelledby="festival-date-title"
              className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8"
            >
              <h2
                id="festival-date-title"
                className="text-[1.7rem] text-maroon-800 leading-tight sm:text-3xl"
              >
                {t('festival.dateFor', { name, year, place: placeName(shown.place, language) })}
              </h2>
              {shown.dates.length === 0 ? (
                <p className="mt-4 text-ink-700">{t('festival.none', { name, year })}</p>
              ) : (
                <div
                  className={`mt-6 grid gap-6 ${shown.dates.length > 1 ? 'md:grid-cols-2' : ''}`}
                >
                  {shown.dates.map((festival) => (
                    <DateFacts
                      key={`${festival.date} ${festival.tradition ?? ''}`}
                      festival={festival}
                      zoneOffsets={shown.zoneOffsets}
                      badge={badged.has(festival)}
                    />
                  ))}
                </div>
              )}
              <div className="mt-6 border-gold-200 border-t pt-6">{placeBar}</div>
            </section>
          )}

          <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,0.65fr)]">
            <FestivalCard id="festival-about" title={t('festival.about', { name })}>
              <div className="grid gap-4 text-ink-700 leading-relaxed">
                {texts.about.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <h3 className="mt-7 font-sans font-semibold text-ink-900 text-lg">
                {t('festival.observance')}
              </h3>
              <CheckList items={texts.observance} className="mt-3" />
            </FestivalCard>
            <div className="grid gap-8">
              <FestivalCard id="festival-rule" title={t('festival.rule')}>
                <RuleLines dates={shown?.dates ?? []} />
                <h3 className="mt-5 font-sans font-semibold text-ink-900">
                  {t('festival.howDecided')}
                </h3>
                <p className="mt-2 text-ink-700 text-sm leading-relaxed">{texts.ruleExplained}</p>
                {id === 'ekadashi' || id === 'janmashtami' ? (
                  <p className="mt-4 border-gold-200 border-t pt-4 text-ink-700 text-sm leading-relaxed">
                    {t('traditions.note')}
                  </p>
                ) : null}
                {shown ? (
                  <div className="mt-5">
                    <ComputedWhereNote computedHere={computation.computedHere} />
                  </div>
                ) : null}
              </FestivalCard>
              <OtherYears year={year} id={id} name={name} data={shown} />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

/** "India Standard Time, UTC+5:30": the clocks of the times shown, at the first date. */
function zoneText(data: FestivalPageData, language: Language): string {
  const at = new Date(
    data.dates[0] ? `${data.dates[0].date}T12:00:00Z` : `${data.year}-07-01T12:00:00Z`,
  );
  const offset =
    data.zoneOffsets.offsets.findLast((entry) => Date.parse(entry.from) <= at.getTime()) ??
    data.zoneOffsets.offsets[0];
  return offsetWords(
    { minutes: offset?.minutes ?? 0, zone: data.place.zone, source: 'zone', at },
    language,
  );
}

/** "Sunday, 8 November 2026". */
function weekdayDate(date: string, language: Language, t: Translate): string {
  const weekdays = t('weekdays.long', { returnObjects: true }) as string[];
  return t('dates.weekdayDate', {
    weekday: weekdays[weekdayOf(date)],
    date: fullDate(date, language),
  });
}

/** "Kartika Krishna Ashtami" / "Kartika Amavasya": the tithi in its (purnimanta) month. */
function tithiText(festival: FestivalDate, language: Language, t: Translate): string | null {
  if (!festival.tithi) return null;
  const month = festival.month?.purnimanta.label[language] ?? '';
  const tithi = festival.tithi.name[language];
  const index = festival.tithi.index;
  if (index === 15 || index === 30) return t('festival.tithiOfMoon', { month, tithi });
  return t('festival.tithiOf', {
    month,
    tithi,
    paksha: t(index < 15 ? 'festival.paksha.shukla' : 'festival.paksha.krishna'),
  });
}

/** A clock time, with its day when that is another day: "9 November, 12:42 AM". */
function clockText({ time, otherDay }: ClockTime, t: Translate): string {
  return otherDay ? t('festival.at', { date: otherDay, time }) : time;
}

/** A window's times: "5:54 PM to 7:50 PM", a moment's time: "8:12 PM". */
function spanText(
  zoneOffsets: ZoneOffsets,
  window: { start: string; end: string },
  day: string,
  language: Language,
  t: Translate,
): string {
  const clock = windowClock(zoneOffsets, window, day, language);
  return clock.end
    ? t('festival.span', { start: clockText(clock.start, t), end: clockText(clock.end, t) })
    : clockText(clock.start, t);
}

/** The windows and moonrise of a date, as label and times; moonrise once. */
function timesOf(
  festival: FestivalDate,
  zoneOffsets: ZoneOffsets,
  language: Language,
  t: Translate,
): { key: string; label: string; value: string }[] {
  const rows = festival.windows
    .filter((window) => window.kind !== 'moonrise')
    .map((window) => ({
      key: window.kind,
      label: window.label[language],
      value: spanText(zoneOffsets, window, festival.date, language, t),
    }));
  if (festival.moonrise) {
    rows.push({
      key: 'moonrise',
      label: t('festival.moonrise'),
      value: spanText(
        zoneOffsets,
        { start: festival.moonrise, end: festival.moonrise },
        festival.date,
        language,
        t,
      ),
    });
  }
  return rows;
}

/** One date of a festival: the day, its tradition, tithi, lunar months and the times. */
function DateFacts({
  festival,
  zoneOffsets,
  badge,
}: {
  festival: FestivalDate;
  zoneOffsets: ZoneOffsets;
  badge: boolean;
}) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const tithi = tithiText(festival, language, t);
  const times = timesOf(festival, zoneOffsets, language, t);
  // When the tithi is current: its start with its date, its end with its date when that is
  // another day ("8 November 2026, 11:28 AM to 9 November 2026, 12:32 PM").
  const tithiSpan = festival.tithi
    ? t('festival.span', {
        start: instantText(zoneOffsets, festival.tithi.start, language, t),
        end:
          wallClock(zoneOffsets, festival.tithi.end).date ===
          wallClock(zoneOffsets, festival.tithi.start).date
            ? placeTime(zoneOffsets, festival.tithi.end, language).time
            : instantText(zoneOffsets, festival.tithi.end, language, t),
      })
    : null;
  return (
    <div data-festival-date={festival.date} className="min-w-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="font-display text-3xl text-saffron-700 leading-tight sm:text-4xl">
          <time dateTime={festival.date}>{weekdayDate(festival.date, language, t)}</time>
        </p>
        {badge && festival.tradition ? <TraditionBadge tradition={festival.tradition} /> : null}
      </div>
      {tithi || festival.month ? (
        <dl className="mt-5 grid gap-3 sm:grid-cols-2">
          {tithi ? (
            <div
              data-fact="tithi"
              className="rounded-xl border border-gold-200 bg-cream-50 px-4 py-3"
            >
              <dt className="text-ink-500 text-sm">{t('festival.tithi')}</dt>
              <dd className="mt-0.5 font-semibold text-lg text-maroon-800 leading-snug">{tithi}</dd>
              {tithiSpan ? <dd className="mt-1 text-ink-700 text-sm">{tithiSpan}</dd> : null}
            </div>
          ) : null}
          {festival.month ? (
            <div
              data-fact="month"
              className="rounded-xl border border-gold-200 bg-cream-50 px-4 py-3"
            >
              <dt className="text-ink-500 text-sm">{t('month.lunarMonths')}</dt>
              <dd className="mt-0.5 font-semibold text-lg text-maroon-800 leading-snug">
                {t('festival.monthBoth', {
                  purnimanta: festival.month.purnimanta.label[language],
                  amanta: festival.month.amanta.label[language],
                })}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <h3 className="mt-6 flex items-center gap-2 font-sans font-semibold text-ink-900 text-lg">
        <ClockIcon aria-hidden="true" className="size-5 text-saffron-700" />
        {t('festival.times')}
      </h3>
      {times.length === 0 ? (
        <p className="mt-2 text-ink-700">{t('festival.noTimes')}</p>
      ) : (
        <dl className="mt-3 grid gap-2">
          {times.map((row, index) => (
            <div
              key={row.key}
              data-window={row.key}
              className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 rounded-xl px-4 py-2.5 ${
                index === 0
                  ? 'border border-saffron-300 bg-saffron-100'
                  : 'border border-gold-200 bg-white'
              }`}
            >
              <dt className={index === 0 ? 'font-semibold text-maroon-800' : 'text-ink-700'}>
                {row.label}
              </dt>
              <dd
                className={`font-semibold ${index === 0 ? 'text-lg text-maroon-800' : 'text-ink-900'}`}
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Link
        to={dayPanchangPath(festival.date)}
        className="mt-4 inline-flex items-center gap-1.5 font-semibold text-maroon-700 text-sm underline decoration-maroon-300 underline-offset-4 hover:decoration-maroon-700"
      >
        {t('month.dayLink', { date: fullDate(festival.date, language) })}
        <ArrowRightIcon aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/** "8 November 2026, 11:28 AM": an instant on the place's clocks, with its date. */
function instantText(
  zoneOffsets: ZoneOffsets,
  iso: string,
  language: Language,
  t: Translate,
): string {
  return t('festival.at', {
    date: fullDate(wallClock(zoneOffsets, iso).date, language),
    time: placeTime(zoneOffsets, iso, language).time,
  });
}

/** Every date of a monthly vrat in the year: date, name, tithi and times. */
function DatesTable({ data }: { data: FestivalPageData }) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const badged = entriesWithTraditionBadge(data.dates);
  const shortWeekdays = t('weekdays.short', { returnObjects: true }) as string[];
  return (
    <section
      aria-labelledby="festival-table-title"
      className="overflow-hidden rounded-card border border-gold-200 bg-white shadow-card"
    >
      <h2 id="festival-table-title" className="sr-only">
        {t('festival.dates')}
      </h2>
      <table className="w-full border-collapse text-left">
        <thead className="border-gold-200 border-b bg-cream-50 text-ink-700 text-sm">
          <tr>
            <th scope="col" className="py-3 pr-3 pl-4 font-semibold sm:pl-6">
              {t('festival.table.date')}
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              {t('festival.table.name')}
            </th>
            <th scope="col" className="hidden px-3 py-3 font-semibold md:table-cell">
              {t('festival.table.tithi')}
            </th>
            <th scope="col" className="hidden py-3 pr-6 pl-3 font-semibold md:table-cell">
              {t('festival.table.times')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gold-200">
          {data.dates.map((festival) => {
            const tithi = tithiText(festival, language, t);
            const times = timesOf(festival, data.zoneOffsets, language, t);
            const timesList = times.length ? (
              <ul className="grid gap-1">
                {times.map((row) => (
                  <li key={row.key} data-window={row.key}>
                    <span className="text-ink-700">{row.label}:</span>{' '}
                    <span className="font-semibold text-ink-900">{row.value}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-ink-500">–</span>
            );
            return (
              <tr
                key={`${festival.date} ${festival.tradition ?? ''}`}
                id={festival.date}
                data-festival-date={festival.date}
                className="scroll-mt-32 align-top target:bg-gold-100"
              >
                <th scope="row" className="py-3.5 pr-3 pl-4 text-left font-normal sm:pl-6">
                  <Link
                    to={calendarMonthPath({
                      year: data.year,
                      month: Number(festival.date.slice(5, 7)),
                    })}
                    className="font-semibold text-maroon-700 underline decoration-maroon-300 underline-offset-4 hover:decoration-maroon-700"
                  >
                    <time dateTime={festival.date} className="whitespace-nowrap">
                      {`${Number(festival.date.slice(8, 10))} ${monthName(Number(festival.date.slice(5, 7)), language)}`}
                    </time>
                  </Link>
                  <span className="block text-ink-700 text-sm">
                    {shortWeekdays[weekdayOf(festival.date)]}
                  </span>
                </th>
                <td className="px-3 py-3.5">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-semibold text-ink-900">{festival.name[language]}</span>
                    {badged.has(festival) && festival.tradition ? (
                      <TraditionBadge tradition={festival.tradition} />
                    ) : null}
                  </p>
                  {/* On a phone the tithi and times stand under the name. */}
                  <div className="mt-1 grid gap-1 text-sm md:hidden">
                    {tithi ? <p className="text-ink-700">{tithi}</p> : null}
                    {times.length ? timesList : null}
                  </div>
                </td>
                <td className="hidden px-3 py-3.5 text-ink-700 md:table-cell">{tithi ?? '–'}</td>
                <td className="hidden py-3.5 pr-6 pl-3 text-sm md:table-cell">{timesList}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The engine's rule for the date(s) on screen, in the page's language: the first date's, and
 * where the Vaishnava tradition keeps days of its own, its rule beside it, each with its badge (a
 * monthly vrat's rules differ only in the month they name).
 */
function RuleLines({ dates }: { dates: readonly FestivalDate[] }) {
  const { language } = useLanguage();
  const smarta = dates.find((festival) => festival.tradition !== 'vaishnava');
  const vaishnava = entriesWithTraditionBadge(dates).size
    ? dates.find((festival) => festival.tradition === 'vaishnava')
    : undefined;
  const shown = [
    ...(smarta ? [{ festival: smarta, tradition: 'smarta' as const }] : []),
    ...(vaishnava ? [{ festival: vaishnava, tradition: 'vaishnava' as const }] : []),
  ];
  if (shown.length === 0) return null;
  return (
    <ul className="grid gap-3">
      {shown.map(({ festival, tradition }) => (
        <li
          key={tradition}
          data-rule={tradition}
          className="rounded-xl border-saffron-400 border-l-4 bg-cream-50 px-4 py-3 font-semibold text-ink-900 leading-snug"
        >
          {vaishnava ? (
            <span className="mb-1.5 block">
              <TraditionBadge tradition={tradition} />
            </span>
          ) : null}
          {festival.rule[language]}
        </li>
      ))}
    </ul>
  );
}

/** The same festival in the year before and after, with its date(s) there. */
function OtherYears({
  year,
  id,
  name,
  data,
}: {
  year: number;
  id: FestivalPageId;
  name: string;
  data: FestivalPageData | null;
}) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const firstDate = data?.dates[0]?.date;
  const month = firstDate ? Number(firstDate.slice(5, 7)) : null;
  return (
    <nav
      aria-labelledby="festival-links-title"
      className="rounded-card border border-gold-200 bg-cream-100 p-5 sm:p-6"
    >
      <h2 id="festival-links-title" className="text-2xl text-maroon-800">
        {t('festival.otherYears', { name })}
      </h2>
      {data?.otherYears ? (
        <ul className="mt-3 grid gap-1">
          {data.otherYears.map((other) => (
            <li key={other.year}>
              <Link
                to={festivalPath(other.year, id)}
                data-other-year={other.year}
                className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 rounded-lg px-2 py-1.5 hover:bg-cream-50"
              >
                <span className="font-semibold text-maroon-700">
                  {t('festival.yearLink', { name, year: other.year })}
                </span>
                {other.dates.length > 0 && !isMonthlyFestival(id) ? (
                  <span className="text-ink-700 text-sm">
                    {other.dates.map((date) => fullDate(date, language)).join(' · ')}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-ink-700 text-sm">{t('festival.otherYearsComputing')}</p>
      )}
      <ul className="mt-4 grid gap-1 border-gold-300 border-t pt-4">
        <li>
          <Link
            to={festivalsYearPath(year)}
            className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 font-semibold text-maroon-700 hover:bg-cream-50"
          >
            {t('festival.allFestivals', { year })}
            <ArrowRightIcon aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </li>
        {month !== null ? (
          <li>
            <Link
              to={calendarMonthPath({ year, month })}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 font-semibold text-maroon-700 hover:bg-cream-50"
            >
              {t('festival.monthLink', { month: monthName(month, language), year })}
              <MoonIcon aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** What stands where the dates will be while they are computed on the device. */
function FestivalPlaceholder() {
  const { t } = useTranslation('calendar');
  return (
    <div aria-busy="true" className="grid gap-4 text-maroon-800">
      <p className="text-ink-700">{t('festival.placeholder')}</p>
      <Skeleton className="h-9 w-72 max-w-full" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-24" />
    </div>
  );
}
