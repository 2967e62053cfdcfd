import type { Language } from '@app/contract/site';
import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { newDelhi } from '~/components/birth-details/place-names';
import type { Crumb } from '~/components/ui/breadcrumb';
import { Link } from '~/components/ui/localized-link';
import { Skeleton } from '~/components/ui/skeleton';
import { buildMonth, buildYear } from '~/lib/build-date';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useRememberedPlace } from '~/lib/remembered-place';
import { useHydrated } from '~/lib/use-hydrated';
import type { MonthPageData } from '../calendar-data';
import { dateInZoneAt, dayAndMonth, monthName, weekdayOf } from '../calendar-format';
import {
  type CalendarMonthAddress,
  calendarMonthPath,
  currentCalendarPath,
  festivalPath,
  festivalsYearPath,
  shiftMonth,
} from '../calendar-paths';
import { usePlaceComputation } from '../hooks/use-place-computation';
import {
  festivalDays,
  fillSlots,
  hasTraditions,
  type LunarMonthSpan,
  lunarMonthSpans,
  monthOfDate,
  slot,
} from '../month-view';
import { CalendarHero } from './calendar-hero';
import { CalendarKey } from './calendar-marks';
import { MonthDays } from './month-days';
import { PlaceBar } from './place-bar';

/** The month the site was built in: what `/panchang/calendar` was prerendered with. */
const buildMonthAddress: CalendarMonthAddress = { year: buildYear, month: buildMonth };

const monthKey = ({ year, month }: CalendarMonthAddress) => `${year}-${month}`;

/**
 * The month a page shows: the address's, or for `/panchang/calendar` the month of today at the
 * place (the build's month until the page has hydrated, so that it hydrates as prerendered).
 */
function useShownMonth(requested: CalendarMonthAddress | 'current', loaded: MonthPageData | null) {
  const hydrated = useHydrated();
  const [remembered] = useRememberedPlace();
  if (requested !== 'current') return requested;
  if (!hydrated)
    return loaded ? monthOfDate(loaded.calendar.days[0]?.date ?? '') : buildMonthAddress;
  const place = remembered ?? newDelhi;
  const offsets =
    loaded && loaded.place.zone === place.zone ? loaded.calendar.zoneOffsets : undefined;
  return monthOfDate(dateInZoneAt(new Date(), place.zone, offsets));
}

/**
 * /panchang/calendar/{yyyy}/{mm} and /panchang/calendar (issue 32, docs/decisions/037): a
 * Gregorian month as a Hindu calendar shows it, for a place. The page arrives with New Delhi's
 * month when its year was prerendered (the route's loader); another place, or a month of
 * another year, is computed on the device (usePlaceComputation).
 */
export function CalendarMonthPage({
  requested,
  loaded,
}: {
  /** The address's month, or `current` for the month of the visit. */
  requested: CalendarMonthAddress | 'current';
  loaded: MonthPageData | null;
}) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const hydrated = useHydrated();
  const address = useShownMonth(requested, loaded);
  const computation = usePlaceComputation<MonthPageData>({
    key: monthKey(address),
    loaded,
    keyOf: (data) => monthKey(data.calendar),
    compute: (calendar, place) => calendar.compute({ kind: 'month', place, address }),
  });
  const shown = computation.shown;
  const monthWords = { month: monthName(address.month, language), year: address.year };
  const trail: Crumb[] =
    requested === 'current'
      ? [{ label: t('breadcrumb.calendar') }]
      : [
          { label: t('breadcrumb.calendar'), to: currentCalendarPath },
          { label: t('dates.monthYear', monthWords) },
        ];
  const calendar = shown?.data.calendar ?? null;
  const today =
    hydrated && shown
      ? dateInZoneAt(new Date(), shown.place.zone, shown.data.calendar.zoneOffsets)
      : null;

  return (
    <>
      <CalendarHero
        id="calendar-month-title"
        trail={trail}
        eyebrow={t('month.hero.eyebrow')}
        title={t('month.hero.title', monthWords)}
        lead={t('month.hero.lead')}
      />

      <div className="-mt-16 relative px-4 pb-12 sm:px-6 md:pb-16">
        <div className="mx-auto grid max-w-6xl gap-8">
          <div className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8">
            <PlaceBar shownPlace={shown?.place ?? computation.place} computation={computation} />
            {calendar ? (
              <section
                aria-labelledby="calendar-lunar-title"
                className="mt-6 border-gold-200 border-t pt-6"
              >
                <h2
                  id="calendar-lunar-title"
                  className="text-2xl text-maroon-800 sm:text-[1.75rem]"
                >
                  {t('month.lunarMonths')}
                </h2>
                <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3">
                  {(['amanta', 'purnimanta'] as const).map((reckoning) => (
                    <Fact key={reckoning} id={reckoning} label={t(`month.facts.${reckoning}`)}>
                      {lunarMonthSpans(calendar.days, reckoning).map((span) => (
                        <LunarMonthLine
                          key={`${span.first} ${span.month.name}`}
                          span={span}
                          language={language}
                        />
                      ))}
                    </Fact>
                  ))}
                  <Fact id="samvat" label={t('month.samvat')} className="col-span-2 md:col-span-1">
                    <span className="flex flex-wrap gap-x-4 md:block">
                      <span className="block">
                        {t('month.vikram', { year: calendar.samvat.vikram.join('–') })}
                      </span>
                      <span className="block">
                        {t('month.shaka', { year: calendar.samvat.shaka.join('–') })}
                      </span>
                    </span>
                  </Fact>
                </dl>
                <p className="mt-4 max-w-4xl text-ink-700 text-sm leading-relaxed">
                  {t('month.lunarNote')}
                </p>
              </section>
            ) : null}
          </div>

          {/* Below the first screen on a phone: laid out when it comes near (content-visibility). */}
          <section
            aria-labelledby="calendar-grid-title"
            className="rounded-card border border-gold-200 bg-white p-4 shadow-card [contain-intrinsic-size:auto_none_auto_2800px] [content-visibility:auto] sm:p-7 lg:[contain-intrinsic-size:auto_none_auto_1250px]"
          >
            <h2
              id="calendar-grid-title"
              data-calendar-month={`${address.year}-${String(address.month).padStart(2, '0')}`}
              className="text-2xl text-maroon-800 sm:text-[1.75rem]"
            >
              {t('month.gridTitle', monthWords)}
            </h2>
            <p className="mt-2 text-ink-700 leading-relaxed">{t('month.gridCaption')}</p>
            <MonthLinks address={address} className="mt-5" />
            <div className="mt-4">
              {calendar ? <MonthDays days={calendar.days} today={today} /> : <MonthPlaceholder />}
            </div>
            <MonthLinks address={address} className="mt-4 lg:hidden" />
            <div className="mt-6">
              <CalendarKey id="calendar-key-title" />
            </div>
            {shown ? (
              <p
                data-computed={computation.computedHere ? 'device' : 'prerendered'}
                className="mt-4 rounded-xl bg-success-100 px-4 py-3 text-sm text-success-600"
              >
                <span className="font-semibold">{t('month.computedBy')}: </span>
                {computation.computedHere ? t('place.device') : t('place.prerendered')}
              </p>
            ) : null}
          </section>

          <div className="grid grid-cols-1 items-start gap-8 [contain-intrinsic-size:auto_none_auto_700px] [content-visibility:auto] lg:grid-cols-[minmax(0,1.35fr)_minmax(0,0.65fr)]">
            <section
              aria-labelledby="calendar-festivals-title"
              className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-7"
            >
              <h2
                id="calendar-festivals-title"
                className="text-2xl text-maroon-800 sm:text-[1.75rem]"
              >
                {t('month.festivalsTitle', monthWords)}
              </h2>
              {calendar ? <MonthFestivals days={calendar.days} /> : <MonthPlaceholder short />}
            </section>
            <section
              aria-labelledby="calendar-links-title"
              className="rounded-card border border-gold-200 bg-cream-50 p-5 shadow-card sm:p-7"
            >
              <h2 id="calendar-links-title" className="text-2xl text-maroon-800">
                {t('links.title')}
              </h2>
              <ul className="mt-4 grid gap-2">
                <li>
                  <CardLink to={festivalsYearPath(address.year)}>
                    {t('month.yearLink', { year: address.year })}
                  </CardLink>
                </li>
                {[shiftMonth(address, -1), shiftMonth(address, 1)].map((other) =>
                  other ? (
                    <li key={monthKey(other)}>
                      <CardLink to={calendarMonthPath(other)}>
                        {t('links.month', {
                          month: monthName(other.month, language),
                          year: other.year,
                        })}
                      </CardLink>
                    </li>
                  ) : null,
                )}
                <li>
                  <CardLink to="/panchang">{t('breadcrumb.panchang')}</CardLink>
                </li>
              </ul>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}

/** One fact of the month (a lunar reckoning, the samvat years) as a small card of a <dl>. */
function Fact({
  id,
  label,
  className = '',
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      data-fact={id}
      className={`rounded-xl border border-gold-200 bg-cream-50 px-3.5 py-3 sm:px-4 ${className}`}
    >
      <dt className="text-ink-700 text-sm">{label}</dt>
      <dd className="mt-1 font-semibold text-lg text-maroon-800 leading-snug">{children}</dd>
    </div>
  );
}

/** "Kartika · 10–30 November": a lunar month and its days in the Gregorian month. */
function LunarMonthLine({ span, language }: { span: LunarMonthSpan; language: Language }) {
  const { t } = useTranslation('calendar');
  const month = monthName(Number(span.first.slice(5, 7)), language);
  const days =
    span.first === span.last
      ? dayAndMonth(span.first, language)
      : t('month.daySpan', {
          first: Number(span.first.slice(8, 10)),
          last: Number(span.last.slice(8, 10)),
          month,
        });
  return (
    <span className="flex flex-wrap items-baseline justify-between gap-x-3 max-md:mb-1 max-md:last:mb-0">
      <span>{span.month.label[language]}</span>
      <span className="font-normal text-ink-700 text-sm">{days}</span>
    </span>
  );
}

/** Previous and next month, as two links at either end of a line. */
function MonthLinks({ address, className }: { address: CalendarMonthAddress; className: string }) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const previous = shiftMonth(address, -1);
  const next = shiftMonth(address, 1);
  const linkClasses =
    'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-maroon-700/30 px-4 font-semibold text-maroon-700 text-sm transition-colors hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2';
  const words = (other: CalendarMonthAddress) =>
    t('dates.monthYear', { month: monthName(other.month, language), year: other.year });
  return (
    <div className={`flex items-center justify-between gap-3 ${className}`}>
      {previous ? (
        <Link
          to={calendarMonthPath(previous)}
          className={`${linkClasses} pl-2.5`}
          data-month-link="previous"
        >
          <ChevronLeftIcon aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('month.previous')}: </span>
          {words(previous)}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          to={calendarMonthPath(next)}
          className={`${linkClasses} pr-2.5`}
          data-month-link="next"
        >
          <span className="sr-only">{t('month.next')}: </span>
          {words(next)}
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

/** The month's festivals and vrats, day by day, each linking to its page for the year. */
function MonthFestivals({ days }: { days: MonthPageData['calendar']['days'] }) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const withFestivals = festivalDays(days);
  const weekdays = t('weekdays.long', { returnObjects: true });
  const weekdayDate = t('dates.weekdayDate', { weekday: slot(0), date: slot(1) });
  if (withFestivals.length === 0) {
    return <p className="mt-4 text-ink-700">{t('month.festivalsEmpty')}</p>;
  }
  return (
    <>
      <ul className="mt-4 divide-y divide-gold-200" data-month-festivals="">
        {withFestivals.map((day) => (
          <li
            key={day.date}
            data-date={day.date}
            className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4"
          >
            <span className="text-ink-700 text-sm sm:pt-0.5">
              {fillSlots(
                weekdayDate,
                weekdays[weekdayOf(day.date)] ?? '',
                dayAndMonth(day.date, language),
              )}
            </span>
            <ul className="grid gap-1">
              {day.festivals.map((festival) => (
                <li key={`${festival.id} ${festival.tradition ?? ''}`}>
                  <Link
                    to={festivalPath(Number(day.date.slice(0, 4)), festival.id)}
                    className="font-semibold text-maroon-700 underline decoration-maroon-300 underline-offset-4 hover:decoration-maroon-700"
                  >
                    {festival.name[language]}
                  </Link>
                  {festival.tradition ? (
                    <span className="text-ink-700 text-sm">
                      {' '}
                      ({t(`traditions.${festival.tradition}`)})
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {hasTraditions(days) ? (
        <p className="mt-3 text-ink-700 text-sm leading-relaxed">{t('traditions.note')}</p>
      ) : null}
    </>
  );
}

function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-gold-200 bg-white px-4 py-2 font-semibold text-maroon-700 transition-colors hover:border-gold-400"
    >
      <span className="flex items-center gap-2.5">
        <CalendarDaysIcon aria-hidden="true" className="size-4 shrink-0 text-saffron-600" />
        {children}
      </span>
      <span aria-hidden="true">→</span>
    </Link>
  );
}

/** Where the days will be while they are worked out on the device. */
function MonthPlaceholder({ short = false }: { short?: boolean }) {
  const { t } = useTranslation('calendar');
  return (
    <div className="mt-4 grid gap-3">
      <p className="text-ink-700 text-sm">{t('month.placeholder')}</p>
      <Skeleton className={short ? 'h-32 w-full' : 'h-[36rem] w-full'} />
    </div>
  );
}
