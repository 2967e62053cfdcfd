import type { CalendarDay, CalendarMark } from '@app/astro/calendar-month';
import type { Paksha } from '@app/astro/panchang';
import type { Language } from '@app/contract/site';
import { type CSSProperties, memo, useMemo } from 'react';
import { Link } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { dayAndMonth, weekdayOf } from '../calendar-format';
import { dayPanchangPath, festivalPath } from '../calendar-paths';
import { fillSlots, firstColumn, slot } from '../month-view';
import { calendarMarks, MarkIcon } from './calendar-marks';

/**
 * The days of a month, one list item each (date, tithi at sunrise with its paksha, nakshatra,
 * Sankranti, festivals and vrats, marks). One list for every screen: on a wide screen (lg) a
 * grid of seven columns under the weekdays, the first day in its weekday's column; below it an
 * agenda, a row a day with its weekday written beside the date. Each day is a heading (h3)
 * whose link, stretched over the whole day, opens that day's panchang; the festivals' own links
 * sit above it.
 */
export function MonthDays({ days, today }: { days: readonly CalendarDay[]; today: string | null }) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  // The words of the days, read once for the month: a page of thirty days hydrates on a phone.
  const words = useMemo<DayWords>(
    () => ({
      language,
      weekdaysShort: t('weekdays.short', { returnObjects: true }),
      weekdaysLong: t('weekdays.long', { returnObjects: true }),
      signs: t('month.signs', { returnObjects: true }),
      weekdayDate: t('dates.weekdayDate', { weekday: slot(0), date: slot(1) }),
      dayLink: t('month.dayLink', { date: slot(0) }),
      sankranti: t('month.sankranti', { sign: slot(0) }),
      paksha: { shukla: t('month.paksha.shukla'), krishna: t('month.paksha.krishna') },
      pakshaName: { shukla: t('month.pakshaName.shukla'), krishna: t('month.pakshaName.krishna') },
      marks: {
        purnima: t('month.marks.purnima'),
        amavasya: t('month.marks.amavasya'),
        ekadashi: t('month.marks.ekadashi'),
        sankranti: t('month.marks.sankranti'),
      },
      traditions: { smarta: t('traditions.smarta'), vaishnava: t('traditions.vaishnava') },
      today: t('month.today'),
    }),
    [t, language],
  );
  return (
    <div>
      <div aria-hidden="true" className="mb-1.5 hidden grid-cols-7 gap-1.5 lg:grid">
        {words.weekdaysShort.map((weekday, index) => (
          <div
            key={weekday}
            className={`rounded-lg py-1.5 text-center font-semibold text-xs uppercase tracking-wide [&:lang(hi)]:text-sm [&:lang(hi)]:tracking-normal ${index === 0 ? 'bg-maroon-50 text-maroon-700' : 'bg-cream-100 text-ink-700'}`}
          >
            {weekday}
          </div>
        ))}
      </div>
      <ol
        data-calendar-days=""
        className="grid gap-2 lg:grid-cols-7 lg:gap-1.5"
        style={{ '--first-column': firstColumn(days) } as CSSProperties}
      >
        {days.map((day, index) => (
          <Day
            key={day.date}
            day={day}
            first={index === 0}
            today={day.date === today}
            words={words}
          />
        ))}
      </ol>
    </div>
  );
}

type DayWords = {
  language: Language;
  weekdaysShort: readonly string[];
  weekdaysLong: readonly string[];
  signs: readonly string[];
  /** Patterns with open slots (fillSlots). */
  weekdayDate: string;
  dayLink: string;
  sankranti: string;
  paksha: Record<Paksha, string>;
  pakshaName: Record<Paksha, string>;
  marks: Record<CalendarMark, string>;
  traditions: Record<'smarta' | 'vaishnava', string>;
  today: string;
};

/** One day; drawn again only when it changes (today is marked once the page has hydrated). */
const Day = memo(function Day({
  day,
  first,
  today,
  words,
}: {
  day: CalendarDay;
  first: boolean;
  today: boolean;
  words: DayWords;
}) {
  const { language } = words;
  const weekday = weekdayOf(day.date);
  const date = dayAndMonth(day.date, language);
  const year = Number(day.date.slice(0, 4));
  // Makar Sankranti is a festival of its own: its name says the Sankranti already.
  const sankranti =
    day.sankranti && !day.festivals.some((festival) => festival.id === 'makar-sankranti')
      ? fillSlots(words.sankranti, words.signs[day.sankranti.sign - 1] ?? '')
      : null;
  const marks = calendarMarks.filter((mark) => day.marks.includes(mark));
  return (
    <li
      data-date={day.date}
      data-tithi={day.tithi}
      data-nakshatra={day.nakshatra}
      data-marks={day.marks.join(' ')}
      data-today={today ? '' : undefined}
      className={`group relative flex gap-3 rounded-xl border px-3 py-2.5 transition-colors lg:min-h-36 lg:flex-col lg:gap-1 lg:px-2.5 lg:py-2 ${first ? 'lg:col-start-(--first-column)' : ''} ${weekday === 0 && !first ? 'max-lg:mt-2' : ''} ${today ? 'border-saffron-500 bg-saffron-100/50 ring-2 ring-saffron-500' : 'border-gold-200 bg-white hover:border-gold-400 hover:bg-cream-50'}`}
    >
      <div className="flex w-12 shrink-0 flex-col items-center lg:w-auto lg:flex-row lg:gap-1.5 lg:pr-10">
        <h3 className="font-sans">
          <Link
            to={dayPanchangPath(day.date)}
            title={fillSlots(words.dayLink, date)}
            aria-current={today ? 'date' : undefined}
            className="flex flex-col items-center leading-none outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-maroon-700 focus-visible:after:outline-offset-2 lg:flex-row"
          >
            <span
              aria-hidden="true"
              className={`font-semibold text-2xl tabular-nums lg:text-xl ${weekday === 0 ? 'text-maroon-700' : 'text-ink-900'}`}
            >
              {Number(day.date.slice(8, 10))}
            </span>
            <span
              aria-hidden="true"
              className={`mt-1 text-xs lg:hidden ${weekday === 0 ? 'font-semibold text-maroon-700' : 'text-ink-700'}`}
            >
              {words.weekdaysShort[weekday]}
            </span>
            <span className="sr-only">
              {fillSlots(words.weekdayDate, words.weekdaysLong[weekday] ?? '', date)}
            </span>
          </Link>
        </h3>
        {today ? (
          <span className="mt-1.5 rounded-full bg-saffron-600 px-1.5 py-0.5 font-semibold text-[0.7rem] text-white leading-none lg:mt-0">
            {words.today}
          </span>
        ) : null}
      </div>

      <div className="min-w-0 flex-1 sm:grid sm:grid-cols-2 sm:gap-x-4 lg:block">
        <div>
          <p className="flex flex-wrap items-center gap-x-1.5 font-semibold text-[0.95rem] text-ink-900 leading-snug lg:text-sm lg:[&:lang(hi)]:text-[0.95rem]">
            {day.tithiName[language]}
            <span
              aria-hidden="true"
              title={words.pakshaName[day.paksha]}
              className={`rounded px-1 py-px font-semibold text-[0.7rem] leading-tight ${day.paksha === 'shukla' ? 'bg-gold-100 text-gold-700 ring-1 ring-gold-300 ring-inset' : 'bg-ink-700 text-cream-50'}`}
            >
              {words.paksha[day.paksha]}
            </span>
            <span className="sr-only">{words.pakshaName[day.paksha]}</span>
          </p>
          <p className="text-ink-700 text-sm leading-snug lg:text-[0.8rem] lg:[&:lang(hi)]:text-sm">
            {day.nakshatraName[language]}
          </p>
        </div>
        {sankranti || day.festivals.length > 0 ? (
          <div className="mt-1.5 grid gap-1 sm:mt-0 lg:mt-1.5">
            {sankranti ? (
              <p className="font-semibold text-saffron-700 text-sm leading-snug lg:text-[0.8rem] lg:[&:lang(hi)]:text-sm">
                {sankranti}
              </p>
            ) : null}
            {day.festivals.length > 0 ? (
              <ul className="grid gap-1">
                {day.festivals.map((festival) => (
                  <li
                    key={`${festival.id} ${festival.tradition ?? ''}`}
                    className="border-saffron-500 border-l-2 pl-1.5 text-sm leading-snug lg:text-[0.8rem] lg:[&:lang(hi)]:text-sm"
                  >
                    <Link
                      to={festivalPath(year, festival.id)}
                      className="relative z-10 font-semibold text-maroon-700 underline decoration-maroon-300 underline-offset-2 hover:decoration-maroon-700"
                    >
                      {festival.name[language]}
                    </Link>
                    {festival.tradition ? (
                      <span className="text-ink-700">
                        {' '}
                        ({words.traditions[festival.tradition]})
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>

      {marks.length > 0 ? (
        <p className="pointer-events-none flex shrink-0 items-start gap-1.5 pt-1 lg:absolute lg:top-2.5 lg:right-2 lg:pt-0">
          {marks.map((mark) => (
            <span key={mark} className="flex size-4 items-center justify-center">
              <MarkIcon mark={mark} />
              <span className="sr-only">{words.marks[mark]}</span>
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
});
