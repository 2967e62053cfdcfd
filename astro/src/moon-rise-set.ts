import { type AstroTime, EclipticGeoMoon, e_tilt, SiderealTime } from 'astronomy-engine';
import { cosDegrees, degreesPerRadian, sinDegrees } from './angles.ts';
import { astroTimeFromUt, dateFromUt, utFromMillis } from './time.ts';

/**
 * Moonrise and moonset as almanacs (and Drik Panchang) give them: the moment the Moon's upper
 * limb touches the horizon, seen from the place (topocentric: the Moon's parallax of up to a
 * degree matters), with the standard refraction of 34′ at the horizon, for an observer at sea
 * level.
 *
 * Moonrise decides the vrats broken on seeing the Moon: Karva Chauth and Sankashti Chaturthi.
 *
 * The search is the one of astronomy-engine's `SearchRiseSet`: samples 0.42 day apart, each
 * interval halved while the Moon's fastest possible change of altitude could carry it across the
 * horizon and back within it, so that no rising is stepped over. It runs on the Moon alone:
 * `SearchRiseSet` brings every body's ephemeris into the browser's engine chunk (17 KB gzipped,
 * for the panchang page's moonrise), this only the Moon's, which the engine has already. The two
 * agree within 2 seconds at the latitudes of India, London and Sydney over a year, and within a
 * minute where the Moon only grazes the horizon (Reykjavik, Tromsø):
 * `test/moon-rise-set-search.test.ts`.
 */

export type MoonEvent = 'rise' | 'set';

const kmPerAu = 149_597_870.7;
const earthEquatorialRadiusKm = 6378.1366;
const moonRadiusKm = 1737.4;
const horizonRefraction = 34 / 60;

/**
 * How far (degrees) the Moon's upper limb stands above the place's horizon, refraction included:
 * the geocentric altitude of the Moon's centre (apparent, true equator and equinox of date),
 * lowered by the parallax in altitude and raised by the semidiameter and the refraction.
 */
function upperLimbAboveHorizon(time: AstroTime, latitude: number, longitude: number): number {
  const moon = EclipticGeoMoon(time);
  const obliquity = e_tilt(time).tobl;
  const sinDeclination =
    sinDegrees(moon.lat) * cosDegrees(obliquity) +
    cosDegrees(moon.lat) * sinDegrees(obliquity) * sinDegrees(moon.lon);
  const cosDeclination = Math.sqrt(1 - sinDeclination * sinDeclination);
  const rightAscension =
    Math.atan2(
      sinDegrees(moon.lon) * cosDegrees(obliquity) -
        (sinDegrees(moon.lat) / cosDegrees(moon.lat)) * sinDegrees(obliquity),
      cosDegrees(moon.lon),
    ) * degreesPerRadian;
  const hourAngle = SiderealTime(time) * 15 + longitude - rightAscension;
  const altitude =
    Math.asin(
      sinDegrees(latitude) * sinDeclination +
        cosDegrees(latitude) * cosDeclination * cosDegrees(hourAngle),
    ) * degreesPerRadian;
  const distanceKm = moon.dist * kmPerAu;
  const parallax = Math.asin(earthEquatorialRadiusKm / distanceKm) * degreesPerRadian;
  const semidiameter = Math.asin(moonRadiusKm / distanceKm) * degreesPerRadian;
  return altitude - parallax * cosDegrees(altitude) + semidiameter + horizonRefraction;
}

/** Days between samples: the Moon cannot rise and set again within it unnoticed (see above). */
const sampleDays = 0.42;
const secondInDays = 1 / 86_400;

/** A moment (UT days) and how far the Moon is past the horizon then (positive: risen, or set). */
type Sample = { ut: number; past: number };

/**
 * A part of [a, b] in which the Moon crosses the horizon the way searched for (`past` going from
 * negative to not negative), or null: halved while the fastest possible change of altitude
 * (`maxSlope`, degrees a day) could take it there and back within the part.
 */
function crossingWithin(
  pastAt: (ut: number) => number,
  a: Sample,
  b: Sample,
  maxSlope: number,
): [Sample, Sample] | null {
  if (a.past < 0 && b.past >= 0) return [a, b];
  if (a.past >= 0 && b.past < 0) return null;
  const width = b.ut - a.ut;
  if (width < secondInDays) return null;
  if (Math.min(Math.abs(a.past), Math.abs(b.past)) > (maxSlope * width) / 2) return null;
  const middleUt = (a.ut + b.ut) / 2;
  const middle = { ut: middleUt, past: pastAt(middleUt) };
  return crossingWithin(pastAt, a, middle, maxSlope) ?? crossingWithin(pastAt, middle, b, maxSlope);
}

/**
 * The first moonrise or moonset within [startMs, endMs) at a place, or `undefined` when there is
 * none (about once a month a civil day has no moonrise, and another none moonset).
 */
export function moonRiseOrSetBetween(
  event: MoonEvent,
  startMs: number,
  endMs: number,
  latitude: number,
  longitude: number,
): Date | undefined {
  const direction = event === 'rise' ? 1 : -1;
  const pastAt = (ut: number) =>
    direction * upperLimbAboveHorizon(astroTimeFromUt(ut), latitude, longitude);
  // The Moon's right ascension grows at least 4.5° a day and its declination changes at most
  // 8.2° a day (astronomy-engine's bounds): the altitude changes at most this fast.
  const maxSlope =
    (360.985_647 - 4.5) * Math.abs(cosDegrees(latitude)) + 8.2 * Math.abs(sinDegrees(latitude));
  const endUt = utFromMillis(endMs);
  const startUt = utFromMillis(startMs);
  let before: Sample = { ut: startUt, past: pastAt(startUt) };
  while (before.ut < endUt) {
    const afterUt = Math.min(before.ut + sampleDays, endUt);
    const after = { ut: afterUt, past: pastAt(afterUt) };
    const found = crossingWithin(pastAt, before, after, maxSlope);
    if (found) {
      const at = dateFromUt(refine(pastAt, ...found));
      return at.getTime() >= startMs && at.getTime() < endMs ? at : undefined;
    }
    before = after;
  }
  return undefined;
}

/** The crossing within [low, high] to a tenth of a second (regula falsi, Illinois variant). */
function refine(pastAt: (ut: number) => number, low: Sample, high: Sample): number {
  let [below, above] = [low, high];
  let kept: 'below' | 'above' | null = null;
  for (let step = 0; step < 60 && above.ut - below.ut > 0.1 * secondInDays; step += 1) {
    const ut = (below.ut * above.past - above.ut * below.past) / (above.past - below.past);
    const sample = { ut, past: pastAt(ut) };
    if (sample.past < 0) {
      below = sample;
      // The same end kept twice: halve its weight so that the other end moves too.
      if (kept === 'above') above = { ...above, past: above.past / 2 };
      kept = 'above';
    } else {
      above = sample;
      if (kept === 'below') below = { ...below, past: below.past / 2 };
      kept = 'below';
    }
  }
  return above.ut;
}
