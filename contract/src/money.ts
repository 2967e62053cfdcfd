import { cachedFormatter } from './intl-formatters.ts';
import type { Language } from './site.ts';

/**
 * Money at one boundary. Amounts are integer paise (1 rupee = 100 paise) wherever they are
 * stored, compared or sent to the gateway; the API's `amount`, `total` and `price` fields and the
 * pages show rupees. Every conversion and every shown price goes through this file.
 */

/** Rupees (as the API and the pages show them) from paise. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Paise from rupees; rounds away floating-point noise (791.0000001). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Rupees the Indian way, with the rupee sign and Latin digits: ₹1,500, ₹1,48,000, ₹0.29. */
export function formatRupees(rupees: number, language: Language = 'en'): string {
  const fractionDigits = Number.isInteger(rupees) ? 0 : 2;
  const format = cachedFormatter(Intl.NumberFormat, language, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    numberingSystem: 'latn',
  });
  return format.format(rupees);
}

/** A price kept in paise, shown in rupees (`formatPaise(79_100)` is "₹791"). */
export function formatPaise(paise: number, language: Language = 'en'): string {
  return formatRupees(paiseToRupees(paise), language);
}
