import { describe, expect, it } from 'vitest';
import {
  clockInZone,
  dateInZone,
  dayOffsetMinutes,
  joinAdjacent,
  nextPeriodBoundary,
  onPlaceClocks,
  parseDateParam,
  runningPeriod,
  shiftDate,
} from './panchang';

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

describe('the clocks of a panchang’s place', () => {
  const day = {
    zone: 'Europe/London',
    zoneOffsets: {
      offsets: [
        { from: '2025-03-20T00:00:00.000Z', minutes: 0 },
        { from: '2025-03-30T01:00:00.000Z', minutes: 60 },
      ],
      until: '2025-04-13T00:00:00.000Z',
    },
  };

  it('reads instants within the engine’s offsets as the zone’s clocks show them', () => {
    for (const iso of [
      '2025-03-20T00:00:00Z',
      '2025-03-30T00:59:59Z',
      '2025-03-30T01:00:00Z',
      '2025-03-30T23:30:00Z',
      '2025-04-12T23:59:00Z',
    ]) {
      const instant = new Date(iso);
      expect(onPlaceClocks(day, instant)).toEqual({
        date: dateInZone(instant, day.zone),
        clock: clockInZone(instant, day.zone),
      });
    }
    expect(onPlaceClocks(day, new Date('2025-03-30T01:00:00Z')).clock).toBe('02:00');
  });

  it('asks the zone itself outside them', () => {
    // Offsets claimed wrongly on purpose: outside their span they must not be used.
    const wrong = {
      ...day,
      zoneOffsets: {
        ...day.zoneOffsets,
        offsets: [{ from: '2025-03-20T00:00:00.000Z', minutes: 600 }],
      },
    };
    expect(onPlaceClocks(wrong, new Date('2025-03-19T12:00:00Z'))).toEqual({
      date: '2025-03-19',
      clock: '12:00',
    });
    expect(onPlaceClocks(wrong, new Date('2025-04-14T12:00:00Z'))).toEqual({
      date: '2025-04-14',
      clock: '13:00',
    });
    expect(onPlaceClocks(wrong, new Date('2025-03-21T12:00:00Z')).clock).toBe('22:00');
  });
});

describe('the period running now (choghadiya, hora)', () => {
  const periods = [
    { start: '2026-11-25T01:30:00.000Z', end: '2026-11-25T02:50:00.000Z' },
    { start: '2026-11-25T02:50:00.000Z', end: '2026-11-25T04:10:00.000Z' },
    // The night's, after a gap (the page lists the day's and the night's together).
    { start: '2026-11-25T12:00:00.000Z', end: '2026-11-25T13:40:00.000Z' },
  ];
  const at = (iso: string) => Date.parse(iso);

  it('is the one whose start has come and whose end has not', () => {
    expect(runningPeriod(periods, at('2026-11-25T01:29:59.999Z'))).toBe(-1);
    expect(runningPeriod(periods, at('2026-11-25T01:30:00.000Z'))).toBe(0);
    expect(runningPeriod(periods, at('2026-11-25T02:49:59.999Z'))).toBe(0);
    // A boundary belongs to the period it starts.
    expect(runningPeriod(periods, at('2026-11-25T02:50:00.000Z'))).toBe(1);
    expect(runningPeriod(periods, at('2026-11-25T05:00:00.000Z'))).toBe(-1);
    expect(runningPeriod(periods, at('2026-11-25T13:40:00.000Z'))).toBe(-1);
  });

  it('changes next at the first start or end still to come', () => {
    expect(nextPeriodBoundary(periods, at('2026-11-24T20:00:00Z'))).toBe(
      at('2026-11-25T01:30:00Z'),
    );
    expect(nextPeriodBoundary(periods, at('2026-11-25T02:00:00Z'))).toBe(
      at('2026-11-25T02:50:00Z'),
    );
    // On a boundary, the next one.
    expect(nextPeriodBoundary(periods, at('2026-11-25T02:50:00Z'))).toBe(
      at('2026-11-25T04:10:00Z'),
    );
    expect(nextPeriodBoundary(periods, at('2026-11-25T05:00:00Z'))).toBe(
      at('2026-11-25T12:00:00Z'),
    );
    expect(nextPeriodBoundary(periods, at('2026-11-25T13:40:00Z'))).toBeNull();
  });

  it('writes periods that follow each other as one (Saturday’s two durmuhurtas)', () => {
    expect(joinAdjacent(periods)).toEqual([
      { start: '2026-11-25T01:30:00.000Z', end: '2026-11-25T04:10:00.000Z' },
      { start: '2026-11-25T12:00:00.000Z', end: '2026-11-25T13:40:00.000Z' },
    ]);
    expect(joinAdjacent([])).toEqual([]);
  });
});
