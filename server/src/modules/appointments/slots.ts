import type { ConsultationPackageId } from '@app/contract/consultation-packages';
import {
  type Availability,
  type ConsultationMode,
  istOffsetMinutes,
  minutesOfClock,
  type Slot,
  weekdays,
} from '@app/contract/consultation-slots';

/**
 * The free slots of the owner's calendar (docs/decisions/035), computed from the settings and
 * the time already taken; pure, so that the listing, a hold and a move all decide alike.
 */

const minuteMs = 60_000;
const dayMs = 86_400_000;

/** Time already taken: a booking or a live hold, from its start to its end plus its buffer. */
export type TakenTime = { startsAt: Date; blockedUntil: Date };

/** A calendar date in India (`YYYY-MM-DD`) as the UTC instant of its midnight IST. */
export function istMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - istOffsetMinutes * minuteMs;
}

/** The calendar date in India of an instant. */
export function istDateOf(instant: number): string {
  return new Date(instant + istOffsetMinutes * minuteMs).toISOString().slice(0, 10);
}

/** The owner's weekday key of a date in India (`mon` ... `sun`). */
function weekdayOf(date: string): (typeof weekdays)[number] {
  // getUTCDay: 0 = Sunday; weekdays: Monday first.
  return weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] as (typeof weekdays)[number];
}

/** The length of a call of this package and mode, in minutes. */
export function callMinutes(
  availability: Availability,
  packageId: ConsultationPackageId,
  mode: ConsultationMode,
): number {
  return availability.slotMinutes[packageId][mode];
}

/** The span of days a request may ask about: from today (IST) until the horizon. */
function bookableSpan(availability: Availability, now: number) {
  return {
    earliest: now + availability.noticeHours * 60 * minuteMs,
    latest: istMidnight(istDateOf(now)) + (availability.horizonDays + 1) * dayMs,
  };
}

/**
 * The free slots of `days` days from `from` (IST dates), for a call of `lengthMinutes`: within
 * each day's working ranges, minus the taken times (and the buffer before each, so that a new
 * call ends a buffer before the next begins), slots follow one another from the start of each
 * free stretch with the buffer between them. Nothing before now plus the notice, after the
 * horizon, or on a day off.
 */
export function freeSlots(options: {
  availability: Availability;
  taken: readonly TakenTime[];
  from: string;
  days: number;
  lengthMinutes: number;
  now: number;
}): Slot[] {
  const { availability, lengthMinutes, now } = options;
  const length = lengthMinutes * minuteMs;
  const buffer = availability.bufferMinutes * minuteMs;
  const { earliest, latest } = bookableSpan(availability, now);
  const daysOff = new Set(availability.blockedDates.map((day) => day.date));
  // Each taken time keeps a new call (and its buffer) out from a buffer before its start.
  const blocked = options.taken
    .map((time) => ({ start: time.startsAt.getTime() - buffer, end: time.blockedUntil.getTime() }))
    .sort((a, b) => a.start - b.start);
  const slots: Slot[] = [];
  const firstDay = istMidnight(options.from);
  for (let day = 0; day < options.days; day += 1) {
    const midnight = firstDay + day * dayMs;
    const date = istDateOf(midnight);
    if (daysOff.has(date) || midnight >= latest) continue;
    const ranges = [...availability.weeklyHours[weekdayOf(date)]].sort(
      (a, b) => minutesOfClock(a.start) - minutesOfClock(b.start),
    );
    for (const range of ranges) {
      const rangeStart = midnight + minutesOfClock(range.start) * minuteMs;
      const rangeEnd = midnight + minutesOfClock(range.end) * minuteMs;
      for (const stretch of subtract({ start: rangeStart, end: rangeEnd }, blocked)) {
        for (let start = stretch.start; start + length <= stretch.end; start += length + buffer) {
          if (start < earliest || start >= latest) continue;
          slots.push({
            start: new Date(start).toISOString(),
            end: new Date(start + length).toISOString(),
          });
        }
      }
    }
  }
  return slots;
}

/** What is left of a stretch once the blocked intervals (sorted by start) are taken out. */
function subtract(
  stretch: { start: number; end: number },
  blocked: readonly { start: number; end: number }[],
): { start: number; end: number }[] {
  const left: { start: number; end: number }[] = [];
  let cursor = stretch.start;
  for (const interval of blocked) {
    if (interval.end <= cursor) continue;
    if (interval.start >= stretch.end) break;
    if (interval.start > cursor) left.push({ start: cursor, end: interval.start });
    cursor = Math.max(cursor, interval.end);
    if (cursor >= stretch.end) break;
  }
  if (cursor < stretch.end) left.push({ start: cursor, end: stretch.end });
  return left;
}

/**
 * The slot starting at `start` if it is one of the free slots now (the settings, the notice,
 * the horizon, days off, and the taken times all allow it), else undefined. A hold and a move
 * ask this before inserting; the database's exclusion constraint then decides between racers.
 */
export function findFreeSlot(options: {
  availability: Availability;
  taken: readonly TakenTime[];
  start: number;
  lengthMinutes: number;
  now: number;
}): Slot | undefined {
  const date = istDateOf(options.start);
  const wanted = new Date(options.start).toISOString();
  return freeSlots({ ...options, from: date, days: 1 }).find((slot) => slot.start === wanted);
}
