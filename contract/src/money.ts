import { groupDigitsIndian } from './intl-formatters.ts';

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

/**
 * Rupees the Indian way, with the rupee sign and Latin digits: ₹1,500, ₹1,48,000, ₹0.29,
 * -₹500. The same in both languages (as Intl's en-IN and hi-IN currency formats, which
 * money.test.ts compares it with), and written out for the reason groupDigitsIndian gives.
 */
export function formatRupees(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  const amount = Math.abs(rupees);
  if (Number.isInteger(amount)) return `${sign}₹${groupDigitsIndian(amount)}`;
  const [whole = '0', fraction = '00'] = amount.toFixed(2).split('.');
  return `${sign}₹${groupDigitsIndian(Number(whole))}.${fraction}`;
}

/** A price kept in paise, shown in rupees (`formatPaise(79_100)` is "₹791"). */
export function formatPaise(paise: number): string {
  return formatRupees(paiseToRupees(paise));
}
