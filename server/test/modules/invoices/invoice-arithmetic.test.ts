import { tmpdir } from 'node:os';
import path from 'node:path';
import { gstinCheckCharacter, gstinProblem } from '@app/contract/gst-states';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { amountInWords, numberInWords } from '../../../src/modules/invoices/amount-in-words.ts';
import {
  documentNumber,
  financialYearOf,
  shareByTotals,
  splitInclusiveTotal,
} from '../../../src/modules/invoices/gst-amounts.ts';
import { stateOfPinCode } from '../../../src/modules/invoices/pin-code-states.ts';

/** The pure rules of an invoice (decision 041): tax out of a GST-inclusive price, words, places. */

describe('splitInclusiveTotal', () => {
  it('takes 18% out of a GST-inclusive price, halves within the state', () => {
    // ₹1,500 consultation: 1500 / 1.18 = 1271.186… -> ₹1,271.19 taxable, ₹228.81 tax.
    expect(splitInclusiveTotal(150_000, 1800, 'intra-state')).toEqual({
      taxablePaise: 127_119,
      cgstPaise: 11_440,
      sgstPaise: 11_441,
      igstPaise: 0,
    });
    expect(splitInclusiveTotal(150_000, 1800, 'inter-state')).toEqual({
      taxablePaise: 127_119,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 22_881,
    });
  });

  it('adds up to the paid total to the paisa, for every amount and both supplies', () => {
    for (let paise = 1; paise <= 20_000; paise += 7) {
      for (const supply of ['intra-state', 'inter-state'] as const) {
        const split = splitInclusiveTotal(paise, 1800, supply);
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(
          paise,
        );
        // The taxable value is the nearest paisa to price / 1.18.
        expect(Math.abs(split.taxablePaise - paise / 1.18)).toBeLessThanOrEqual(0.5);
        // CGST and SGST differ by at most the odd paisa, which SGST carries.
        expect(split.sgstPaise - split.cgstPaise).toBeGreaterThanOrEqual(0);
        expect(split.sgstPaise - split.cgstPaise).toBeLessThanOrEqual(1);
      }
    }
  });

  it('charges nothing on an exempt line', () => {
    expect(splitInclusiveTotal(99_800, 0, 'intra-state')).toEqual({
      taxablePaise: 99_800,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
  });

  it('rounds half up: ₹1.18 at 18% is ₹1.00 + ₹0.18', () => {
    expect(splitInclusiveTotal(118, 1800, 'inter-state').taxablePaise).toBe(100);
    // 59 / 1.18 = 50.0 exactly; 1 / 1.18 = 0.847 -> 1 paisa taxable.
    expect(splitInclusiveTotal(59, 1800, 'inter-state').taxablePaise).toBe(50);
    expect(splitInclusiveTotal(1, 1800, 'inter-state').taxablePaise).toBe(1);
  });
});

describe('shareByTotals', () => {
  it('shares a partial refund in proportion, to the paisa', () => {
    expect(shareByTotals(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(shareByTotals(50_000, [79_100, 99_800])).toEqual([22_107, 27_893]);
    const shares = shareByTotals(12_345, [79_100, 99_800, 3]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(12_345);
  });

  it('gives each line its whole total on a full refund', () => {
    expect(shareByTotals(178_900, [79_100, 99_800])).toEqual([79_100, 99_800]);
  });

  it('refuses more than the lines hold', () => {
    expect(() => shareByTotals(10, [5, 4])).toThrow();
  });
});

describe('financialYearOf (April to March, in India Standard Time)', () => {
  it('turns at midnight IST between 31 March and 1 April', () => {
    // 31 March 2027 23:59 IST = 18:29 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    // 1 April 2027 00:00 IST = 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-11-29T04:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
});

describe('documentNumber', () => {
  it('writes at most 16 characters (CGST Rules r. 46(b))', () => {
    expect(documentNumber('INV', '2026-27', 1)).toBe('INV/26-27/000001');
    expect(documentNumber('CN', '2026-27', 42)).toBe('CN/26-27/000042');
    expect(documentNumber('BOS', '2026-27', 999_999)).toHaveLength(16);
    expect(() => documentNumber('INV', '2026-27', 1_000_000)).toThrow(/r\. 46/);
  });
});

describe('amountInWords (Indian numbering)', () => {
  it('writes lakhs and crores in English', () => {
    expect(numberInWords(120_000, 'en')).toBe('One Lakh Twenty Thousand');
    expect(numberInWords(12_345_678, 'en')).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(numberInWords(1_000_000_000, 'en')).toBe('One Hundred Crore');
    expect(amountInWords(150_000, 'en')).toBe('Rupees One Thousand Five Hundred Only');
    expect(amountInWords(127_119, 'en')).toBe(
      'Rupees One Thousand Two Hundred Seventy-One and Nineteen Paise Only',
    );
  });

  it('writes them in Hindi, each number below a hundred by its own word', () => {
    expect(numberInWords(120_000, 'hi')).toBe('एक लाख बीस हज़ार');
    expect(numberInWords(99, 'hi')).toBe('निन्यानवे');
    expect(numberInWords(45, 'hi')).toBe('पैंतालीस');
    expect(numberInWords(12_345_678, 'hi')).toBe('एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर');
    expect(amountInWords(178_950, 'hi')).toBe('एक हज़ार सात सौ नवासी रुपये और पचास पैसे मात्र');
    expect(amountInWords(99_800, 'hi')).toBe('नौ सौ अट्ठानवे रुपये मात्र');
  });
});

describe('stateOfPinCode (India Post circles)', () => {
  it.each([
    ['110001', '07'], // New Delhi
    ['400001', '27'], // Mumbai
    ['403001', '30'], // Panaji, Goa, inside Maharashtra's 40
    ['560001', '29'], // Bengaluru
    ['600001', '33'], // Chennai
    ['605001', '34'], // Puducherry
    ['609602', '34'], // Karaikal
    ['673310', '34'], // Mahe
    ['682555', '31'], // Lakshadweep
    ['160017', '04'], // Chandigarh
    ['160062', '03'], // Mohali, Punjab
    ['221005', '09'], // Varanasi
    ['248001', '05'], // Dehradun
    ['263001', '05'], // Nainital
    ['247667', '05'], // Roorkee
    ['247001', '09'], // Saharanpur
    ['834001', '20'], // Ranchi
    ['800001', '10'], // Patna
    ['737101', '11'], // Gangtok
    ['744101', '35'], // Port Blair
    ['700001', '19'], // Kolkata
    ['194101', '38'], // Leh
    ['190001', '01'], // Srinagar
    ['500001', '36'], // Hyderabad
    ['530001', '37'], // Visakhapatnam
    ['396230', '26'], // Silvassa
    ['781001', '18'], // Guwahati
    ['799001', '16'], // Agartala
  ])('%s is in state %s', (pin, state) => {
    expect(stateOfPinCode(pin)).toBe(state);
  });

  it('knows no state for the Army Postal Service or a malformed PIN', () => {
    expect(stateOfPinCode('560 001')).toBe('29');
    expect(stateOfPinCode('900001')).toBeUndefined();
    expect(stateOfPinCode('012345')).toBeUndefined();
    expect(stateOfPinCode('SW1A 1AA')).toBeUndefined();
  });
});

describe('GSTIN check character', () => {
  it('accepts published GSTINs and refuses a changed character', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeUndefined();
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/state code/);
  });
});

describe('the seller settings (SELLER_*)', () => {
  const environment = (seller: Record<string, string>) => ({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: path.join(tmpdir(), 'seller-config-test'),
    ...seller,
  });

  it('takes a GSTIN whose state is the seller’s, upper-cased', () => {
    const config = loadConfig(
      environment({
        SELLER_STATE: '27',
        SELLER_GSTIN: '27aapfu0939f1zv',
        SELLER_LEGAL_NAME: 'A LLP',
      }),
    );
    expect(config.seller).toMatchObject({
      state: '27',
      gstin: '27AAPFU0939F1ZV',
      legalName: 'A LLP',
    });
  });

  it('defaults to placeholders that say so, and no GSTIN', () => {
    const config = loadConfig(environment({}));
    expect(config.seller.legalName).toMatch(/PLACEHOLDER/);
    expect(config.seller.gstin).toBeUndefined();
  });

  it('refuses a mistyped GSTIN, one of another state, and an unknown state code', () => {
    expect(() =>
      loadConfig(environment({ SELLER_STATE: '27', SELLER_GSTIN: '27AAPFU0939F1ZW' })),
    ).toThrow(/SELLER_GSTIN: has a wrong check character/);
    expect(() =>
      loadConfig(environment({ SELLER_STATE: '07', SELLER_GSTIN: '27AAPFU0939F1ZV' })),
    ).toThrow(/SELLER_GSTIN: starts with state code 27, but SELLER_STATE is 07/);
    expect(() => loadConfig(environment({ SELLER_STATE: '99' }))).toThrow(/SELLER_STATE/);
  });
});
