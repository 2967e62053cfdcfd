import { canonicalTimeZone } from '@app/astro/birth-moment';
import { monthCalendar } from '@app/astro/calendar-month';
import { type FestivalYear, festivalsOfYear } from '@app/astro/festivals';
import { calendarReplySchema, festivalsReplySchema } from '@app/contract/calendar';
import type { Language } from '@app/contract/site';
import { createLruCache } from '../../lib/lru-cache.ts';
import { computed } from './astro.service.ts';

/** A place as the calendar computes it: see `calendarPlaceOf`. */
export type CalendarPlace = { lat: number; lon: number; zone: string };

/** Two decimals of a degree: about 1.1 km, over which sunrise moves by under 3 seconds. */
const roundCoordinate = (degrees: number) => Math.round(degrees * 100) / 100 || 0;

/**
 * The place a calendar is computed for: lat and lon rounded to two decimals, the zone by its
 * canonical name (`asia/calcutta` is `Asia/Kolkata`). Everyone asking for a place within the same
 * hundredth of a degree gets the same (kept) answer, which says the place it was computed for.
 * An unknown zone is a 400 naming it, in both languages.
 */
export function calendarPlaceOf(input: { lat: number; lon: number; zone: string }): CalendarPlace {
  return computed(() => ({
    lat: roundCoordinate(input.lat),
    lon: roundCoordinate(input.lon),
    zone: canonicalTimeZone(input.zone),
  }));
}

const placeKey = (place: CalendarPlace) => `${place.lat}|${place.lon}|${place.zone}`;

/**
 * The calendar and festival calls' engine, with what it computed kept in memory: the sky does
 * not change, so a year's festivals at a place, a month's calendar and each reply's bytes are
 * computed once and then sent from memory. Both caches are bounded (least recently used out
 * first): a year's festivals take about 120 KB of memory (48 ms of CPU to compute, 140 ms for
 * the first of the process), a reply's bytes 15 KB (a month) to 90 KB (a year's festivals).
 */
export function createCalendarService(options: { keepYears?: number; keepReplies?: number } = {}) {
  const years = createLruCache<FestivalYear>({ maxEntries: options.keepYears ?? 64 });
  const replies = createLruCache<Buffer>({ maxEntries: options.keepReplies ?? 256 });

  /** The festivals of a year at a place (rounded: `calendarPlaceOf`). */
  const festivalYear = (year: number, place: CalendarPlace): FestivalYear =>
    years.getOrSet(`${year}|${placeKey(place)}`, () =>
      computed(() => festivalsOfYear(year, place)),
    );

  /** Bytes checked against their schema and serialised once. */
  const json = (schema: { parse(value: unknown): unknown }, reply: unknown) =>
    Buffer.from(JSON.stringify(schema.parse(reply)));

  const keys = {
    calendar: (year: number, month: number, place: CalendarPlace) =>
      `calendar|${year}|${month}|${placeKey(place)}`,
    festivals: (year: number, place: CalendarPlace, language: Language) =>
      `festivals|${year}|${language}|${placeKey(place)}`,
  };

  return {
    festivalYear,
    keys,
    /** Whether the reply under a key (`keys`, or a feed's own) is kept: no computing to do. */
    hasReply: (key: string) => replies.has(key),

    /** The bytes under `key`, made by `make` (and kept) when not kept yet. */
    reply: (key: string, make: () => Buffer) => replies.getOrSet(key, make),

    /** `GET /astro/calendar`: the reply's JSON bytes. */
    calendarReply(year: number, month: number, place: CalendarPlace): Buffer {
      return replies.getOrSet(keys.calendar(year, month, place), () => {
        const calendar = computed(() =>
          monthCalendar(year, month, place, festivalYear(year, place)),
        );
        return json(calendarReplySchema, {
          success: true,
          place: { lat: place.lat, lon: place.lon, zone: calendar.place.zone },
          days: calendar.days,
          month: calendar.lunarMonths,
          samvat: calendar.samvat,
          zoneOffsets: calendar.zoneOffsets,
        });
      });
    },

    /** `GET /astro/festivals`: the reply's JSON bytes, each rule in `language`. */
    festivalsReply(year: number, place: CalendarPlace, language: Language): Buffer {
      return replies.getOrSet(keys.festivals(year, place, language), () => {
        const found = festivalYear(year, place);
        return json(festivalsReplySchema, {
          success: true,
          year,
          place: found.place,
          festivals: found.festivals.map((festival) => ({
            ...festival,
            rule: festival.rule[language],
          })),
          lunarMonths: found.months,
        });
      });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
