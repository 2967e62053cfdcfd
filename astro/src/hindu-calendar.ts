import { normalizeDegrees } from './angles.ts';
import type { Bilingual } from './names.ts';
import { siderealLongitude, tropicalLongitude } from './positions.ts';
import { astroTimeFromUt, millisFromUt, millisPerDay, utFromMillis } from './time.ts';
import { signOf } from './zodiac.ts';

/**
 * The lunisolar calendar: tithis, the lunar months with their names in both reckonings, adhik
 * (extra) and kshaya (lost) months, and the Vikram Samvat and Shaka years.
 *
 * - A tithi is a 12° step of the Moon's elongation from the Sun (1-15 shukla, 16-30 krishna),
 *   as in panchang.ts. Here a whole stretch of months is needed at once, so the elongation is
 *   sampled once a day and each boundary found on the polynomial through the six samples around
 *   it: the elongation is smooth enough that this is within a second of the direct search
 *   (a test checks it against panchang.ts), at a tenth of the cost, which matters on a phone.
 * - A lunar month (amanta) runs from one new moon to the next. It is named by the sidereal sign
 *   the Sun is in at the new moon that begins it: the Sun in Meena gives Chaitra, in Mesha
 *   Vaishakha, and so on (the Surya Siddhanta's rule, which Drik Panchang follows). When the Sun
 *   is in the same sign at two new moons in a row, no sankranti fell in that month: it is adhik,
 *   and it takes the name of the month after it (the nija month). When the Sun moves two signs
 *   between two new moons, the name between them is kshaya (lost); this last happened in 1983.
 * - Purnimanta (North India): a month runs from full moon to full moon, so the krishna paksha
 *   carries the name of the amanta month that follows it. An adhik month keeps its place (new
 *   moon to new moon) in both reckonings.
 * - Vikram Samvat and Shaka years begin at Chaitra Shukla Pratipada (the first month of the
 *   year in the North Indian reckoning): VS = Gregorian year + 57, Shaka = Gregorian year - 78
 *   from then; before it in a Gregorian year, one less.
 */

/** The twelve lunar months, Chaitra first (month 1). */
export const lunarMonthNames: readonly Bilingual[] = [
  { en: 'Chaitra', hi: 'चैत्र' },
  { en: 'Vaishakha', hi: 'वैशाख' },
  { en: 'Jyeshtha', hi: 'ज्येष्ठ' },
  { en: 'Ashadha', hi: 'आषाढ़' },
  { en: 'Shravana', hi: 'श्रावण' },
  { en: 'Bhadrapada', hi: 'भाद्रपद' },
  { en: 'Ashvin', hi: 'आश्विन' },
  { en: 'Kartika', hi: 'कार्तिक' },
  { en: 'Margashirsha', hi: 'मार्गशीर्ष' },
  { en: 'Pausha', hi: 'पौष' },
  { en: 'Magha', hi: 'माघ' },
  { en: 'Phalguna', hi: 'फाल्गुन' },
];

/** A month's name with "Adhik" before it when it is the extra month. */
export function lunarMonthName(month: { name: number; adhik: boolean }): Bilingual {
  const name = lunarMonthNames[month.name - 1];
  if (!name) throw new RangeError(`No lunar month ${month.name}.`);
  return month.adhik ? { en: `Adhik ${name.en}`, hi: `अधिक ${name.hi}` } : name;
}

/** One tithi's span, Unix milliseconds: [start, end). */
export type TithiSpan = { tithi: number; start: number; end: number };

/** An amanta lunar month: new moon to new moon. */
export type LunarMonth = {
  /** 1 = Chaitra ... 12 = Phalguna. */
  name: number;
  adhik: boolean;
  /** The month's name that no month carries because the Sun passed two signs in this one. */
  kshayaAfter?: number;
  start: number;
  end: number;
  /** The 30 tithis, tithi 1 (Shukla Pratipada) first; the last ends at `end`. */
  tithis: TithiSpan[];
};

/** Time between two samples of the elongation, and how many samples each interpolation uses. */
const sampleStepMs = 24 * 3_600_000;
const interpolationPoints = 6;
/** Samples before and after the interval being interpolated: 2 before, 3 after for six points. */
const pointsBefore = interpolationPoints / 2 - 1;
const pointsAfter = interpolationPoints / 2;

/**
 * The Sun moves slowly and smoothly: sampled every 4 days, it is interpolated to a few
 * hundredths of an arc-second (a millisecond or two of sunrise; test/sun-longitude-table.test.ts).
 */
const sunStepDays = 4;

/**
 * The Sun's tropical longitude over a stretch of time, from samples 4 days apart (unwrapped)
 * and the polynomial through the six around each instant: a year costs about a hundred series
 * instead of one for each instant asked (the elongation's daily samples, and every step of
 * every sunrise and sunset search of the festival year).
 */
export class SunLongitudeTable {
  private readonly first: number;
  private readonly samples: number[] = [];

  /** Covers [startMs, endMs]; an instant outside is computed directly. */
  constructor(
    private readonly startMs: number,
    private readonly endMs: number,
  ) {
    this.first = startMs - 2 * sunStepDays * millisPerDay;
    let turns = 0;
    let previous = Number.NEGATIVE_INFINITY;
    const last = endMs + 3 * sunStepDays * millisPerDay;
    for (let at = this.first; at <= last; at += sunStepDays * millisPerDay) {
      let value = tropicalLongitude('sun', astroTimeFromUt(utFromMillis(at))) + 360 * turns;
      if (value < previous) {
        turns += 1;
        value += 360;
      }
      this.samples.push(value);
      previous = value;
    }
  }

  /** The unwrapped longitude at an instant within the table. */
  unwrappedAt(millis: number): number {
    const position = (millis - this.first) / (sunStepDays * millisPerDay);
    const low = Math.min(Math.max(Math.floor(position), 2), this.samples.length - 4);
    return lagrange(this.samples, low - 2, position);
  }

  /** The longitude (0-360°) at a UT (days from J2000), as `tropicalLongitude('sun', ...)`. */
  readonly longitudeAtUt = (ut: number): number => {
    const millis = millisFromUt(ut);
    if (millis < this.startMs || millis > this.endMs) {
      return tropicalLongitude('sun', astroTimeFromUt(ut));
    }
    return normalizeDegrees(this.unwrappedAt(millis));
  };
}

/** The Sun's unwrapped longitude at `count` instants `stepDays` apart from `startMs`. */
function sunLongitudes(startMs: number, count: number, stepDays: number): number[] {
  const table = new SunLongitudeTable(startMs, startMs + (count - 1) * stepDays * millisPerDay);
  return Array.from({ length: count }, (_, index) =>
    table.unwrappedAt(startMs + index * stepDays * millisPerDay),
  );
}

/** The Lagrange polynomial through six samples from index `first`, at sample position `x`. */
function lagrange(values: readonly number[], first: number, x: number, points = 6): number {
  let sum = 0;
  for (let i = 0; i < points; i += 1) {
    let term = values[first + i] as number;
    for (let j = 0; j < points; j += 1) {
      if (j !== i) term *= (x - (first + j)) / (i - j);
    }
    sum += term;
  }
  return sum;
}

/**
 * The elongation sampled once a day over a stretch of time, unwrapped (it only grows, so 360°
 * is added each time it wraps), and the instants it reaches given angles, on the polynomial
 * through the six samples around each interval. The elongation's fastest terms have periods of
 * two weeks and more, so six daily samples place a boundary within a fraction of a second of
 * the direct search (the tests hold it to a second), for one Moon and Sun a day.
 */
export class ElongationTable {
  readonly start: number;
  private readonly values: number[] = [];

  constructor(startMs: number, endMs: number) {
    this.start = startMs - pointsBefore * sampleStepMs;
    const count = Math.floor((endMs + pointsAfter * sampleStepMs - this.start) / sampleStepMs) + 1;
    const suns = sunLongitudes(this.start, count, sampleStepMs / millisPerDay);
    let previous = Number.NEGATIVE_INFINITY;
    let turns = 0;
    for (let index = 0; index < count; index += 1) {
      const at = this.start + index * sampleStepMs;
      const moon = tropicalLongitude('moon', astroTimeFromUt(utFromMillis(at)));
      let value = normalizeDegrees(moon - (suns[index] as number)) + 360 * turns;
      if (value < previous) {
        turns += 1;
        value += 360;
      }
      this.values.push(value);
      previous = value;
    }
  }

  /** The unwrapped elongation at a sample. */
  private value(index: number): number {
    return this.values[index] as number;
  }

  /** The first sample of the points used for the interval starting at sample `low`. */
  private firstPointFor(low: number): number {
    return Math.min(Math.max(low - pointsBefore, 0), this.values.length - interpolationPoints);
  }

  /** The polynomial through the six points from sample `first`, at sample position `x`. */
  private interpolate(first: number, x: number): number {
    return lagrange(this.values, first, x, interpolationPoints);
  }

  /** The unwrapped elongation at an instant within the table. */
  angleAt(millis: number): number {
    const position = (millis - this.start) / sampleStepMs;
    return this.interpolate(this.firstPointFor(Math.floor(position)), position);
  }

  /** The unwrapped elongation at the first sample (the base that the angles asked for count from). */
  get firstAngle(): number {
    return this.value(0);
  }

  /** The first instant (whole millisecond) at which the unwrapped elongation reaches `angle`. */
  instantOf(angle: number): number {
    // The sample interval that contains it (binary search: the values grow).
    let [low, high] = [0, this.values.length - 1];
    if (angle < this.value(low) || angle > this.value(high)) {
      throw new RangeError('The angle is outside the table.');
    }
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if (this.value(middle) < angle) low = middle;
      else high = middle;
    }
    // Within [low, low + 1]: the secant on the polynomial, bracketed, to half a millisecond.
    const first = this.firstPointFor(low);
    let [from, to] = [low, low + 1];
    let [fromValue, toValue] = [this.value(low) - angle, this.value(low + 1) - angle];
    const halfMilli = 0.5 / sampleStepMs;
    for (let step = 0; step < 60 && to - from > halfMilli; step += 1) {
      let middle = from - (fromValue * (to - from)) / (toValue - fromValue);
      // Keep the guess well inside the bracket, so that it always shrinks.
      const margin = (to - from) / 16;
      middle = Math.min(Math.max(middle, from + margin), to - margin);
      const value = this.interpolate(first, middle) - angle;
      if (value < 0) [from, fromValue] = [middle, value];
      else [to, toValue] = [middle, value];
      if (Math.abs(value) < 1e-9) [from, to] = [middle, middle];
    }
    return Math.round(this.start + to * sampleStepMs);
  }
}

/** The Sun's sidereal sign (1-12) at an instant. */
function sunSignAt(millis: number): number {
  return signOf(siderealLongitude('sun', astroTimeFromUt(utFromMillis(millis))));
}

/**
 * The amanta months that begin between `startMs` and `endMs`, with the month before the first
 * (so the first is named) found from a table reaching a month further each way.
 */
export function lunarMonthsBetween(startMs: number, endMs: number): LunarMonth[] {
  const table = new ElongationTable(startMs - 31 * millisPerDay, endMs + 31 * millisPerDay);
  return lunarMonthsOf(table, startMs, endMs);
}

/** As `lunarMonthsBetween`, from a table already sampled (it must reach 31 days before and after). */
export function lunarMonthsOf(
  table: ElongationTable,
  startMs: number,
  endMs: number,
): LunarMonth[] {
  // The new moons: the elongation passing each multiple of 360°.
  const newMoons: number[] = [];
  for (let turn = Math.ceil(table.firstAngle / 360); ; turn += 1) {
    let at: number;
    try {
      at = table.instantOf(turn * 360);
    } catch {
      break;
    }
    newMoons.push(at);
  }
  const signs = newMoons.map(sunSignAt);
  const months: LunarMonth[] = [];
  for (let index = 0; index + 1 < newMoons.length; index += 1) {
    const start = newMoons[index] as number;
    const end = newMoons[index + 1] as number;
    if (end <= startMs || start >= endMs) continue;
    const sign = signs[index] as number;
    const nextSign = signs[index + 1] as number;
    const steps = (nextSign - sign + 12) % 12;
    const baseAngle = table.angleAt(start);
    const turnStart = Math.round(baseAngle / 360) * 360;
    const tithis: TithiSpan[] = [];
    let tithiStart = start;
    for (let tithi = 1; tithi <= 30; tithi += 1) {
      const tithiEnd = tithi === 30 ? end : table.instantOf(turnStart + tithi * 12);
      tithis.push({ tithi, start: tithiStart, end: tithiEnd });
      tithiStart = tithiEnd;
    }
    months.push({
      name: (sign % 12) + 1,
      adhik: steps === 0,
      ...(steps === 2 ? { kshayaAfter: ((sign + 1) % 12) + 1 } : {}),
      start,
      end,
      tithis,
    });
  }
  return months;
}

/** The purnimanta month of a krishna-paksha tithi of amanta month `index` of `months`. */
export function purnimantaMonthOf(
  months: readonly LunarMonth[],
  index: number,
  tithi: number,
): { name: number; adhik: boolean } | undefined {
  const month = months[index];
  if (!month) return undefined;
  if (tithi <= 15 || month.adhik) return { name: month.name, adhik: month.adhik };
  // The krishna paksha belongs to the next month that is not adhik.
  for (let next = index + 1; next < months.length; next += 1) {
    const following = months[next] as LunarMonth;
    if (!following.adhik) return { name: following.name, adhik: false };
  }
  // Past the months computed: the next name (an adhik month cannot follow two in a row).
  return { name: (month.name % 12) + 1, adhik: false };
}

/** Vikram Samvat and Shaka years of an instant, given the Chaitra starts around it. */
export function samvatYears(
  millis: number,
  gregorianYear: number,
  chaitraStartOfYear: number | undefined,
): { vikram: number; shaka: number } {
  const started = chaitraStartOfYear !== undefined && millis >= chaitraStartOfYear;
  return {
    vikram: gregorianYear + (started ? 57 : 56),
    shaka: gregorianYear - (started ? 78 : 79),
  };
}
