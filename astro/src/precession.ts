import { arcsecondsPerDegree, degreesPerRadian, radiansPerDegree } from './angles.ts';

/**
 * Precession of the ecliptic, IAU 2006 (Capitaine, Wallace & Chapront 2003, "Expressions for IAU
 * 2000 precession quantities", A&A 412, 567, table 1): the inclination pi_A and node Pi_A of the
 * mean ecliptic of date on the J2000 ecliptic, and the general precession in longitude p_A.
 * `centuries` is Julian centuries of TT from J2000.0.
 */
export type EclipticPrecession = { piA: number; bigPiA: number; pA: number };

export function eclipticPrecession(centuries: number): EclipticPrecession {
  const t = centuries;
  const piA =
    (46.998973 * t - 0.0334926 * t ** 2 - 0.00012559 * t ** 3 + 0.000000113 * t ** 4) /
    arcsecondsPerDegree;
  const bigPiA =
    (629546.7936 - 867.95758 * t + 0.157992 * t ** 2 - 0.0005371 * t ** 3 - 0.00004797 * t ** 4) /
    arcsecondsPerDegree;
  return { piA, bigPiA, pA: generalPrecessionInLongitude(t) };
}

/** p_A in degrees: how far the equinox has moved along the ecliptic since J2000. */
export function generalPrecessionInLongitude(centuries: number): number {
  const t = centuries;
  return (
    (5028.796195 * t +
      1.1054348 * t ** 2 +
      0.00007964 * t ** 3 -
      0.000023857 * t ** 4 -
      0.0000000383 * t ** 5) /
    arcsecondsPerDegree
  );
}

/**
 * The longitude (degrees, mean equinox and ecliptic of date) of a direction given by rectangular
 * coordinates on the J2000 ecliptic: the rotation of Meeus, "Astronomical Algorithms" (2nd ed.),
 * formula 21.7, with the IAU 2006 angles.
 */
export function longitudeOfDate(
  x: number,
  y: number,
  z: number,
  precession: EclipticPrecession,
): number {
  const longitude0 = Math.atan2(y, x);
  const latitude0 = Math.atan2(z, Math.hypot(x, y));
  const pi = precession.piA * radiansPerDegree;
  const bigPi = precession.bigPiA * radiansPerDegree;
  const a =
    Math.cos(pi) * Math.cos(latitude0) * Math.sin(bigPi - longitude0) -
    Math.sin(pi) * Math.sin(latitude0);
  const b = Math.cos(latitude0) * Math.cos(bigPi - longitude0);
  return precession.pA + precession.bigPiA - Math.atan2(a, b) * degreesPerRadian;
}
