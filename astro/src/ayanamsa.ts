import { AstroTime, e_tilt } from 'astronomy-engine';
import { arcsecondsPerDegree } from './angles.ts';
import { generalPrecessionInLongitude } from './precession.ts';
import { julianDayAtJ2000 } from './time.ts';

/**
 * The Lahiri (Chitrapaksha) ayanamsa as the Indian Astronomical Ephemeris defines it: 23°15′00.658″
 * on 1956-03-21 at 0h TT (JD 2435553.5), a true value (it contains that day's nutation in
 * longitude), moving with the general precession in longitude. Decision 011.
 *
 * - The mean ayanamsa (`meanAyanamsa`) is the defined value less the nutation of the epoch, plus
 *   the IAU 2006 precession in longitude since then. Sidereal longitudes are the tropical ones of
 *   the mean equinox of date less this: nutation moves the equinox, not the stars.
 * - The true ayanamsa (`trueAyanamsa`) adds the nutation of date; it is what almanacs (and the
 *   Swiss Ephemeris) print, and what turns a true-equinox angle such as the ascendant sidereal.
 */
const epochJulianDayTt = 2_435_553.5;
const definedTrueAyanamsaAtEpoch = 23 + 15 / 60 + 0.658 / 3600;
const epochCenturies = (epochJulianDayTt - julianDayAtJ2000) / 36_525;

let meanAyanamsaAtEpoch: number | undefined;

function meanAtEpoch(): number {
  if (meanAyanamsaAtEpoch === undefined) {
    const epochNutation = e_tilt(
      AstroTime.FromTerrestrialTime(epochJulianDayTt - julianDayAtJ2000),
    ).dpsi;
    meanAyanamsaAtEpoch = definedTrueAyanamsaAtEpoch - epochNutation / arcsecondsPerDegree;
  }
  return meanAyanamsaAtEpoch;
}

/** Mean Lahiri ayanamsa in degrees. */
export function meanAyanamsa(time: AstroTime): number {
  const centuries = time.tt / 36_525;
  return (
    meanAtEpoch() +
    generalPrecessionInLongitude(centuries) -
    generalPrecessionInLongitude(epochCenturies)
  );
}

/** Nutation in longitude in degrees (IAU 2000B, from astronomy-engine). */
export function nutationInLongitude(time: AstroTime): number {
  return e_tilt(time).dpsi / arcsecondsPerDegree;
}

/** True Lahiri ayanamsa in degrees: the mean one plus the nutation of date. */
export function trueAyanamsa(time: AstroTime): number {
  return meanAyanamsa(time) + nutationInLongitude(time);
}
