import type { Chart } from '@app/astro/chart';
import { type BirthDetails, chartInputOf } from '~/components/birth-details/birth-details';
import type { AstroEngine } from '~/lib/astro-engine';

/**
 * What the kundli page shows for a birth, computed in the browser by the engine: the chart, and
 * when the birth time is not known, what the Moon did that day (its sign and nakshatra may change
 * within it), since the chart is then computed for noon.
 */
export type Kundli = {
  details: BirthDetails;
  chart: Chart;
  timeKnown: boolean;
  /**
   * Birth time unknown: the Moon's signs and nakshatras over the day, from its first minute to
   * its last, in order, when the day holds more than one of either (the chart is for noon).
   */
  moonDay: { signs: number[]; nakshatras: number[] } | null;
};

/** Computes the kundli; throws the engine's BirthInputError for impossible details. */
export function computeKundli(engine: AstroEngine, details: BirthDetails): Kundli {
  const input = chartInputOf(details);
  const chart = engine.computeChart(input);
  if (!details.timeUnknown) return { details, chart, timeKnown: true, moonDay: null };

  // The Moon at the day's first minute, at noon and at its last minute (it moves at most
  // about 15 degrees a day: one sign change, one or two nakshatra changes).
  const moonAt = (time: string) => {
    try {
      return engine.computeChart({ ...input, time }, { transitYears: 0 }).planets.moon;
    } catch {
      // A day that began or ended with a clock change: noon's Moon stands for that end.
      return null;
    }
  };
  const moons = [moonAt('00:00'), chart.planets.moon, moonAt('23:59')].filter(
    (moon) => moon !== null,
  );
  const signs = [...new Set(moons.map((moon) => moon.sign))];
  const nakshatras = [...new Set(moons.map((moon) => moon.nakshatra))];
  return {
    details,
    chart,
    timeKnown: false,
    moonDay: signs.length > 1 || nakshatras.length > 1 ? { signs, nakshatras } : null,
  };
}
