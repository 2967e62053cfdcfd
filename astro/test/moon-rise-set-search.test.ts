import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { moonRiseOrSetBetween } from '../src/moon-rise-set.ts';

/**
 * The engine's moonrise and moonset (moon-rise-set.ts, the Moon alone) against astronomy-engine's
 * own `SearchRiseSet` (every body's ephemeris, too big for the browser; its tests compare it with
 * the US Naval Observatory's tables): every civil day of 2025 at each place, both events. The
 * same days have an event or none, and the times agree to seconds; near the Arctic circle, where
 * the Moon can graze the horizon and an hour's difference in altitude is a fraction of a degree,
 * to a minute.
 */
const places = [
  { name: 'New Delhi', lat: 28.6139, lon: 77.209, offsetHours: 5.5, seconds: 2 },
  { name: 'Chennai', lat: 13.0827, lon: 80.2707, offsetHours: 5.5, seconds: 2 },
  { name: 'London', lat: 51.5074, lon: -0.1278, offsetHours: 0, seconds: 2 },
  { name: 'Sydney', lat: -33.8688, lon: 151.2093, offsetHours: 10, seconds: 2 },
  { name: 'Reykjavik', lat: 64.1466, lon: -21.9426, offsetHours: 0, seconds: 60 },
  { name: 'Tromsø', lat: 69.6496, lon: 18.956, offsetHours: 1, seconds: 60 },
];

function searchRiseSet(
  event: 'rise' | 'set',
  start: number,
  end: number,
  lat: number,
  lon: number,
) {
  const found = SearchRiseSet(
    Body.Moon,
    new Observer(lat, lon, 0),
    event === 'rise' ? +1 : -1,
    new Date(start),
    (end - start) / 86_400_000,
  );
  const at = found?.date.getTime();
  return at !== undefined && at >= start && at < end ? at : undefined;
}

describe.each(places)('moonrise and moonset at $name over 2025', (place) => {
  it(`agree with astronomy-engine's SearchRiseSet within ${place.seconds} s`, () => {
    const first = Date.parse('2025-01-01T00:00:00Z') - place.offsetHours * 3_600_000;
    let worst = 0;
    for (let day = 0; day < 365; day += 1) {
      const start = first + day * 86_400_000;
      const end = start + 86_400_000;
      for (const event of ['rise', 'set'] as const) {
        const ours = moonRiseOrSetBetween(event, start, end, place.lat, place.lon)?.getTime();
        const theirs = searchRiseSet(event, start, end, place.lat, place.lon);
        expect(ours === undefined, `${event} on day ${day}`).toBe(theirs === undefined);
        if (ours !== undefined && theirs !== undefined) {
          worst = Math.max(worst, Math.abs(ours - theirs));
        }
      }
    }
    expect(worst).toBeLessThanOrEqual(place.seconds * 1000);
  });
});
