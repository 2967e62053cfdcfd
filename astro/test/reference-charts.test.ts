import { describe, expect, it } from 'vitest';
import referenceCharts from '../reference-charts.json' with { type: 'json' };
import { signedDegrees } from '../src/angles.ts';
import { computeChart } from '../src/chart.ts';

/**
 * The engine against the 200 reference charts in astro/reference-charts.json (Swiss Ephemeris, Moshier
 * ephemeris, Lahiri), held to the tolerances of issue 16. Prints the worst error of each quantity.
 */

type ReferencePlanet = { lon: number; sign: number; retrograde: boolean };
type ReferenceChart = {
  place: string;
  lat: number;
  lon: number;
  zone: string;
  local: string;
  utcOffsetMinutes: number;
  utc: string;
  ayanamsa: number;
  ascendant: number;
  ascendantSign: number;
  planets: Record<
    | 'sun'
    | 'moon'
    | 'mars'
    | 'mercury'
    | 'jupiter'
    | 'venus'
    | 'saturn'
    | 'rahuMean'
    | 'rahuTrue'
    | 'ketuMean',
    ReferencePlanet
  >;
  moonSign: number;
  nakshatra: number;
  pada: number;
  tithi: number;
  yoga: number;
  karanaHalf: number;
  vara: number;
  sunrise: string | null;
  sunset: string | null;
  dasha: { lord: string; balanceYears: number };
};

const charts = referenceCharts as ReferenceChart[];

const tolerance = {
  planetArcseconds: 10,
  ascendantArcseconds: 30,
  /**
   * The reference's true node comes from the Moshier lunar theory, which its authors give as up
   * to 70″ off the JPL ephemeris for this point; ours agrees with ELP/MPP02 (fitted to JPL DE405)
   * within 16″. So the true node is held to 60″ here (decision 011).
   */
  trueNodeArcseconds: 60,
  ayanamsaArcseconds: 1,
  sunSeconds: 60,
  dashaYears: 0.01,
};

const planetKeys = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;

/** Distance (degrees) from a longitude to the nearest multiple of `step`. */
function fromBoundary(longitude: number, step: number): number {
  const within = ((longitude % step) + step) % step;
  return Math.min(within, step - within);
}

describe('the engine against 200 Swiss Ephemeris reference charts', () => {
  const worst: Record<string, { error: number; case: string }> = {};
  const note = (quantity: string, error: number, which: string) => {
    const current = worst[quantity];
    if (!current || Math.abs(error) > Math.abs(current.error)) {
      worst[quantity] = { error, case: which };
    }
  };
  const mismatches: string[] = [];
  const planetTolerance = tolerance.planetArcseconds / 3600;

  it('holds every quantity to its tolerance', () => {
    for (const reference of charts) {
      const [date = '', time = ''] = reference.local.split('T');
      const which = `${reference.place} ${reference.local}`;
      const input = { date, time, lat: reference.lat, lon: reference.lon, zone: reference.zone };
      const chart = computeChart(input);
      const trueNodeChart = computeChart({ ...input, node: 'true' }, { transitYears: 0 });

      expect(chart.utc.slice(0, 16), which).toBe(reference.utc.slice(0, 16));
      expect(chart.utcOffsetMinutes, which).toBe(reference.utcOffsetMinutes);

      note('ayanamsa (″)', signedDegrees(chart.ayanamsa - reference.ayanamsa) * 3600, which);
      note('ascendant (″)', signedDegrees(chart.ascendant.lon - reference.ascendant) * 3600, which);
      if (chart.ascendant.sign !== reference.ascendantSign) {
        if (fromBoundary(reference.ascendant, 30) > tolerance.ascendantArcseconds / 3600) {
          mismatches.push(`${which}: ascendant sign ${chart.ascendant.sign}`);
        }
      }

      const references: [string, number, ReferencePlanet][] = [
        ...planetKeys.map((key) => [key, chart.planets[key].lon, reference.planets[key]] as const),
        ['rahuMean', chart.planets.rahu.lon, reference.planets.rahuMean],
        ['ketuMean', chart.planets.ketu.lon, reference.planets.ketuMean],
        ['rahuTrue', trueNodeChart.planets.rahu.lon, reference.planets.rahuTrue],
      ] as [string, number, ReferencePlanet][];
      for (const [key, longitude, expected] of references) {
        note(`${key} (″)`, signedDegrees(longitude - expected.lon) * 3600, which);
        const near = key === 'rahuTrue' ? tolerance.trueNodeArcseconds / 3600 : planetTolerance;
        const sign = Math.floor(longitude / 30) + 1;
        if (sign !== expected.sign && fromBoundary(expected.lon, 30) > near) {
          mismatches.push(`${which}: ${key} sign ${sign}, expected ${expected.sign}`);
        }
      }
      for (const key of planetKeys) {
        const planet = chart.planets[key];
        // A planet within minutes of its station may show either flag.
        if (
          planet.retrograde !== reference.planets[key].retrograde &&
          Math.abs(planet.speed) > 1e-3
        ) {
          mismatches.push(`${which}: ${key} retrograde ${planet.retrograde}`);
        }
      }
      expect(chart.planets.rahu.retrograde && chart.planets.ketu.retrograde, which).toBe(true);

      const moon = reference.planets.moon.lon;
      const sun = reference.planets.sun.lon;
      const elongation = (((moon - sun) % 360) + 360) % 360;
      const checks: [string, number, number, number, number][] = [
        ['moon sign', chart.moonSign, reference.moonSign, moon, 30],
        ['nakshatra', chart.nakshatra, reference.nakshatra, moon, 360 / 27],
        ['pada', chart.pada, reference.pada, moon, 360 / 108],
        ['tithi', chart.panchang.tithi, reference.tithi, elongation, 12],
        ['karana', chart.panchang.karana, reference.karanaHalf, elongation, 6],
        ['yoga', chart.panchang.yoga, reference.yoga, sun + moon, 360 / 27],
      ];
      for (const [name, actual, expected, angle, step] of checks) {
        if (actual !== expected && fromBoundary(angle, step) > 2 * planetTolerance) {
          mismatches.push(`${which}: ${name} ${actual}, expected ${expected}`);
        }
      }

      for (const event of ['sunrise', 'sunset'] as const) {
        const expected = reference[event];
        const actual = chart.panchang[event];
        if (expected === null || actual === null) {
          expect(actual, `${which} ${event}`).toBe(expected);
          continue;
        }
        note(`${event} (s)`, (Date.parse(actual) - Date.parse(expected)) / 1000, which);
      }
      const birthNearSunrise =
        reference.sunrise !== null &&
        Math.abs(Date.parse(reference.utc) - Date.parse(reference.sunrise)) <
          tolerance.sunSeconds * 1000;
      if (chart.panchang.vara !== reference.vara && !birthNearSunrise) {
        mismatches.push(`${which}: vara ${chart.panchang.vara}, expected ${reference.vara}`);
      }

      expect(chart.dasha.balance.lord, which).toBe(reference.dasha.lord.toLowerCase());
      note(
        'dasha balance (years)',
        chart.dasha.balance.years - reference.dasha.balanceYears,
        which,
      );
    }

    const rows = Object.entries(worst).map(([quantity, { error, case: which }]) => ({
      quantity,
      'worst error': Number(error.toFixed(4)),
      case: which,
    }));
    // biome-ignore lint/suspicious/noConsole: the issue asks this test to print the worst errors.
    console.table(rows);

    expect(mismatches).toEqual([]);
    const limits: Record<string, number> = {
      'ayanamsa (″)': tolerance.ayanamsaArcseconds,
      'ascendant (″)': tolerance.ascendantArcseconds,
      'rahuTrue (″)': tolerance.trueNodeArcseconds,
      'sunrise (s)': tolerance.sunSeconds,
      'sunset (s)': tolerance.sunSeconds,
      'dasha balance (years)': tolerance.dashaYears,
    };
    for (const [quantity, { error, case: which }] of Object.entries(worst)) {
      const limit = limits[quantity] ?? tolerance.planetArcseconds;
      expect(Math.abs(error), `${quantity}, worst at ${which}`).toBeLessThanOrEqual(limit);
    }
  });
});
