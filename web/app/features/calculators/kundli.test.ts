import type { Place } from '@app/contract/astro';
import { describe, expect, it } from 'vitest';
import { type BirthDetails, emptyBirthDetails } from '~/components/birth-details/birth-details';
import { manglikView } from '~/components/kundli/manglik-status';
import { loadAstroEngine } from '~/lib/astro-engine';
import { computeKundli } from './kundli';

const varanasi: Place = {
  id: '1253405',
  name: 'Varanasi',
  region: 'Uttar Pradesh',
  country: 'IN',
  lat: 25.317,
  lon: 83.01,
  zone: 'Asia/Kolkata',
};
const born = (day: string, time: string | null): BirthDetails => ({
  ...emptyBirthDetails,
  day,
  month: '8',
  year: '1990',
  time: time ?? '',
  timeUnknown: time === null,
  place: varanasi,
});

describe('the kundli of a birth', () => {
  it('is the chart of the birth time when it is known', async () => {
    const engine = await loadAstroEngine();
    const kundli = computeKundli(engine, born('5', '14:30'));
    expect(kundli.timeKnown).toBe(true);
    expect(kundli.chart.local).toEqual({ date: '1990-08-05', time: '14:30' });
    expect(kundli.moonDay).toBeNull();
  });

  it('without the time, is the chart of noon and says which Moon signs and stars the day held', async () => {
    const engine = await loadAstroEngine();
    // 5 August 1990: the Moon entered Capricorn (10) from Sagittarius (9) that day, in Uttara Ashadha.
    const changing = computeKundli(engine, born('5', null));
    expect(changing.timeKnown).toBe(false);
    expect(changing.chart.local.time).toBe('12:00');
    expect(changing.moonDay).toEqual({ signs: [9, 10], nakshatras: [21] });
    // 3 August: Sagittarius all day, from Mula into Purva Ashadha.
    expect(computeKundli(engine, born('3', null)).moonDay).toEqual({
      signs: [9],
      nakshatras: [19, 20],
    });
  });
});

describe('manglik without the birth time', () => {
  it('counts only the rules from the Moon and Venus', async () => {
    const engine = await loadAstroEngine();
    // 6 August 1990: Mars in the 12th from the ascendant (at midnight) and the 4th from the Moon.
    const { manglik } = computeKundli(engine, born('6', '00:00')).chart;
    expect(manglik.rules.map((rule) => rule.rule)).toEqual([
      'mars-in-12th-from-ascendant',
      'mars-in-4th-from-moon',
    ]);
    const withTime = manglikView(manglik, true);
    const without = manglikView(manglik, false);
    expect(withTime.rules).toHaveLength(2);
    expect(without.rules.map((rule) => rule.rule)).toEqual(['mars-in-4th-from-moon']);
    // Mars in Aries, its own sign, cancels it either way.
    expect([withTime.verdict, without.verdict]).toEqual(['cancelled', 'cancelled']);
    const onlyAscendant = { ...manglik, rules: manglik.rules.slice(0, 1) };
    expect(manglikView(onlyAscendant, false)).toEqual({
      rules: [],
      cancellations: [],
      verdict: 'no',
    });
  });
});
