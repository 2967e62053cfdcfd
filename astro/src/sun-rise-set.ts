import { type AstroTime, e_tilt, SiderealTime } from 'astronomy-engine';
import { atan2Degrees, cosDegrees, degreesPerRadian, signedDegrees, sinDegrees } from './angles.ts';
import { nutationInLongitude } from './ayanamsa.ts';
import { tropicalLongitude } from './positions.ts';
import { astroTimeFromUt } from './time.ts';

/**
 * Sunrise and sunset as almanacs (and Drik Panchang) give them: the moment the upper limb of the
 * Sun touches the horizon, with the standard refraction of 34′ at the horizon (Meeus,
 * "Astronomical Algorithms", chapter 15), for an observer at sea level.
 */
const horizonRefraction = 34 / 60;
/** The Sun's angular radius at 1 AU, in degrees (959.63″). */
const solarRadiusAtOneAu = 959.63 / 3600;
/** How fast the hour angle grows, degrees per day of UT. */
const siderealDegreesPerDay = 360.985_647;

type SunEquatorial = { rightAscension: number; declination: number; distance: number };

/**
 * The Sun's tropical longitude at a UT (days from J2000): by default its series
 * (positions.ts); a search over a year may pass a table of it (hindu-calendar.ts
 * SunLongitudeTable), which gives the same to a fraction of a millisecond of sunrise.
 */
export type SunLongitudeAt = (ut: number) => number;

const sunLongitudeFromSeries: SunLongitudeAt = (ut) =>
  tropicalLongitude('sun', astroTimeFromUt(ut));

/** Apparent right ascension and declination (true equator and equinox of date) of the Sun. */
function sunEquatorial(time: AstroTime, sunLongitudeAt: SunLongitudeAt): SunEquatorial {
  const longitude = sunLongitudeAt(time.ut) + nutationInLongitude(time);
  const obliquity = e_tilt(time).tobl;
  // Distance from the Sun's mean anomaly (Meeus 25.5): enough for the semidiameter.
  const meanAnomaly = 357.529_11 + 0.985_600_28 * time.tt;
  const distance =
    1.000_140_61 -
    0.016_708_617 * cosDegrees(meanAnomaly) -
    0.000_139_89 * cosDegrees(2 * meanAnomaly);
  return {
    rightAscension: atan2Degrees(
      cosDegrees(obliquity) * sinDegrees(longitude),
      cosDegrees(longitude),
    ),
    declination: Math.asin(sinDegrees(obliquity) * sinDegrees(longitude)) * degreesPerRadian,
    distance,
  };
}

export type RiseOrSet = 'rise' | 'set';

/**
 * The UT (days from J2000) when the Sun's upper limb rises or sets nearest to `aroundUt`, or
 * `undefined` when it stays above or below the horizon that day (polar day or night).
 */
export function sunRiseOrSetNear(
  event: RiseOrSet,
  aroundUt: number,
  latitude: number,
  longitude: number,
  sunLongitudeAt: SunLongitudeAt = sunLongitudeFromSeries,
): number | undefined {
  const direction = event === 'rise' ? -1 : 1;
  let ut = aroundUt;
  for (let iteration = 0; iteration < 6; iteration += 1) {
    const time = astroTimeFromUt(ut);
    const sun = sunEquatorial(time, sunLongitudeAt);
    const targetAltitude = -(horizonRefraction + solarRadiusAtOneAu / sun.distance);
    const hourAngle = signedDegrees(SiderealTime(time) * 15 + longitude - sun.rightAscension);
    const cosTargetHourAngle =
      (sinDegrees(targetAltitude) - sinDegrees(latitude) * sinDegrees(sun.declination)) /
      (cosDegrees(latitude) * cosDegrees(sun.declination));
    if (cosTargetHourAngle < -1 || cosTargetHourAngle > 1) return undefined;
    const targetHourAngle = direction * Math.acos(cosTargetHourAngle) * degreesPerRadian;
    const correction = signedDegrees(targetHourAngle - hourAngle) / siderealDegreesPerDay;
    ut += correction;
    if (Math.abs(correction) < 1e-7) break;
  }
  return ut;
}

/**
 * Sunrise or sunset within [startUt, endUt) (a civil day), searched from the local solar noon of
 * that day; `undefined` if there is none in it.
 */
export function sunRiseOrSetBetween(
  event: RiseOrSet,
  startUt: number,
  endUt: number,
  latitude: number,
  longitude: number,
  sunLongitudeAt: SunLongitudeAt = sunLongitudeFromSeries,
): number | undefined {
  // Local apparent noon is within about 16 minutes of this (the equation of time).
  const middle = (startUt + endUt) / 2;
  const noon = middle + signedDegrees(-longitude - middle * 360) / 360;
  for (const day of [0, -1, 1]) {
    const guess = noon + day + (event === 'rise' ? -0.25 : 0.25);
    const found = sunRiseOrSetNear(event, guess, latitude, longitude, sunLongitudeAt);
    if (found !== undefined && found >= startUt && found < endUt) return found;
  }
  return undefined;
}
