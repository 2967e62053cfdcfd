import { monthlyFestivalIds as engineMonthlyIds, festivalIds } from '@app/astro/festivals';
import { festivalPageIds } from '@app/contract/web-routes';
import { describe, expect, it } from 'vitest';
import { festivalFilters, filterOf, monthlyFestivalIds } from './festival-groups';

describe('festival groups', () => {
  it('know the engine’s monthly vrats and festivals without loading it', () => {
    expect([...monthlyFestivalIds].sort()).toEqual([...engineMonthlyIds].sort());
    expect([...festivalPageIds].sort()).toEqual([...festivalIds].sort());
  });

  it('put every festival under one chip, and every chip has festivals', () => {
    const chips = new Set(festivalPageIds.map(filterOf));
    expect([...chips].sort()).toEqual([...festivalFilters].sort());
    expect(filterOf('diwali')).toBe('festivals');
    expect(filterOf('sankashti-chaturthi')).toBe('sankashti');
    expect(filterOf('amavasya')).toBe('moon');
  });
});
