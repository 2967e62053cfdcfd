import { calendarYears, type FestivalPageId, festivalPageIds } from '@app/contract/web-routes';

/**
 * The addresses of the Hindu calendar and festival pages (issue 32), and the reading of their
 * parameters: `/panchang/calendar/{yyyy}/{mm}`, `/festivals/{yyyy}`, `/festivals/{yyyy}/{id}`,
 * for the years 1900 to 2100. The server answers the addresses in range of years not
 * prerendered with the page's shell, which computes itself in the browser
 * (`computedPagePathPatterns` in contract/src/web-routes.ts); others are not found.
 */

export type CalendarMonthAddress = { year: number; month: number };

/** `/panchang/calendar`: the month of the visit (prerendered as the month of the build). */
export const currentCalendarPath = '/panchang/calendar';

export function calendarMonthPath({ year, month }: CalendarMonthAddress): string {
  return `/panchang/calendar/${year}/${String(month).padStart(2, '0')}`;
}

export function festivalsYearPath(year: number): string {
  return `/festivals/${year}`;
}

export function festivalPath(year: number, id: FestivalPageId): string {
  return `/festivals/${year}/${id}`;
}

/** The day's panchang (`/panchang?date=`) of a date `YYYY-MM-DD`. */
export function dayPanchangPath(date: string): string {
  return `/panchang?date=${date}`;
}

/** A year of the address (`2026`), within the years the pages cover; else null. */
export function calendarYearOf(text: string | undefined): number | null {
  if (!text || !/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= calendarYears.first && year <= calendarYears.last ? year : null;
}

/** A month of the address (`01` to `12`, two digits); else null. */
function calendarMonthOf(text: string | undefined): number | null {
  return text && /^(0[1-9]|1[0-2])$/.test(text) ? Number(text) : null;
}

/** The month a month page's address names, or null when it names none in range. */
export function monthAddressOf(params: {
  year?: string | undefined;
  month?: string | undefined;
}): CalendarMonthAddress | null {
  const year = calendarYearOf(params.year);
  const month = calendarMonthOf(params.month);
  return year === null || month === null ? null : { year, month };
}

export function isFestivalPageId(text: string | undefined): text is FestivalPageId {
  return (festivalPageIds as readonly string[]).includes(text ?? '');
}

/** The month `by` months after (or before) a month; null outside the years covered. */
export function shiftMonth(
  { year, month }: CalendarMonthAddress,
  by: number,
): CalendarMonthAddress | null {
  const index = year * 12 + (month - 1) + by;
  const shifted = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return shifted.year >= calendarYears.first && shifted.year <= calendarYears.last ? shifted : null;
}

/** The year before or after, or null outside the years covered. */
export function shiftYear(year: number, by: number): number | null {
  const shifted = year + by;
  return shifted >= calendarYears.first && shifted <= calendarYears.last ? shifted : null;
}

/** Whether a month's page was prerendered (with its values for New Delhi): the build's years. */
export function isPrerenderedMonth({ year }: CalendarMonthAddress, buildYear: number): boolean {
  return year === buildYear || year === buildYear + 1;
}

/**
 * The pages prerendered with their values for New Delhi, in English (each gets its Hindi twin):
 * the current month's page, the 24 months, the two festival lists and the 2 x 26 festival pages
 * of the build's year and the next.
 */
export function prerenderedCalendarPaths(buildYear: number): string[] {
  const years = [buildYear, buildYear + 1];
  return [
    currentCalendarPath,
    ...years.flatMap((year) =>
      Array.from({ length: 12 }, (_, index) => calendarMonthPath({ year, month: index + 1 })),
    ),
    ...years.flatMap((year) => [
      festivalsYearPath(year),
      ...festivalPageIds.map((id) => festivalPath(year, id)),
    ]),
  ];
}
