import { type AstroTime, e_tilt, SiderealTime } from 'astronomy-engine';
import { atan2Degrees, cosDegrees, normalizeDegrees, sinDegrees, tanDegrees } from './angles.ts';
import { trueAyanamsa } from './ayanamsa.ts';

/**
 * The sidereal ascendant: the degree of the ecliptic rising on the eastern horizon.
 *
 * Tropical ascendant from the apparent sidereal time and the true obliquity (Meeus,
 * "Astronomical Algorithms", 14.2: tan λ = -cos θ / (sin ε tan φ + cos ε sin θ), with θ the
 * local sidereal time), measured from the true equinox; the true ayanamsa turns it sidereal.
 * `longitude` is east-positive, `latitude` north-positive, both in degrees.
 */
export function siderealAscendant(time: AstroTime, latitude: number, longitude: number): number {
  const localSiderealTime = SiderealTime(time) * 15 + longitude;
  const obliquity = e_tilt(time).tobl;
  const tropical = atan2Degrees(
    cosDegrees(localSiderealTime),
    -(
      sinDegrees(localSiderealTime) * cosDegrees(obliquity) +
      tanDegrees(latitude) * sinDegrees(obliquity)
    ),
  );
  return normalizeDegrees(tropical - trueAyanamsa(time));
}
