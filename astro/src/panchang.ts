import type { AstroTime } from 'astronomy-engine';
import { normalizeDegrees } from './angles.ts';
import { meanAyanamsa } from './ayanamsa.ts';
import {
  type BirthInput,
  BirthInputError,
  type BirthMoment,
  type CalendarDate,
  canonicalTimeZone,
  instantsOfWallTime,
  parseCalendarDate,
  resolveBirthMoment,
  type ZoneOffsets,
  zoneOffsetMinutes,
  zoneOffsetsBetween,
} from './birth-moment.ts';
import { moonRiseOrSetBetween } from './moon-rise-set.ts';
import {
  abhijitMuhurat,
  brahmaMuhurta,
  type Choghadiya,
  choghadiyasOfDay,
  type DayAndNight,
  durmuhurtas,
  equalParts,
  type Hora,
  horasOfDay,
} from './muhurat.ts';
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
import { sunRiseOrSetBetween, sunRiseOrSetNear } from './sun-rise-set.ts';
import {
  astroTime,
  astroTimeFromUt,
  dateFromUt,
  millisPerDay,
  utFromDate,
  utFromMillis,
} from './time.ts';
import { nakshatraSpan } from './zodiac.ts';

/**
 * The five limbs of the day (tithi, vara, nakshatra, yoga, karana), sunrise and sunset, the
 * inauspicious periods of the day, and the next full and new moon.
 *
 * - tithi: the Moon's elongation from the Sun in 12° steps (1-15 shukla paksha, 16-30 krishna);
 *   karana: in 6° steps (1-60); nakshatra: the Moon's sidereal longitude in 13°20′ steps; yoga:
 *   the sum of the sidereal longitudes of Sun and Moon in 13°20′ steps.
 * - A day's list of each limb starts with the element current at midnight and follows each by the
 *   next; an element ends at the first whole millisecond of the next (`elementEnd`), so a list
 *   agrees with the element at any instant. The result depends on the input alone: nothing is
 *   kept from one call to the next.
 * - vara: the weekday, which begins at sunrise: before sunrise it is still the day before.
 * - Rahu kaal, Yamaganda and Gulika kaal: the eighth part of the daytime (sunrise to sunset) that
 *   the weekday assigns to each.
 * - The day's muhurats (choghadiya, hora, Abhijit, Brahma muhurta, durmuhurta: muhurat.ts) divide
 *   the daytime from this day's sunrise to the sunset after it, and the nights on either side.
 * - Moonrise and moonset: the first of each within the civil day (moon-rise-set.ts).
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

function luminaries(time: AstroTime): Luminaries {
  return {
    sun: tropicalLongitude('sun', time),
    moon: tropicalLongitude('moon', time),
    ayanamsa: meanAyanamsa(time),
  };
}

const elongation = (at: Luminaries) => normalizeDegrees(at.moon - at.sun);
const moonSidereal = (at: Luminaries) => normalizeDegrees(at.moon - at.ayanamsa);
const yogaAngle = (at: Luminaries) => normalizeDegrees(at.sun + at.moon - 2 * at.ayanamsa);

/**
 * The limbs that are angles growing through 360° (none ever turns back: the Moon outruns the
 * Sun): what each measures, its step, how many elements a turn has, and its mean daily motion.
 */
const limbs = {
  tithi: { angle: elongation, measures: 'elongation', step: 12, count: 30, meanDailyMotion: 12.19 },
  nakshatra: {
    angle: moonSidereal,
    measures: 'moon',
    step: nakshatraSpan,
    count: 27,
    meanDailyMotion: 13.18,
  },
  yoga: {
    angle: yogaAngle,
    measures: 'yoga',
    step: nakshatraSpan,
    count: 27,
    meanDailyMotion: 14.17,
  },
  karana: { angle: elongation, measures: 'elongation', step: 6, count: 60, meanDailyMotion: 12.19 },
} as const;
type Limb = keyof typeof limbs;

/**
 * The element (1 to count) of a limb at its angle. The day's lists find their ends with the same
 * division, so that the element at any instant (sunrise) is the list's element then, exactly.
 */
function elementAt(limb: Limb, angle: number): number {
  const { step, count } = limbs[limb];
  // `% count`: an angle a hair under 360° can divide to `count` itself.
  return (Math.floor(angle / step) % count) + 1;
}

function limbsOf(at: Luminaries): PanchangAtMoment {
  const tithi = elementAt('tithi', elongation(at));
  return {
    tithi,
    paksha: tithi <= 15 ? 'shukla' : 'krishna',
    nakshatra: elementAt('nakshatra', moonSidereal(at)),
    yoga: elementAt('yoga', yogaAngle(at)),
    karana: elementAt('karana', elongation(at)),
  };
}

/** Tithi, paksha, nakshatra, yoga and karana at a moment. */
export function panchangAt(time: AstroTime): PanchangAtMoment {
  return limbsOf(luminaries(time));
}

/** A whole millisecond (Unix time) and a limb's angle then. */
type Sample = { millis: number; angle: number };

/** Where an element ends, with the limb's angular speed there (degrees per millisecond). */
type ElementEnd = Sample & { degreesPerMilli: number };

function luminariesAtMillis(millis: number): Luminaries {
  return luminaries(astroTimeFromUt(utFromMillis(millis)));
}

/**
 * When the limb's element `index` ends: the first whole millisecond after `from` at which the limb
 * has reached `index` steps (mod its count), `from` lying less than a turn (25 to 30 days) before
 * it. So defined, the answer does not depend on where the search starts or which way it goes, and
 * `elementAt` gives the next element at that millisecond and this one a millisecond earlier.
 * A secant search on whole milliseconds, kept within the bracket found so far and bisecting when
 * the bracket does not halve in two steps; `degreesPerMilli` (the speed at the last end) only
 * makes the first guess better.
 */
function elementEnd(limb: Limb, index: number, from: Sample, degreesPerMilli?: number): ElementEnd {
  const { step, count, meanDailyMotion } = limbs[limb];
  const meanStepsPerMilli = meanDailyMotion / step / millisPerDay;
  const raw = (angle: number) => index - angle / step;
  // Steps to go at `from`, in (0, count]: exactly on the boundary, the element ended there.
  const toGoFrom = raw(from.angle) - count * Math.floor(raw(from.angle) / count) || count;
  /**
   * Steps still to go (negative once past), continuous across 360°: of the values `raw` can mean
   * (mod count), the one nearest what the mean motion predicts, which stays within a few steps of
   * the truth over a turn. Near the end it is `raw` itself, or `raw - count` just after the limb
   * wraps through 0°; either way its sign is that of `index - angle / step`, the division
   * `elementAt` makes.
   */
  const toGo = (millis: number, angle: number) => {
    const predicted = toGoFrom - meanStepsPerMilli * (millis - from.millis);
    return raw(angle) + count * Math.round((predicted - raw(angle)) / count);
  };

  let before = { millis: from.millis, angle: from.angle, toGo: toGoFrom };
  let after: typeof before | undefined;
  let last = before;
  let rate = degreesPerMilli === undefined ? meanStepsPerMilli : degreesPerMilli / step;
  const widths = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  let next = before.millis + Math.max(1, Math.round(toGoFrom / rate));
  // Bisection would take 27 evaluations from a day away; the secant takes 4 to 6 (9 from a month).
  for (let evaluation = 0; evaluation < 200; evaluation += 1) {
    const angle = limbs[limb].angle(luminariesAtMillis(next));
    const point = { millis: next, angle, toGo: toGo(next, angle) };
    if (point.toGo > 0) before = point;
    else after = point;
    if (after && after.millis - before.millis <= 1) {
      return { millis: after.millis, angle: after.angle, degreesPerMilli: rate * step };
    }
    const slope = (last.toGo - point.toGo) / (point.millis - last.millis);
    if (slope > 0 && Number.isFinite(slope)) rate = slope;
    last = point;
    next = Math.round(point.millis + point.toGo / rate);
    if (after) {
      const width = after.millis - before.millis;
      next = Math.min(Math.max(next, before.millis + 1), after.millis - 1);
      if (width > (widths[0] as number) / 2) next = before.millis + Math.floor(width / 2);
      widths.shift();
      widths.push(width);
    } else {
      next = Math.max(next, before.millis + 1);
    }
  }
  throw new Error(`The end of ${limb} ${index} was not found.`);
}

/** Next full moon (the end of tithi 15, elongation 180°) or new moon (tithi 30, 0°) after a moment. */
export function nextPurnima(after: Date): Date {
  return new Date(endAfter('tithi', 15, after.getTime()).millis);
}
export function nextAmavasya(after: Date): Date {
  return new Date(endAfter('tithi', 30, after.getTime()).millis);
}

/** The first end of a limb's element `index` after a moment. */
function endAfter(limb: Limb, index: number, millis: number, ends?: DayEnds, at?: Luminaries) {
  const angle = limbs[limb].angle(at ?? luminariesAtMillis(millis));
  return endOfElement(limb, index, { millis, angle }, ends);
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

/**
 * What the muhurats of a day divide: its sunrise, the first sunset after it (the same as the
 * civil day's sunset, except where the Sun sets after midnight, as at Reykjavik in June), the
 * first sunrise after that, and the last sunset before this sunrise. Null where the Sun does not
 * rise, or does not set again within a day; `nextSunrise` and `previousSunset` are null where
 * there is none within a day of it (near a polar day or night).
 */
type SolarDay = Omit<DayAndNight, 'vara' | 'nextSunrise'> & {
  nextSunrise: Date | null;
  previousSunset: Date | null;
};

/**
 * The first sunrise or sunset within [from, from + a day), as a Date. Searched first from `near`,
 * where it is expected (a day after or before one known): two or three steps instead of six.
 */
function sunEventWithinADay(
  event: 'rise' | 'set',
  from: Date,
  near: Date | null,
  lat: number,
  lon: number,
) {
  const startUt = utFromDate(from);
  const nearby = near ? sunRiseOrSetNear(event, utFromDate(near), lat, lon) : undefined;
  const found =
    nearby !== undefined && nearby >= startUt && nearby < startUt + 1
      ? nearby
      : sunRiseOrSetBetween(event, startUt, startUt + 1, lat, lon);
  return found === undefined ? null : dateFromUt(found);
}

const dayAfter = (date: Date | null, days = 1) =>
  date ? new Date(date.getTime() + days * millisPerDay) : null;

function solarDayOf(civil: SunTimes, lat: number, lon: number): SolarDay | null {
  const { sunrise } = civil;
  if (!sunrise) return null;
  const sunset =
    civil.sunset && civil.sunset > sunrise
      ? civil.sunset
      : sunEventWithinADay('set', dayAfter(sunrise, 0) as Date, dayAfter(civil.sunset), lat, lon);
  if (!sunset) return null;
  return {
    sunrise,
    sunset,
    nextSunrise: sunEventWithinADay('rise', sunset, dayAfter(sunrise), lat, lon),
    previousSunset: sunEventWithinADay(
      'set',
      dayAfter(sunrise, -1) as Date,
      dayAfter(sunset, -1),
      lat,
      lon,
    ),
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
  /** The first moonrise and moonset within the civil day, or null when there is none that day. */
  moonrise: string | null;
  moonset: string | null;
  /**
   * The day's muhurats (muhurat.ts), null where the Sun does not rise, or does not set again
   * within a day (polar day or night); the night's need the next sunrise too.
   */
  choghadiya: { day: Choghadiya[]; night: Choghadiya[] } | null;
  /** The 24 horas from sunrise to the next sunrise. */
  hora: Hora[] | null;
  /** Null on Wednesday too, which has none. */
  abhijit: TimeSpan | null;
  brahmaMuhurta: TimeSpan | null;
  /** In time order: one or two of the daytime, and on Tuesday one of the night. */
  durmuhurta: TimeSpan[] | null;
  /**
   * The zone's offsets from UTC from `dayStart` (or the earliest instant above, if earlier: a
   * Brahma muhurta before midnight) to the last instant above, so that a page can write every
   * instant on the place's clocks without creating an Intl formatter for the zone.
   */
  zoneOffsets: ZoneOffsets;
};

const limbNames: Record<Limb, (index: number) => Bilingual> = {
  tithi: tithiName,
  nakshatra: nakshatraName,
  yoga: yogaName,
  karana: karanaName,
};

/**
 * The ends found for one day, by the angle measured and the boundary as a fraction of a turn:
 * tithi n ends where karana 2n does (n/30 and 2n/60 divide to the same number), and the next full
 * or new moon may be one of them. Every search of a day starts less than a turn before the next
 * crossing of its boundary, so it would find the same millisecond again.
 */
type DayEnds = Map<string, ElementEnd>;

function endOfElement(
  limb: Limb,
  index: number,
  from: Sample,
  ends?: DayEnds,
  degreesPerMilli?: number,
): ElementEnd {
  const { measures, count } = limbs[limb];
  const key = `${measures}|${(index % count) / count}`;
  const known = ends?.get(key);
  if (known) return known;
  const end = elementEnd(limb, index, from, degreesPerMilli);
  ends?.set(key, end);
  return end;
}

/**
 * The elements of a limb from the day's start until one ends at or after `endMillis`. Each
 * element is the one after the last, and its end is searched for as the crossing of its own
 * boundary, from the end of the last.
 */
function limbSequence(
  limb: Limb,
  start: { millis: number; at: Luminaries },
  endMillis: number,
  ends: DayEnds,
): PanchangElement[] {
  const { angle, count } = limbs[limb];
  const elements: PanchangElement[] = [];
  let from: Sample = { millis: start.millis, angle: angle(start.at) };
  let index = elementAt(limb, from.angle);
  let degreesPerMilli: number | undefined;
  // A day has at most five karanas (a 25-hour day of the fastest Moon); the bound is a safeguard.
  while (elements.length < 8) {
    const end = endOfElement(limb, index, from, ends, degreesPerMilli);
    elements.push({ index, name: limbNames[limb](index), end: isoOf(end) });
    if (end.millis >= endMillis) break;
    from = end;
    degreesPerMilli = end.degreesPerMilli;
    index = (index % count) + 1;
  }
  return elements;
}

const isoOf = (end: Sample) => new Date(end.millis).toISOString();

function eighthOfDaytime(sunrise: Date, sunset: Date, eighth: number): TimeSpan {
  // The same boundaries as the day's choghadiyas, which are its eighths too.
  return equalParts(sunrise, sunset, 8)[eighth - 1] as TimeSpan;
}

/** The panchang of a civil date at a place. Throws BirthInputError for impossible input. */
export function computePanchang(input: PanchangInput): DayPanchang {
  const date = parseCalendarDate(input.date);
  checkPlace(input.lat, input.lon);
  // The reply names the zone as the tz database does, whatever its spelling (decision 033).
  const zone = canonicalTimeZone(input.zone);
  const dayStart = localMidnight(zone, date);
  const dayEnd = localMidnight(zone, nextCalendarDate(date));
  const civil = sunTimesBetween(dayStart, dayEnd, input.lat, input.lon);
  const { sunrise, sunset } = civil;
  const solar = solarDayOf(civil, input.lat, input.lon);
  const weekday = weekdayOf(date);
  const reference = sunrise ?? dayStart;
  const atSunrise = panchangAt(astroTimeFromUt(utFromDate(reference)));
  const start = { millis: dayStart.getTime(), at: luminariesAtMillis(dayStart.getTime()) };
  const endMillis = dayEnd.getTime();
  const ends: DayEnds = new Map();
  const periods = (kind: keyof typeof daytimeEighths) =>
    solar
      ? eighthOfDaytime(solar.sunrise, solar.sunset, daytimeEighths[kind][weekday - 1] as number)
      : null;
  const moon = (event: 'rise' | 'set') =>
    moonRiseOrSetBetween(
      event,
      dayStart.getTime(),
      endMillis,
      input.lat,
      input.lon,
    )?.toISOString() ?? null;
  const night = solar?.nextSunrise
    ? { ...solar, nextSunrise: solar.nextSunrise, vara: weekday }
    : null;
  const day: Omit<DayPanchang, 'zoneOffsets'> = {
    date: input.date,
    zone,
    dayStart: dayStart.toISOString(),
    dayEnd: dayEnd.toISOString(),
    sunrise: sunrise?.toISOString() ?? null,
    sunset: sunset?.toISOString() ?? null,
    vara: { index: weekday, name: varaName(weekday) },
    atSunrise,
    paksha: { value: atSunrise.paksha, name: pakshaNames[atSunrise.paksha] },
    tithi: limbSequence('tithi', start, endMillis, ends),
    nakshatra: limbSequence('nakshatra', start, endMillis, ends),
    yoga: limbSequence('yoga', start, endMillis, ends),
    karana: limbSequence('karana', start, endMillis, ends),
    rahuKaal: periods('rahuKaal'),
    yamaganda: periods('yamaganda'),
    gulikaKaal: periods('gulikaKaal'),
    nextPurnima: isoOf(endAfter('tithi', 15, start.millis, ends, start.at)),
    nextAmavasya: isoOf(endAfter('tithi', 30, start.millis, ends, start.at)),
    moonrise: moon('rise'),
    moonset: moon('set'),
    choghadiya: night ? choghadiyasOfDay(night) : null,
    hora: night ? horasOfDay(night) : null,
    abhijit: solar ? abhijitMuhurat({ ...solar, vara: weekday }) : null,
    brahmaMuhurta: solar?.previousSunset
      ? brahmaMuhurta(solar.previousSunset, solar.sunrise)
      : null,
    durmuhurta: solar ? durmuhurtas({ ...solar, vara: weekday }) : null,
  };
  // Every instant the day shows; the last night's choghadiya and hora end at the next sunrise.
  const instants = [day.nextPurnima, day.nextAmavasya, day.dayStart, day.dayEnd]
    .concat([day.tithi, day.nakshatra, day.yoga, day.karana].flat().map((element) => element.end))
    .concat(day.brahmaMuhurta?.start ?? [], day.hora?.at(-1)?.end ?? [])
    .concat((day.durmuhurta ?? []).map((span) => span.end))
    .map(Date.parse);
  return {
    ...day,
    zoneOffsets: zoneOffsetsBetween(zone, Math.min(...instants), Math.max(...instants)),
  };
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
