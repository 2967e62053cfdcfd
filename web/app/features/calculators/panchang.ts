import type { DayPanchang } from '@app/astro/panchang';
import type { Place } from '@app/contract/astro';
import { cachedFormatter } from '@app/contract/intl-formatters';
import { newDelhi } from '~/components/birth-details/place-names';

/**
 * The panchang page's plain data and date arithmetic (no engine here: the page's first load
 * only imports types from it). A day's panchang is the engine's `computePanchang` for a civil
 * date at a place, with the place it was computed for.
 */

/** What the page shows: the engine's panchang of one civil day at one place. */
export type PanchangOfDay = { place: Place; day: DayPanchang };

/** The place the page is for until the visitor picks another: New Delhi, as the gazetteer has it. */
export const defaultPanchangPlace: Place = newDelhi;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Where an instant falls on the clocks of a panchang's place: its date `YYYY-MM-DD` and its
 * clock time `HH:MM` (24-hour). Within the offsets the engine gave with the day (from the day's
 * start to the last instant it shows), by arithmetic; otherwise with an Intl formatter for the
 * zone. Creating the page's first Intl formatter loads locale and zone data, tens of
 * milliseconds on a phone, which the page would otherwise pay while it hydrates.
 */
export function onPlaceClocks(
  day: Pick<DayPanchang, 'zone' | 'zoneOffsets'>,
  instant: Date,
): { date: string; clock: string } {
  const { offsets, until } = day.zoneOffsets;
  const time = instant.getTime();
  const offset = offsets.findLast((entry) => Date.parse(entry.from) <= time);
  if (offset === undefined || time > Date.parse(until)) {
    return { date: dateInZone(instant, day.zone), clock: clockInZone(instant, day.zone) };
  }
  const wall = new Date(time + offset.minutes * 60_000).toISOString();
  return { date: wall.slice(0, 10), clock: wall.slice(11, 16) };
}

/** The calendar date `YYYY-MM-DD` of an instant on the clocks of a zone. */
export function dateInZone(instant: Date, zone: string): string {
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

/** The clock time `HH:MM` (24-hour) of an instant in a zone. */
export function clockInZone(instant: Date, zone: string): string {
  const parts = cachedFormatter(Intl.DateTimeFormat, 'en', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** A real calendar date `YYYY-MM-DD` (the `?date=` of the address), or null. */
export function parseDateParam(value: string | null): string | null {
  const match = value ? isoDate.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day
    ? (value as string)
    : null;
}

/** The date `days` after (or before) a date `YYYY-MM-DD`. */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Minutes east of UTC of the day's zone at its start (from the engine's local midnight). */
export function dayOffsetMinutes(day: Pick<DayPanchang, 'date' | 'dayStart'>): number {
  return (Date.parse(`${day.date}T00:00:00Z`) - Date.parse(day.dayStart)) / 60_000;
}

/** A period of a day (a choghadiya, a hora, a muhurta): UTC ISO instants. */
export type DayPeriod = { start: string; end: string };

/** The index of the period running at `now` (ms; from its start, until its end), or -1. */
export function runningPeriod(periods: readonly DayPeriod[], now: number): number {
  return periods.findIndex(
    (period) => Date.parse(period.start) <= now && now < Date.parse(period.end),
  );
}

/**
 * When the period running next changes: the first start or end of the periods after `now` (ms),
 * or null when every one has passed.
 */
export function nextPeriodBoundary(periods: readonly DayPeriod[], now: number): number | null {
  let next: number | null = null;
  for (const period of periods) {
    for (const boundary of [Date.parse(period.start), Date.parse(period.end)]) {
      if (boundary > now && (next === null || boundary < next)) next = boundary;
    }
  }
  return next;
}

/** Periods that follow one another without a gap as one (Saturday's two durmuhurtas). */
export function joinAdjacent(periods: readonly DayPeriod[]): DayPeriod[] {
  const joined: DayPeriod[] = [];
  for (const period of periods) {
    const last = joined.at(-1);
    if (last && last.end === period.start) joined[joined.length - 1] = { ...last, end: period.end };
    else joined.push({ start: period.start, end: period.end });
  }
  return joined;
}
