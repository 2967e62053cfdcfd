import type { Place } from '@app/contract/astro';
import { describe, expect, it } from 'vitest';
import { type BirthDetails, emptyBirthDetails } from '~/components/birth-details/birth-details';
import { birthInputProblem, loadAstroEngine } from '~/lib/astro-engine';
import { computeMatching, mutualManglik } from './matching';

const newDelhi: Place = {
  id: '1261481',
  name: 'New Delhi',
  region: 'Delhi',
  country: 'IN',
  lat: 28.6358,
  lon: 77.2244,
  zone: 'Asia/Kolkata',
};
const born = (date: string, time: string | null): BirthDetails => {
  const [year = '', month = '', day = ''] = date.split('-');
  return {
    ...emptyBirthDetails,
    day: String(Number(day)),
    month: String(Number(month)),
    year,
    time: time ?? '',
    timeUnknown: time === null,
    place: newDelhi,
  };
};

describe('kundli matching of two births', () => {
  it('matches both births with the engine: Drik Panchang’s example pair gives its 15 of 36', async () => {
    // The pair of astro/test/matching.test.ts (Drik Panchang, Online Kundali Match), which checks
    // every koota; here: the page's model holds the match, both charts and the manglik verdicts.
    const engine = await loadAstroEngine();
    const matching = computeMatching(engine, {
      boy: born('1996-10-21', '04:28'),
      girl: born('1995-10-01', '00:00'),
    });
    expect([matching.match.total, matching.match.verdict]).toEqual([15, 'not-recommended']);
    expect([matching.charts.boy.moonSign, matching.charts.girl.moonSign]).toEqual([10, 9]);
    expect(matching.timeKnown).toEqual({ boy: true, girl: true });
    expect(matching.match.manglik.boy).toEqual(matching.charts.boy.manglik);
  });

  it('names whose birth is impossible', async () => {
    const engine = await loadAstroEngine();
    let problem: ReturnType<typeof birthInputProblem> = null;
    try {
      computeMatching(engine, {
        boy: born('1996-10-21', '04:28'),
        girl: born('1995-02-30', '10:00'),
      });
    } catch (error) {
      problem = birthInputProblem(error);
    }
    expect(problem?.field).toBe('girl.date');
  });

  it('reads the two manglik verdicts together', () => {
    expect(mutualManglik({ boy: 'no', girl: 'cancelled' })).toBe('neither');
    expect(mutualManglik({ boy: 'yes', girl: 'yes' })).toBe('both');
    expect(mutualManglik({ boy: 'yes', girl: 'no' })).toBe('one');
    expect(mutualManglik({ boy: 'cancelled', girl: 'yes' })).toBe('one');
  });
});
