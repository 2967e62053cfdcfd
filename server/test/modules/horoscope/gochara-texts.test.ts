import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { grahaNames } from '@app/astro/names';
import { type GocharaGraha, gocharaGrahas, isGoodHouse } from '@app/contract/gochara-rules';
import { glossaryFindings, parseHindiGlossary } from '@app/contract/hindi-glossary';
import { describe, expect, it } from 'vitest';
import { gocharaTextsSchema } from '../../../src/modules/horoscope/gochara-texts.ts';

/**
 * The sentences the horoscopes are written from (readings/{en,hi}/gochara.json, decision 036):
 * both files parse, every text is written (no "TODO"), the Hindi has the English's placeholders
 * key by key and in Devanagari, and each transit reads as its rule says (a good house as good,
 * any other as testing), loosely, by a few marker words.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const readingsDir = path.resolve(here, '../../../src/modules/horoscope/readings');
const languages = ['en', 'hi'] as const;
type Lang = (typeof languages)[number];
const raw = Object.fromEntries(
  languages.map((language) => [
    language,
    JSON.parse(readFileSync(path.join(readingsDir, language, 'gochara.json'), 'utf8')) as unknown,
  ]),
) as Record<Lang, unknown>;
const texts = Object.fromEntries(
  languages.map((language) => [language, gocharaTextsSchema.parse(raw[language])]),
) as Record<Lang, ReturnType<typeof gocharaTextsSchema.parse>>;

/** Every text of a file by its dotted key ("transit.jupiter.11", "weekdays.0"). */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    flatten(inner, prefix ? `${prefix}.${key}` : key),
  );
}
const flat = Object.fromEntries(
  languages.map((language) => [language, Object.fromEntries(flatten(texts[language]))]),
) as Record<Lang, Record<string, string>>;
const keys = Object.keys(flat.en);

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The placeholders each template has (gochara-reading.ts fills these); every other text has none. */
const templates: Record<string, string[]> = {
  moonChanges: ['house', 'time'],
  moonGoodDays: ['days'],
  'chandrashtama.weekly': ['end', 'start'],
  loveMoon: ['days', 'house'],
  ingress: ['date', 'house', 'planet', 'sign'],
  'station.retrograde': ['date', 'planet'],
  'station.direct': ['date', 'planet'],
  retrograde: ['planet'],
  vedha: ['by', 'byHouse', 'house', 'planet'],
  'eclipse.solar': ['date', 'house', 'sign'],
  'eclipse.lunar': ['date', 'house', 'sign'],
  'luckyTime.daily': ['end', 'start'],
  'luckyTime.weekday': ['days'],
};

/** Words: the ordinals, moods, colours, weekdays and lucky times; every other text is a sentence. */
const isWord = (key: string) =>
  /^(houseOrdinals|moods|colours|weekdays|dayNames|luckyTime)\./.test(key) || key === 'listAnd';

const devanagari = /[\u0900-\u097F]/;

// Loose tone markers. A good transit names no misfortune; a testing one gives some caution.
const misfortune: Record<Lang, RegExp> = {
  en: /\b(loss(es)?|misfortune|accidents?|dangers?|quarrels?|setbacks?|disgrace|ruin)\b/i,
  hi: /हानि|नुकसान|दुर्घटना|झगड़|अशुभ|संकट|कलह|अपमान/,
};
const caution: Record<Lang, RegExp> = {
  en: /\b(avoid|careful(ly)?|care|caution|guard|watch|patien(t|ce)|strain|tension|friction|delays?|slow|obstacles?|hurdles?|worr(y|ies)|anxiety|tired(ness)?|tir(es|ing)|fatigue|expenses?|quarrels?|clash(es)?|disputes?|arguments?|harsh|sharp|trouble|tests?|pressure|confusion|restless(ness)?|heavy|drain|don't|jealousy|suspicion|frustration|distance|misunderstandings?)\b/i,
  hi: /सावधान|ध्यान|बचें|धैर्य|तनाव|दबाव|देर|धीम|रुकावट|अड़चन|बाधा|चिंता|थका|थकान|ख़र्च|झगड़|टकराव|विवाद|बहस|खटपट|कठोर|तीख|परेशानी|परीक्षा|उलझन|बेचैन|भारी|टाल|ग़लतफ़हमी|दूरी|जलन|शक|खीज|तकरार|न करें|न लें|न डालें/,
};

/** The tables of house sentences, with the graha whose good houses they follow. */
const houseTables = (language: Lang) => {
  const t = texts[language];
  const tables: { name: string; graha: GocharaGraha; table: Record<string, string> }[] = [
    ...gocharaGrahas.map((graha) => ({ name: `transit.${graha}`, graha, table: t.transit[graha] })),
    { name: 'love.venus', graha: 'venus', table: t.love.venus },
    { name: 'love.mars', graha: 'mars', table: t.love.mars },
    { name: 'moonDay', graha: 'moon', table: t.moonDay },
  ];
  return tables.flatMap(({ name, graha, table }) =>
    Object.entries(table).map(([house, text]) => ({
      key: `${name}.${house}`,
      graha,
      house: Number(house),
      text,
      good: isGoodHouse(graha, Number(house)),
      named: !name.startsWith('moonDay'),
    })),
  );
};

const glossary = parseHindiGlossary(
  readFileSync(path.resolve(here, '../../../../docs/hindi-glossary.md'), 'utf8'),
);

describe('the gochara texts', () => {
  it.each(languages)('%s parses with the schema', (language) => {
    expect(gocharaTextsSchema.safeParse(raw[language]).success).toBe(true);
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(flat.hi).sort()).toEqual([...keys].sort());
  });

  it.each(languages)('%s has no text left to write', (language) => {
    const unwritten = Object.entries(flat[language]).filter(([, text]) => /TODO/i.test(text));
    expect(unwritten).toEqual([]);
  });

  it.each(keys)('%s has its placeholders, the same in both languages', (key) => {
    const expected = templates[key] ?? [];
    expect(placeholders(flat.en[key] ?? '')).toEqual(expected);
    expect(placeholders(flat.hi[key] ?? '')).toEqual(expected);
  });

  it('reads a house placeholder as a house', () => {
    for (const key of keys) {
      for (const name of ['house', 'byHouse']) {
        const en = flat.en[key] ?? '';
        const hi = flat.hi[key] ?? '';
        if (!en.includes(`{${name}}`)) continue;
        expect(
          en
            .split(`{${name}}`)
            .slice(1)
            .every((rest) => rest.startsWith(' house')),
          key,
        ).toBe(true);
        expect(
          hi
            .split(`{${name}}`)
            .slice(1)
            .every((rest) => rest.startsWith(' भाव')),
          key,
        ).toBe(true);
      }
    }
  });

  it('writes Hindi in Devanagari and English without it', () => {
    for (const key of keys) {
      expect(devanagari.test(flat.hi[key] ?? ''), `hi ${key}`).toBe(true);
      expect(devanagari.test(flat.en[key] ?? ''), `en ${key}`).toBe(false);
    }
  });

  it('ends each sentence with a full stop (a danda in Hindi)', () => {
    for (const key of keys.filter((candidate) => !isWord(candidate))) {
      expect(flat.en[key], key).toMatch(/\.$/);
      expect(flat.hi[key], key).toMatch(/।$/);
      expect(flat.hi[key], key).not.toMatch(/\./);
    }
  });

  it('uses the glossary’s Hindi words', () => {
    const findings = Object.entries(flat.hi).flatMap(([key, text]) =>
      glossaryFindings(text, glossary).map((finding) => ({ key, ...finding })),
    );
    expect(findings).toEqual([]);
  });

  it('gives the house ordinals as words, and the Hindi ones in the oblique', () => {
    expect(Object.values(texts.en.houseOrdinals)).toEqual(
      'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth'.split(
        ' ',
      ),
    );
    for (const ordinal of Object.values(texts.hi.houseOrdinals)) expect(ordinal).toMatch(/े$|ें$/);
  });

  describe.each(languages)('in %s, each house sentence', (language) => {
    const rows = houseTables(language);

    it.each(rows.filter((row) => row.named))('$key names its graha', ({ graha, text }) => {
      // Near the start, so the reader knows what a sentence is about.
      const name = language === 'en' ? grahaNames[graha].en : grahaNames[graha].hi;
      expect(text.slice(0, 20)).toContain(name);
    });

    it.each(rows.filter((row) => row.named))('$key says no "today" or "this week"', ({ text }) => {
      // Transit sentences are read in days, weeks and years alike.
      expect(text).not.toMatch(
        language === 'en' ? /\b(today|this (week|month|year))\b/i : /आज|इस सप्ताह|इस वर्ष/,
      );
    });

    it.each(rows.filter((row) => row.good))(
      '$key, a good house, names no misfortune',
      ({ text }) => {
        expect(text).not.toMatch(misfortune[language]);
      },
    );

    it.each(rows.filter((row) => !row.good))(
      '$key, a testing house, gives some caution',
      ({ text }) => {
        expect(text).toMatch(caution[language]);
      },
    );
  });
});
