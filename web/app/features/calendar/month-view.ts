import type { CalendarDay, LunarMonthLabel } from '@app/astro/calendar-month';
import { weekdayOf } from './calendar-format';
import type { CalendarMonthAddress } from './calendar-paths';

/**
 * How the month page arranges the engine's month (plain arithmetic on its days, no engine):
 * where the first day stands in a week of seven columns, the stretch of days each lunar month
 * covers, and the days with festivals.
 */

/** The column (1 = Sunday ... 7 = Saturday) of a month's first day in the grid. */
export function firstColumn(days: readonly Pick<CalendarDay, 'date'>[]): number {
  const first = days[0];
  return first ? weekdayOf(first.date) + 1 : 1;
}

/** The month of a civil date `YYYY-MM-DD`. */
export function monthOfDate(date: string): CalendarMonthAddress {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function sameMonth(a: CalendarMonthAddress, b: CalendarMonthAddress): boolean {
  return a.year === b.year && a.month === b.month;
}

/** A lunar month and the days of the Gregorian month that fall in it (first and last date). */
export type LunarMonthSpan = { month: LunarMonthLabel; first: string; last: string };

/**
 * The lunar months of the days in one reckoning, in order, each with its first and last day in
 * the Gregorian month (as the sunrise of each day falls in it).
 */
export function lunarMonthSpans(
  days: readonly Pick<CalendarDay, 'date' | 'amanta' | 'purnimanta'>[],
  reckoning: 'amanta' | 'purnimanta',
): LunarMonthSpan[] {
  const spans: LunarMonthSpan[] = [];
  for (const day of days) {
    const month = day[reckoning];
    const last = spans.at(-1);
    if (last && last.month.name === month.name && last.month.adhik === month.adhik) {
      last.last = day.date;
    } else {
      spans.push({ month, first: day.date, last: day.date });
    }
  }
  return spans;
}

/** The days that keep a festival or vrat, in order. */
export function festivalDays<Day extends Pick<CalendarDay, 'festivals'>>(
  days: readonly Day[],
): Day[] {
  return days.filter((day) => day.festivals.length > 0);
}

/** Whether any festival of the days is one tradition's (Smarta or Vaishnava) date. */
export function hasTraditions(days: readonly Pick<CalendarDay, 'festivals'>[]): boolean {
  return days.some((day) => day.festivals.some((festival) => festival.tradition !== undefined));
}

/**
 * A sentence of the locale files with its placeholders left open, for a list that fills it many
 * times (thirty days while the page hydrates: one i18next call instead of thirty). Pass
 * `slot(n)` as the n-th value to `t`, then `fillSlots(pattern, first, second)`.
 */
export const slot = (index: number) => String.fromCharCode(1 + index);

export function fillSlots(pattern: string, ...values: readonly string[]): string {
  return values.reduce((text, value, index) => text.replaceAll(slot(index), value), pattern);
}
