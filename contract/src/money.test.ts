import { describe, expect, it } from 'vitest';
import { groupDigitsIndian } from './intl-formatters.ts';
import { formatPaise, formatRupees, paiseToRupees, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('converts between paise and rupees without floating-point noise', () => {
    expect(paiseToRupees(79_100)).toBe(791);
    expect(rupeesToPaise(791)).toBe(79_100);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('formats rupees the Indian way, with Latin digits', () => {
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(148_000)).toBe('₹1,48,000');
    expect(formatRupees(0.29)).toBe('₹0.29');
    expect(formatRupees(12.5)).toBe('₹12.50');
    expect(formatRupees(-500)).toBe('-₹500');
    expect(formatPaise(79_100)).toBe('₹791');
  });

  it('prints what Intl prints for en-IN and hi-IN, for whole and fractional amounts', () => {
    const paiseAmounts = [
      0, 1, 29, 99, 100, 150, 79_100, 1_234_567_50, -50_000, -50, 10_00_00_000_00,
    ];
    for (let seed = 1; seed < 400; seed++) paiseAmounts.push((seed * 7_919_993) % 9_999_999_999);
    for (const locale of ['en-IN', 'hi-IN']) {
      for (const paise of paiseAmounts) {
        const rupees = paiseToRupees(paise);
        const digits = Number.isInteger(rupees) ? 0 : 2;
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'INR',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
          numberingSystem: 'latn',
        });
        expect(formatPaise(paise)).toBe(intl.format(rupees));
      }
    }
  });

  it('groups whole numbers as Intl does for en-IN and hi-IN', () => {
    const values = [0, 5, 20, 999, 1000, 50_000, 100_000, 200_000, 1_234_567, -1_234, 10 ** 12];
    for (const locale of ['en-IN', 'hi-IN']) {
      const intl = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
      for (const value of values) expect(groupDigitsIndian(value)).toBe(intl.format(value));
    }
  });
});
