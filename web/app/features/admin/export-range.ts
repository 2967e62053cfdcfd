import { daysInRange, isCalendarDay, maxExportDays } from '@app/contract/exports';
import { istWallClock } from '@app/contract/india-time';

/** The accountant's files' range: the first and last days (YYYY-MM-DD, IST), both included. */
export type ExportRange = { from: string; to: string };

/** YYYY-MM-DD of a Date's UTC fields. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The quick ranges at `now`, in India's calendar; the financial year starts on 1 April. */
export function exportRangePresets(now: Date) {
  const today = istWallClock(now);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const financialYearStart = month >= 3 ? year : year - 1;
  return {
    thisMonth: { from: isoDay(new Date(Date.UTC(year, month, 1))), to: isoDay(today) },
    lastMonth: {
      from: isoDay(new Date(Date.UTC(year, month - 1, 1))),
      to: isoDay(new Date(Date.UTC(year, month, 0))),
    },
    financialYear: {
      from: isoDay(new Date(Date.UTC(financialYearStart, 3, 1))),
      to: isoDay(today),
    },
  } as const satisfies Record<string, ExportRange>;
}

/** What is wrong with a range before the server is asked (it checks the same, and says so). */
export function exportRangeProblem(range: ExportRange): 'missing' | 'reversed' | 'tooLong' | null {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return 'missing';
  const days = daysInRange(range.from, range.to);
  if (days < 1) return 'reversed';
  return days > maxExportDays ? 'tooLong' : null;
}
