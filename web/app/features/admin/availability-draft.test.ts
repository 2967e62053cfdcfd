import { availabilitySchema, defaultAvailability } from '@app/contract/consultation-slots';
import { describe, expect, it } from 'vitest';
import {
  availabilityOfDraft,
  callsInDay,
  draftOfAvailability,
  errorsUnder,
} from './availability-draft';

describe('the availability page draft', () => {
  it('gives back the hours it was made from', () => {
    const draft = draftOfAvailability(defaultAvailability);
    expect(availabilitySchema.parse(availabilityOfDraft(draft))).toEqual(defaultAvailability);
  });

  it('writes a range to midnight 00:00 in its time field and 24:00 to the server', () => {
    const hours = {
      ...defaultAvailability,
      weeklyHours: { ...defaultAvailability.weeklyHours, sun: [{ start: '20:00', end: '24:00' }] },
    };
    const draft = draftOfAvailability(hours);
    expect(draft.weeklyHours.sun.map(({ start, end }) => [start, end])).toEqual([
      ['20:00', '00:00'],
    ]);
    expect(availabilityOfDraft(draft).weeklyHours.sun).toEqual([{ start: '20:00', end: '24:00' }]);
  });

  it('sends a blank number as null, for the server to name, not as 0', () => {
    const draft = { ...draftOfAvailability(defaultAvailability), noticeHours: ' ' };
    expect(availabilityOfDraft(draft).noticeHours).toBeNull();
    expect(availabilitySchema.safeParse(availabilityOfDraft(draft)).success).toBe(false);
  });

  it('counts the calls of a day as the server lays the slots out', () => {
    const ranges = [
      { key: 'a', start: '10:00', end: '13:00' },
      { key: 'b', start: '15:00', end: '19:00' },
    ];
    // 10:00, 10:45, 11:30, 12:15 (ends 12:45); 15:00 ... 18:00 (ends 18:30).
    expect(callsInDay(ranges, 30, 15)).toBe(4 + 5);
    expect(callsInDay([{ key: 'c', start: '10:00', end: '10:30' }], 30, 15)).toBe(1);
    expect(callsInDay([{ key: 'd', start: '23:00', end: '00:00' }], 30, 0)).toBe(2);
    expect(callsInDay([{ key: 'e', start: '13:00', end: '10:00' }], 30, 15)).toBe(0);
    expect(callsInDay(ranges, Number.NaN, 15)).toBe(0);
  });

  it("finds a 400's errors at a path and under it", () => {
    const errors = new Map([
      ['weeklyHours.mon', 'The working ranges of a day must not overlap.'],
      ['weeklyHours.mon.1.end', 'A working range must end after it starts.'],
      ['weeklyHours.monday', 'not this one'],
    ]);
    expect(errorsUnder(errors, 'weeklyHours.mon')).toEqual([
      'The working ranges of a day must not overlap.',
      'A working range must end after it starts.',
    ]);
    expect(errorsUnder(errors, 'weeklyHours.mon.1')).toEqual([
      'A working range must end after it starts.',
    ]);
  });
});
