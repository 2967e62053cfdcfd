import { cachedFormatter, longMonthNames } from '@app/contract/intl-formatters';
import type { Language } from '@app/contract/site';
import { formatClockTime } from '~/lib/format';

/**
 * How the calculators write dates, clock times and angles. Dates of periods (dasha, Sade Sati)
 * are given on the calendar of the birthplace's zone; clock times of the birth day (sunrise,
 * sunset) in the offset the chart was computed with, so they read like the birth time itself.
 */

/** "5 Aug 1990" / "5 अग॰ 1990" on the calendar of a zone. */
export function formatDay(iso: string, zone: string, language: Language): string {
  try {
    return cachedFormatter(Intl.DateTimeFormat, language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: zone,
      numberingSystem: 'latn',
    }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

/**
 * A calendar date `YYYY-MM-DD` as "5 August 1990" / "5 अगस्त 1990". Written out rather than
 * with Intl, for the reason formatClockTime gives: the panchang and the calculators' results
 * write dates while the page hydrates.
 */
export function formatCalendarDate(date: string, language: Language): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return `${Number(day)} ${longMonthNames[language][Number(month) - 1]} ${Number(year)}`;
}

/** The wall-clock time of an instant at an offset from UTC: "6:12 AM" / "सुबह 6:12". */
export function formatClockAt(iso: string, offsetMinutes: number, language: Language): string {
  const local = new Date(new Date(iso).getTime() + Math.round(offsetMinutes * 60_000));
  return formatClockTime(local.toISOString().slice(11, 16), language);
}

/** Degrees, minutes and seconds within a sign: 12°34′56″ (from the engine's positionInSign). */
export function formatInSign({
  degrees,
  minutes,
  seconds,
}: {
  degrees: number;
  minutes: number;
  seconds: number;
}): string {
  return `${degrees}°${String(minutes).padStart(2, '0')}′${String(seconds).padStart(2, '0')}″`;
}

/** Years with one decimal, in the language's digits (Latin): 4.5. */
export function formatYears(years: number, language: Language): string {
  return cachedFormatter(Intl.NumberFormat, language, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(years);
}

/** Koota points, as almanacs write them: 0, 0.5, 1.5, 15 (Latin digits). */
export function formatPoints(points: number, language: Language): string {
  return cachedFormatter(Intl.NumberFormat, language, {
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(points);
}
