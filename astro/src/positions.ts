import {
  type AstroTime,
  EclipticGeoMoon,
  GeoMoonState,
  RotateState,
  Rotation_EQJ_ECT,
} from 'astronomy-engine';
import { atan2Degrees, normalizeDegrees, signedDegrees } from './angles.ts';
import { meanAyanamsa, nutationInLongitude } from './ayanamsa.ts';
import { eclipticPrecession, longitudeOfDate } from './precession.ts';
import { astroTimeFromUt } from './time.ts';
import { heliocentricPosition } from './vsop87.ts';
import * as vsop from './vsop87-data.ts';

/** The nine grahas of a Vedic chart, in the traditional order. */
export const grahas = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
export type Graha = (typeof grahas)[number];
export type Planet = Exclude<Graha, 'rahu' | 'ketu'>;

/** `mean`: the mean lunar node (the usual choice); `true`: the osculating node. Decision 011. */
export type NodeKind = 'mean' | 'true';

const lightDaysPerAu = 0.005_775_518_3;
/** Light takes about 1.28 s from the Moon; its apparent place is where it was then. */
const moonLightTimeDays = 1.28 / 86_400;

const planetModels = {
  mercury: vsop.mercury,
  venus: vsop.venus,
  mars: vsop.mars,
  jupiter: vsop.jupiter,
  saturn: vsop.saturn,
} as const;

/**
 * The FK5 correction of VSOP87 longitudes (Meeus, "Astronomical Algorithms", 32.3): VSOP87 is
 * referred to the dynamical equinox, the ephemerides to the FK5/ICRS one.
 */
const fk5LongitudeCorrection = -0.090_33 / 3600;

/**
 * Apparent geocentric ecliptic longitude (degrees, mean equinox of date) of the Sun or a planet:
 * VSOP87 positions, corrected for light time; the Earth's position is taken at the same retarded
 * time, which adds the annual aberration to first order (as astronomy-engine's GeoVector does).
 */
function tropicalVsopLongitude(
  planet: Exclude<Planet, 'moon'>,
  time: AstroTime,
  knownLightTime?: number,
): { longitude: number; lightTime: number } {
  // Start from the Sun's light time at 1 AU; planets need one more pass than the Sun. A light
  // time already known (a few hours away) needs one pass.
  let lightTime = knownLightTime ?? (planet === 'sun' ? lightDaysPerAu : 0);
  const passes = knownLightTime !== undefined ? 1 : planet === 'sun' ? 2 : 3;
  let x = 0;
  let y = 0;
  let z = 0;
  for (let pass = 0; pass < passes; pass += 1) {
    const tt = time.tt - lightTime;
    const earth = heliocentricPosition(vsop.earth, tt);
    const target = planet === 'sun' ? [0, 0, 0] : heliocentricPosition(planetModels[planet], tt);
    x = (target[0] as number) - earth[0];
    y = (target[1] as number) - earth[1];
    z = (target[2] as number) - earth[2];
    lightTime = Math.hypot(x, y, z) * lightDaysPerAu;
  }
  const precession = eclipticPrecession(time.tt / 36_525);
  return { longitude: longitudeOfDate(x, y, z, precession) + fk5LongitudeCorrection, lightTime };
}

/** Apparent geocentric longitude of the Moon (mean equinox of date), from astronomy-engine. */
function tropicalMoonLongitude(time: AstroTime): number {
  const seen = time.AddDays(-moonLightTimeDays);
  return EclipticGeoMoon(seen).lon - nutationInLongitude(seen);
}

/**
 * Mean ascending node of the Moon (mean equinox of date): Chapront et al. (ELP 2000-82B), as in
 * Meeus, "Astronomical Algorithms", 47.7.
 */
function tropicalMeanNode(time: AstroTime): number {
  const t = time.tt / 36_525;
  return (
    125.044_547_9 -
    1934.136_289_1 * t +
    0.002_075_4 * t ** 2 +
    t ** 3 / 467_441 -
    t ** 4 / 60_616_000
  );
}

/**
 * True (osculating) ascending node of the Moon: where the plane of the Moon's instantaneous
 * geocentric orbit (position x velocity, from astronomy-engine) cuts the ecliptic of date.
 */
function tropicalTrueNode(time: AstroTime): number {
  const state = RotateState(Rotation_EQJ_ECT(time), GeoMoonState(time));
  const hx = state.y * state.vz - state.z * state.vy;
  const hy = state.z * state.vx - state.x * state.vz;
  return atan2Degrees(hx, -hy) - nutationInLongitude(time);
}

/** Tropical longitude (degrees, mean equinox of date) of a graha. */
export function tropicalLongitude(graha: Graha, time: AstroTime, node: NodeKind = 'mean'): number {
  switch (graha) {
    case 'moon':
      return normalizeDegrees(tropicalMoonLongitude(time));
    case 'rahu':
      return normalizeDegrees(node === 'mean' ? tropicalMeanNode(time) : tropicalTrueNode(time));
    case 'ketu':
      return normalizeDegrees(tropicalLongitude('rahu', time, node) + 180);
    default:
      return normalizeDegrees(tropicalVsopLongitude(graha, time).longitude);
  }
}

/** Sidereal (Lahiri) longitude of a graha in degrees, 0-360. */
export function siderealLongitude(graha: Graha, time: AstroTime, node: NodeKind = 'mean'): number {
  return normalizeDegrees(tropicalLongitude(graha, time, node) - meanAyanamsa(time));
}

/** The interval of the difference that gives the daily motion. */
const speedStepDays = 0.05;

export type SiderealPosition = {
  /** Sidereal longitude, degrees 0-360. */
  lon: number;
  /** Daily motion in longitude, degrees per day (negative when retrograde). */
  speed: number;
};

/**
 * Sidereal longitude and daily motion of a graha. The motion is a central difference over
 * ±0.05 day (the sides reuse the light time of the middle); the Moon's, which never turns
 * back, a forward difference over 0.05 day, to spare one evaluation of the lunar theory.
 */
export function siderealPosition(
  graha: Graha,
  time: AstroTime,
  node: NodeKind = 'mean',
): SiderealPosition {
  const before = astroTimeFromUt(time.ut - speedStepDays);
  const after = astroTimeFromUt(time.ut + speedStepDays);
  const sidereal = (tropical: number, at: AstroTime) =>
    normalizeDegrees(tropical - meanAyanamsa(at));
  if (graha === 'moon' || graha === 'rahu' || graha === 'ketu') {
    const lon = siderealLongitude(graha, time, node);
    const later = siderealLongitude(graha, after, node);
    return { lon, speed: signedDegrees(later - lon) / speedStepDays };
  }
  const middle = tropicalVsopLongitude(graha, time);
  const lon = sidereal(middle.longitude, time);
  const first = sidereal(tropicalVsopLongitude(graha, before, middle.lightTime).longitude, before);
  const last = sidereal(tropicalVsopLongitude(graha, after, middle.lightTime).longitude, after);
  return { lon, speed: signedDegrees(last - first) / (2 * speedStepDays) };
}
