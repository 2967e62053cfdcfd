import type { ZoneOffsets } from '@app/astro/birth-moment';
import type { CalendarMonth } from '@app/astro/calendar-month';
import type { FestivalDate, FestivalYear } from '@app/astro/festivals';
import type { Bilingual } from '@app/astro/names';
import type { Place } from '@app/contract/astro';
import { calendarYears, type FestivalPageId } from '@app/contract/web-routes';
import type { AstroEngine } from '~/lib/astro-engine';
import type { CalendarMonthAddress } from './calendar-paths';

/**
 * What the calendar and festival pages show, made from the engine's results (docs/decisions/037
 * for the rules): the same functions make it at build time for New Delhi (the routes' loaders,
 * with the engine imported there) and in the browser for another city (the engine loaded on
 * demand). Only types come from the engine here, so the pages' first load stays without it.
 */

/** The engine's functions the pages use (lib/astro-engine.ts in the browser). */
export type CalendarEngine = Pick<
  AstroEngine,
  'festivalsOfYear' | 'monthCalendar' | 'zoneOffsetsBetween'
>;

const enginePlace = (place: Place) => ({ lat: place.lat, lon: place.lon, zone: place.zone });

/**
 * A few years at a few places, each computed once: the build asks for the same years for many
 * pages, and a visitor in the browser moves between the months of a year.
 */
const computedYears = new Map<string, FestivalYear>();
const keptYears = 8;

const yearKey = (year: number, place: Place) => `${year} ${place.lat} ${place.lon} ${place.zone}`;

function festivalYearOf(engine: CalendarEngine, year: number, place: Place): FestivalYear {
  const key = yearKey(year, place);
  let found = computedYears.get(key);
  if (!found) {
    found = engine.festivalsOfYear(year, enginePlace(place));
    if (computedYears.size >= keptYears) {
      computedYears.delete(computedYears.keys().next().value as string);
    }
    computedYears.set(key, found);
  }
  return found;
}

/** A month page: the engine's month at the place. */
export type MonthPageData = { place: Place; calendar: CalendarMonth };

/**
 * The month from the year's festivals when they are at hand, else from the month's alone
 * (the engine gives the same festivals either way, at a third of the cost of a year).
 */
export function monthPageData(
  engine: CalendarEngine,
  place: Place,
  { year, month }: CalendarMonthAddress,
): MonthPageData {
  const festivals = computedYears.get(yearKey(year, place));
  return { place, calendar: engine.monthCalendar(year, month, enginePlace(place), festivals) };
}

/** One row of a year's list: what the list shows of a festival (no times). */
export type FestivalListEntry = {
  id: FestivalPageId;
  date: string;
  name: Bilingual;
  rule: Bilingual;
  tradition?: 'smarta' | 'vaishnava';
  /** Its lunar month as North India names it (purnimanta); none for Makar Sankranti. */
  month?: Bilingual;
};

/** A year's list of festivals and vrats at a place. */
export type YearPageData = { place: Place; year: number; festivals: FestivalListEntry[] };

export function yearPageData(engine: CalendarEngine, place: Place, year: number): YearPageData {
  return {
    place,
    year,
    festivals: festivalYearOf(engine, year, place).festivals.map((festival) => ({
      id: festival.id,
      date: festival.date,
      name: festival.name,
      rule: festival.rule,
      ...(festival.tradition ? { tradition: festival.tradition } : {}),
      ...(festival.month ? { month: festival.month.purnimanta.label } : {}),
    })),
  };
}

/** The same festival in the years before and after, by date. */
export type OtherYear = { year: number; dates: string[] };

/** A festival's page: its date(s) in a year at a place, with their times. */
export type FestivalPageData = {
  place: Place;
  year: number;
  id: FestivalPageId;
  dates: FestivalDate[];
  /** The zone's offsets over the year and a week either side: every time shown falls in them. */
  zoneOffsets: ZoneOffsets;
  /** The year before and the year after (within 1900-2100); null until computed. */
  otherYears: OtherYear[] | null;
};

export function festivalPageData(
  engine: CalendarEngine,
  place: Place,
  year: number,
  id: FestivalPageId,
  { withOtherYears }: { withOtherYears: boolean },
): FestivalPageData {
  const week = 7 * 86_400_000;
  const data: FestivalPageData = {
    place,
    year,
    id,
    dates: festivalYearOf(engine, year, place).festivals.filter((festival) => festival.id === id),
    zoneOffsets: engine.zoneOffsetsBetween(
      place.zone,
      Date.parse(`${year}-01-01T00:00:00Z`) - week,
      Date.parse(`${year + 1}-01-01T00:00:00Z`) + week,
    ),
    otherYears: null,
  };
  return withOtherYears ? { ...data, otherYears: otherYearsOf(engine, place, year, id) } : data;
}

/** The same festival's dates at the place in the years before and after `year`. */
export function otherYearsOf(
  engine: CalendarEngine,
  place: Place,
  year: number,
  id: FestivalPageId,
): OtherYear[] {
  return [year - 1, year + 1]
    .filter((other) => other >= calendarYears.first && other <= calendarYears.last)
    .map((other) => ({
      year: other,
      dates: [
        ...new Set(
          festivalYearOf(engine, other, place)
            .festivals.filter((festival) => festival.id === id)
            .map((festival) => festival.date),
        ),
      ],
    }));
}
