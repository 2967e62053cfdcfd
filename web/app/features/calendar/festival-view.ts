import type { ZoneOffsets } from '@app/astro/birth-moment';
import type { Place } from '@app/contract/astro';
import type { Language } from '@app/contract/site';
import { englishPathOf } from '@app/contract/web-routes';
import { placeName } from '~/components/birth-details/place-names';
import { wallClock } from '~/lib/place-clocks';
import { placeTime } from './calendar-format';
import { prerenderedCalendarPaths } from './calendar-paths';

/**
 * What the festival pages make of the engine's results before they draw them: the year's list
 * by month, which dates carry a tradition's badge, the times of a muhurat window on the place's
 * clocks, the address of the calendar feed. Plain functions, tested in festival-view.test.ts.
 */

/** The entries of a year's list by Gregorian month (1-12), in date order, empty months left out. */
export function byMonth<T extends { date: string }>(
  entries: readonly T[],
): { month: number; entries: T[] }[] {
  const months = new Map<number, T[]>();
  for (const entry of [...entries].sort((a, b) => a.date.localeCompare(b.date))) {
    const month = Number(entry.date.slice(5, 7));
    const list = months.get(month) ?? [];
    list.push(entry);
    months.set(month, list);
  }
  return [...months].map(([month, list]) => ({ month, entries: list }));
}

type Traditional = {
  id: string;
  date: string;
  name: { en: string };
  tradition?: 'smarta' | 'vaishnava' | undefined;
};

const threeDays = 3 * 86_400_000;

/**
 * The entries whose tradition is worth a badge: those kept on another day by the other tradition
 * (the same vrat, by id and name, within three days). The engine names the Smarta tradition of
 * Janmashtami every year; when the Vaishnava day is the same, no badge says they differ.
 */
export function entriesWithTraditionBadge<T extends Traditional>(entries: readonly T[]): Set<T> {
  const marked = new Set<T>();
  for (const entry of entries) {
    if (!entry.tradition) continue;
    const time = Date.parse(entry.date);
    const other = entries.some(
      (candidate) =>
        candidate !== entry &&
        candidate.id === entry.id &&
        candidate.name.en === entry.name.en &&
        candidate.tradition !== undefined &&
        candidate.tradition !== entry.tradition &&
        Math.abs(Date.parse(candidate.date) - time) <= threeDays,
    );
    if (other) marked.add(entry);
  }
  return marked;
}

/** A clock time on the place's clocks, with the day it falls on when that is another day. */
export type ClockTime = { time: string; otherDay: string | null };

/**
 * A window of a festival's day on the place's clocks: its start, with its day named when that is
 * not the festival's day (a nishita kaal after midnight, the next morning's parana), and its end,
 * with its day named when that is not the start's (a window across midnight). A moment (moonrise)
 * has no end.
 */
export function windowClock(
  zoneOffsets: ZoneOffsets,
  window: { start: string; end: string },
  day: string,
  language: Language,
): { start: ClockTime; end: ClockTime | null } {
  const start = placeTime(zoneOffsets, window.start, language, day);
  if (window.end === window.start) return { start, end: null };
  const startDay = wallClock(zoneOffsets, window.start).date;
  return { start, end: placeTime(zoneOffsets, window.end, language, startDay) };
}

/**
 * The calendar feed of a year's festivals at a place (server: GET /festivals/{yyyy}.ics), its
 * texts in the page's language and the city named as the page names it.
 */
export function festivalFeedPath(year: number, place: Place, language: Language): string {
  const query = new URLSearchParams({
    lat: String(place.lat),
    lon: String(place.lon),
    zone: place.zone,
    city: placeName(place, language),
    lang: language,
  });
  return `/festivals/${year}.ics?${query.toString()}`;
}

/** The feed's address for a calendar app to subscribe to: `webcal://host/festivals/….ics?…`. */
export function subscriptionUrl(origin: string, feedPath: string): string {
  return `${origin.replace(/^https?:\/\//, 'webcal://').replace(/\/+$/, '')}${feedPath}`;
}

const prerenderedPathsByYear = new Map<number, Set<string>>();

/**
 * Whether the page at an address (English or Hindi) was prerendered with its data for New Delhi
 * (the build's year and the next, see calendar-paths.ts), so its data can be fetched from the
 * build rather than computed on the device.
 */
export function isPrerenderedCalendarPath(pathname: string, buildYear: number): boolean {
  let prerendered = prerenderedPathsByYear.get(buildYear);
  if (!prerendered) {
    prerendered = new Set(prerenderedCalendarPaths(buildYear));
    prerenderedPathsByYear.set(buildYear, prerendered);
  }
  const english = englishPathOf(pathname);
  return prerendered.has(english.length > 1 ? english.replace(/\/+$/, '') : english);
}
