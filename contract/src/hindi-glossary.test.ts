import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryFindings, isDevanagari, parseHindiGlossary } from './hindi-glossary';

const here = path.dirname(new URL(import.meta.url).pathname);
const glossary = parseHindiGlossary(
  readFileSync(path.resolve(here, '../../docs/hindi-glossary.md'), 'utf8'),
);

describe('the Hindi glossary', () => {
  it('is read from its tables, with the order statuses named by their API value', () => {
    expect(glossary.length).toBeGreaterThan(60);
    expect(glossary.find((entry) => entry.thing.startsWith('E-mail'))).toEqual({
      thing: 'E-mail, e-mail address',
      hindi: ['ईमेल', 'ईमेल पता'],
      avoid: ['ई-मेल'],
    });
    expect(
      Object.fromEntries(
        glossary.flatMap((entry) => (entry.status ? [[entry.status, entry.hindi[0]]] : [])),
      ),
    ).toEqual({
      Processing: 'प्रोसेसिंग में',
      Shipped: 'रवाना',
      Delivered: 'डिलीवर',
      Cancel: 'रद्द/वापसी का अनुरोध',
      Return: 'वापसी',
    });
    // "–" is an empty cell.
    expect(glossary.find((entry) => entry.thing === 'Nakshatra')?.avoid).toEqual([]);
  });

  it('never forbids what it tells to write', () => {
    for (const entry of glossary) {
      expect(entry.hindi.length, entry.thing).toBeGreaterThan(0);
      for (const term of entry.hindi) {
        expect(glossaryFindings(term, glossary), `${entry.thing}: ${term}`).toEqual([]);
      }
    }
  });

  it('finds a variant inside a longer word, but not a letter without its nukta', () => {
    expect(glossaryFindings('अपना ई-मेल पता लिखें', glossary)).toEqual([
      { variant: 'ई-मेल', use: 'ईमेल', thing: 'E-mail, e-mail address' },
    ]);
    expect(glossaryFindings('रुद्राक्ष खरीदें', glossary).map((found) => found.variant)).toEqual([
      'खरीद',
    ]);
    expect(glossaryFindings('ऑर्डर की तारीख़ और ख़रीदारी', glossary)).toEqual([]);
    expect(glossaryFindings('ऑर्डर की तारीख', glossary).map((found) => found.use)).toEqual([
      'तारीख़',
    ]);
    // The same word typed with the precomposed letter (U+095B) is the same word.
    expect(glossaryFindings('\u095Bरूरी', glossary)).toEqual([]);
    expect(glossaryFindings('जरूरी', glossary).map((found) => found.use)).toEqual(['ज़रूरी']);
  });
});

describe("the contract's own Hindi", () => {
  const sources = readdirSync(here).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );

  it.each(sources)('%s uses the glossary’s words', (file) => {
    const text = readFileSync(path.join(here, file), 'utf8');
    // Source code has English too (names, comments): only the Hindi variants are looked for.
    const hindiOnly = glossary.map((entry) => ({
      ...entry,
      avoid: entry.avoid.filter(isDevanagari),
    }));
    expect(glossaryFindings(text, hindiOnly)).toEqual([]);
  });
});
