import type { DayPanchang, PanchangElement, TimeSpan } from '@app/astro/panchang';
import { longMonthNames } from '@app/contract/intl-formatters';
import type { Language } from '@app/contract/site';
import { calendarYears } from '@app/contract/web-routes';
import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon, RotateCcwIcon } from 'lucide-react';
import { useId } from 'react';
import { offsetWords } from '~/components/birth-details/offset-words';
import { placeName, placeRegion } from '~/components/birth-details/place-names';
import { PlaceSearch } from '~/components/birth-details/place-search';
import { SavedPlacesChooser } from '~/components/birth-details/saved-choosers';
import { fieldClasses } from '~/components/ui/form-field';
import { IconButton } from '~/components/ui/icon-button';
import { Link } from '~/components/ui/localized-link';
import { formatCalendarDate } from '~/lib/astro-format';
import { formatClockTime } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { usePanchang } from '../hooks/use-panchang';
import { dayOffsetMinutes, onPlaceClocks, type PanchangOfDay } from '../panchang';
import { CalculatorAbout } from './calculator-about';
import { CalculatorHero } from './calculator-hero';
import { FactRows } from './fact-rows';
import { HowComputedLines } from './how-computed-lines';
import { MuhuratSection } from './muhurat-section';
import { ResultSection } from './result-section';

/** Writes the instants of one day at one place: clock times on the place's clocks. */
function dayClock(day: DayPanchang, language: Language) {
  // A clock time never breaks across lines ("5:26 AM", "सुबह 6:58").
  const clocks = (iso: string) => onPlaceClocks(day, new Date(iso));
  const time = (iso: string) => formatClockTime(clocks(iso).clock, language).replace(' ', '\u00a0');
  const date = (iso: string) => formatCalendarDate(clocks(iso).date, language);
  /** The clock time, with its date when it falls on another day than the one shown. */
  const timeOnDay = (iso: string) => (clocks(iso).date === day.date ? null : date(iso));
  return { time, date, timeOnDay };
}

/**
 * /panchang: the panchang of a day at a place (issue 17). The page arrives with the build's day
 * at New Delhi (computed by the route's loader); the browser computes another day or place with
 * the engine (see usePanchang).
 */
export function PanchangPage({ prerendered }: { prerendered: PanchangOfDay }) {
  const { t } = useTranslation('calculators-panchang');
  const { language } = useLanguage();
  const panchang = usePanchang(prerendered);
  const { shown } = panchang;
  const { day, place } = shown;
  const ids = useId().replace(/[^a-zA-Z0-9]/g, '');
  const clock = dayClock(day, language);
  const zone = offsetWords(
    { minutes: dayOffsetMinutes(day), zone: day.zone, source: 'zone', at: new Date(day.dayStart) },
    language,
  );
  const heading = t('day.heading', {
    date: `${day.vara.name[language].replace(/ \(.*\)$/, '')}, ${formatCalendarDate(day.date, language)}`,
  });
  const about = t('about.items', { returnObjects: true }) as string[];
  const computedHere = shown !== prerendered;

  return (
    <>
      <CalculatorHero id="panchang-title" words={t('hero', { returnObjects: true })} />

      <div className="-mt-16 relative px-4 pb-12 sm:px-6 md:pb-16">
        <div className="mx-auto grid max-w-6xl gap-8">
          <section
            aria-labelledby="panchang-day-title"
            className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8"
          >
            <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
              <div>
                <h2
                  id="panchang-day-title"
                  data-panchang-date={day.date}
                  className="text-[1.7rem] text-maroon-800 leading-tight sm:text-3xl"
                >
                  {heading}
                </h2>
                <p className="mt-2 font-semibold text-ink-900" data-panchang-place={place.id}>
                  {t('day.place', {
                    place: placeName(place, language),
                    region: placeRegion(place, language),
                  })}
                </p>
                <p className="mt-0.5 text-ink-700 text-sm">{t('day.zone', { zone })}</p>
              </div>
              {/* The Hindu calendar of the day's month (features/calendar: /panchang/calendar/{yyyy}/{mm}). */}
              {inCalendarYears(day.date) ? (
                <Link
                  to={`/panchang/calendar/${day.date.slice(0, 4)}/${day.date.slice(5, 7)}`}
                  data-calendar-link=""
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-maroon-700/30 px-4 font-semibold text-maroon-700 text-sm transition-colors hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2"
                >
                  <CalendarDaysIcon
                    aria-hidden="true"
                    className="size-4 shrink-0 text-saffron-600"
                  />
                  {t('controls.calendar', {
                    month: longMonthNames[language][Number(day.date.slice(5, 7)) - 1],
                    year: Number(day.date.slice(0, 4)),
                  })}
                </Link>
              ) : null}
            </div>

            <fieldset
              className="mt-6 grid gap-5 border-gold-200 border-t pt-6 md:grid-cols-[auto_minmax(0,1fr)] md:gap-8"
              onFocus={panchang.prepare}
              onPointerDown={panchang.prepare}
            >
              <legend className="sr-only">{t('controls.label')}</legend>
              <div>
                {/* "Today" sits on the label's line, always there: nothing moves as the page hydrates. */}
                <div className="flex items-baseline justify-between gap-4">
                  <label htmlFor={`${ids}-date`} className={fieldClasses.label}>
                    {t('controls.date')}
                  </label>
                  <button
                    type="button"
                    onClick={() => panchang.goToDate(null)}
                    className="inline-flex items-center gap-1.5 font-semibold text-maroon-700 text-sm underline decoration-maroon-300 underline-offset-4 hover:decoration-maroon-700"
                  >
                    <RotateCcwIcon aria-hidden="true" className="size-3.5" />
                    {t('controls.today')}
                  </button>
                </div>
                <div className="flex items-center gap-2">
                  <IconButton
                    icon={ChevronLeftIcon}
                    label={t('controls.previous')}
                    title={t('controls.previous')}
                    size="lg"
                    onClick={panchang.previousDay}
                    className="border border-maroon-700/30 text-maroon-700 transition-colors hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2"
                  />
                  <input
                    id={`${ids}-date`}
                    type="date"
                    value={panchang.date}
                    onChange={(event) => panchang.typeDate(event.target.value)}
                    className={`${fieldClasses.control(false)} min-w-0 flex-1 md:w-44 md:flex-none`}
                  />
                  <IconButton
                    icon={ChevronRightIcon}
                    label={t('controls.next')}
                    title={t('controls.next')}
                    size="lg"
                    onClick={panchang.nextDay}
                    className="border border-maroon-700/30 text-maroon-700 transition-colors hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2"
                  />
                </div>
              </div>
              <div>
                <PlaceSearch
                  id={`${ids}-place`}
                  label={t('controls.place')}
                  value={panchang.place}
                  onChange={(chosen) => {
                    if (chosen) panchang.choosePlace(chosen);
                  }}
                />
                <p className={fieldClasses.hint}>{t('controls.placeHint')}</p>
                <SavedPlacesChooser current={panchang.place} onChoose={panchang.choosePlace} />
              </div>
            </fieldset>

            <div aria-live="polite" className="empty:hidden">
              {panchang.status === 'computing' ? (
                <p className="mt-4 inline-flex items-center gap-2 text-ink-700 text-sm">
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-gold-200 border-t-saffron-600"
                  />
                  {t('controls.computing')}
                </p>
              ) : null}
              {panchang.problem ? (
                <p className="mt-4 font-semibold text-danger-600 text-sm">
                  {t('controls.problem', { message: panchang.problem[language] })}
                </p>
              ) : null}
            </div>
            {panchang.status === 'engine-failed' ? (
              <div
                role="alert"
                className="mt-4 flex flex-col gap-3 rounded-xl border border-danger-600/30 bg-danger-100 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="font-semibold text-danger-600 text-sm">
                  {t('controls.engineFailed')}
                </p>
                <button
                  type="button"
                  onClick={panchang.retry}
                  className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-maroon-700 px-6 font-semibold text-white hover:bg-maroon-800 focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2"
                >
                  {t('controls.retry')}
                </button>
              </div>
            ) : null}
          </section>

          {/* The day first (limbs, Sun and Moon, periods), its muhurats, then about and method. */}
          <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,0.65fr)]">
            <ResultSection
              id="panchang-limbs"
              title={t('limbs.title')}
              intro={<p className="text-sm">{t('limbs.intro')}</p>}
            >
              <Limbs day={day} clock={clock} />
            </ResultSection>
            <div className="grid gap-8">
              <ResultSection id="panchang-sun" title={t('sun.title')}>
                <FactRows
                  rows={[
                    [
                      'sunrise',
                      t('sun.sunrise'),
                      day.sunrise ? clock.time(day.sunrise) : t('sun.none'),
                    ],
                    [
                      'sunset',
                      t('sun.sunset'),
                      day.sunset ? clock.time(day.sunset) : t('sun.none'),
                    ],
                    [
                      'moonrise',
                      t('sun.moonrise'),
                      day.moonrise ? clock.time(day.moonrise) : t('sun.none'),
                    ],
                    [
                      'moonset',
                      t('sun.moonset'),
                      day.moonset ? clock.time(day.moonset) : t('sun.none'),
                    ],
                    [
                      'purnima',
                      t('sun.purnima'),
                      t('sun.at', {
                        date: clock.date(day.nextPurnima),
                        time: clock.time(day.nextPurnima),
                      }),
                    ],
                    [
                      'amavasya',
                      t('sun.amavasya'),
                      t('sun.at', {
                        date: clock.date(day.nextAmavasya),
                        time: clock.time(day.nextAmavasya),
                      }),
                    ],
                  ]}
                />
              </ResultSection>
              <ResultSection
                id="panchang-periods"
                title={t('periods.title')}
                intro={<p className="text-sm">{t('periods.intro')}</p>}
              >
                <FactRows
                  rows={(['rahuKaal', 'yamaganda', 'gulikaKaal'] as const).map((kind) => [
                    kind,
                    t(`periods.${kind}`),
                    spanText(day[kind], clock, t),
                  ])}
                />
              </ResultSection>
            </div>
          </div>

          <MuhuratSection day={day} time={clock.time} />

          {/* A phone reads what the panchang tells before how it was calculated. */}
          <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,0.65fr)]">
            <ResultSection
              id="panchang-how"
              title={t('how.title')}
              className="order-2 lg:order-none"
            >
              <HowComputedLines
                lines={[
                  {
                    key: 'place',
                    label: t('how.place'),
                    value: t('how.placeValue', {
                      place: placeName(place, language),
                      lat: t(place.lat < 0 ? 'how.south' : 'how.north', {
                        value: Math.abs(place.lat).toFixed(4),
                      }),
                      lon: t(place.lon < 0 ? 'how.west' : 'how.east', {
                        value: Math.abs(place.lon).toFixed(4),
                      }),
                    }),
                  },
                  {
                    key: 'zone',
                    label: t('how.zone'),
                    value: t('how.zoneValue', { zone: day.zone, words: zone }),
                  },
                  ...howKeys.map((key) => ({
                    key,
                    label: t(`how.${key}`),
                    value: t(`how.${key}Value`),
                  })),
                ]}
                footnote={computedHere ? t('how.device') : t('how.prerendered')}
              />
            </ResultSection>
            <CalculatorAbout
              id="panchang-about-title"
              title={t('about.title')}
              items={about}
              next={{
                title: t('about.kundliTitle'),
                text: t('about.kundliText'),
                link: t('about.kundliLink'),
                to: '/kundli',
              }}
              className="order-1 lg:order-none"
            />
          </div>
        </div>
      </div>
    </>
  );
}

type DayClock = ReturnType<typeof dayClock>;

/** Whether the Hindu calendar has a month page for a date's month (1900 to 2100). */
function inCalendarYears(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return year >= calendarYears.first && year <= calendarYears.last;
}

/** The lines of "how this was calculated" that are the same for every day, in their order. */
const howKeys = [
  'sunrise',
  'moon',
  'ayanamsa',
  'endTimes',
  'periods',
  'choghadiya',
  'hora',
  'abhijit',
  'brahmaMuhurta',
  'durmuhurta',
] as const;
type Translate = ReturnType<typeof useTranslation<'calculators-panchang'>>['t'];

function spanText(span: TimeSpan | null, clock: DayClock, t: Translate): string {
  return span
    ? t('periods.span', { start: clock.time(span.start), end: clock.time(span.end) })
    : t('periods.none');
}

const limbKeys = ['tithi', 'nakshatra', 'yoga', 'karana'] as const;

/** Tithi, nakshatra, yoga and karana with their end times (and the ones that follow), and vara. */
function Limbs({ day, clock }: { day: DayPanchang; clock: DayClock }) {
  const { t } = useTranslation('calculators-panchang');
  const { language } = useLanguage();
  const nameOf = (limb: (typeof limbKeys)[number], element: PanchangElement) =>
    limb === 'tithi'
      ? t('limbs.tithiWithPaksha', {
          tithi: element.name[language],
          paksha: t(element.index <= 15 ? 'limbs.shukla' : 'limbs.krishna'),
        })
      : element.name[language];
  const until = (iso: string) => {
    const otherDay = clock.timeOnDay(iso);
    return otherDay
      ? t('limbs.untilOn', { time: clock.time(iso), date: otherDay })
      : t('limbs.until', { time: clock.time(iso) });
  };
  return (
    <dl className="divide-y divide-gold-200">
      {limbKeys.map((limb) => (
        <div
          key={limb}
          data-panchang={limb}
          className="grid gap-1 py-3.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4"
        >
          <dt className="font-semibold text-ink-700">{t(`limbs.${limb}`)}</dt>
          <dd>
            <ol className="grid gap-1.5">
              {day[limb].map((element, index) => (
                <li
                  key={element.end}
                  data-element={element.index}
                  className="flex flex-wrap items-baseline justify-between gap-x-4"
                >
                  <span className="font-semibold text-ink-900">
                    {index > 0 ? (
                      <span className="mr-1.5 font-normal text-ink-500 text-sm">
                        {t('limbs.then')}
                      </span>
                    ) : null}
                    {nameOf(limb, element)}
                  </span>
                  <span className="text-ink-700 text-sm">{until(element.end)}</span>
                </li>
              ))}
            </ol>
          </dd>
        </div>
      ))}
      <div
        data-panchang="vara"
        className="grid gap-1 py-3.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4"
      >
        <dt className="font-semibold text-ink-700">{t('limbs.vara')}</dt>
        <dd className="flex flex-wrap items-baseline justify-between gap-x-4">
          <span className="font-semibold text-ink-900">{day.vara.name[language]}</span>
          <span className="text-ink-700 text-sm">{t('limbs.fromSunrise')}</span>
        </dd>
      </div>
    </dl>
  );
}
