import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, paiseToRupees, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('converts between paise and rupees without floating-point noise', () => {
    expect(paiseToRupees(79_100)).toBe(791);
    expect(rupeesToPaise(791)).toBe(79_100);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('formats rupees the Indian way in both languages, with Latin digits', () => {
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(148_000, 'hi')).toBe('₹1,48,000');
    expect(formatRupees(0.29)).toBe('₹0.29');
    expect(formatRupees(12.5)).toBe('₹12.50');
    expect(formatPaise(79_100, 'hi')).toBe('₹791');
  });
});
