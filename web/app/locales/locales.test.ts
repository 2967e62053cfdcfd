import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every English string must exist in Hindi and the other way round (docs/decisions/004):
 * a page must never fall back to English, or show a raw key, because a translation is missing.
 */
const localesDir = path.dirname(new URL(import.meta.url).pathname);
const namespaces = readdirSync(path.join(localesDir, 'en')).filter((file) =>
  file.endsWith('.json'),
);

type Tree = { [key: string]: string | Tree };

/** A namespace file's contents; a missing file reads as empty, so its keys show as missing. */
function readLocale(language: string, file: string): Tree {
  const filePath = path.join(localesDir, language, file);
  return existsSync(filePath) ? (JSON.parse(readFileSync(filePath, 'utf8')) as Tree) : {};
}

/** "a.b.c" paths of every leaf; arrays count as objects keyed by index. */
function leafPaths(tree: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [leaf, leafValue] of leafPaths(value, `${prefix}${key}.`))
        leaves.set(leaf, leafValue);
    }
  } else {
    leaves.set(prefix.slice(0, -1), tree);
  }
  return leaves;
}

/** {{name}} placeholders of a string, sorted. */
function placeholders(value: unknown): string[] {
  return typeof value === 'string'
    ? [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort()
    : [];
}

describe('locale files', () => {
  it('have the same namespaces in en and hi', () => {
    const hindi = readdirSync(path.join(localesDir, 'hi')).filter((file) => file.endsWith('.json'));
    expect(hindi.sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)('%s', (file) => {
    const english = leafPaths(readLocale('en', file));
    const hindi = leafPaths(readLocale('hi', file));

    it('has every key in both languages', () => {
      const missingInHindi = [...english.keys()].filter((key) => !hindi.has(key));
      const missingInEnglish = [...hindi.keys()].filter((key) => !english.has(key));
      expect({ missingInHindi, missingInEnglish }).toEqual({
        missingInHindi: [],
        missingInEnglish: [],
      });
    });

    it('has no string left empty in one language only', () => {
      const isEmpty = (value: unknown) => typeof value === 'string' && value.trim() === '';
      const halfEmpty = [...english.keys()].filter(
        (key) => hindi.has(key) && isEmpty(english.get(key)) !== isEmpty(hindi.get(key)),
      );
      expect(halfEmpty).toEqual([]);
    });

    it('uses the same {{placeholders}} in both languages', () => {
      const mismatched = [...english.keys()].filter(
        (key) =>
          hindi.has(key) &&
          placeholders(english.get(key)).join() !== placeholders(hindi.get(key)).join(),
      );
      expect(mismatched).toEqual([]);
    });
  });
});
