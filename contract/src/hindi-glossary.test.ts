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

  const variants = (text: string) => glossaryFindings(text, glossary).map((found) => found.variant);

  it("does not find a variant inside its own row's word: भंग is right in दोष भंग only", () => {
    expect(variants('मंगल दोष भंग हो जाता है')).toEqual([]);
    expect(variants('भकूट दोष भंग: दोनों चंद्र राशियों का स्वामी एक ही है')).toEqual([]);
    expect(variants('मंगल दोष है, पर भंग हो जाता है')).toEqual(['भंग']);
    expect(variants('भकूट दोष निरस्त')).toEqual(['निरस्त']);
    // "With remedy", where the English says "cancelled".
    expect(variants('मांगलिक, परिहार सहित')).toEqual(['परिहार']);
  });

  it('keeps the spaces of a variant written in backticks', () => {
    const clause = glossary.find((entry) => entry.thing === 'A postposition after a clause');
    expect(clause?.avoid).toContain(', को ');
    expect(variants('मेष राशि, जो मंगल की राशि है, में चंद्रमा')).toEqual([', में ']);
    expect(variants('शुक्ल द्वितीया, जो ब्रह्मा से जुड़ी तिथि है, को जन्म लेने से')).toEqual([', को ']);
    expect(variants('हाँ, कोई बात नहीं, सेवा करें, नेतृत्व करें')).toEqual([]);
  });

  it('holds the jyotish terms the pages and the PDFs share', () => {
    // Points of a matching are गुण; अंक stays for digits, the lucky number and a sign's number.
    expect(variants('आठों कूटों के अंक')).toEqual(['के अंक']);
    expect(variants('नाड़ी (8 अंक), सबसे अधिक अंकों वाला कूट')).toEqual(['अधिक अंक', 'अंक)', 'अंकों वाल']);
    expect(
      variants('शुभ अंक 7 · 6 अंकों का पिन कोड · हर भाव में उसकी राशि का अंक · वर्ष चार अंकों में'),
    ).toEqual([]);
    expect(variants('मंत्र का 108 बार जाप करके')).toEqual(['जाप कर']);
    expect(variants('शनि मंत्र का जाप')).toEqual(['का जाप']);
    expect(variants('प्रजापति · मंत्र का 108 बार जप करके')).toEqual([]);
    expect(variants('चंद्रमा का मध्यम पात (मीन नोड)')).toEqual(['मीन नोड']);
    expect(variants('निरयन, लाहिरी अयनांश · ढैया')).toEqual(['निरयन', 'लाहिरी', 'ढैया']);
    expect(variants('निरयण, लाहिड़ी अयनांश · ढैय्या · दंपति')).toEqual([]);
    expect(variants('समृद्धि और दंपती की साझा ख़ुशी')).toEqual(['दंपती']);
  });

  it('keeps out the meaning errors an editor found', () => {
    expect(variants('चंद्रमा बहुत धीरे चलता है, इसलिए आपकी चंद्र राशि')).toEqual([
      'चंद्रमा बहुत धीरे चलता है, इसलिए',
    ]);
    expect(variants('आपकी नेतृत्व की इच्छा शनि की धैर्य की माँग से मिलती है।')).toEqual(['माँग से मिलती']);
    expect(variants('फ़ोन या वीडियो पर आमने-सामने की बातचीत')).toEqual(['आमने-सामने की बातचीत']);
    expect(variants('कुंडली मिलान: दो जन्मों का गुण मिलान')).toEqual(['दो जन्मों']);
    expect(variants('साढ़े साती के दौरान आपकी सूर्य की महादशा चल रही है।')).toEqual(['आपकी सूर्य की']);
    expect(variants('साढ़े साती की तिथियाँ · तिथि और स्थान चुनने पर दिखेगा')).toEqual([
      'साढ़े साती की तिथि',
      'तिथि और स्थान चुन',
    ]);
    expect(variants('यह कोई श्राप नहीं है। बहुत बढ़िया! 500 K+')).toEqual(['श्राप', 'बहुत बढ़िया', 'K+']);
    expect(variants('बातचीत, छेड़छाड़ और नए संपर्क')).toEqual(['छेड़छाड़']);
    expect(variants('ताक़त और क़रीब')).toEqual(['क़']);
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
