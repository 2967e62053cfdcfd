import { type Bilingual, choghadiyaNames } from './names.ts';
import type { TimeSpan } from './panchang.ts';
import type { Graha } from './positions.ts';

/**
 * The hours of a day as the muhurat tradition divides it. Every division is of the daytime, from
 * sunrise to sunset, or of the night, from sunset to the next sunrise (or, for Brahma muhurta,
 * from the last sunset to this sunrise), into equal parts: they follow from sunrise and sunset
 * alone (sun-rise-set.ts).
 *
 * - Hora: day and night each divided into twelve horas. The first hora of the day belongs to the
 *   weekday's lord, and each next hora to the graha after it in the Chaldean order of their
 *   speed, slowest first: Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon.
 * - Choghadiya: day and night each divided into eight. The day's first belongs to the weekday's
 *   lord and each next to the next graha in the Chaldean order, so the eighth is the first again;
 *   the night's first belongs to the graha five steps on in that order from the weekday's lord,
 *   and each next is five steps on again. A choghadiya is named by its graha (names.ts): Sun
 *   Udveg, Venus Char, Mercury Labh, Moon Amrit, Saturn Kaal, Jupiter Shubh, Mars Rog. Amrit,
 *   Shubh and Labh are good, Char neutral (good for travel), Rog, Kaal and Udveg bad. The
 *   sequences were checked against published tables: webdunia's Gujarati table of every weekday
 *   (gujarati.webdunia.com/astrology/choghadia), bestastroguru.com's Monday and webdunia
 *   Marathi's Saturday, day and night.
 * - Muhurta: day and night each divided into fifteen.
 *   - Abhijit muhurat: the eighth muhurta of the day, around midday. Drik Panchang gives none on
 *     Wednesday ("Abhijit - None" on every Wednesday of its 2023 calendar, and for New Delhi on
 *     26 January 2022), when that muhurta is the day's durmuhurta; so does this engine.
 *   - Brahma muhurta: the fourteenth muhurta of the night that ends at sunrise, so
 *     [sunrise − 2m, sunrise − m] with m the night's fifteenth.
 *   - Durmuhurta: by weekday, the muhurtas of the day (and on Tuesday one of the night) that
 *     Drik Panchang lists as "Dur Muhurtam" (read from its 2023 daily calendar, one week of days
 *     checked against its sunrise and sunset, and its New Delhi page of 26 January 2022):
 *     Sunday the 14th; Monday the 9th and 12th; Tuesday the 4th, and the 7th of the night;
 *     Wednesday the 8th; Thursday the 6th and 12th; Friday the 4th and 9th; Saturday the 1st and
 *     2nd (given as two, as Drik Panchang gives them).
 */

/** The seven weekday lords, Sunday first (vara 1 = Sunday). */
export const weekdayLords: readonly Graha[] = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
];

/** The seven grahas that rule hours (Rahu and Ketu rule none). */
export type HourLord = Exclude<Graha, 'rahu' | 'ketu'>;

/** The Chaldean order, slowest first: each hora's lord follows the last in it. */
const chaldeanOrder: readonly HourLord[] = [
  'saturn',
  'jupiter',
  'mars',
  'sun',
  'venus',
  'mercury',
  'moon',
];

/** Where the weekday's lord stands in the Chaldean order (vara 1 = Sunday). */
const lordIndex = (vara: number) => chaldeanOrder.indexOf(weekdayLords[(vara - 1) % 7] as HourLord);

/**
 * `count` equal parts of [start, end] as UTC ISO spans, rounded to the millisecond: each part
 * ends exactly where the next starts, the first starts at `start` and the last ends at `end`.
 */
export function equalParts(start: Date, end: Date, count: number): TimeSpan[] {
  const from = start.getTime();
  const length = end.getTime() - from;
  const boundary = (index: number) => new Date(Math.round(from + (length * index) / count));
  return Array.from({ length: count }, (_, index) => ({
    start: boundary(index).toISOString(),
    end: boundary(index + 1).toISOString(),
  }));
}

/** The day that the muhurats divide: this sunrise, the sunset after it and the next sunrise. */
export type DayAndNight = { sunrise: Date; sunset: Date; nextSunrise: Date; vara: number };

export type Hora = { planet: HourLord; start: string; end: string };

/**
 * The 24 horas from `sunrise` to `nextSunrise` (UTC instants) of a day whose weekday (vara,
 * 1 = Sunday) began at that sunrise.
 */
export function horasOfDay(options: DayAndNight): Hora[] {
  const first = lordIndex(options.vara);
  return [
    ...equalParts(options.sunrise, options.sunset, 12),
    ...equalParts(options.sunset, options.nextSunrise, 12),
  ].map((span, index) => ({ planet: chaldeanOrder[(first + index) % 7] as HourLord, ...span }));
}

export type ChoghadiyaQuality = 'good' | 'neutral' | 'bad';

export type Choghadiya = {
  /** Amrit, Shubh, ... (names.ts). */
  name: Bilingual;
  /** The graha whose choghadiya it is (the Moon's is Amrit). */
  lord: HourLord;
  quality: ChoghadiyaQuality;
  start: string;
  end: string;
};

const choghadiyaQuality: Readonly<Record<HourLord, ChoghadiyaQuality>> = {
  moon: 'good',
  jupiter: 'good',
  mercury: 'good',
  venus: 'neutral',
  mars: 'bad',
  saturn: 'bad',
  sun: 'bad',
};

/** The eight choghadiyas of the day (sunrise to sunset) and the eight of the night after it. */
export function choghadiyasOfDay(options: DayAndNight): {
  day: Choghadiya[];
  night: Choghadiya[];
} {
  const first = lordIndex(options.vara);
  const named = (lord: HourLord, span: TimeSpan): Choghadiya => ({
    name: choghadiyaNames[lord],
    lord,
    quality: choghadiyaQuality[lord],
    ...span,
  });
  return {
    day: equalParts(options.sunrise, options.sunset, 8).map((span, index) =>
      named(chaldeanOrder[(first + index) % 7] as HourLord, span),
    ),
    night: equalParts(options.sunset, options.nextSunrise, 8).map((span, index) =>
      named(chaldeanOrder[(first + 5 * (index + 1)) % 7] as HourLord, span),
    ),
  };
}

/** Muhurta `number` (1-15) of [start, end]. */
const muhurtaOf = (start: Date, end: Date, number: number) =>
  equalParts(start, end, 15)[number - 1] as TimeSpan;

/** Wednesday, which has no Abhijit muhurat. */
const wednesday = 4;

/** The eighth of the fifteen muhurtas of the daytime; null on Wednesday (see above). */
export function abhijitMuhurat(options: Omit<DayAndNight, 'nextSunrise'>): TimeSpan | null {
  return options.vara === wednesday ? null : muhurtaOf(options.sunrise, options.sunset, 8);
}

/** The fourteenth of the fifteen muhurtas of the night from `previousSunset` to `sunrise`. */
export function brahmaMuhurta(previousSunset: Date, sunrise: Date): TimeSpan {
  return muhurtaOf(previousSunset, sunrise, 14);
}

/** Which muhurtas of the daytime and of the night are durmuhurtas, Sunday first (see above). */
const durmuhurtaNumbers: readonly { day: readonly number[]; night: readonly number[] }[] = [
  { day: [14], night: [] },
  { day: [9, 12], night: [] },
  { day: [4], night: [7] },
  { day: [8], night: [] },
  { day: [6, 12], night: [] },
  { day: [4, 9], night: [] },
  { day: [1, 2], night: [] },
];

/**
 * The day's durmuhurtas in time order. Without `nextSunrise` (the Sun does not rise again within
 * a day) Tuesday's night one is left out.
 */
export function durmuhurtas(
  options: Omit<DayAndNight, 'nextSunrise'> & { nextSunrise: Date | null },
): TimeSpan[] {
  const { day, night } = durmuhurtaNumbers[(options.vara - 1) % 7] as (typeof durmuhurtaNumbers)[0];
  const { sunrise, sunset, nextSunrise } = options;
  return [
    ...day.map((number) => muhurtaOf(sunrise, sunset, number)),
    ...(nextSunrise ? night.map((number) => muhurtaOf(sunset, nextSunrise, number)) : []),
  ];
}
