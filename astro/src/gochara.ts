import { SearchGlobalSolarEclipse, SearchLunarEclipse } from 'astronomy-engine';
import {
  type Graha,
  grahas,
  type NodeKind,
  siderealLongitude,
  siderealPosition,
} from './positions.ts';
import { astroTimeFromUt, millisPerDay, utFromMillis } from './time.ts';
import { signOf } from './zodiac.ts';

/**
 * The sky of a stretch of time, as a Vedic astrologer reads gochara (transits): where each graha
 * is (sidereal sign), when it changes sign, when it turns retrograde or direct, the Moon's stays
 * in each sign, and the eclipses. It is the same for everyone: the horoscopes read it for each
 * Moon sign by counting houses from that sign.
 *
 * Each graha's longitude is sampled at a step short enough that it cannot leave a sign and come
 * back between two samples (its fastest motion and its stations considered), and every change
 * found is bisected to the second. Stations are where the motion between samples changes
 * direction, bisected on the graha's speed.
 */

/** A graha entering a sign (1-12), UTC ISO. */
export type Ingress = { at: string; sign: number };
/** A graha turning retrograde (`true`) or direct (`false`), UTC ISO. */
export type Station = { at: string; retrograde: boolean };

export type GrahaCourse = {
  graha: Graha;
  /** The sign at the period's start, and whether it was moving backwards then. */
  signAtStart: number;
  retrogradeAtStart: boolean;
  /** Sign changes within the period, in order. */
  ingresses: Ingress[];
  /** Stations within the period, in order. */
  stations: Station[];
};

/** The Moon in one sign within the period (clipped to the period), UTC ISO. */
export type MoonStay = { sign: number; start: string; end: string };

export type Eclipse = {
  kind: 'solar' | 'lunar';
  /** total, partial, annular or penumbral. */
  type: string;
  /** The moment of greatest eclipse, UTC ISO. */
  at: string;
  /** The sidereal sign of the Moon then (the eclipse's sign). */
  sign: number;
};

export type PeriodSky = {
  start: string;
  end: string;
  courses: GrahaCourse[];
  moonStays: MoonStay[];
  eclipses: Eclipse[];
};

/**
 * Days between samples: short enough that a graha cannot leave a sign and come back between two
 * of them, but at a station lying within a few arc-minutes of a sign's edge (the Moon moves at
 * least 11° a day; the Sun never turns; the others cross back only after a station, when they
 * hardly move), and for the stations themselves.
 */
const sampleDays: Readonly<Record<Graha, number>> = {
  moon: 0.5,
  sun: 5,
  mercury: 1,
  venus: 2,
  mars: 2,
  jupiter: 5,
  saturn: 5,
  rahu: 10,
  ketu: 10,
};

/** To the second. */
const precisionDays = 1 / 86_400;

function longitudeAt(graha: Graha, ut: number, node: NodeKind): number {
  return siderealLongitude(graha, astroTimeFromUt(ut), node);
}

/** The instant (UT days) in (low, high] where the sign changes from `signLow`, to the second. */
function signChangeBetween(
  graha: Graha,
  low: number,
  high: number,
  signLow: number,
  node: NodeKind,
) {
  let [a, b] = [low, high];
  while (b - a > precisionDays) {
    const middle = (a + b) / 2;
    if (signOf(longitudeAt(graha, middle, node)) === signLow) a = middle;
    else b = middle;
  }
  return b;
}

/** The instant (UT days) between `low` and `high` where the speed changes sign, to the second. */
function stationBetween(graha: Graha, low: number, high: number, node: NodeKind) {
  const speed = (ut: number) => siderealPosition(graha, astroTimeFromUt(ut), node).speed;
  let [a, b] = [low, high];
  const startsBackward = speed(a) < 0;
  while (b - a > precisionDays) {
    const middle = (a + b) / 2;
    if (speed(middle) < 0 === startsBackward) a = middle;
    else b = middle;
  }
  return b;
}

const iso = (ut: number) => new Date((ut - utFromMillis(0)) * millisPerDay).toISOString();

/** One graha's course through [startMs, endMs). */
export function grahaCourse(
  graha: Graha,
  startMs: number,
  endMs: number,
  node: NodeKind = 'mean',
): GrahaCourse {
  const startUt = utFromMillis(startMs);
  const endUt = utFromMillis(endMs);
  const step = sampleDays[graha];
  const atStart = siderealPosition(graha, astroTimeFromUt(startUt), node);
  const course: GrahaCourse = {
    graha,
    signAtStart: signOf(atStart.lon),
    retrogradeAtStart: atStart.speed < 0,
    ingresses: [],
    stations: [],
  };
  // Samples from one step before the start, so that motion at the start has a direction.
  let previousUt = startUt;
  let previousLon = atStart.lon;
  let previousMotion = atStart.speed;
  for (let ut = startUt + step; previousUt < endUt; ut += step) {
    const sampleUt = Math.min(ut, endUt);
    const lon = longitudeAt(graha, sampleUt, node);
    const sign = signOf(lon);
    const previousSign = signOf(previousLon);
    if (sign !== previousSign) {
      const at = signChangeBetween(graha, previousUt, sampleUt, previousSign, node);
      if (at < endUt) course.ingresses.push({ at: iso(at), sign });
    }
    const motion = ((((lon - previousLon) % 360) + 540) % 360) - 180;
    if (
      graha !== 'sun' &&
      graha !== 'moon' &&
      motion !== 0 &&
      Math.sign(motion) !== Math.sign(previousMotion)
    ) {
      // The direction changed within the last two steps: find where the speed crosses zero.
      const at = stationBetween(graha, Math.max(startUt, previousUt - step), sampleUt, node);
      if (at > startUt && at < endUt) {
        course.stations.push({ at: iso(at), retrograde: motion < 0 });
      }
    }
    if (motion !== 0) previousMotion = motion;
    previousUt = sampleUt;
    previousLon = lon;
  }
  return course;
}

/** The Moon's stays in each sign within [startMs, endMs). */
export function moonStays(startMs: number, endMs: number): MoonStay[] {
  const course = grahaCourse('moon', startMs, endMs);
  const stays: MoonStay[] = [];
  let sign = course.signAtStart;
  let from = new Date(startMs).toISOString();
  for (const ingress of course.ingresses) {
    stays.push({ sign, start: from, end: ingress.at });
    sign = ingress.sign;
    from = ingress.at;
  }
  stays.push({ sign, start: from, end: new Date(endMs).toISOString() });
  return stays;
}

/** The solar and lunar eclipses whose greatest moment falls within [startMs, endMs). */
export function eclipsesBetween(startMs: number, endMs: number): Eclipse[] {
  const found: Eclipse[] = [];
  const signOfMoon = (date: Date) =>
    signOf(longitudeAt('moon', utFromMillis(date.getTime()), 'mean'));
  for (let lunar = SearchLunarEclipse(new Date(startMs)); lunar.peak.date.getTime() < endMs; ) {
    found.push({
      kind: 'lunar',
      type: lunar.kind,
      at: lunar.peak.date.toISOString(),
      sign: signOfMoon(lunar.peak.date),
    });
    lunar = SearchLunarEclipse(new Date(lunar.peak.date.getTime() + 10 * millisPerDay));
  }
  for (
    let solar = SearchGlobalSolarEclipse(new Date(startMs));
    solar.peak.date.getTime() < endMs;
  ) {
    found.push({
      kind: 'solar',
      type: solar.kind,
      at: solar.peak.date.toISOString(),
      sign: signOfMoon(solar.peak.date),
    });
    solar = SearchGlobalSolarEclipse(new Date(solar.peak.date.getTime() + 10 * millisPerDay));
  }
  return found.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The sky of [start, end): the course of each graha asked for (all nine by default), the Moon's
 * stays when `moon` is asked, and the eclipses.
 */
export function skyOfPeriod(
  start: Date,
  end: Date,
  options: { grahas?: readonly Graha[]; moonStays?: boolean } = {},
): PeriodSky {
  const startMs = start.getTime();
  const endMs = end.getTime();
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    courses: (options.grahas ?? grahas).map((graha) => grahaCourse(graha, startMs, endMs)),
    moonStays: options.moonStays === false ? [] : moonStays(startMs, endMs),
    eclipses: eclipsesBetween(startMs, endMs),
  };
}
