import type { Chart, ChartInput } from '@app/astro/chart';
import type { AstroEngine } from '~/lib/astro-engine';

/**
 * A birth's kundli as the engine computes it in the browser, for every page that shows one (the
 * free kundli, a consultation's preparation page): the chart, and when the birth time is not
 * known, what the Moon did that day (its sign and nakshatra may change within it), since the
 * chart is then computed for noon.
 */
export type KundliReading = {
  chart: Chart;
  timeKnown: boolean;
  /**
   * Birth time unknown: the Moon's signs and nakshatras over the day, from its first minute to
   * its last, in order, when the day holds more than one of either (the chart is for noon).
   */
  moonDay: { signs: number[]; nakshatras: number[] } | null;
};

/**
 * Computes the kundli of `input` (noon when the time is not known); throws the engine's
 * BirthInputError for impossible details.
 */
export function readKundli(
  engine: AstroEngine,
  input: ChartInput,
  timeKnown: boolean,
): KundliReading {
  const chart = engine.computeChart(input);
  if (timeKnown) return { chart, timeKnown: true, moonDay: null };

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
    chart,
    timeKnown: false,
    moonDay: signs.length > 1 || nakshatras.length > 1 ? { signs, nakshatras } : null,
  };
}
