import { istWallClock } from '@app/contract/india-time';

/**
 * The arithmetic of an invoice (decisions 039 and 041), in integer paise.
 *
 * The shop's prices include GST: what the customer paid for a line is its total, and the
 * taxable value is taken out of it: taxable = round(total × 10000 / (10000 + rate)), rounded
 * half up to the paisa, and the tax is the rest (total − taxable), so that taxable + tax is the
 * paid total to the paisa on every line. Within the seller's state the tax is split into CGST
 * and SGST halves; an odd paisa goes to SGST (CGST = floor(tax / 2)), so the two add up to the
 * tax exactly. Across states it is all IGST. Document totals are the sums of their lines.
 */

export type TaxSplit = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** Splits a GST-inclusive line total at `rateBasisPoints` (1800 = 18%). */
export function splitInclusiveTotal(
  totalPaise: number,
  rateBasisPoints: number,
  supply: 'intra-state' | 'inter-state',
): TaxSplit {
  if (!Number.isInteger(totalPaise)) throw new Error(`not whole paise: ${totalPaise}`);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0) {
    throw new Error(`not a rate: ${rateBasisPoints}`);
  }
  const sign = totalPaise < 0 ? -1 : 1;
  const magnitude = Math.abs(totalPaise);
  // Integer arithmetic: half up of magnitude × 10000 / (10000 + rate).
  const denominator = 10_000 + rateBasisPoints;
  const taxable = Math.floor((magnitude * 10_000 * 2 + denominator) / (2 * denominator));
  const tax = magnitude - taxable;
  const cgst = supply === 'intra-state' ? Math.floor(tax / 2) : 0;
  const sgst = supply === 'intra-state' ? tax - cgst : 0;
  const igst = supply === 'inter-state' ? tax : 0;
  return {
    taxablePaise: sign * taxable,
    cgstPaise: sign * cgst,
    sgstPaise: sign * sgst,
    igstPaise: sign * igst,
  };
}

/**
 * Shares `amountPaise` (a partial refund) among lines in proportion to their totals: each line
 * gets the floor of its share, and the paise left over go one each to the lines with the largest
 * remainders (the earlier line on a tie), so the shares add up to the amount exactly and a full
 * refund gives every line its whole total.
 */
export function shareByTotals(amountPaise: number, totals: readonly number[]): number[] {
  const whole = totals.reduce((sum, total) => sum + total, 0);
  if (whole <= 0) throw new Error('nothing to share among');
  if (amountPaise < 0 || amountPaise > whole) {
    throw new Error(`cannot share ${amountPaise} among lines totalling ${whole}`);
  }
  const exact = totals.map((total) => (amountPaise * total) / whole);
  const shares = exact.map((value) => Math.floor(value));
  let left = amountPaise - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The financial year (April to March) of an instant, reckoned in India Standard Time, as
 * `2026-27`: 31 March 2027 23:59 IST is still 2026-27, 1 April 2027 00:00 IST is 2027-28.
 */
export function financialYearOf(instant: Date): string {
  const wall = istWallClock(instant);
  const year = wall.getUTCFullYear();
  const start = wall.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The printed number of a document: series, the financial year's short form and the sequence,
 * `INV/26-27/000001`: at most 16 characters of letters, digits, "/" and "-" (CGST Rules
 * r. 46(b)) for series of up to 3 letters and a million documents a year.
 */
export function documentNumber(series: string, financialYear: string, sequence: number): string {
  const number = `${series}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;
  if (number.length > 16 || !/^[A-Z0-9/-]+$/.test(number)) {
    throw new Error(`document number ${number} breaks CGST Rules r. 46(b)`);
  }
  return number;
}
