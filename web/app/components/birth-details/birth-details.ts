import type { ChartInput } from '@app/astro/chart';
import type { Place } from '@app/contract/astro';

/**
 * What a person tells about a birth, as a form holds it (every part kept as typed, so that
 * nothing is lost while something is wrong), and how it becomes the engine's input.
 */
export type BirthDetails = {
  /** Optional on the free calculators; an order form may require it. */
  name: string;
  day: string;
  month: string;
  year: string;
  /** Wall-clock time `HH:mm` (24-hour), or '' when not given. */
  time: string;
  /** "I don't know my birth time": the chart is computed for noon, without ascendant or houses. */
  timeUnknown: boolean;
  /** The place chosen from the gazetteer (coordinates and IANA zone). */
  place: Place | null;
  /**
   * The offset from UTC the clocks kept, as written (`+04:51`, `+05:53:20`), when it overrides
   * the zone's history (births kept in Bombay or Calcutta time); '' to follow the zone.
   */
  offset: string;
};

export const emptyBirthDetails: BirthDetails = {
  name: '',
  day: '',
  month: '',
  year: '',
  time: '',
  timeUnknown: false,
  place: null,
  offset: '',
};

/** The fields a form shows a message next to. */
export type BirthField = 'name' | 'date' | 'time' | 'place' | 'offset';
export type BirthErrors = Partial<Record<BirthField, string>>;

/** A birth without its time is computed for noon, the middle of the possible day. */
export const unknownTimeNoon = '12:00';

/** The date as the engine reads it, `YYYY-MM-DD`, or '' until day, month and year are given. */
export function birthDate({ day, month, year }: Pick<BirthDetails, 'day' | 'month' | 'year'>) {
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year.trim())) return '';
  return `${year.trim()}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Splits `YYYY-MM-DD` into the form's day, month and year ("1990-08-05" -> 5, 8, 1990). */
export function dateParts(date: string): Pick<BirthDetails, 'day' | 'month' | 'year'> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return { day: '', month: '', year: '' };
  return { day: String(Number(match[3])), month: String(Number(match[2])), year: match[1] ?? '' };
}

const offsetPattern = /^([+\-−])?\s*(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?$/;

/**
 * Minutes east of UTC from an offset as a person writes it: `+05:30`, `5:30`, `-04:00`,
 * `+05:53:20` (seconds allowed: Calcutta time), or null when it is no offset.
 */
export function parseOffset(text: string): number | null {
  const match = offsetPattern.exec(text.trim().replace(/^UTC\s*/i, ''));
  if (!match) return null;
  const [hours, minutes, seconds] = [match[2], match[3], match[4]].map((part) => Number(part ?? 0));
  if ((minutes ?? 0) > 59 || (seconds ?? 0) > 59) return null;
  const total = (hours ?? 0) * 60 + (minutes ?? 0) + (seconds ?? 0) / 60;
  return match[1] === '-' || match[1] === '−' ? -total : total;
}

/** `+05:30`, `−04:00`, `+05:53:20`: an offset as the form's field writes it. */
export function offsetText(minutes: number): string {
  const total = Math.round(Math.abs(minutes) * 60);
  const seconds = total % 60;
  const text = `${String(Math.floor(total / 3600)).padStart(2, '0')}:${String(Math.floor((total % 3600) / 60)).padStart(2, '0')}`;
  return `${minutes < 0 ? '−' : '+'}${text}${seconds ? `:${String(seconds).padStart(2, '0')}` : ''}`;
}

/** `UTC+5:30`, `UTC−4:00`, `UTC+5:53:20`: an offset as a sentence writes it. */
export function utcOffsetWords(minutes: number): string {
  return `UTC${offsetText(minutes).replace(/^([+−])0(\d)/, '$1$2')}`;
}

/**
 * The offsets a person may know a birth was written down in, besides the zone's own history
 * (tzdata has India's railway and war times, but not the city times Bombay kept until 1955 and
 * Calcutta until 1948).
 */
export const offsetPresets = [
  { id: 'bombay', offset: '+04:51' },
  { id: 'calcutta', offset: '+05:53:20' },
  { id: 'ist', offset: '+05:30' },
] as const;

/**
 * What must be filled in before the engine is asked: the engine itself then says what is
 * impossible (a date not in the calendar, a time the clocks skipped) in both languages.
 */
export function missingFields(
  details: BirthDetails,
  { requireName = false }: { requireName?: boolean } = {},
): BirthField[] {
  const missing: BirthField[] = [];
  if (requireName && details.name.trim() === '') missing.push('name');
  if (birthDate(details) === '') missing.push('date');
  if (!details.timeUnknown && !/^\d{2}:\d{2}$/.test(details.time)) missing.push('time');
  if (!details.place) missing.push('place');
  if (details.offset.trim() !== '' && parseOffset(details.offset) === null) missing.push('offset');
  return missing;
}

/** The engine's input for complete details (see `missingFields`); noon when the time is unknown. */
export function chartInputOf(details: BirthDetails): ChartInput {
  const place = details.place;
  if (!place) throw new Error('No place chosen.');
  const offset = details.offset.trim() === '' ? null : parseOffset(details.offset);
  return {
    date: birthDate(details),
    time: details.timeUnknown ? unknownTimeNoon : details.time,
    lat: place.lat,
    lon: place.lon,
    zone: place.zone,
    ...(offset === null ? {} : { utcOffsetMinutes: offset }),
  };
}

/** The form field an engine complaint is about (BirthInputError's `field`, without a prefix). */
export function fieldOfProblem(engineField: string): BirthField {
  const field = engineField.replace(/^(boy|girl)\./, '');
  if (field === 'date' || field === 'time') return field;
  if (field === 'zone' || field === 'utcOffsetMinutes') return 'offset';
  return 'place';
}
