import { languages } from '@app/contract/site';
import { describe, expect, it } from 'vitest';
// The whole app, so that every module's table is defined before the tables are listed.
import '../../src/app.ts';
import { defineMessages, messageTables, placeholdersOf } from '../../src/lib/messages.ts';
import { orderStatusNames } from '../../src/modules/orders/orders.messages.ts';

const devanagari = /[\u0900-\u097F]/;

// Taken before this file defines a table of its own.
const tableNames = [...messageTables().keys()].sort();
const entries = [...messageTables()].flatMap(([table, templates]) =>
  Object.entries(templates).map(([key, template]) => [`${table}.${key}`, template] as const),
);

describe('the message tables', () => {
  it('are the tables of every module that answers people', () => {
    expect(tableNames).toEqual([
      'account',
      'admin',
      'appointments',
      'auth',
      'catalogue',
      'common',
      'contact',
      'exports',
      'festival-feed',
      'health',
      'horoscope',
      'inbox',
      'invoices',
      'order-refunds',
      'orders',
      'payments',
      'report-labels',
      'reports',
      'validation',
    ]);
    expect(entries.length).toBeGreaterThan(60);
  });

  it.each(entries)('%s is written in every language, with the same placeholders', (_, template) => {
    for (const language of languages) expect(template[language].trim()).not.toBe('');
    for (const language of languages) {
      expect(placeholdersOf(template[language])).toEqual(placeholdersOf(template.en));
    }
    expect(template.hi).toMatch(devanagari);
    expect(template.en).not.toMatch(devanagari);
    // The Hindi's words (one name per thing) are checked by hindi-glossary.test.ts.
  });

  it('names every order status as a noun in each language', () => {
    expect(orderStatusNames).toEqual({
      Processing: { en: 'Processing', hi: 'प्रोसेसिंग में' },
      Shipped: { en: 'Shipped', hi: 'रवाना' },
      Delivered: { en: 'Delivered', hi: 'डिलीवर' },
      Cancel: { en: 'Cancel', hi: 'रद्द/वापसी का अनुरोध' },
      Return: { en: 'Return', hi: 'वापसी' },
    });
  });
});

describe('defineMessages', () => {
  const messages = defineMessages('messages.test', {
    plain: { en: 'Hello.', hi: 'नमस्ते।' },
    filled: {
      en: '{count} items, {price:money}, {status}, in {wait:duration}',
      hi: '{count} चीज़ें, {price:money}, {status}, {wait:duration} में',
    },
  });

  it('gives each entry in every language, its placeholders filled the way each writes them', () => {
    expect(messages.plain()).toEqual({ en: 'Hello.', hi: 'नमस्ते।' });
    const status = { en: 'Shipped', hi: 'रवाना' };
    expect(messages.filled({ count: 3, price: 1_48_000_00, status, wait: 900 })).toEqual({
      en: '3 items, ₹1,48,000, Shipped, in 15 minutes',
      hi: '3 चीज़ें, ₹1,48,000, रवाना, 15 मिनट में',
    });
    // Under a minute in seconds; otherwise whole minutes, rounded up; never zero.
    expect(messages.filled({ count: 1, price: 50, status, wait: 45 }).en).toBe(
      '1 items, ₹0.50, Shipped, in 45 seconds',
    );
    expect(messages.filled({ count: 1, price: 50, status, wait: 61 }).hi).toContain('2 मिनट');
    expect(messages.filled({ count: 1, price: 50, status, wait: 0 }).en).toContain('1 second');
  });

  it('refuses a second table of the same name', () => {
    expect(() => defineMessages('messages.test', {})).toThrow(/defined twice/);
  });

  it('checks the languages and placeholders of a table when it is compiled', () => {
    // Never called: `npm run typecheck` fails if one of these stops being a type error.
    const _typeErrors = () => {
      defineMessages('never-defined', {
        // @ts-expect-error: the Hindi lacks the English {to}
        moved: { en: 'From {from} to {to}.', hi: "'{from}' से" },
      });
      defineMessages('never-defined', {
        // @ts-expect-error: the Hindi takes a plain value where the English takes money
        amount: { en: 'Pay {amount:money}.', hi: '{amount} चुकाएँ।' },
      });
      defineMessages('never-defined', {
        // @ts-expect-error: no Hindi at all
        english: { en: 'English only.' },
      });
      // @ts-expect-error: a placeholder left without its value
      messages.filled({ count: 1, price: 100, status: 'x' });
      // @ts-expect-error: money is a number of paise
      messages.filled({ count: 1, price: '₹1', status: 'x', wait: 1 });
    };
    expect(_typeErrors).toBeTypeOf('function');
  });
});
