import { AstroTime, DeltaT_EspenakMeeus, SetDeltaTFunction } from 'astronomy-engine';

/**
 * Time scales. Every calculation takes an astronomy-engine `AstroTime`: `ut` and `tt` are days
 * from J2000.0 (2000-01-01 12:00) in Universal and Terrestrial Time.
 *
 * Delta T (TT - UT): astronomy-engine's default (Espenak & Meeus 2006 polynomials) is kept up to
 * 2005, where it follows the observed values; after that those polynomials run ahead of the
 * Earth (74.5 s for 2025 against the observed 69.2 s), which would put the Moon 3 arc-seconds
 * off. So from 2005 the observed yearly values of the IERS are used, and after the last one
 * Delta T grows by 0.3 s a year (the mean rate of the last fifty years; decision 011).
 */
const observedDeltaT: readonly (readonly [year: number, seconds: number])[] = [
  [2005, 64.69],
  [2010, 66.07],
  [2015, 67.64],
  [2020, 69.36],
  [2025, 69.2],
];
const deltaTGrowthAfterObserved = 0.3;
const daysPerJulianYear = 365.25;
const unixMillisAtJ2000 = Date.UTC(2000, 0, 1, 12);
export const millisPerDay = 86_400_000;
export const julianDayAtJ2000 = 2_451_545;

/** Delta T in seconds for a moment given in UT days from J2000. */
export function deltaTSeconds(ut: number): number {
  const year = 2000 + ut / daysPerJulianYear;
  const first = observedDeltaT[0] as readonly [number, number];
  if (year < first[0]) return DeltaT_EspenakMeeus(ut);
  for (let index = 1; index < observedDeltaT.length; index += 1) {
    const [year1, seconds1] = observedDeltaT[index] as readonly [number, number];
    const [year0, seconds0] = observedDeltaT[index - 1] as readonly [number, number];
    if (year <= year1) return seconds0 + ((seconds1 - seconds0) * (year - year0)) / (year1 - year0);
  }
  const [lastYear, lastSeconds] = observedDeltaT.at(-1) as readonly [number, number];
  return lastSeconds + deltaTGrowthAfterObserved * (year - lastYear);
}

// astronomy-engine keeps one Delta T function for the whole process; the engine is its only user.
SetDeltaTFunction(deltaTSeconds);

/** The astronomy-engine time of a JavaScript Date (UTC). */
export function astroTime(date: Date): AstroTime {
  return new AstroTime(date);
}

/** The astronomy-engine time `days` (UT) after J2000.0. */
export function astroTimeFromUt(ut: number): AstroTime {
  return new AstroTime(ut);
}

export function dateFromUt(ut: number): Date {
  return new Date(Math.round(unixMillisAtJ2000 + ut * millisPerDay));
}

export function utFromDate(date: Date): number {
  return utFromMillis(date.getTime());
}

/** UT days from J2000.0 of a Unix time in milliseconds. */
export function utFromMillis(millis: number): number {
  return (millis - unixMillisAtJ2000) / millisPerDay;
}

/** The Unix time in milliseconds (not rounded) of UT days from J2000.0. */
export function millisFromUt(ut: number): number {
  return unixMillisAtJ2000 + ut * millisPerDay;
}

/** The Julian Day (UT) of a moment. */
export function julianDayUt(date: Date): number {
  return julianDayAtJ2000 + utFromDate(date);
}
