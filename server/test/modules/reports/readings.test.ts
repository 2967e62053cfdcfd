import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The written readings of part 1 (the chart itself): every file exists in English and Hindi with
 * exactly the expected keys, no value is empty, the Hindi is Devanagari, and no English paragraph
 * is repeated within a file.
 */

const readingsDir = fileURLToPath(
  new URL('../../../src/modules/reports/readings', import.meta.url),
);
const languages = ['en', 'hi'] as const;

const planets = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];
const range = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));
const twelve = range(12);
const karanas = [
  'bava',
  'balava',
  'kaulava',
  'taitila',
  'gara',
  'vanija',
  'vishti',
  'shakuni',
  'chatushpada',
  'naga',
  'kimstughna',
];
const elements = ['fire', 'earth', 'air', 'water'];
const qualities = ['movable', 'fixed', 'dual'];

/** Fields whose values are ASCII data keys, the same in both languages (not prose). */
const dataFields = new Set(['lord', 'element', 'quality']);
/** Latin words a Hindi value may still contain. */
const allowedLatinInHindi = new Set(['PDF', 'AM', 'PM']);

type Shape = string | { [key: string]: Shape };
const text = 'text';
const keyed = (keys: string[], value: Shape): { [key: string]: Shape } =>
  Object.fromEntries(keys.map((key) => [key, value]));
const withAbout = (body: { [key: string]: Shape }): Shape => ({ _about: text, ...body });

/** The expected key structure of each file, and the least words an English paragraph has. */
const files: Record<string, { shape: Shape; minWords: number }> = {
  'planet-in-sign': { shape: withAbout(keyed(planets, keyed(twelve, text))), minWords: 50 },
  'planet-in-house': {
    shape: withAbout(keyed(planets, keyed(twelve, text))),
    minWords: 50,
  },
  ascendant: { shape: withAbout(keyed(twelve, text)), minWords: 80 },
  'moon-sign': { shape: withAbout(keyed(twelve, text)), minWords: 60 },
  'moon-nakshatra': { shape: withAbout(keyed(range(27), text)), minWords: 70 },
  'panchang-at-birth': {
    shape: withAbout({
      tithi: keyed(range(30), text),
      vara: keyed(range(7), text),
      yoga: keyed(range(27), text),
      karana: keyed(karanas, text),
    }),
    minWords: 20,
  },
  planets: { shape: withAbout(keyed(planets, { name: text, signifies: text })), minWords: 1 },
  signs: {
    shape: withAbout(
      keyed(twelve, {
        name: text,
        sanskrit: text,
        lord: text,
        element: text,
        quality: text,
      }),
    ),
    minWords: 1,
  },
  houses: { shape: withAbout(keyed(twelve, { name: text, areas: text })), minWords: 1 },
};

const load = (language: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(readingsDir, language, `${file}.json`), 'utf8'));

/** The key structure of a parsed file, with every leaf replaced by its type. */
const shapeOf = (value: unknown): unknown => {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  }
  if (Array.isArray(value)) return value.map(shapeOf);
  return typeof value === 'string' ? text : typeof value;
};

/** Every string leaf with its path (array items are leaves too). */
const leaves = (value: unknown, trail: string[] = []): { trail: string[]; value: unknown }[] => {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...trail, key]));
  }
  return [{ trail, value }];
};

const isProse = (trail: string[]) => !dataFields.has(trail[trail.length - 1] ?? '');
const words = (value: string) => value.trim().split(/\s+/).length;

describe('report readings, part 1 (the chart itself)', () => {
  for (const [file, { shape, minWords }] of Object.entries(files)) {
    describe(file, () => {
      it('exists in English and Hindi', () => {
        for (const language of languages) {
          expect(existsSync(path.join(readingsDir, language, `${file}.json`)), language).toBe(true);
        }
      });

      it('has exactly the expected keys in both languages', () => {
        const english = load('en', file);
        expect(shapeOf(english)).toEqual(shape);
        expect(shapeOf(load('hi', file))).toEqual(shapeOf(english));
      });

      it('has no empty value', () => {
        for (const language of languages) {
          for (const { trail, value } of leaves(load(language, file))) {
            expect(typeof value, `${language} ${trail.join('.')}`).toBe('string');
            expect(String(value).trim(), `${language} ${trail.join('.')}`).not.toBe('');
          }
        }
      });

      it('writes Hindi in Devanagari, with no Latin letters but allowed abbreviations', () => {
        for (const { trail, value } of leaves(load('hi', file))) {
          if (!isProse(trail)) continue;
          const where = trail.join('.');
          expect(String(value), where).toMatch(/[\u0900-\u097F]/);
          const latin = (String(value).match(/[A-Za-z]+/g) ?? []).filter(
            (word) => !allowedLatinInHindi.has(word),
          );
          expect(latin, where).toEqual([]);
        }
      });

      it('writes English without Devanagari, at full length, and never repeats a value', () => {
        const seen = new Map<string, string>();
        for (const { trail, value } of leaves(load('en', file))) {
          if (!isProse(trail)) continue;
          const where = trail.join('.');
          const paragraph = String(value);
          expect(paragraph, where).not.toMatch(/[\u0900-\u097F]/);
          if (trail[0] !== '_about') {
            expect(words(paragraph), where).toBeGreaterThanOrEqual(minWords);
          }
          expect(seen.get(paragraph), `${where} repeats ${seen.get(paragraph)}`).toBeUndefined();
          seen.set(paragraph, where);
        }
      });
    });
  }

  it('gives each sign the same lord, element and quality in both languages, from the known keys', () => {
    const english = load('en', 'signs') as Record<string, Record<string, string>>;
    const hindi = load('hi', 'signs') as Record<string, Record<string, string>>;
    for (const sign of twelve) {
      const entry = english[sign];
      expect(planets, `${sign}.lord`).toContain(entry?.lord);
      expect(elements, `${sign}.element`).toContain(entry?.element);
      expect(qualities, `${sign}.quality`).toContain(entry?.quality);
      for (const field of dataFields) {
        expect(hindi[sign]?.[field], `${sign}.${field}`).toBe(entry?.[field]);
      }
    }
  });
});
