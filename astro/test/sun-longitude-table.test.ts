import { describe, expect, it } from 'vitest';
import { SunLongitudeTable } from '../src/hindu-calendar.ts';
import { tropicalLongitude } from '../src/positions.ts';
import { sunRiseOrSetBetween } from '../src/sun-rise-set.ts';
import { astroTimeFromUt, millisPerDay, utFromMillis } from '../src/time.ts';

/**
 * The festival year searches every sunrise and sunset with the Sun's longitude read from a
 * table of samples four days apart (hindu-calendar.ts SunLongitudeTable) instead of its series:
 * the two must give the same longitude, and the same sunrises and sunsets, to well under the
 * second the panchang is given to.
 */
describe('the Sun’s longitude from a table', () => {
  const from = Date.parse('2025-12-25T00:00:00Z');
  const to = Date.parse('2027-01-08T00:00:00Z');
  const table = new SunLongitudeTable(from, to);

  it('agrees with the series to a twentieth of an arc-second over a year', () => {
    let largest = 0;
    for (let at = from; at <= to; at += 0.37 * millisPerDay) {
      const ut = utFromMillis(at);
      const series = tropicalLongitude('sun', astroTimeFromUt(ut));
      const difference = Math.abs(((table.longitudeAtUt(ut) - series + 540) % 360) - 180);
      largest = Math.max(largest, difference);
    }
    expect(largest * 3600).toBeLessThan(0.05);
  });

  it('gives the same sunrise and sunset within 5 ms, at New Delhi and at London', () => {
    for (const [lat, lon] of [
      [28.6139, 77.209],
      [51.5072, -0.1276],
    ] as const) {
      for (let day = 0; day < 365; day += 7) {
        const start = utFromMillis(from + (day + 7) * millisPerDay) - lon / 360;
        for (const event of ['rise', 'set'] as const) {
          const direct = sunRiseOrSetBetween(event, start, start + 1, lat, lon) ?? Number.NaN;
          const tabled =
            sunRiseOrSetBetween(event, start, start + 1, lat, lon, table.longitudeAtUt) ??
            Number.NaN;
          expect(Math.abs(tabled - direct) * millisPerDay).toBeLessThan(5);
        }
      }
    }
  });

  it('computes an instant outside its stretch from the series', () => {
    const ut = utFromMillis(to + 30 * millisPerDay);
    expect(table.longitudeAtUt(ut)).toBe(tropicalLongitude('sun', astroTimeFromUt(ut)));
  });
});
