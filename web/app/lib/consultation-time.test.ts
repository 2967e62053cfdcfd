import { describe, expect, it } from 'vitest';
import {
  addDays,
  browserTimeZone,
  formatLongDate,
  formatZonedDateTime,
  formatZonedTime,
  indiaTimeZone,
  offsetLabel,
  slotsByLocalDate,
  weekdayOf,
  zoneCity,
  zonedClock,
} from './consultation-time';

/** A slot of 30 minutes starting at `start` (UTC ISO). */
const slot = (start: string) => ({
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
});

describe('an instant on the clocks of a zone', () => {
  it('is the same slot at 2:30 PM in India and 9:00 AM in London in winter', () => {
    const start = '2026-12-01T09:00:00.000Z';
    expect(formatZonedTime(start, indiaTimeZone, 'en')).toBe('2:30 PM');
    expect(formatZonedTime(start, 'Europe/London', 'en')).toBe('9:00 AM');
    expect(formatZonedTime(start, indiaTimeZone, 'hi')).toBe('दोपहर 2:30');
    expect(zonedClock(start, indiaTimeZone).offsetMinutes).toBe(330);
  });

  it('follows London into summer time at the end of March', () => {
    // British Summer Time began on Sunday 29 March 2026 at 01:00 UTC.
    const friday = '2026-03-27T09:00:00.000Z';
    const monday = '2026-03-30T09:00:00.000Z';
    expect(zonedClock(friday, 'Europe/London')).toEqual({
      date: '2026-03-27',
      time: '09:00',
      offsetMinutes: 0,
    });
    expect(zonedClock(monday, 'Europe/London')).toEqual({
      date: '2026-03-30',
      time: '10:00',
      offsetMinutes: 60,
    });
    // India keeps its clocks: both are 2:30 PM there.
    expect(formatZonedTime(friday, indiaTimeZone, 'en')).toBe('2:30 PM');
    expect(formatZonedTime(monday, indiaTimeZone, 'en')).toBe('2:30 PM');
    expect(offsetLabel(zonedClock(monday, 'Europe/London').offsetMinutes)).toBe('UTC+1');
  });

  it('follows London back to winter time at the end of October', () => {
    // British Summer Time ended on Sunday 25 October 2026 at 01:00 UTC.
    expect(formatZonedDateTime('2026-10-23T09:00:00.000Z', 'Europe/London', 'en')).toBe(
      'Friday, 23 October 2026, 10:00 AM',
    );
    expect(formatZonedDateTime('2026-10-26T09:00:00.000Z', 'Europe/London', 'en')).toBe(
      'Monday, 26 October 2026, 9:00 AM',
    );
    expect(formatZonedDateTime('2026-10-26T09:00:00.000Z', 'Europe/London', 'hi')).toBe(
      'सोमवार, 26 अक्टूबर 2026, सुबह 9:00',
    );
    // The night of the change itself: 00:30 and 01:30 UTC are 01:30 BST and 01:30 GMT.
    expect(zonedClock('2026-10-25T00:30:00.000Z', 'Europe/London').time).toBe('01:30');
    expect(zonedClock('2026-10-25T01:30:00.000Z', 'Europe/London').time).toBe('01:30');
  });

  it('writes offsets as people read them', () => {
    expect(offsetLabel(330)).toBe('UTC+5:30');
    expect(offsetLabel(0)).toBe('UTC+0');
    expect(offsetLabel(-300)).toBe('UTC−5');
    expect(offsetLabel(345)).toBe('UTC+5:45');
    expect(zoneCity('America/Los_Angeles')).toBe('Los Angeles');
  });
});

describe('slots grouped by the visitor’s own dates', () => {
  it('puts a morning call in India on the evening before in California', () => {
    // 10:00 and 15:00 IST on Tuesday 1 December: Monday 20:30 and Tuesday 01:30 in Los Angeles.
    const morning = slot('2026-12-01T04:30:00.000Z');
    const afternoon = slot('2026-12-01T09:30:00.000Z');
    const india = slotsByLocalDate([afternoon, morning], indiaTimeZone);
    expect([...india.keys()]).toEqual(['2026-12-01']);
    expect(india.get('2026-12-01')).toEqual([morning, afternoon]);
    const california = slotsByLocalDate([afternoon, morning], 'America/Los_Angeles');
    expect([...california.keys()]).toEqual(['2026-11-30', '2026-12-01']);
  });
});

describe('calendar dates', () => {
  it('counts weekdays from Monday and steps over months and years', () => {
    expect(weekdayOf('2026-11-30')).toBe(0);
    expect(weekdayOf('2026-12-06')).toBe(6);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(formatLongDate('2026-12-01', 'en', { year: false })).toBe('Tuesday, 1 December');
    expect(formatLongDate('2026-12-01', 'hi')).toBe('मंगलवार, 1 दिसंबर 2026');
  });

  it('names the browser’s zone by its canonical name', () => {
    expect(browserTimeZone()).toMatch(/^[A-Z][A-Za-z_]+(\/[A-Za-z_-]+)*$/);
  });
});
