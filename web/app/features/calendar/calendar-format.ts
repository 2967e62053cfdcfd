import type { ZoneOffsets } from '@app/astro/birth-moment';
import { cachedFormatter, longMonthNames } from '@app/contract/intl-formatters';
import type { Language } from '@app/contract/site';
import { formatCalendarDate } from '~/lib/astro-format';
import { formatClockTime } from '~/lib/format';
import { offsetsCover, wallClock } from '~/lib/place-clocks';

/**
 * How the calendar pages write dates and times: by arithmetic and the month and weekday names of
 * the locale files, never with an Intl formatter (the pages write them while they hydrate,
 * docs/decisions/010). Dates are the engine's civil dates at the place (`YYYY-MM-DD`).
 */

/** The weekday of a civil date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** "November 2026" / "नवंबर 2026". */
export function monthName(month: number, language: Language): string {
  return longMonthNames[language][month - 1] ?? '';
}

/** "8 November" / "8 नवंबर": a day of the year the page is about. */
export function dayAndMonth(date: string, language: Language): string {
  return `${Number(date.slice(8, 10))} ${monthName(Number(date.slice(5, 7)), language)}`;
}

/** "8 November 2026". */
export const fullDate = formatCalendarDate;

/**
 * An instant on the place's clocks: its time ("5:31 PM", "शाम 5:31", never broken across
 * lines) and, when it falls on another day than `day`, that day too.
 */
export function placeTime(
  zoneOffsets: ZoneOffsets,
  iso: string,
  language: Language,
  day?: string,
): { time: string; otherDay: string | null } {
  const wall = wallClock(zoneOffsets, iso);
  return {
    time: formatClockTime(wall.clock, language).replace(' ', '\u00a0'),
    otherDay: day === undefined || wall.date === day ? null : dayAndMonth(wall.date, language),
  };
}

/**
 * The civil date `YYYY-MM-DD` of an instant on a zone's clocks: by arithmetic when the offsets
 * the engine gave (a month's) reach it, else with an Intl formatter of the zone (in the browser,
 * after hydration: a visitor's "today" in another zone).
 */
export function dateInZoneAt(
  instant: Date,
  zone: string,
  zoneOffsets?: ZoneOffsets | undefined,
): string {
  if (zoneOffsets && offsetsCover(zoneOffsets, instant))
    return wallClock(zoneOffsets, instant).date;
  const parts = cachedFormatter(Intl.DateTimeFormat, 'en', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    numberingSystem: 'latn',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
