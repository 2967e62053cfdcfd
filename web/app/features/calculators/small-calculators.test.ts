import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from '~/prerendered-paths';
import {
  smallCalculatorIds,
  smallCalculatorOfPath,
  smallCalculatorPath,
} from './small-calculators';

describe('the small calculators', () => {
  it('each has its page under /calculators, in English and Hindi, prerendered', () => {
    expect(smallCalculatorIds.map(smallCalculatorPath)).toEqual([
      '/calculators/moon-sign',
      '/calculators/nakshatra',
      '/calculators/sade-sati',
      '/calculators/manglik',
    ]);
    for (const id of smallCalculatorIds) {
      expect(prerenderedPaths).toContain(smallCalculatorPath(id));
      expect(prerenderedPaths).toContain(`/hi${smallCalculatorPath(id)}`);
    }
  });

  it('is found from its address, English or Hindi, with or without a trailing slash', () => {
    expect(smallCalculatorOfPath('/calculators/sade-sati')).toBe('sadeSati');
    expect(smallCalculatorOfPath('/hi/calculators/manglik')).toBe('manglik');
    expect(smallCalculatorOfPath('/calculators/nakshatra/')).toBe('nakshatra');
    expect(smallCalculatorOfPath('/hi/calculators/moon-sign')).toBe('moonSign');
  });
});
