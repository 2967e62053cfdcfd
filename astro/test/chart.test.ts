import { describe, expect, it } from 'vitest';
import { signedDegrees } from '../src/angles.ts';
import { computeChart } from '../src/chart.ts';
import { dashaAt } from '../src/dasha.ts';
import { manglikDosha } from '../src/manglik.ts';

/** Three of the reference charts (shared/astro, Swiss Ephemeris), kept here on their own. */
const cases = [
  {
    input: { date: '1977-07-27', time: '11:29', lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' },
    ascendant: 175.5836957,
    planets: {
      sun: 100.550648,
      moon: 236.46036,
      mars: 43.092543,
      mercury: 124.794944,
      jupiter: 61.881457,
      venus: 59.045197,
      saturn: 114.686131,
      rahu: 175.364353,
    },
    moon: [8, 18, 3],
    panchang: { tithi: 12, yoga: 26, karana: 23, vara: 4 },
    sunrise: '1977-07-27T00:09:43Z',
    dasha: ['mercury', 4.5130405],
  },
  {
    // Born at 01:14 on a Saturday: before sunrise, so still Friday's vara.
    input: { date: '2026-04-11', time: '01:14', lat: 26.9124, lon: 75.7873, zone: 'Asia/Kolkata' },
    ascendant: 263.1364317,
    planets: {
      sun: 356.717522,
      moon: 273.636656,
      mars: 336.556986,
      mercury: 329.998139,
      jupiter: 82.330245,
      venus: 19.479077,
      saturn: 342.535594,
      rahu: 312.659129,
    },
    moon: [10, 21, 3],
    panchang: { tithi: 24, yoga: 21, karana: 47, vara: 6 },
    sunrise: '2026-04-11T00:37:29Z',
    dasha: ['sun', 2.8635046],
  },
  {
    input: { date: '2028-09-27', time: '22:42', lat: 25.3176, lon: 82.9739, zone: 'Asia/Kolkata' },
    ascendant: 65.5785317,
    planets: {
      sun: 160.85944,
      moon: 275.659377,
      mars: 110.112571,
      mercury: 170.588899,
      jupiter: 163.01752,
      venus: 120.263775,
      saturn: 15.967966,
      rahu: 264.918945,
    },
    moon: [10, 21, 3],
    panchang: { tithi: 10, yoga: 6, karana: 20, vara: 4 },
    sunrise: '2028-09-27T00:18:54Z',
    dasha: ['sun', 1.9532802],
  },
] as const;

describe('computeChart', () => {
  it.each(cases)('matches the Swiss Ephemeris for $input.date $input.time', (reference) => {
    const chart = computeChart(reference.input);
    for (const [graha, lon] of Object.entries(reference.planets)) {
      const planet = chart.planets[graha as keyof typeof chart.planets];
      expect(Math.abs(signedDegrees(planet.lon - lon)) * 3600, graha).toBeLessThan(10);
    }
    expect(Math.abs(signedDegrees(chart.ascendant.lon - reference.ascendant)) * 3600).toBeLessThan(
      30,
    );
    expect([chart.moonSign, chart.nakshatra, chart.pada]).toEqual(reference.moon);
    expect(chart.panchang).toMatchObject(reference.panchang);
    expect(
      Math.abs(Date.parse(chart.panchang.sunrise ?? '') - Date.parse(reference.sunrise)),
    ).toBeLessThan(60_000);
    expect(chart.dasha.balance.lord).toBe(reference.dasha[0]);
    expect(chart.dasha.balance.years).toBeCloseTo(reference.dasha[1], 2);
  });

  it('places the grahas in whole-sign houses, navamsa signs and Ketu opposite Rahu', () => {
    const chart = computeChart(cases[0].input);
    expect(chart.ascendant.sign).toBe(6);
    expect(chart.planets.moon).toMatchObject({ sign: 8, house: 3 });
    expect(chart.planets.sun).toMatchObject({ sign: 4, house: 11 });
    expect(signedDegrees(chart.planets.ketu.lon - chart.planets.rahu.lon - 180)).toBeCloseTo(0, 9);
    // Moon at 236.46°: 26°27′ Scorpio, the 8th navamsa of Scorpio, counted from Cancer: Aquarius.
    expect(chart.planets.moon.navamsa).toBe(11);
  });

  it('runs the Vimshottari dasha over 120 years of 365.25 days, with antardashas', () => {
    const { dasha, utc } = computeChart(cases[0].input);
    expect(dasha.yearDays).toBe(365.25);
    const first = dasha.periods[0];
    const last = dasha.periods.at(-1);
    expect(first?.lord).toBe('mercury');
    expect(
      (Date.parse(last?.end ?? '') - Date.parse(first?.start ?? '')) / 86_400_000 / 365.25,
    ).toBeCloseTo(120, 6);
    expect(dasha.periods.map((period) => period.lord)).toEqual([
      'mercury',
      'ketu',
      'venus',
      'sun',
      'moon',
      'mars',
      'rahu',
      'jupiter',
      'saturn',
    ]);
    expect(first?.antar[0]?.lord).toBe('mercury');
    expect(first?.antar.at(-1)?.end).toBe(first?.end);
    // The balance is what remains of the first mahadasha at birth.
    const remaining = (Date.parse(first?.end ?? '') - Date.parse(utc)) / 86_400_000 / 365.25;
    expect(remaining).toBeCloseTo(dasha.balance.years, 6);
    expect(dashaAt(dasha, new Date(utc))?.mahadasha.lord).toBe('mercury');
  });
});

describe('manglikDosha', () => {
  const signs = { ascendant: 1, moon: 4, venus: 6, mars: 7, jupiter: 9 };

  it('names each reference from which Mars falls in the 1st, 2nd, 4th, 7th, 8th or 12th', () => {
    const manglik = manglikDosha(signs);
    expect(manglik.from).toEqual(['ascendant', 'moon', 'venus']);
    expect(manglik.rules.map((entry) => entry.rule)).toEqual([
      'mars-in-7th-from-ascendant',
      'mars-in-4th-from-moon',
      'mars-in-2nd-from-venus',
    ]);
    expect(manglik.rules.map((entry) => entry.name)).toEqual([
      { en: 'Mars is in the 7th house from the ascendant', hi: 'मंगल लग्न से सातवें भाव में है' },
      { en: 'Mars is in the 4th house from the Moon', hi: 'मंगल चंद्रमा से चौथे भाव में है' },
      { en: 'Mars is in the 2nd house from Venus', hi: 'मंगल शुक्र से दूसरे भाव में है' },
    ]);
    expect(manglik.isManglik).toBe(true);
  });

  it('is cancelled by Mars in its own or exaltation sign, or aspected by Jupiter', () => {
    const own = manglikDosha({ ...signs, ascendant: 2, mars: 8 });
    expect(own.from).toContain('ascendant');
    expect(own.isManglik).toBe(false);
    expect(own.cancellations.map((entry) => entry.rule)).toContain('mars-own-or-exalted-sign');
    const aspected = manglikDosha({ ...signs, jupiter: 3 });
    expect(aspected.cancellations.map((entry) => entry.rule)).toEqual([
      'jupiter-with-or-aspecting-mars',
    ]);
    expect(aspected.isManglik).toBe(false);
  });

  it('is absent when Mars is in none of those houses', () => {
    const none = manglikDosha({ ascendant: 1, moon: 1, venus: 1, mars: 3, jupiter: 1 });
    expect(none).toMatchObject({ isManglik: false, from: [], cancellations: [] });
  });
});
