import { describe, expect, it } from 'vitest';
import { clockInZone, dateInZone, dayOffsetMinutes, parseDateParam, shiftDate } from './panchang';

describe('panchang dates', () => {
  it('reads the date and clock of an instant in a zone', () => {
    const instant = new Date('2026-11-25T20:15:00Z');
    expect(dateInZone(instant, 'Asia/Kolkata')).toBe('2026-11-26');
    expect(dateInZone(instant, 'America/New_York')).toBe('2026-11-25');
    expect(clockInZone(instant, 'Asia/Kolkata')).toBe('01:45');
    expect(clockInZone(new Date('2026-11-25T18:30:00Z'), 'Asia/Kolkata')).toBe('00:00');
  });

  it('accepts only real dates from the address', () => {
    expect(parseDateParam('2026-02-28')).toBe('2026-02-28');
    expect(parseDateParam('2026-02-30')).toBeNull();
    expect(parseDateParam('26-02-2026')).toBeNull();
    expect(parseDateParam(null)).toBeNull();
  });

  it('steps across months and years', () => {
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('takes the offset from the local midnight', () => {
    expect(dayOffsetMinutes({ date: '2026-11-25', dayStart: '2026-11-24T18:30:00.000Z' })).toBe(
      330,
    );
    expect(dayOffsetMinutes({ date: '2026-07-01', dayStart: '2026-07-01T04:00:00.000Z' })).toBe(
      -240,
    );
  });
});
