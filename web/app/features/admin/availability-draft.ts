import {
  type ConsultationPackageId,
  consultationPackageIds,
} from '@app/contract/consultation-packages';
import {
  type Availability,
  type AvailabilityInput,
  type ConsultationMode,
  consultationModes,
  minutesOfClock,
  type Weekday,
  weekdays,
} from '@app/contract/consultation-slots';

/**
 * The owner's hours as the availability page edits them: every number kept as typed (so that
 * nothing is lost while a field is wrong), each range and day off with a key of its own for
 * React. `availabilityOfDraft` turns it back into the API's shape; the server checks it.
 */
export type RangeDraft = { key: string; start: string; end: string };
export type DayOffDraft = { key: string; date: string; note: string };
export type AvailabilityDraft = {
  weeklyHours: Record<Weekday, RangeDraft[]>;
  slotMinutes: Record<ConsultationPackageId, Record<ConsultationMode, string>>;
  bufferMinutes: string;
  noticeHours: string;
  horizonDays: string;
  blockedDates: DayOffDraft[];
};

let nextKey = 1;
/** A key for a new range or day off (unique within the page). */
export const newKey = () => `k${nextKey++}`;

/**
 * A range that runs to midnight ends at `24:00` in the API; a time field cannot show that, so
 * the page writes it `00:00` (an end at the day's start would be no range at all).
 */
const endOfDay = '24:00';
const midnight = '00:00';

export function draftOfAvailability(availability: Availability): AvailabilityDraft {
  return {
    weeklyHours: Object.fromEntries(
      weekdays.map((day) => [
        day,
        availability.weeklyHours[day].map((range) => ({
          key: newKey(),
          start: range.start,
          end: range.end === endOfDay ? midnight : range.end,
        })),
      ]),
    ) as AvailabilityDraft['weeklyHours'],
    slotMinutes: Object.fromEntries(
      consultationPackageIds.map((id) => [
        id,
        Object.fromEntries(
          consultationModes.map((mode) => [mode, String(availability.slotMinutes[id][mode])]),
        ),
      ]),
    ) as AvailabilityDraft['slotMinutes'],
    bufferMinutes: String(availability.bufferMinutes),
    noticeHours: String(availability.noticeHours),
    horizonDays: String(availability.horizonDays),
    blockedDates: sortedDaysOff(
      availability.blockedDates.map((day) => ({ key: newKey(), date: day.date, note: day.note })),
    ),
  };
}

/** A number as typed: a blank field is sent as null, which the server names as missing. */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return (trimmed === '' ? null : Number(trimmed)) as number;
}

export function availabilityOfDraft(draft: AvailabilityDraft): AvailabilityInput {
  return {
    weeklyHours: Object.fromEntries(
      weekdays.map((day) => [
        day,
        draft.weeklyHours[day].map((range) => ({
          start: range.start,
          end: range.end === midnight ? endOfDay : range.end,
        })),
      ]),
    ) as AvailabilityInput['weeklyHours'],
    slotMinutes: Object.fromEntries(
      consultationPackageIds.map((id) => [
        id,
        Object.fromEntries(
          consultationModes.map((mode) => [mode, numberOf(draft.slotMinutes[id][mode])]),
        ),
      ]),
    ) as AvailabilityInput['slotMinutes'],
    bufferMinutes: numberOf(draft.bufferMinutes),
    noticeHours: numberOf(draft.noticeHours),
    horizonDays: numberOf(draft.horizonDays),
    blockedDates: draft.blockedDates.map((day) => ({ date: day.date, note: day.note.trim() })),
  };
}

export function sortedDaysOff(days: DayOffDraft[]): DayOffDraft[] {
  return [...days].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * How many calls of `lengthMinutes` fit in a day's ranges with `bufferMinutes` between them, as
 * the server lays slots out (each range from its start, one after another): a hint beside each
 * day. Ranges not yet complete or in the wrong order count for nothing.
 */
export function callsInDay(
  ranges: readonly RangeDraft[],
  lengthMinutes: number,
  bufferMinutes: number,
): number {
  if (!(lengthMinutes > 0) || !(bufferMinutes >= 0)) return 0;
  return ranges.reduce((count, range) => {
    if (!/^\d{2}:\d{2}$/.test(range.start) || !/^\d{2}:\d{2}$/.test(range.end)) return count;
    const start = minutesOfClock(range.start);
    const end = range.end === midnight ? 24 * 60 : minutesOfClock(range.end);
    if (end <= start) return count;
    return count + Math.floor((end - start + bufferMinutes) / (lengthMinutes + bufferMinutes));
  }, 0);
}

/** A 400's `errors[]` by path (`weeklyHours.mon`, `slotMinutes.urgent.audio`, ...). */
export type FieldErrors = ReadonlyMap<string, string>;

/** The messages of every error at `path` or under it (`weeklyHours.mon` finds `.0.end` too). */
export function errorsUnder(errors: FieldErrors, path: string): string[] {
  const found = new Set<string>();
  for (const [at, message] of errors) {
    if (at === path || at.startsWith(`${path}.`)) found.add(message);
  }
  return [...found];
}
