import { normalizeDegrees, signedDegrees } from './angles.ts';
import { meanAyanamsa } from './ayanamsa.ts';
import { astroTimeFromUt, dateFromUt, utFromDate } from './time.ts';
import { heliocentricPosition } from './vsop87.ts';
import type { VsopModel, VsopSeries } from './vsop87-data.ts';
import * as vsop from './vsop87-data.ts';
import { signDistance } from './zodiac.ts';

/**
 * Saturn's transits over the Moon sign (decision 011).
 *
 * Sade Sati: Saturn in the 12th, 1st and 2nd signs from the natal Moon sign, the phases rising,
 * peak and setting. Dhaiya (small panoti): Saturn in the 4th (kantaka) or 8th (ashtama) sign.
 * Every sign ingress of Saturn is found by searching its sidereal longitude: steps as long as
 * Saturn cannot reach a sign boundary within them, a bisection where a sign changes, then a
 * Newton step with the full ephemeris, so retrograde exits and re-entries are all found and
 * each ingress is exact to about a minute.
 */

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';
export type SaturnTransitSegment = {
  start: string;
  end: string;
  /** Saturn's sign during the segment, 1-12. */
  sign: number;
  /** Which ~7.5-year (Sade Sati) or ~2.5-year (dhaiya) transit it belongs to, from 1. */
  cycle: number;
};
export type SadeSatiSegment = SaturnTransitSegment & { phase: SadeSatiPhase };
export type DhaiyaSegment = SaturnTransitSegment & { house: 4 | 8 };

/**
 * Bounds Saturn's geocentric acceleration in longitude (the Earth's yearly swing around it peaks
 * near 0.0016°/day²): a step is as long as Saturn cannot reach a sign boundary within it.
 */
const saturnMaxAcceleration = 0.0025;
const minimumStepDays = 1;
const maximumStepDays = 240;
/** An exit shorter than this (a retrograde dip) does not end a transit. */
const cycleGapDays = 400;
/** The search starts early enough to see the beginning of a transit running at birth. */
const yearsSearchedBeforeStart = 10;
const daysPerYear = 365.25;
const lightDaysPerAu = 0.005_775_518_3;

/** The series without terms below `threshold` (the latitude series only if `withLatitude`). */
function truncated(model: VsopModel, threshold: number, withLatitude: boolean): VsopModel {
  const keep = (series: VsopSeries) =>
    series.map((terms, power) => {
      const kept: number[] = [];
      for (let index = 0; index < terms.length; index += 3) {
        if ((terms[index] as number) * 0.15 ** power >= threshold) {
          kept.push(terms[index] as number, terms[index + 1] as number, terms[index + 2] as number);
        }
      }
      return kept;
    });
  return { L: keep(model.L), B: withLatitude ? keep(model.B) : [], R: keep(model.R) };
}

type SaturnModels = { earth: VsopModel; saturn: VsopModel };
/** About an arc-minute: enough to find where the ingresses are. */
let roughModels: SaturnModels | undefined;
/** About 5 arc-seconds: the ingress times to within minutes. */
let fineModels: SaturnModels | undefined;

/**
 * Saturn's sidereal longitude: the J2000 ecliptic longitude less the ayanamsa of J2000 (the
 * precession since J2000 moves the equinox and the ayanamsa alike), light time from `lightTime`.
 */
function saturnLongitude(
  models: SaturnModels,
  tt: number,
  lightTime: number,
  ayanamsaJ2000: number,
): { longitude: number; lightTime: number } {
  const earth = heliocentricPosition(models.earth, tt - lightTime);
  const saturn = heliocentricPosition(models.saturn, tt - lightTime);
  const x = saturn[0] - earth[0];
  const y = saturn[1] - earth[1];
  return {
    longitude: normalizeDegrees((Math.atan2(y, x) * 180) / Math.PI - ayanamsaJ2000),
    lightTime: Math.hypot(x, y, saturn[2] - earth[2]) * lightDaysPerAu,
  };
}

export type SaturnIngress = { ut: number; sign: number };

/** Every sign Saturn enters between two moments (UT days from J2000), in order. */
export function searchSaturnIngresses(
  startUt: number,
  endUt: number,
): { signAtStart: number; ingresses: SaturnIngress[] } {
  roughModels ??= {
    earth: truncated(vsop.earth, 1e-4, false),
    saturn: truncated(vsop.saturn, 1e-4, false),
  };
  fineModels ??= {
    earth: truncated(vsop.earth, 3e-6, true),
    saturn: truncated(vsop.saturn, 3e-6, true),
  };
  const rough = roughModels;
  const ayanamsaJ2000 = meanAyanamsa(astroTimeFromUt(0));
  // Saturn's light time changes by seconds a day: the last one found serves the next step.
  // TT - UT is about a minute, immaterial to where Saturn is: UT stands in for TT here.
  let lightTime = 0.05;
  const longitudeAt = (ut: number) => {
    const found = saturnLongitude(rough, ut, lightTime, ayanamsaJ2000);
    lightTime = found.lightTime;
    return found.longitude;
  };
  const signAt = (longitude: number) => Math.floor(longitude / 30) + 1;

  let ut = startUt;
  let longitude = longitudeAt(ut);
  let speed = signedDegrees(longitudeAt(ut + 1) - longitudeAt(ut - 1)) / 2;
  let lastStep = 1;
  const signAtStart = signAt(longitude);
  let sign = signAtStart;
  const ingresses: SaturnIngress[] = [];
  while (ut < endUt) {
    const withinSign = longitude % 30;
    // The speed is a secant over the last step: off by up to acceleration x step.
    const uncertainty = saturnMaxAcceleration * lastStep;
    const step = Math.min(
      maximumStepDays,
      endUt - ut,
      Math.max(
        minimumStepDays,
        Math.min(
          timeToReach(30 - withinSign, speed + uncertainty),
          timeToReach(withinSign, -speed + uncertainty),
        ),
      ),
    );
    const next = ut + step;
    const nextLongitude = longitudeAt(next);
    const nextSign = signAt(nextLongitude);
    if (nextSign !== sign) {
      ingresses.push({ ut: ingressBetween(ut, next, sign, nextSign, longitudeAt), sign: nextSign });
      sign = nextSign;
    }
    speed = signedDegrees(nextLongitude - longitude) / step;
    lastStep = step;
    ut = next;
    longitude = nextLongitude;
  }
  return { signAtStart, ingresses };

  /** Days until a body at `speed` (°/day, towards the boundary) could cover `distance`. */
  function timeToReach(distance: number, speedTowards: number): number {
    const a = saturnMaxAcceleration / 2;
    return (-speedTowards + Math.sqrt(speedTowards ** 2 + 4 * a * distance)) / (2 * a);
  }

  /** When Saturn crosses from one sign to its neighbour within [before, after]. */
  function ingressBetween(
    before: number,
    after: number,
    fromSign: number,
    toSign: number,
    at: (ut: number) => number,
  ): number {
    const forward = toSign === (fromSign % 12) + 1;
    const boundary = ((forward ? toSign : fromSign) - 1) * 30;
    const offset = (ut: number) => signedDegrees(at(ut) - boundary);
    // Regula falsi (Illinois) on the rough series.
    let low = before;
    let high = after;
    let lowValue = offset(low);
    let highValue = offset(high);
    let ut = (low + high) / 2;
    for (let iteration = 0; iteration < 30 && high - low > 1e-3; iteration += 1) {
      ut = (low * highValue - high * lowValue) / (highValue - lowValue);
      const value = offset(ut);
      if (Math.abs(value) < 1e-5) break;
      if (value > 0 === highValue > 0) {
        high = ut;
        highValue = value;
        lowValue /= 2;
      } else {
        low = ut;
        lowValue = value;
        highValue /= 2;
      }
    }
    // Newton steps on the finer series, with the speed across the bracket.
    const speedAcross = signedDegrees(at(ut + 0.5) - at(ut - 0.5)) || 1e-3;
    const fine = fineModels as SaturnModels;
    for (let iteration = 0; iteration < 2; iteration += 1) {
      const value = signedDegrees(
        saturnLongitude(fine, ut, lightTime, ayanamsaJ2000).longitude - boundary,
      );
      const correction = Math.max(-3, Math.min(3, value / speedAcross));
      ut -= correction;
      if (Math.abs(correction) < 0.003) break;
    }
    return ut;
  }
}

/**
 * Saturn's ingresses are the same for everyone: they are searched once per span of
 * `chunkYears` and kept for the life of the process (a few hundred numbers in all).
 */
const chunkYears = 20;
const chunkDays = chunkYears * daysPerYear;
const ingressChunks = new Map<number, { signAtStart: number; ingresses: SaturnIngress[] }>();

function ingressChunk(index: number) {
  let chunk = ingressChunks.get(index);
  if (!chunk) {
    chunk = searchSaturnIngresses(index * chunkDays, (index + 1) * chunkDays);
    ingressChunks.set(index, chunk);
  }
  return chunk;
}

/** Every sign Saturn enters between two moments (UT days from J2000), from the cache. */
export function saturnIngresses(
  startUt: number,
  endUt: number,
): { signAtStart: number; ingresses: SaturnIngress[] } {
  const first = Math.floor(startUt / chunkDays);
  const last = Math.floor(endUt / chunkDays);
  const firstChunk = ingressChunk(first);
  let signAtStart = firstChunk.signAtStart;
  const ingresses: SaturnIngress[] = [];
  for (let index = first; index <= last; index += 1) {
    for (const ingress of ingressChunk(index).ingresses) {
      if (ingress.ut <= startUt) signAtStart = ingress.sign;
      else if (ingress.ut < endUt) ingresses.push(ingress);
    }
  }
  return { signAtStart, ingresses };
}

type SignStay = { sign: number; startUt: number; endUt: number };

function signStays(startUt: number, endUt: number): SignStay[] {
  const { signAtStart, ingresses } = saturnIngresses(startUt, endUt);
  const stays: SignStay[] = [];
  let sign = signAtStart;
  let from = startUt;
  for (const ingress of ingresses) {
    stays.push({ sign, startUt: from, endUt: ingress.ut });
    sign = ingress.sign;
    from = ingress.ut;
  }
  stays.push({ sign, startUt: from, endUt: endUt });
  // The first and last stays are cut by the search window: their true ends are unknown.
  return stays.slice(1, -1);
}

function segmentsOf<T extends SaturnTransitSegment>(
  stays: SignStay[],
  classify: (stay: SignStay) => Omit<T, keyof SaturnTransitSegment> | undefined,
): T[] {
  const segments: T[] = [];
  let cycle = 0;
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const stay of stays) {
    const extra = classify(stay);
    if (!extra) continue;
    if (stay.startUt - lastEnd > cycleGapDays) cycle += 1;
    lastEnd = stay.endUt;
    segments.push({
      start: dateFromUt(stay.startUt).toISOString(),
      end: dateFromUt(stay.endUt).toISOString(),
      sign: stay.sign,
      cycle,
      ...extra,
    } as T);
  }
  return segments;
}

export type SaturnTransits = { sadeSati: SadeSatiSegment[]; dhaiya: DhaiyaSegment[] };

const phaseByHouse: Partial<Record<number, SadeSatiPhase>> = {
  12: 'rising',
  1: 'peak',
  2: 'setting',
};

/**
 * Sade Sati and dhaiya for a Moon sign over [from, from + years]: every segment that overlaps
 * the span, with its true start and end (a transit running at `from` began before it).
 */
export function saturnTransits(moonSign: number, from: Date, years: number): SaturnTransits {
  const fromUt = utFromDate(from);
  const untilUt = fromUt + years * daysPerYear;
  const stays = signStays(
    fromUt - yearsSearchedBeforeStart * daysPerYear,
    untilUt + yearsSearchedBeforeStart * daysPerYear,
  );
  const sadeSati = segmentsOf<SadeSatiSegment>(stays, (stay) => {
    const phase = phaseByHouse[signDistance(moonSign, stay.sign)];
    return phase ? { phase } : undefined;
  });
  const dhaiya = segmentsOf<DhaiyaSegment>(stays, (stay) => {
    const house = signDistance(moonSign, stay.sign);
    return house === 4 || house === 8 ? { house } : undefined;
  });
  const span = { from: from.toISOString(), until: dateFromUt(untilUt).toISOString() };
  return { sadeSati: cyclesWithin(sadeSati, span), dhaiya: cyclesWithin(dhaiya, span) };
}

/** Whole transits (all their segments) that overlap the span, numbered again from 1. */
function cyclesWithin<T extends SaturnTransitSegment>(
  segments: T[],
  span: { from: string; until: string },
): T[] {
  const overlapping = new Set(
    segments
      .filter((segment) => segment.end > span.from && segment.start < span.until)
      .map((segment) => segment.cycle),
  );
  const numbers = new Map([...overlapping].sort((a, b) => a - b).map((cycle, i) => [cycle, i + 1]));
  return segments
    .filter((segment) => overlapping.has(segment.cycle))
    .map((segment) => ({ ...segment, cycle: numbers.get(segment.cycle) as number }));
}

/** The segment running at a moment, if any. */
export function segmentAt<T extends SaturnTransitSegment>(
  segments: readonly T[],
  moment: Date,
): T | undefined {
  const at = moment.toISOString();
  return segments.find((segment) => segment.start <= at && at < segment.end);
}

/** One whole transit: a Sade Sati (about 7.5 years) or a dhaiya (about 2.5), with its segments. */
export type TransitPeriod<T extends SaturnTransitSegment> = {
  cycle: number;
  /** Saturn's first entry and last exit (retrograde re-entries are inside). */
  start: string;
  end: string;
  segments: T[];
  /** The moment asked about falls within this transit (in one of its segments or between). */
  current: boolean;
};

/**
 * The segments grouped into whole transits, in order, with the one running at `at` marked: what a
 * calculator lists as "your Sade Sati periods" with the current one highlighted.
 */
export function transitPeriods<T extends SaturnTransitSegment>(
  segments: readonly T[],
  at: Date,
): TransitPeriod<T>[] {
  const moment = at.toISOString();
  const periods: TransitPeriod<T>[] = [];
  for (const segment of segments) {
    const last = periods.at(-1);
    if (last && last.cycle === segment.cycle) {
      last.segments.push(segment);
      if (segment.end > last.end) last.end = segment.end;
    } else {
      periods.push({
        cycle: segment.cycle,
        start: segment.start,
        end: segment.end,
        segments: [segment],
        current: false,
      });
    }
  }
  for (const period of periods) period.current = period.start <= moment && moment < period.end;
  return periods;
}
