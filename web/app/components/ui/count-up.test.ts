import { describe, expect, it } from 'vitest';
import { groupDigitsIndian } from '~/components/ui/count-up';
import { formatCount } from '~/lib/format';

describe('groupDigitsIndian', () => {
  it('groups digits the Indian way, exactly as formatCount does', () => {
    for (const value of [0, 5, 20, 999, 1000, 50_000, 100_000, 200_000, 280_000, 1_234_567]) {
      expect(groupDigitsIndian(value)).toBe(formatCount(value));
    }
    expect(groupDigitsIndian(200_000)).toBe('2,00,000');
  });
});
