import type { Language } from '@app/contract/site';
import {
  ArrowRightIcon,
  CalendarDaysIcon,
  CalendarPlusIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
} from 'lucide-react';
import { memo, useId, useMemo, useState } from 'react';
import { placeName } from '~/components/birth-details/place-names';
import { buttonClasses } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { siteOrigin } from '~/lib/site-origin';
import { useHydrated } from '~/lib/use-hydrated';
import type { FestivalListEntry, YearPageData } from '../calendar-data';
import { fullDate, monthName, weekdayOf } from '../calendar-format';
import {
  calendarMonthPath,
  currentCalendarPath,
  festivalPath,
  festivalsYearPath,
  shiftYear,
} from '../calendar-paths';
import {
  type FestivalFilter,
  festivalFilters,
  filterOf,
  isMonthlyFestival,
} from '../festival-groups';
import {
  byMonth,
  entriesWithTraditionBadge,
  festivalFeedPath,
  subscriptionUrl,
} from '../festival-view';
import { usePlaceComputation } from '../hooks/use-place-computation';
import { CalendarHero } from './calendar-hero';
import { ComputedWhereNote, TraditionBadge } from './festival-card';
import { PlaceBar } from './place-bar';

/**
 * /festivals/{yyyy}: the year's festivals and vrats at a place (issue 32, docs/decisions/037),
 * by month, each with its date, lunar month and the rule that fixed it, filtered by kind, with
 * the year's calendar feed. The build's year and the next arrive computed for New Delhi; another
 * year or city is computed on the device (usePlaceComputation).
 */
export function FestivalsYearPage({ year, loaded }: { year: number; loaded: YearPageData | null }) {
  const { t } = useTranslation('calendar');
  const computation = usePlaceComputation<YearPageData>({
    key: String(year),
    loaded,
    keyOf: (data) => String(data.year),
    compute: (calendar, place) => calendar.compute({ kind: 'year', place, year }),
  });
  const shown = computation.shown;
  const [hiddenKinds, setHiddenKinds] = useState<ReadonlySet<FestivalFilter>>(new Set());
  const festivals = shown?.data.festivals ?? noFestivals;
  // The same list while another city is computed: the months' cards are not drawn again.
  const visible = useMemo(
    () => festivals.filter((festival) => !hiddenKinds.has(filterOf(festival.id))),
    [festivals, hiddenKinds],
  );
  const toggle = (kind: FestivalFilter) =>
    setHiddenKinds((hidden) => {
      const next = new Set(hidden);
      if (!next.delete(kind)) next.add(kind);
      return next;
    });

  return (
    <>
      <CalendarHero
        id="festivals-title"
        trail={[{ label: t('breadcrumb.festivals', { year }) }]}
        eyebrow={t('year.hero.eyebrow')}
        title={t('year.hero.title', { year })}
        lead={t('year.hero.lead')}
      />

      <div className="-mt-16 relative px-4 pb-12 sm:px-6 md:pb-16">
        <div className="mx-auto grid max-w-6xl gap-8">
          <section
            aria-label={t('year.filters.label')}
            className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8"
          >
            <PlaceBar shownPlace={shown?.place ?? computation.place} computation={computation} />
            <div className="mt-6 border-gold-200 border-t pt-5">
              <FilterChips festivals={festivals} hiddenKinds={hiddenKinds} onToggle={toggle} />
              <div className="mt-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
                <p className="text-ink-700 text-sm" aria-live="polite" data-shown-count>
                  {shown
                    ? t('year.shown', { shown: visible.length, total: festivals.length })
                    : null}
                </p>
                <YearNav year={year} />
              </div>
            </div>
          </section>

          {/* On a phone the feed's box comes before the list and the links after it; on a wide
              screen both stand beside the list and stay in view. */}
          <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="contents lg:sticky lg:top-32 lg:col-start-2 lg:row-start-1 lg:grid lg:gap-6">
              {shown ? (
                <div className="order-1 lg:order-none">
                  <FeedBox year={year} data={shown.data} />
                </div>
              ) : null}
              <div className="order-3 lg:order-none">
                <CalendarLinks year={year} />
              </div>
            </div>
            <div className="order-2 grid gap-6 lg:order-none lg:col-start-1 lg:row-start-1">
              {shown === null ? (
                <YearPlaceholder />
              ) : visible.length === 0 ? (
                <p className="rounded-card border border-gold-200 bg-white p-6 text-ink-700 shadow-card">
                  {t('year.noneShown')}
                </p>
              ) : (
                <MonthList year={year} festivals={visible} all={festivals} />
              )}
              {shown ? <ComputedWhereNote computedHere={computation.computedHere} /> : null}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

/** The kinds of the list as toggles, each with how many dates it has. */
function FilterChips({
  festivals,
  hiddenKinds,
  onToggle,
}: {
  festivals: readonly FestivalListEntry[];
  hiddenKinds: ReadonlySet<FestivalFilter>;
  onToggle: (kind: FestivalFilter) => void;
}) {
  const { t } = useTranslation('calendar');
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <p id={id} className="font-semibold text-ink-900">
        {t('year.filters.label')}
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {festivalFilters.map((kind) => {
          const pressed = !hiddenKinds.has(kind);
          const count = festivals.filter((festival) => filterOf(festival.id) === kind).length;
          return (
            <li key={kind}>
              <button
                type="button"
                aria-pressed={pressed}
                data-filter={kind}
                onClick={() => onToggle(kind)}
                className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 font-semibold text-sm transition-colors focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2 ${
                  pressed
                    ? 'border-maroon-700 bg-maroon-700 text-white hover:bg-maroon-800'
                    : 'border-gold-300 bg-white text-ink-700 hover:border-maroon-300 hover:bg-cream-50'
                }`}
              >
                {pressed ? (
                  <CheckIcon aria-hidden="true" className="size-4" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="size-4 rounded-full border-2 border-gold-300"
                  />
                )}
                {t(`year.filters.${kind}`)}
                {count > 0 ? (
                  <span
                    className={`rounded-full px-1.5 text-xs leading-5 ${pressed ? 'bg-white/20' : 'bg-cream-100 text-ink-500'}`}
                  >
                    {count}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Festivals of the year before and after (within 1900-2100). */
function YearNav({ year }: { year: number }) {
  const { t } = useTranslation('calendar');
  const previous = shiftYear(year, -1);
  const next = shiftYear(year, 1);
  const linkClass =
    'inline-flex min-h-10 items-center gap-1 rounded-full border border-maroon-700/30 px-3.5 font-semibold text-maroon-700 text-sm transition-colors hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2';
  return (
    <nav aria-label={t('year.hero.eyebrow')} className="flex flex-wrap gap-2">
      {previous !== null ? (
        <Link to={festivalsYearPath(previous)} rel="prev" className={linkClass}>
          <ChevronLeftIcon aria-hidden="true" className="size-4" />
          {t('year.previous', { year: previous })}
        </Link>
      ) : null}
      {next !== null ? (
        <Link to={festivalsYearPath(next)} rel="next" className={linkClass}>
          {t('year.next', { year: next })}
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}

const noFestivals: readonly FestivalListEntry[] = [];

/**
 * The year's dates by month, each month a card with a link to its calendar. Drawn again only
 * when its lists change (a year has over a hundred rows; "computing" alone does not redraw them).
 */
const MonthList = memo(function MonthList({
  year,
  festivals,
  all,
}: {
  year: number;
  festivals: readonly FestivalListEntry[];
  all: readonly FestivalListEntry[];
}) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const badged = entriesWithTraditionBadge(all);
  const words: RowWords = {
    longWeekdays: t('weekdays.long', { returnObjects: true }) as string[],
    shortWeekdays: t('weekdays.short', { returnObjects: true }) as string[],
    weekdayDate: (weekday, date) => t('dates.weekdayDate', { weekday, date }),
  };
  return byMonth(festivals).map(({ month, entries }, index) => {
    const id = `festivals-${year}-${month}`;
    return (
      <section
        key={month}
        aria-labelledby={id}
        data-month={month}
        // The months below the first screen are laid out when they come near it (as the site's
        // `<Section belowFold>`); the estimate is a month's usual height.
        className={`rounded-card border border-gold-200 bg-white shadow-card ${
          index > 0 ? '[contain-intrinsic-size:auto_900px] [content-visibility:auto]' : ''
        }`}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-gold-200 border-b px-5 py-4 sm:px-7">
          <h2 id={id} className="text-2xl text-maroon-800">
            {t('dates.monthYear', { month: monthName(month, language), year })}
          </h2>
          <Link
            to={calendarMonthPath({ year, month })}
            className="inline-flex items-center gap-1.5 font-semibold text-maroon-700 text-sm underline decoration-maroon-300 underline-offset-4 hover:decoration-maroon-700"
          >
            <CalendarDaysIcon aria-hidden="true" className="size-4" />
            {t('year.monthCalendar', { month: monthName(month, language) })}
          </Link>
        </div>
        <ul className="divide-y divide-gold-200 px-5 sm:px-7">
          {entries.map((festival) => (
            <FestivalRow
              key={`${festival.date} ${festival.id} ${festival.tradition ?? ''}`}
              year={year}
              festival={festival}
              badge={badged.has(festival)}
              language={language}
              words={words}
            />
          ))}
        </ul>
      </section>
    );
  });
});

type RowWords = {
  longWeekdays: readonly string[];
  shortWeekdays: readonly string[];
  weekdayDate: (weekday: string, date: string) => string;
};

/** One date of the list: the day, the name (to its page), the lunar month and the rule. */
function FestivalRow({
  year,
  festival,
  badge,
  language,
  words,
}: {
  year: number;
  festival: FestivalListEntry;
  badge: boolean;
  language: Language;
  /** The strings every row needs, read once for the list (a year has over a hundred rows). */
  words: RowWords;
}) {
  const weekday = weekdayOf(festival.date);
  const yearly = !isMonthlyFestival(festival.id);
  const to = yearly
    ? festivalPath(year, festival.id)
    : `${festivalPath(year, festival.id)}#${festival.date}`;
  return (
    <li
      data-festival={festival.id}
      data-date={festival.date}
      className="grid grid-cols-[3.25rem_minmax(0,1fr)] gap-4 py-4 sm:grid-cols-[3.75rem_minmax(0,1fr)]"
    >
      <time
        dateTime={festival.date}
        className={`flex h-14 flex-col items-center justify-center rounded-xl border sm:h-16 ${
          yearly ? 'border-saffron-300 bg-saffron-100' : 'border-gold-200 bg-cream-50'
        }`}
      >
        <span aria-hidden="true" className="font-display text-2xl text-maroon-800 leading-none">
          {Number(festival.date.slice(8, 10))}
        </span>
        <span aria-hidden="true" className="mt-1 text-ink-700 text-xs leading-none">
          {words.shortWeekdays[weekday]}
        </span>
        <span className="sr-only">
          {words.weekdayDate(words.longWeekdays[weekday] ?? '', fullDate(festival.date, language))}
        </span>
      </time>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
          <Link
            to={to}
            className={`font-semibold underline-offset-4 hover:underline ${
              yearly ? 'text-lg text-maroon-800' : 'text-maroon-700'
            }`}
          >
            {festival.name[language]}
          </Link>
          {badge && festival.tradition ? <TraditionBadge tradition={festival.tradition} /> : null}
        </p>
        <p className="mt-1 text-ink-700 text-sm leading-relaxed">
          {festival.month ? (
            <span
              data-lunar-month
              className="mr-2 inline-block rounded-md bg-cream-100 px-1.5 font-semibold text-ink-900"
            >
              {festival.month[language]}
            </span>
          ) : null}
          {festival.rule[language]}
        </p>
      </div>
    </li>
  );
}

/** "Add to your calendar": the year's feed at the place, to subscribe to or to download. */
function FeedBox({ year, data }: { year: number; data: YearPageData }) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const hydrated = useHydrated();
  const feed = festivalFeedPath(year, data.place, language);
  // The prerendered page names the site's address; in the browser, the one it was opened at.
  const origin = hydrated ? window.location.origin : siteOrigin();
  return (
    <section
      aria-labelledby="festivals-feed-title"
      data-feed
      className="rounded-card border border-gold-200 bg-cream-100 p-5 sm:p-6"
    >
      <h2 id="festivals-feed-title" className="flex items-center gap-2.5 text-2xl text-maroon-800">
        <CalendarPlusIcon aria-hidden="true" className="size-6 shrink-0 text-saffron-700" />
        {t('year.feed.title')}
      </h2>
      <p className="mt-3 text-ink-700 text-sm leading-relaxed">
        {t('year.feed.text', { place: placeName(data.place, language) })}
      </p>
      <div className="mt-4 flex flex-wrap gap-2.5">
        <a
          href={subscriptionUrl(origin, feed)}
          data-feed-link="subscribe"
          className={buttonClasses('primary', 'sm', 'min-h-10')}
        >
          <CalendarPlusIcon aria-hidden="true" className="size-4" />
          {t('year.feed.subscribe')}
        </a>
        <a
          href={feed}
          download={`festivals-${year}.ics`}
          data-feed-link="download"
          className={buttonClasses('outline', 'sm', 'min-h-10 bg-white')}
        >
          <DownloadIcon aria-hidden="true" className="size-4" />
          {t('year.feed.download')}
        </a>
      </div>
    </section>
  );
}

/** The calendar's other pages: this month's calendar, and the festivals of the year. */
function CalendarLinks({ year }: { year: number }) {
  const { t } = useTranslation('calendar');
  const links = [
    { to: currentCalendarPath, label: t('breadcrumb.calendar') },
    { to: '/panchang', label: t('breadcrumb.panchang') },
  ];
  return (
    <nav
      aria-labelledby={`festivals-links-${year}`}
      className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={`festivals-links-${year}`} className="text-xl text-maroon-800">
        {t('links.title')}
      </h2>
      <ul className="mt-3 grid gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 font-semibold text-maroon-700 hover:bg-cream-50"
            >
              {link.label}
              <ArrowRightIcon aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 border-gold-200 border-t pt-4 text-ink-700 text-sm leading-relaxed">
        {t('traditions.note')}
      </p>
    </nav>
  );
}

/** What stands where the list will be while it is computed on the device. */
function YearPlaceholder() {
  const { t } = useTranslation('calendar');
  return (
    <div
      aria-busy="true"
      className="grid gap-4 rounded-card border border-gold-200 bg-white p-5 text-maroon-800 shadow-card sm:p-7"
    >
      <p className="text-ink-700">{t('year.placeholder')}</p>
      <Skeleton className="h-8 w-48" />
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders in a fixed order
        <div key={index} className="grid grid-cols-[3.75rem_1fr] gap-4">
          <Skeleton className="h-16" />
          <div className="grid content-center gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}
