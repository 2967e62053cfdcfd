import type { HoroscopeKind } from './horoscope.ts';
import { fromIstWallClock, istWallClock } from './india-time.ts';
import type { Language } from './site.ts';
import { monthNames } from './zodiac.ts';

// ---------------------------------------------------------------------------------------------
// Periods: a day for daily, an ISO week (Monday to Sunday) for the weekly kinds, a calendar year
// for yearly. Reckoned in India Standard Time (UTC+05:30, no daylight saving), where the readers
// are.
// ---------------------------------------------------------------------------------------------

const dayMs = 24 * 60 * 60 * 1000;

export type HoroscopePeriod = {
  /** "2026-11-28" for a day, "2026-W48" for a week, "2026" for a year: the cache key. */
  key: string;
  /** First instant of the period. */
  start: Date;
  /** First instant after the period. */
  end: Date;
  /** The calendar year (IST) the moment falls in. */
  year: number;
};

/** The day, week or year that `now` falls in, for this kind of horoscope. */
export function horoscopePeriod(kind: HoroscopeKind, now: Date = new Date()): HoroscopePeriod {
  const ist = istWallClock(now);
  const year = ist.getUTCFullYear();
  if (kind === 'daily') {
    const midnight = Date.UTC(year, ist.getUTCMonth(), ist.getUTCDate());
    return {
      key: new Date(midnight).toISOString().slice(0, 10),
      start: fromIstWallClock(midnight),
      end: fromIstWallClock(midnight + dayMs),
      year,
    };
  }
  if (kind === 'yearly') {
    return {
      key: String(year),
      start: fromIstWallClock(Date.UTC(year, 0, 1)),
      end: fromIstWallClock(Date.UTC(year + 1, 0, 1)),
      year,
    };
  }
  const midnight = Date.UTC(year, ist.getUTCMonth(), ist.getUTCDate());
  const weekday = (ist.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const monday = midnight - weekday * dayMs;
  // ISO 8601: the week belongs to the year of its Thursday; week 1 holds January 4th.
  const thursday = new Date(monday + 3 * dayMs);
  const isoYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / dayMs / 7) + 1;
  return {
    key: `${isoYear}-W${String(week).padStart(2, '0')}`,
    start: fromIstWallClock(monday),
    end: fromIstWallClock(monday + 7 * dayMs),
    year,
  };
}

/** "Nov 23 – 29, 2026" / "23 – 29 नवंबर 2026" for the week that starts at `start`. */
export function formatWeekSpan(start: Date, language: Language): string {
  const first = istWallClock(start);
  const last = new Date(first.getTime() + 6 * dayMs);
  const part = (date: Date, withMonth: boolean, withYear: boolean) => {
    const day = date.getUTCDate();
    const month = monthNames[language][date.getUTCMonth()] ?? '';
    const year = date.getUTCFullYear();
    if (language === 'hi') {
      return [day, withMonth ? month : '', withYear ? year : ''].filter(Boolean).join(' ');
    }
    const monthDay = withMonth ? `${month} ${day}` : String(day);
    return withYear ? `${monthDay}, ${year}` : monthDay;
  };
  const sameYear = first.getUTCFullYear() === last.getUTCFullYear();
  const sameMonth = sameYear && first.getUTCMonth() === last.getUTCMonth();
  if (language === 'hi') {
    return `${part(first, !sameMonth, !sameYear)} – ${part(last, true, true)}`;
  }
  return `${part(first, true, !sameYear)} – ${part(last, !sameMonth, true)}`;
}
