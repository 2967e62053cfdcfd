import type { AstroTime } from 'astronomy-engine';
import { normalizeDegrees, signedDegrees } from './angles.ts';
import { meanAyanamsa } from './ayanamsa.ts';
import {
  type BirthInput,
  BirthInputError,
  type BirthMoment,
  type CalendarDate,
  instantsOfWallTime,
  parseCalendarDate,
  resolveBirthMoment,
  type ZoneOffsets,
  zoneOffsetMinutes,
  zoneOffsetsBetween,
} from './birth-moment.ts';
import {
  type Bilingual,
  karanaName,
  nakshatraName,
  pakshaNames,
  tithiName,
  varaName,
  yogaName,
} from './names.ts';
import { tropicalLongitude } from './positions.ts';
import { sunRiseOrSetBetween } from './sun-rise-set.ts';
import { astroTime, astroTimeFromUt, dateFromUt, utFromDate } from './time.ts';
import { nakshatraSpan } from './zodiac.ts';

/**
 * The five limbs of the day (tithi, vara, nakshatra, yoga, karana), sunrise and sunset, the
 * inauspicious periods of the day, and the next full and new moon.
 *
 * - tithi: the Moon's elongation from the Sun in 12° steps (1-15 shukla paksha, 16-30 krishna);
 *   karana: in 6° steps (1-60); nakshatra: the Moon's sidereal longitude in 13°20′ steps; yoga:
 *   the sum of the sidereal longitudes of Sun and Moon in 13°20′ steps.
 * - vara: the weekday, which begins at sunrise: before sunrise it is still the day before.
 * - Rahu kaal, Yamaganda and Gulika kaal: the eighth part of the daytime (sunrise to sunset) that
 *   the weekday assigns to each.
 */

export type Paksha = 'shukla' | 'krishna';

/** The limbs at one moment, as numbers (names from `names.ts`). */
export type PanchangAtMoment = {
  tithi: number;
  paksha: Paksha;
  nakshatra: number;
  yoga: number;
  karana: number;
};

type Luminaries = { sun: number; moon: number; ayanamsa: number };

/** The last few evaluations: the searches ask for the same moment more than once. */
const recentLuminaries: { ut: number; at: Luminaries }[] = [];

function luminaries(time: AstroTime): Luminaries {
  const recent = recentLuminaries.find((entry) => entry.ut === time.ut);
  if (recent) return recent.at;
  const at = {
    sun: tropicalLongitude('sun', time),
    moon: tropicalLongitude('moon', time),
    ayanamsa: meanAyanamsa(time),
  };
  if (recentLuminaries.length >= 8) recentLuminaries.shift();
  recentLuminaries.push({ ut: time.ut, at });
  return at;
}

const elongation = (at: Luminaries) => normalizeDegrees(at.moon - at.sun);
const moonSidereal = (at: Luminaries) => normalizeDegrees(at.moon - at.ayanamsa);
const yogaAngle = (at: Luminaries) => normalizeDegrees(at.sun + at.moon - 2 * at.ayanamsa);

function limbsOf(at: Luminaries): PanchangAtMoment {
  const tithi = Math.floor(elongation(at) / 12) + 1;
  return {
    tithi,
    paksha: tithi <= 15 ? 'shukla' : 'krishna',
    nakshatra: Math.floor(moonSidereal(at) / nakshatraSpan) + 1,
    yoga: Math.floor(yogaAngle(at) / nakshatraSpan) + 1,
    karana: Math.floor(elongation(at) / 6) + 1,
  };
}

/** Tithi, paksha, nakshatra, yoga and karana at a moment. */
export function panchangAt(time: AstroTime): PanchangAtMoment {
  return limbsOf(luminaries(time));
}

/** The limbs that are angles growing through 360°: what each measures and its step. */
const limbs = {
  tithi: { angle: elongation, measures: 'elongation', step: 12, meanDailyMotion: 12.19 },
  nakshatra: { angle: moonSidereal, measures: 'moon', step: nakshatraSpan, meanDailyMotion: 13.18 },
  yoga: { angle: yogaAngle, measures: 'yoga', step: nakshatraSpan, meanDailyMotion: 14.17 },
  karana: { angle: elongation, measures: 'elongation', step: 6, meanDailyMotion: 12.19 },
} as const;

/**
 * Crossings found lately, by angle and target: the first crossing after `fromUt` is also the
 * first after any later moment before it, so consecutive days (and tithi and karana, which share
 * the elongation) reuse each other's searches. The sky is the same for everyone.
 */
const recentCrossings = new Map<string, { fromUt: number; ut: number }>();
const maxRecentCrossings = 64;
type Limb = keyof typeof limbs;

/**
 * The first UT after `fromUt` at which the limb's angle reaches `target` (mod 360): a secant
 * search from the mean motion, to about a fifth of a second.
 */
function timeAngleReaches(limb: Limb, target: number, fromUt: number): number {
  const { angle, measures, meanDailyMotion } = limbs[limb];
  const key = `${measures}|${target.toFixed(6)}`;
  const recent = recentCrossings.get(key);
  if (recent && recent.fromUt <= fromUt && fromUt < recent.ut) return recent.ut;

  const at = (ut: number) => angle(luminaries(astroTimeFromUt(ut)));
  let ut = fromUt;
  let value = at(ut);
  let rate = meanDailyMotion;
  const ahead = normalizeDegrees(target - value);
  let next = ut + ahead / rate;
  for (let iteration = 0; iteration < 12; iteration += 1) {
    const nextValue = at(next);
    const error = signedDegrees(nextValue - target);
    const moved = signedDegrees(nextValue - value);
    if (Math.abs(next - ut) > 1e-9 && moved !== 0) rate = moved / (next - ut);
    ut = next;
    value = nextValue;
    // 2e-5° is a fifth of a second of the Moon's motion.
    if (Math.abs(error) < 2e-5) break;
    next = ut - error / rate;
  }
  if (recentCrossings.size >= maxRecentCrossings) {
    recentCrossings.delete(recentCrossings.keys().next().value as string);
  }
  recentCrossings.set(key, { fromUt, ut });
  return ut;
}

/** When the limb current at `fromUt` ends, and what comes next. */
function limbEnd(limb: Limb, fromUt: number): number {
  const { angle, step } = limbs[limb];
  const value = angle(luminaries(astroTimeFromUt(fromUt)));
  const boundary = normalizeDegrees((Math.floor(value / step) + 1) * step);
  return timeAngleReaches(limb, boundary, fromUt);
}

/** Next full moon (elongation 180°) or new moon (0°) after a moment. */
export function nextPurnima(after: Date): Date {
  return dateFromUt(timeAngleReaches('tithi', 180, utFromDate(after)));
}
export function nextAmavasya(after: Date): Date {
  return dateFromUt(timeAngleReaches('tithi', 0, utFromDate(after)));
}

/** 1 = Sunday, for a calendar date. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 1;
}

/** The UTC instant of 00:00 on a date in a zone (the first instant of the day if 00:00 skipped). */
export function localMidnight(zone: string, date: CalendarDate): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  const instants = instantsOfWallTime(zone, wall);
  const first = instants[0];
  if (first !== undefined) return new Date(first);
  // Midnight skipped by a clock change: the day began when the clocks jumped, at the later offset.
  return new Date(wall - zoneOffsetMinutes(zone, wall + 12 * 3_600_000) * 60_000);
}

function nextCalendarDate(date: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

export type SunTimes = { sunrise: Date | null; sunset: Date | null };

/** Sunrise and sunset within a civil day [start, end) at a place; null in polar day or night. */
export function sunTimesBetween(start: Date, end: Date, lat: number, lon: number): SunTimes {
  const startUt = utFromDate(start);
  const endUt = utFromDate(end);
  const rise = sunRiseOrSetBetween('rise', startUt, endUt, lat, lon);
  const set = sunRiseOrSetBetween('set', startUt, endUt, lat, lon);
  return {
    sunrise: rise === undefined ? null : dateFromUt(rise),
    sunset: set === undefined ? null : dateFromUt(set),
  };
}

/** Which eighth of the daytime (1-8) each period takes, Sunday first. */
const daytimeEighths = {
  rahuKaal: [8, 2, 7, 5, 6, 4, 3],
  yamaganda: [5, 4, 3, 2, 1, 7, 6],
  gulikaKaal: [7, 6, 5, 4, 3, 2, 1],
} as const;

export type TimeSpan = { start: string; end: string };

export type PanchangElement = {
  /** The number of the tithi (1-30), nakshatra (1-27), yoga (1-27) or karana (1-60). */
  index: number;
  name: Bilingual;
  /** When it ends (UTC ISO), possibly after the civil day. */
  end: string;
};

export type PanchangInput = { date: string; lat: number; lon: number; zone: string };

/** A civil day's panchang at a place (the reply of `GET /astro/panchang`). */
export type DayPanchang = {
  date: string;
  zone: string;
  /** The civil day, UTC ISO: from local midnight to the next. */
  dayStart: string;
  dayEnd: string;
  sunrise: string | null;
  sunset: string | null;
  /** The weekday that began at this day's sunrise, 1 = Sunday. */
  vara: { index: number; name: Bilingual };
  /** At sunrise (or at midnight where the Sun does not rise). */
  atSunrise: PanchangAtMoment;
  paksha: { value: Paksha; name: Bilingual };
  /** Every tithi, nakshatra, yoga and karana current at some time of the civil day, in order. */
  tithi: PanchangElement[];
  nakshatra: PanchangElement[];
  yoga: PanchangElement[];
  karana: PanchangElement[];
  rahuKaal: TimeSpan | null;
  yamaganda: TimeSpan | null;
  gulikaKaal: TimeSpan | null;
  nextPurnima: string;
  nextAmavasya: string;
  /**
   * The zone's offsets from UTC from `dayStart` to the last instant above, so that a page can
   * write every instant on the place's clocks without creating an Intl formatter for the zone.
   */
  zoneOffsets: ZoneOffsets;
};

const limbNames: Record<Limb, (index: number) => Bilingual> = {
  tithi: tithiName,
  nakshatra: nakshatraName,
  yoga: yogaName,
  karana: karanaName,
};

/** The values of a limb from `startUt` until one ends at or after `endUt`. */
function limbSequence(limb: Limb, startUt: number, endUt: number): PanchangElement[] {
  const { angle, step } = limbs[limb];
  const count = Math.round(360 / step);
  const elements: PanchangElement[] = [];
  let index = Math.floor(angle(luminaries(astroTimeFromUt(startUt))) / step) + 1;
  let ut = startUt;
  while (elements.length < 6) {
    const end = limbEnd(limb, ut);
    elements.push({ index, name: limbNames[limb](index), end: dateFromUt(end).toISOString() });
    if (end >= endUt) break;
    ut = end + 1e-6;
    index = (index % count) + 1;
  }
  return elements;
}

function eighthOfDaytime(sunrise: Date, sunset: Date, eighth: number): TimeSpan {
  const part = (sunset.getTime() - sunrise.getTime()) / 8;
  const start = sunrise.getTime() + part * (eighth - 1);
  return { start: new Date(start).toISOString(), end: new Date(start + part).toISOString() };
}

/** The panchang of a civil date at a place. Throws BirthInputError for impossible input. */
export function computePanchang(input: PanchangInput): DayPanchang {
  const date = parseCalendarDate(input.date);
  checkPlace(input.lat, input.lon);
  const dayStart = localMidnight(input.zone, date);
  const dayEnd = localMidnight(input.zone, nextCalendarDate(date));
  const { sunrise, sunset } = sunTimesBetween(dayStart, dayEnd, input.lat, input.lon);
  const weekday = weekdayOf(date);
  const reference = sunrise ?? dayStart;
  const atSunrise = panchangAt(astroTimeFromUt(utFromDate(reference)));
  const startUt = utFromDate(dayStart);
  const endUt = utFromDate(dayEnd);
  const periods = (kind: keyof typeof daytimeEighths) =>
    sunrise && sunset
      ? eighthOfDaytime(sunrise, sunset, daytimeEighths[kind][weekday - 1] as number)
      : null;
  const day: Omit<DayPanchang, 'zoneOffsets'> = {
    date: input.date,
    zone: input.zone,
    dayStart: dayStart.toISOString(),
    dayEnd: dayEnd.toISOString(),
    sunrise: sunrise?.toISOString() ?? null,
    sunset: sunset?.toISOString() ?? null,
    vara: { index: weekday, name: varaName(weekday) },
    atSunrise,
    paksha: { value: atSunrise.paksha, name: pakshaNames[atSunrise.paksha] },
    tithi: limbSequence('tithi', startUt, endUt),
    nakshatra: limbSequence('nakshatra', startUt, endUt),
    yoga: limbSequence('yoga', startUt, endUt),
    karana: limbSequence('karana', startUt, endUt),
    rahuKaal: periods('rahuKaal'),
    yamaganda: periods('yamaganda'),
    gulikaKaal: periods('gulikaKaal'),
    nextPurnima: nextPurnima(dayStart).toISOString(),
    nextAmavasya: nextAmavasya(dayStart).toISOString(),
  };
  const lastInstant = Math.max(
    ...[day.nextPurnima, day.nextAmavasya, day.dayEnd]
      .concat([day.tithi, day.nakshatra, day.yoga, day.karana].flat().map((element) => element.end))
      .map(Date.parse),
  );
  return { ...day, zoneOffsets: zoneOffsetsBetween(input.zone, dayStart.getTime(), lastInstant) };
}

/** The panchang of a moment at a place, as numbers (the `panchang` of a chart). */
export type MomentPanchang = {
  tithi: number;
  paksha: Paksha;
  /** The Moon's nakshatra (1-27). */
  nakshatra: number;
  yoga: number;
  karana: number;
  /** Weekday counted from sunrise, 1 = Sunday: before sunrise it is still the day before. */
  vara: number;
  /** On the civil date of the moment at the place; null in polar day or night. */
  sunrise: string | null;
  sunset: string | null;
};

/** The local calendar date of a moment (its wall clock). */
function localDateOf(moment: BirthMoment): CalendarDate {
  const local = new Date(moment.utc.getTime() + moment.utcOffsetMinutes * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** The panchang of a moment already resolved (see `resolveBirthMoment`) at a place. */
export function panchangOfMoment(moment: BirthMoment, lat: number, lon: number): MomentPanchang {
  const limbs = panchangAt(astroTime(moment.utc));
  const civilDate = localDateOf(moment);
  const dayStart = new Date(
    Date.UTC(civilDate.year, civilDate.month - 1, civilDate.day) - moment.utcOffsetMinutes * 60_000,
  );
  const { sunrise, sunset } = sunTimesBetween(
    moment.zone && moment.offsetSource === 'zone'
      ? localMidnight(moment.zone, civilDate)
      : dayStart,
    new Date(dayStart.getTime() + 86_400_000),
    lat,
    lon,
  );
  const weekday = weekdayOf(civilDate);
  const vara = sunrise && moment.utc < sunrise ? ((weekday + 5) % 7) + 1 : weekday;
  return {
    tithi: limbs.tithi,
    paksha: limbs.paksha,
    nakshatra: limbs.nakshatra,
    yoga: limbs.yoga,
    karana: limbs.karana,
    vara,
    sunrise: sunrise?.toISOString() ?? null,
    sunset: sunset?.toISOString() ?? null,
  };
}

/** A moment's panchang with the name of each limb in both languages. */
export type NamedMomentPanchang = MomentPanchang & {
  utc: string;
  utcOffsetMinutes: number;
  names: {
    tithi: Bilingual;
    paksha: Bilingual;
    nakshatra: Bilingual;
    yoga: Bilingual;
    karana: Bilingual;
    vara: Bilingual;
  };
};

/**
 * The panchang at a moment and place (a birth, or "now" on a calculator page): tithi and paksha,
 * nakshatra, yoga, karana and vara with their names, sunrise and sunset of that civil day.
 * The input is a birth's (`date`, `time`, `lat`, `lon`, `zone` or `utcOffsetMinutes`); throws
 * BirthInputError for impossible input.
 */
export function computeMomentPanchang(input: BirthInput): NamedMomentPanchang {
  checkPlace(input.lat, input.lon);
  const moment = resolveBirthMoment(input);
  const panchang = panchangOfMoment(moment, input.lat, input.lon);
  return {
    utc: moment.utc.toISOString(),
    utcOffsetMinutes: moment.utcOffsetMinutes,
    ...panchang,
    names: {
      tithi: tithiName(panchang.tithi),
      paksha: pakshaNames[panchang.paksha],
      nakshatra: nakshatraName(panchang.nakshatra),
      yoga: yogaName(panchang.yoga),
      karana: karanaName(panchang.karana),
      vara: varaName(panchang.vara),
    },
  };
}

/** Latitude within ±90 and longitude within ±180, or BirthInputError naming the field. */
export function checkPlace(lat: number, lon: number): void {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) {
    throw new BirthInputError('lat', {
      en: 'lat must be a latitude in degrees, -90 to 90.',
      hi: 'अक्षांश (lat) −90 से 90 डिग्री के बीच होना चाहिए।',
    });
  }
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) {
    throw new BirthInputError('lon', {
      en: 'lon must be a longitude in degrees, -180 to 180.',
      hi: 'देशांतर (lon) −180 से 180 डिग्री के बीच होना चाहिए।',
    });
  }
}
