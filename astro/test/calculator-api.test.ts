import { describe, expect, it } from 'vitest';
import { computeChart } from '../src/chart.ts';
import { dashaAt } from '../src/dasha.ts';
import { howComputed } from '../src/how-computed.ts';
import { grahaNames, nakshatraName, signName } from '../src/names.ts';
import { computeMomentPanchang } from '../src/panchang.ts';
import { transitPeriods } from '../src/sade-sati.ts';
import { formatDegrees, positionInSign } from '../src/zodiac.ts';

/**
 * What the free calculators (issue 17) and the reports (issue 18) show, taken from the engine's
 * public API alone: the planet table, the panchang at birth, the dasha running at a date, the
 * Sade Sati periods with the current one marked, manglik with its rules, and how it was computed.
 */
const delhi = {
  date: '1977-07-27',
  time: '11:29',
  lat: 28.6139,
  lon: 77.209,
  zone: 'Asia/Kolkata',
};

describe('a calculator page', () => {
  const chart = computeChart(delhi);

  it('has a planet table: degree in sign, nakshatra, pada, house, retrograde, navamsa', () => {
    // Moon 236.4603604° (reference): 26°27′37″ Scorpio, Jyeshtha pada 3, 3rd house from Virgo.
    const moon = chart.planets.moon;
    expect(positionInSign(moon.lon)).toEqual({ sign: 8, degrees: 26, minutes: 27, seconds: 37 });
    expect(signName(moon.sign).hi).toBe('वृश्चिक');
    expect(nakshatraName(moon.nakshatra).en).toBe('Jyeshtha');
    expect([moon.pada, moon.house, moon.navamsa, moon.retrograde]).toEqual([3, 3, 11, false]);
    expect(grahaNames.rahu.hi).toBe('राहु');
    expect(chart.planets.rahu.retrograde).toBe(true);
  });

  it('writes degrees to the arc-second and carries 59.9995″ into the next minute', () => {
    expect(formatDegrees(23.250183)).toBe('23°15′01″');
    expect(formatDegrees(-0.5)).toBe('−0°30′00″');
    expect(positionInSign(59.99999)).toEqual({ sign: 3, degrees: 0, minutes: 0, seconds: 0 });
  });

  it('has the panchang at birth, and at any moment with the names', () => {
    const now = computeMomentPanchang(delhi);
    expect(now).toMatchObject({ ...chart.panchang, nakshatra: chart.nakshatra });
    expect(now.names.vara).toEqual({ en: 'Wednesday (Budhavara)', hi: 'बुधवार' });
    expect(now.names.tithi.en).toBe('Dwadashi');
    expect(now.names.paksha.hi).toBe('शुक्ल पक्ष');
    expect(now.utc).toBe(chart.utc);
  });

  it('has the dasha running at a date', () => {
    const running = dashaAt(chart.dasha, new Date('2000-01-01T00:00:00Z'));
    expect(running?.mahadasha.lord).toBe('venus');
    expect(running?.antardasha.lord).toBeDefined();
    expect(running && running.antardasha.start >= running.mahadasha.start).toBe(true);
  });

  it('lists the Sade Sati periods with the current one marked', () => {
    // Moon in Scorpio: Saturn in Libra, Scorpio and Sagittarius, 2011-2020 among others.
    const periods = transitPeriods(chart.sadeSati, new Date('2015-06-01T00:00:00Z'));
    const current = periods.filter((period) => period.current);
    expect(current).toHaveLength(1);
    expect(current[0]?.start.slice(0, 4)).toBe('2011');
    expect(current[0]?.end.slice(0, 4)).toBe('2020');
    expect(current[0]?.segments.map((segment) => segment.phase)).toContain('peak');
    expect(periods.filter((period) => !period.current).length).toBeGreaterThanOrEqual(2);
    expect(
      transitPeriods(chart.sadeSati, new Date('2025-06-01T00:00:00Z')).some((p) => p.current),
    ).toBe(false);
  });

  it('has manglik with the rules in both languages', () => {
    for (const rule of chart.manglik.rules) expect(rule.name.hi).toMatch(/मंगल/);
    expect(chart.manglik.rules.map((rule) => rule.rule)).toEqual(
      chart.manglik.from.map((reference) =>
        expect.stringMatching(new RegExp(`^mars-in-\\d+(st|nd|rd|th)-from-${reference}$`)),
      ),
    );
  });

  it('says how it was computed: ayanamsa, offset and UTC, coordinates, node type', () => {
    expect(chart.local).toEqual({ date: '1977-07-27', time: '11:29' });
    expect(chart.place).toEqual({ lat: 28.6139, lon: 77.209 });
    const notes = Object.fromEntries(howComputed(chart).map((note) => [note.key, note.value]));
    expect(notes.birthTime?.en).toBe(
      '1977-07-27 11:29 local time at UTC+05:30 (from the history of Asia/Kolkata in the tz ' +
        'database) = 1977-07-27 05:59:00 UTC.',
    );
    expect(notes.place?.en).toBe('28.6139° N, 77.2090° E');
    expect(notes.ayanamsa?.en).toMatch(/Lahiri .*: 23°32′4\d″ at birth$/);
    expect(notes.node?.en).toBe('Mean lunar node');
    expect(notes.dasha?.hi).toMatch(/365.25 दिनों का वर्ष/);
    for (const value of Object.values(notes)) expect(value.hi).toBeTruthy();
  });

  it('says when the offset was given and when a wall time happened twice', () => {
    const calcutta = computeChart(
      { date: '1940-01-01', time: '06:00', lat: 22.57, lon: 88.36, utcOffsetMinutes: 353 + 1 / 3 },
      { transitYears: 0 },
    );
    expect(calcutta.local).toEqual({ date: '1940-01-01', time: '06:00' });
    const birthTime = howComputed(calcutta).find((note) => note.key === 'birthTime');
    expect(birthTime?.value.en).toMatch(/at UTC\+05:53:20 \(from the offset you gave\)/);

    const twice = computeChart(
      { date: '2021-11-07', time: '01:30', lat: 40.71, lon: -74, zone: 'America/New_York' },
      { transitYears: 0 },
    );
    expect(twice.ambiguousTime).toBe(true);
    const note = howComputed(twice).find((entry) => entry.key === 'birthTime');
    expect(note?.value.en).toMatch(/happened twice .* the earlier was taken/);
    expect(howComputed(twice).find((entry) => entry.key === 'place')?.value.en).toBe(
      '40.7100° N, 74.0000° W',
    );
  });
});
