import { describe, expect, it } from 'vitest';
import { istMonthStart } from './admin.ts';

describe('istMonthStart', () => {
  it('is midnight on the 1st in India, i.e. 18:30 UTC the day before', () => {
    expect(istMonthStart(new Date('2026-11-22T05:50:00Z')).toISOString()).toBe(
      '2026-10-31T18:30:00.000Z',
    );
  });

  it('already counts the new month from 00:00 IST on the 1st', () => {
    // 30 Nov 19:00 UTC is 1 Dec 00:30 IST.
    expect(istMonthStart(new Date('2026-11-30T19:00:00Z')).toISOString()).toBe(
      '2026-11-30T18:30:00.000Z',
    );
    // 30 Nov 18:00 UTC is still 30 Nov 23:30 IST.
    expect(istMonthStart(new Date('2026-11-30T18:00:00Z')).toISOString()).toBe(
      '2026-10-31T18:30:00.000Z',
    );
  });

  it('crosses the year', () => {
    expect(istMonthStart(new Date('2027-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-31T18:30:00.000Z',
    );
  });
});
