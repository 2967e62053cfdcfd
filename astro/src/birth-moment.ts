import type { Bilingual } from './names.ts';
import { BirthInputError, canonicalTimeZone } from './time-zone-name.ts';

// Kept in their own module so that a page can name zones without the engine (time-zone-name.ts).
export { BirthInputError, canonicalTimeZone };

/**
 * The moment of birth: a wall-clock date and time at a place, turned into UTC with the offset
 * the place's clocks kept then (decision 011).
 *
 * - The offset comes from the IANA zone's history in the tz database, which browsers and Node
 *   carry in `Intl`: India's war time (+6:30 in 1942-45), summer time abroad, and every other
 *   change are applied.
 * - `utcOffsetMinutes`, when given, overrides the zone: births recorded in Bombay time (+4:51,
 *   until 1955) or Calcutta time (+5:53:20, until 1948), which tzdata does not model.
 * - A wall time that a clock change skipped (set forward) is refused with a message saying so;
 *   one that happened twice (set back) is read as the earlier of the two.
 */

/** What a person tells about a birth (the body of `POST /astro/chart`). */
export type BirthInput = {
  /** Local calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Local wall-clock time, `HH:mm` (24-hour). */
  time: string;
  /** Degrees, north positive. */
  lat: number;
  /** Degrees, east positive. */
  lon: number;
  /** IANA time zone, e.g. `Asia/Kolkata`. Required unless `utcOffsetMinutes` is given. */
  zone?: string | undefined;
  /** Overrides the zone: minutes east of UTC (330 for +5:30). */
  utcOffsetMinutes?: number | undefined;
};

export type BirthMoment = {
  utc: Date;
  /** The offset used, minutes east of UTC (may have a fraction for old local mean times). */
  utcOffsetMinutes: number;
  /** Where the offset came from: the zone's history, or the person's override. */
  offsetSource: 'zone' | 'override';
  zone: string | undefined;
  /** True when the wall time happened twice (clocks set back) and the earlier was taken. */
  ambiguous: boolean;
};

/** The words a message uses for each field, in both languages. */
const fieldNames: Readonly<Record<string, Bilingual>> = {
  date: { en: 'date', hi: 'तारीख़ (date)' },
  time: { en: 'time', hi: 'समय (time)' },
  lat: { en: 'lat', hi: 'अक्षांश (lat)' },
  lon: { en: 'lon', hi: 'देशांतर (lon)' },
  zone: { en: 'zone', hi: 'समय क्षेत्र (zone)' },
  utcOffsetMinutes: { en: 'utcOffsetMinutes', hi: 'UTC से अंतर (utcOffsetMinutes)' },
};
const fieldName = (field: string): Bilingual => fieldNames[field] ?? { en: field, hi: field };

/** The years the engine's planetary series are made for. */
export const supportedYears = { first: 1850, last: 2149 } as const;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{2}):(\d{2})$/;
const millisPerMinute = 60_000;
const millisPerHour = 3_600_000;

export type CalendarDate = { year: number; month: number; day: number };

/** Parses `YYYY-MM-DD` into a real calendar date within the supported years, or throws. */
export function parseCalendarDate(text: string, field = 'date'): CalendarDate {
  const match = datePattern.exec(text);
  const name = fieldName(field);
  if (!match) {
    throw new BirthInputError(field, {
      en: `${name.en} must be a date written YYYY-MM-DD, such as 1990-08-15.`,
      hi: `${name.hi} YYYY-MM-DD के रूप में लिखें, जैसे 1990-08-15।`,
    });
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new BirthInputError(field, {
      en: `${text} is not a date in the calendar.`,
      hi: `${text} कैलेंडर की कोई तारीख़ नहीं है।`,
    });
  }
  if (year < supportedYears.first || year > supportedYears.last) {
    throw new BirthInputError(field, {
      en: `${name.en} must be between the years ${supportedYears.first} and ${supportedYears.last}.`,
      hi: `${name.hi} सन् ${supportedYears.first} से ${supportedYears.last} के बीच की होनी चाहिए।`,
    });
  }
  return { year, month, day };
}

function parseWallTime(text: string): { hour: number; minute: number } {
  const match = timePattern.exec(text);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) {
    throw new BirthInputError('time', {
      en: 'time must be a 24-hour time written HH:mm, 00:00 to 23:59.',
      hi: 'समय (time) 24 घंटे की घड़ी से HH:mm के रूप में लिखें, 00:00 से 23:59 तक।',
    });
  }
  return { hour, minute };
}

/** One formatter per canonical zone: at most the few hundred zones the tz database has. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  const canonical = canonicalTimeZone(zone);
  let formatter = formatters.get(canonical);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: canonical,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(canonical, formatter);
  }
  return formatter;
}

/** True if `zone` is an IANA time zone this runtime knows (in any spelling). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    canonicalTimeZone(zone);
    return true;
  } catch {
    return false;
  }
}

/** Offset of the zone's clocks from UTC at an instant, in minutes (tz history included). */
export function zoneOffsetMinutes(zone: string, instantMillis: number): number {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instantMillis))) {
    parts[part.type] = part.value;
  }
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const wall = Date.UTC(
    year,
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  // The formatter drops milliseconds; compare whole seconds.
  return (wall - Math.floor(instantMillis / 1000) * 1000) / millisPerMinute;
}

/**
 * The offsets (minutes east of UTC) a zone's clocks kept from `offsets[0].from` until `until`
 * (UTC ISO): each from its `from` until the next one's.
 */
export type ZoneOffsets = { offsets: Array<{ from: string; minutes: number }>; until: string };

/**
 * The offsets a zone's clocks kept between two instants (ms): the first at `fromMillis`, then
 * one at each clock change, found to the second. Clocks change at most a few times a year and
 * never twice within a day, so a day-by-day walk finds every change.
 */
export function zoneOffsetsBetween(
  zone: string,
  fromMillis: number,
  toMillis: number,
): ZoneOffsets {
  let before = fromMillis;
  let offsetBefore = zoneOffsetMinutes(zone, before);
  const offsets: ZoneOffsets['offsets'] = [
    { from: new Date(fromMillis).toISOString(), minutes: offsetBefore },
  ];
  while (before < toMillis) {
    const after = Math.min(before + millisPerHour * 24, toMillis);
    const offsetAfter = zoneOffsetMinutes(zone, after);
    if (offsetAfter !== offsetBefore) {
      // Bisect (low keeps the old offset, high has the new) down to a second.
      let [low, high] = [before, after];
      while (high - low > 1000) {
        const middle = Math.floor((low + high) / 2 / 1000) * 1000;
        if (middle <= low) break;
        if (zoneOffsetMinutes(zone, middle) === offsetBefore) low = middle;
        else high = middle;
      }
      offsets.push({ from: new Date(high).toISOString(), minutes: offsetAfter });
    }
    [before, offsetBefore] = [after, offsetAfter];
  }
  return { offsets, until: new Date(toMillis).toISOString() };
}

/** The UTC instants (ms) at which the zone's clocks showed `wallMillis`: none, one or two. */
export function instantsOfWallTime(zone: string, wallMillis: number): number[] {
  // Any real offset lies within ±14 hours, so the instants lie within that distance.
  const before = zoneOffsetMinutes(zone, wallMillis - 14 * millisPerHour);
  const after = zoneOffsetMinutes(zone, wallMillis + 14 * millisPerHour);
  // No clock change within those 28 hours (the usual case): one instant.
  if (before === after) return [wallMillis - before * millisPerMinute];
  const instants: number[] = [];
  for (const offset of new Set([before, zoneOffsetMinutes(zone, wallMillis), after])) {
    const instant = wallMillis - offset * millisPerMinute;
    if (zoneOffsetMinutes(zone, instant) === offset) instants.push(instant);
  }
  return [...new Set(instants)].sort((a, b) => a - b);
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const total = Math.round(Math.abs(minutes) * 60);
  const hours = Math.floor(total / 3600);
  const rest = total % 3600;
  const text = `${String(hours).padStart(2, '0')}:${String(Math.floor(rest / 60)).padStart(2, '0')}`;
  return `UTC${sign}${text}${rest % 60 ? `:${String(rest % 60).padStart(2, '0')}` : ''}`;
}

/** Turns what a person says about a birth into the UTC moment; throws BirthInputError. */
export function resolveBirthMoment(input: BirthInput): BirthMoment {
  const { year, month, day } = parseCalendarDate(input.date);
  const { hour, minute } = parseWallTime(input.time);
  const wall = Date.UTC(year, month - 1, day, hour, minute);

  if (input.utcOffsetMinutes !== undefined) {
    const offset = input.utcOffsetMinutes;
    if (!Number.isFinite(offset) || Math.abs(offset) > 14 * 60) {
      throw new BirthInputError('utcOffsetMinutes', {
        en: 'utcOffsetMinutes must be between -840 and 840 (UTC−14:00 to UTC+14:00).',
        hi: 'UTC से अंतर (utcOffsetMinutes) −840 से 840 मिनट (UTC−14:00 से UTC+14:00) के बीच होना चाहिए।',
      });
    }
    return {
      utc: new Date(wall - offset * millisPerMinute),
      utcOffsetMinutes: offset,
      offsetSource: 'override',
      zone: input.zone === undefined ? undefined : canonicalTimeZone(input.zone),
      ambiguous: false,
    };
  }

  if (input.zone === undefined) {
    throw new BirthInputError('zone', {
      en: 'Give the time zone of the place (zone) or the offset its clocks kept (utcOffsetMinutes).',
      hi: 'जगह का समय क्षेत्र (zone) बताएँ, या वहाँ की घड़ियों का UTC से अंतर (utcOffsetMinutes)।',
    });
  }
  const zone = canonicalTimeZone(input.zone);
  const instants = instantsOfWallTime(zone, wall);
  const first = instants[0];
  if (first === undefined) {
    const before = zoneOffsetMinutes(zone, wall - 14 * millisPerHour);
    const after = zoneOffsetMinutes(zone, wall + 14 * millisPerHour);
    throw new BirthInputError('time', {
      en:
        `${input.time} on ${input.date} never happened in ${zone}: the clocks jumped from ` +
        `${formatOffset(before)} to ${formatOffset(after)} around then. Check the time, or give ` +
        'the offset the clocks kept (utcOffsetMinutes).',
      hi:
        `${zone} में ${input.date} को ${input.time} का समय कभी आया ही नहीं: उस समय घड़ियाँ ` +
        `${formatOffset(before)} से सीधे ${formatOffset(after)} पर आगे कर दी गई थीं। समय जाँच लें, ` +
        'या वहाँ की घड़ियों का UTC से अंतर (utcOffsetMinutes) बताएँ।',
    });
  }
  return {
    utc: new Date(first),
    utcOffsetMinutes: zoneOffsetMinutes(zone, first),
    offsetSource: 'zone',
    zone,
    ambiguous: instants.length > 1,
  };
}
