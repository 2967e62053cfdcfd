import { canonicalTimeZone, currentNameOfListedZone } from '@app/astro/time-zone-name';
import type { Slot } from '@app/contract/consultation-slots';
import { cachedFormatter, longMonthNames } from '@app/contract/intl-formatters';
import type { Language } from '@app/contract/site';
import { formatClockTime } from '~/lib/format';

/**
 * Instants on the clocks of a time zone (docs/decisions/035): a consultation's time is a UTC
 * instant, shown in the visitor's own zone and in India Standard Time beside it. Everything here
 * reads the zone's wall clock through one Intl formatter per zone (so summer time abroad is the
 * tz database's, not ours) and writes the words itself, as the rest of the site writes dates and
 * clock times ("10:00 AM", "सुबह 10:00", "Tuesday, 1 December"). Call it after hydration only: a
 * page's first Intl formatter loads locale data (decision 010).
 */

export const indiaTimeZone = 'Asia/Kolkata';

/** The week from Monday, as the booking calendar and dates write it. */
export const weekdayNames: Record<Language, { long: readonly string[]; short: readonly string[] }> =
  {
    en: {
      long: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      short: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    },
    hi: {
      long: ['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार'],
      short: ['सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि'],
    },
  };

/**
 * The zones most of our clients abroad live in (the Indian diaspora's countries), offered first;
 * every other zone the browser knows follows them.
 */
export const commonTimeZones = [
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Dubai',
  'Asia/Qatar',
  'Asia/Riyadh',
  'Asia/Kuwait',
  'Asia/Muscat',
  'Asia/Bahrain',
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Australia/Perth',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Pacific/Auckland',
  'Pacific/Fiji',
  'Indian/Mauritius',
  'Africa/Nairobi',
  'Africa/Johannesburg',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Amsterdam',
  'Europe/Paris',
  'Europe/Berlin',
  'America/New_York',
  'America/Toronto',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Vancouver',
  'America/Port_of_Spain',
  'America/Guyana',
] as const;

/** The wall clock of a zone at an instant: its date, time and offset from UTC. */
export type ZonedClock = {
  /** `YYYY-MM-DD` on the zone's calendar. */
  date: string;
  /** `HH:mm`, 24-hour. */
  time: string;
  /** Minutes east of UTC (London in summer: 60; India: 330; New York in winter: -300). */
  offsetMinutes: number;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock of `zone` at `instant` (a Date, milliseconds or an ISO string). */
export function zonedClock(instant: string | number | Date, zone: string): ZonedClock {
  const at = new Date(instant);
  const parts = cachedFormatter(Intl.DateTimeFormat, 'en', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    numberingSystem: 'latn',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  const [year, month, day, hour, minute, second] = [
    part('year'),
    part('month'),
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMinutes = Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  return {
    date: `${year}-${pad(month)}-${pad(day)}`,
    time: `${pad(hour)}:${pad(minute)}`,
    offsetMinutes,
  };
}

/** 0 for Monday ... 6 for Sunday, of a calendar date `YYYY-MM-DD`. */
export function weekdayOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The calendar date `days` after `date` (`YYYY-MM-DD`; negative goes back). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** "Tuesday, 1 December 2026" ("मंगलवार, 1 दिसंबर 2026"); without the year when asked. */
export function formatLongDate(
  date: string,
  language: Language,
  { year = true }: { year?: boolean } = {},
): string {
  const [y = '', month = '', day = ''] = date.split('-');
  const weekday = weekdayNames[language].long[weekdayOf(date)];
  const monthName = longMonthNames[language][Number(month) - 1];
  return `${weekday}, ${Number(day)} ${monthName}${year ? ` ${Number(y)}` : ''}`;
}

/** "10:00 AM" / "सुबह 10:00": the instant on the clocks of `zone`. */
export function formatZonedTime(instant: string, zone: string, language: Language): string {
  return formatClockTime(zonedClock(instant, zone).time, language);
}

/** "Tuesday, 1 December 2026, 10:00 AM": the instant's date and time on the clocks of `zone`. */
export function formatZonedDateTime(instant: string, zone: string, language: Language): string {
  const clock = zonedClock(instant, zone);
  return `${formatLongDate(clock.date, language)}, ${formatClockTime(clock.time, language)}`;
}

/** `UTC+5:30`, `UTC−4`, `UTC+0`: an offset as a person reads it beside a zone's name. */
export function offsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '−' : '+';
  const total = Math.abs(offsetMinutes);
  const minutes = total % 60;
  return `UTC${sign}${Math.floor(total / 60)}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** "London", "New York", "Kolkata": a zone's city as the tz database names it. */
export function zoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}

/**
 * The visitor's time zone as the browser reports it, by its canonical name (Chrome still says
 * `Asia/Calcutta`); India's when the browser says nothing usable.
 */
export function browserTimeZone(): string {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? canonicalTimeZone(zone) : indiaTimeZone;
  } catch {
    return indiaTimeZone;
  }
}

/** Every zone the browser knows, by canonical name (the common ones first are the caller's). */
export function knownTimeZones(): string[] {
  try {
    const supported = (
      Intl as unknown as { supportedValuesOf?: (key: 'timeZone') => string[] }
    ).supportedValuesOf?.('timeZone');
    if (!supported) return [...commonTimeZones];
    return [...new Set(supported.map(currentNameOfListedZone))].sort();
  } catch {
    return [...commonTimeZones];
  }
}

/** True for a zone the browser knows, in any spelling. */
export function isTimeZone(zone: string): boolean {
  try {
    canonicalTimeZone(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Free slots grouped by the date they start on in `zone` (the visitor's calendar, not IST's),
 * dates in order and each day's slots in order.
 */
export function slotsByLocalDate(slots: readonly Slot[], zone: string): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const { date } = zonedClock(slot.start, zone);
    const day = days.get(date);
    if (day) day.push(slot);
    else days.set(date, [slot]);
  }
  return days;
}
