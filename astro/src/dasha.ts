import type { Graha } from './positions.ts';
import { nakshatraSpan } from './zodiac.ts';

/**
 * Vimshottari dasha: 120 years shared among nine lords in a fixed order; the Moon's nakshatra at
 * birth picks the first lord, and the part of that nakshatra still ahead of the Moon the balance
 * of its period. Each mahadasha divides into nine antardashas in the same order, starting with
 * its own lord, in proportion to their years. Years are 365.25 days (decision 011).
 */
export const dashaYearDays = 365.25;
const millisPerYear = dashaYearDays * 86_400_000;

export const dashaOrder: readonly Graha[] = [
  'ketu',
  'venus',
  'sun',
  'moon',
  'mars',
  'rahu',
  'jupiter',
  'saturn',
  'mercury',
];

export const dashaYears: Readonly<Record<Graha, number>> = {
  ketu: 7,
  venus: 20,
  sun: 6,
  moon: 10,
  mars: 7,
  rahu: 18,
  jupiter: 16,
  saturn: 19,
  mercury: 17,
};
const totalYears = 120;

export type DashaSpan = { lord: Graha; start: string; end: string };
export type Mahadasha = DashaSpan & { antar: DashaSpan[] };
export type Dasha = {
  /** Length of the dasha year in days, stated so that readers can reproduce the dates. */
  yearDays: number;
  /** The mahadasha running at birth and how many years of it remained. */
  balance: { lord: Graha; years: number };
  /** Nine mahadashas from the start of the one running at birth (which began before birth). */
  periods: Mahadasha[];
};

const iso = (millis: number) => new Date(Math.round(millis)).toISOString();

function lordAfter(lord: Graha, steps: number): Graha {
  return dashaOrder[(dashaOrder.indexOf(lord) + steps) % dashaOrder.length] as Graha;
}

/** The Vimshottari dasha of a birth, from the Moon's sidereal longitude at that moment. */
export function vimshottariDasha(moonLongitude: number, birth: Date): Dasha {
  const nakshatraIndex = Math.floor(moonLongitude / nakshatraSpan) % 27;
  const firstLord = dashaOrder[nakshatraIndex % 9] as Graha;
  const elapsedFraction = (moonLongitude - nakshatraIndex * nakshatraSpan) / nakshatraSpan;
  const balanceYears = dashaYears[firstLord] * (1 - elapsedFraction);
  let start = birth.getTime() - dashaYears[firstLord] * elapsedFraction * millisPerYear;

  const periods: Mahadasha[] = [];
  for (let step = 0; step < dashaOrder.length; step += 1) {
    const lord = lordAfter(firstLord, step);
    const length = dashaYears[lord] * millisPerYear;
    const antar: DashaSpan[] = [];
    let antarStart = start;
    for (let subStep = 0; subStep < dashaOrder.length; subStep += 1) {
      const subLord = lordAfter(lord, subStep);
      const antarEnd = antarStart + (length * dashaYears[subLord]) / totalYears;
      antar.push({ lord: subLord, start: iso(antarStart), end: iso(antarEnd) });
      antarStart = antarEnd;
    }
    periods.push({ lord, start: iso(start), end: iso(start + length), antar });
    start += length;
  }
  return { yearDays: dashaYearDays, balance: { lord: firstLord, years: balanceYears }, periods };
}

/** The mahadasha and antardasha running at a moment, if it lies within the 120 years. */
export function dashaAt(
  dasha: Dasha,
  moment: Date,
): { mahadasha: Mahadasha; antardasha: DashaSpan } | undefined {
  const at = moment.toISOString();
  const mahadasha = dasha.periods.find((period) => period.start <= at && at < period.end);
  const antardasha = mahadasha?.antar.find((period) => period.start <= at && at < period.end);
  return mahadasha && antardasha ? { mahadasha, antardasha } : undefined;
}
