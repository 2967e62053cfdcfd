import { normalizeDegrees } from './angles.ts';
import type { Bilingual } from './names.ts';
import { siderealLongitude, tropicalLongitude } from './positions.ts';
import { astroTimeFromUt, millisPerDay, utFromMillis } from './time.ts';
import { signOf } from './zodiac.ts';

/**
 * The lunisolar calendar: tithis, the lunar months with their names in both reckonings, adhik
 * (extra) and kshaya (lost) months, and the Vikram Samvat and Shaka years.
 *
 * - A tithi is a 12° step of the Moon's elongation from the Sun (1-15 shukla, 16-30 krishna),
 *   as in panchang.ts. Here a whole stretch of months is needed at once, so the elongation is
 *   sampled every 12 hours and each boundary found on a cubic through the four samples around
 *   it: the elongation is smooth enough that this is within a second of the direct search
 *   (a test checks it against panchang.ts), at an eighth of the cost, which matters on a phone.
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

/** Hours between two samples of the elongation. */
const sampleStepMs = 12 * 3_600_000;

/** The Moon's elongation from the Sun (tropical; the ayanamsa cancels), degrees 0-360. */
function elongationAt(millis: number): number {
  const time = astroTimeFromUt(utFromMillis(millis));
  return normalizeDegrees(tropicalLongitude('moon', time) - tropicalLongitude('sun', time));
}

/**
 * The elongation sampled every 12 hours over a stretch of time, unwrapped (it only grows, so
 * 360° is added each time it wraps), and the instants it reaches given angles.
 */
export class ElongationTable {
  readonly start: number;
  private readonly values: number[] = [];

  constructor(startMs: number, endMs: number) {
    // A sample before the start and two after the end, so that every boundary has four around it.
    this.start = startMs - sampleStepMs;
    let previous = Number.NEGATIVE_INFINITY;
    let turns = 0;
    for (let at = this.start; at <= endMs + 2 * sampleStepMs; at += sampleStepMs) {
      let value = elongationAt(at) + 360 * turns;
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

  /** The unwrapped elongation at an instant within the table (cubic through four samples). */
  angleAt(millis: number): number {
    const position = (millis - this.start) / sampleStepMs;
    const index = Math.min(Math.max(Math.floor(position), 1), this.values.length - 3);
    return this.cubic(index, position - index);
  }

  /** The Lagrange cubic through samples index-1..index+2 at index + fraction. */
  private cubic(index: number, x: number): number {
    const [a, b, c, d] = [
      this.value(index - 1),
      this.value(index),
      this.value(index + 1),
      this.value(index + 2),
    ];
    return (
      (-a * x * (x - 1) * (x - 2)) / 6 +
      (b * (x + 1) * (x - 1) * (x - 2)) / 2 -
      (c * (x + 1) * x * (x - 2)) / 2 +
      (d * (x + 1) * x * (x - 1)) / 6
    );
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
    const index = Math.min(Math.max(low, 1), this.values.length - 3);
    // Within [low, low + 1]: bisect the cubic's fraction to a millisecond (about 26 steps).
    let [from, to] = [low - index, low - index + 1];
    while ((to - from) * sampleStepMs > 0.5) {
      const middle = (from + to) / 2;
      if (this.cubic(index, middle) < angle) from = middle;
      else to = middle;
    }
    return Math.round(this.start + (index + to) * sampleStepMs);
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
  const table = new ElongationTable(startMs - 32 * millisPerDay, endMs + 64 * millisPerDay);
  return lunarMonthsOf(table, startMs, endMs);
}

/** As `lunarMonthsBetween`, from a table already sampled (it must reach 32 days before to 64 after). */
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
