import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The written readings the PDF reports are assembled from (Sade Sati, dasha, love, matching,
 * Manglik and the reports' fixed text), in English and Hindi. The report looks readings up by
 * key, so both languages must hold exactly the keys listed here, every value must be written,
 * Hindi must be Hindi, and no English paragraph may be a copy of another in the same file.
 */
const readingsDir = fileURLToPath(
  new URL('../../../src/modules/reports/readings/', import.meta.url),
);
const languages = ['en', 'hi'] as const;

/** What a value must be: a paragraph, a list of paragraphs, or an object with exactly these keys. */
type Spec = 'text' | { list: [min: number, max: number] } | { [key: string]: Spec };

const text = 'text' as const;
const list = (min: number, max: number): Spec => ({ list: [min, max] });
/** An object with one entry of the same spec for each key. */
const keyed = (keys: readonly string[], spec: Spec): Spec =>
  Object.fromEntries(keys.map((key) => [key, spec]));

const planets = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
/** Signs and houses, 1 = Aries (Mesha) or the 1st house. */
const twelve = Array.from({ length: 12 }, (_, index) => String(index + 1));
const saturnPhases = ['rising', 'peak', 'setting'] as const;
const titled = { title: text, general: text };
const report = { title: text, subtitle: text, introduction: list(2, 2), closing: text };

const readingFiles: Record<string, Spec> = {
  'sade-sati.json': {
    _about: text,
    overview: list(2, 3),
    phases: keyed(saturnPhases, titled),
    byMoonSign: keyed(twelve, keyed(saturnPhases, text)),
    dhaiya: keyed(['kantak', 'ashtama'], titled),
    dhaiyaByMoonSign: keyed(twelve, keyed(['kantak', 'ashtama'], text)),
    yearByYear: keyed(['12', '1', '2', '4', '8'], keyed(['direct', 'retrograde'], text)),
    dashaLordDuringSadeSati: keyed(planets, text),
    remedies: { general: list(8, 12), bySaturnPhase: keyed(saturnPhases, list(3, 5)) },
  },
  'dasha.json': {
    _about: text,
    overview: list(2, 2),
    mahadasha: keyed(planets, text),
    antardasha: keyed(planets, text),
  },
  'love.json': {
    _about: text,
    venusInSign: keyed(twelve, text),
    marsInSign: keyed(twelve, text),
    fifthHouseSign: keyed(twelve, text),
    seventhHouseSign: keyed(twelve, text),
    lordOfFifthInHouse: keyed(twelve, text),
    lordOfSeventhInHouse: keyed(twelve, text),
    venusInNavamsaSign: keyed(twelve, text),
    dashaForRelationships: keyed(planets, text),
    closing: text,
  },
  'matching.json': {
    _about: text,
    kootas: keyed(['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'], {
      name: text,
      meaning: text,
      full: text,
      partial: text,
      none: text,
    }),
    exceptions: { bhakootCancelled: text, nadiCancelled: text },
    verdict: keyed(['excellent', 'good', 'average', 'poor'], { title: text, text }),
    manglik: { neither: text, both: text, oneOnly: text, cancelledByRule: text },
  },
  'manglik.json': {
    _about: text,
    overview: text,
    fromHouse: keyed(['1', '2', '4', '7', '8', '12'], text),
    reference: { ascendant: text, moon: text, venus: text },
    cancellations: keyed(
      [
        'ownOrExaltedSign',
        'leoOrAquarius',
        'mercurySignInSecond',
        'venusSignInTwelfth',
        'cancerOrCapricornInSeventh',
        'jupiterSignInEighth',
        'jupiterAspect',
        'moonConjunction',
        'bothPartners',
        'ageOver28',
      ],
      text,
    ),
    notManglik: text,
    mild: text,
    strong: text,
    remedies: list(5, 8),
  },
  'reports.json': {
    _about: text,
    sadeSati: report,
    love: report,
    kundli: report,
    matching: report,
    shared: { howCalculated: text, approximateBirthTime: text, disclaimer: text, contactUs: text },
  },
};

/** Latin letters a Hindi reading may contain: names that are written in Latin script in Hindi too. */
const latinAllowedInHindi = ['PDF', 'VSOP87'];
const devanagari = /[\u0900-\u097F]/;

function readReadings(language: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(readingsDir, language, file), 'utf8'));
}

/** Where `value` departs from `spec`, as "path: problem" lines (none when it fits). */
function specProblems(value: unknown, spec: Spec, at = ''): string[] {
  if (spec === 'text') {
    if (typeof value !== 'string') return [`${at}: not a string`];
    return value.trim() === '' ? [`${at}: empty`] : [];
  }
  if ('list' in spec && Array.isArray(spec.list)) {
    const [min, max] = spec.list;
    if (!Array.isArray(value)) return [`${at}: not a list`];
    const problems = value.flatMap((item, index) => specProblems(item, text, `${at}[${index}]`));
    if (value.length < min || value.length > max)
      problems.push(`${at}: ${value.length} items, expected ${min} to ${max}`);
    return problems;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return [`${at}: not an object`];
  const keys = spec as Record<string, Spec>;
  const problems = Object.keys(value)
    .filter((key) => !(key in keys))
    .map((key) => `${at}.${key}: unexpected key`);
  for (const [key, childSpec] of Object.entries(keys)) {
    if (!(key in value)) problems.push(`${at}.${key}: missing`);
    else
      problems.push(
        ...specProblems((value as Record<string, unknown>)[key], childSpec, `${at}.${key}`),
      );
  }
  return problems;
}

/** Every string in a file with its path; list items are addressed by index. */
function leaves(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`),
  );
}

function wordCount(paragraph: string): number {
  return paragraph.trim().split(/\s+/).length;
}

describe.each(Object.entries(readingFiles))('readings %s', (file, spec) => {
  it('exists in English and Hindi', () => {
    for (const language of languages)
      expect(existsSync(path.join(readingsDir, language, file)), `${language}/${file}`).toBe(true);
  });

  it.each(languages)('has every expected key and nothing else, all written (%s)', (language) => {
    expect(specProblems(readReadings(language, file), spec)).toEqual([]);
  });

  it('has the same keys, in the same order, in both languages', () => {
    const englishPaths = leaves(readReadings('en', file)).map(([at]) => at);
    const hindiPaths = leaves(readReadings('hi', file)).map(([at]) => at);
    expect(hindiPaths).toEqual(englishPaths);
  });

  it('is written in Hindi in the Hindi file, with no Latin letters but the allowed names', () => {
    const problems = leaves(readReadings('hi', file)).flatMap(([at, value]) => {
      const latin = latinAllowedInHindi
        .reduce((rest, name) => rest.replaceAll(name, ''), value)
        .match(/[A-Za-z]+/g);
      return [
        ...(devanagari.test(value) ? [] : [`${at}: no Devanagari`]),
        ...(latin ? [`${at}: Latin ${latin.join(', ')}`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('is written in English in the English file', () => {
    const inDevanagari = leaves(readReadings('en', file)).filter(([, value]) =>
      devanagari.test(value),
    );
    expect(inDevanagari.map(([at]) => at)).toEqual([]);
  });

  it('repeats no English value within the file', () => {
    const firstPathOf = new Map<string, string>();
    const repeats: string[] = [];
    for (const [at, value] of leaves(readReadings('en', file))) {
      const first = firstPathOf.get(value);
      if (first) repeats.push(`${at} repeats ${first}`);
      else firstPathOf.set(value, at);
    }
    expect(repeats).toEqual([]);
  });
});

describe('reading lengths the reports are laid out for', () => {
  it('gives each Moon sign 80 to 120 words per Sade Sati phase', () => {
    const { byMoonSign } = readReadings('en', 'sade-sati.json') as {
      byMoonSign: Record<string, Record<string, string>>;
    };
    const outside = leaves(byMoonSign).filter(([, value]) => {
      const words = wordCount(value);
      return words < 80 || words > 120;
    });
    expect(outside.map(([at, value]) => `${at}: ${wordCount(value)} words`)).toEqual([]);
  });

  it('gives each mahadasha lord 90 to 130 words', () => {
    const { mahadasha } = readReadings('en', 'dasha.json') as { mahadasha: Record<string, string> };
    const outside = leaves(mahadasha).filter(([, value]) => {
      const words = wordCount(value);
      return words < 90 || words > 130;
    });
    expect(outside.map(([at, value]) => `${at}: ${wordCount(value)} words`)).toEqual([]);
  });
});
