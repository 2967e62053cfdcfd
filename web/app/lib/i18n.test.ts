import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addStringsFile, fixedT, PageStrings, startPage, t } from './i18n';

describe('i18n', () => {
  it('throws on a key the strings do not have (in development and tests)', () => {
    expect(t('nav.login')).toBe('Login');
    expect(() => t('nav.noSuchKey' as never)).toThrow(/Missing translation: common:nav.noSuchKey/);
    // A key with a default on purpose (a status the server may add) is not an error.
    expect(t('nav.noSuchStatus' as never, { defaultValue: 'Shipped' })).toBe('Shipped');
  });

  it('falls back to English for a string Hindi lacks', () => {
    addStringsFile('en', 'test-strings', { a: { x: 'A', y: 'B {{n}}' } });
    addStringsFile('hi', 'test-strings', { a: { x: 'अ' } });
    const hindi = fixedT('hi', 'test-strings' as never) as unknown as (
      key: string,
      o?: object,
    ) => string;
    expect(hindi('a.x')).toBe('अ');
    expect(hindi('a.y', { n: 2 })).toBe('B 2');
  });

  it("writes into the page the files its render read, in the page's language only", () => {
    startPage();
    const hindi = fixedT('hi', 'content-legal');
    hindi('privacy.meta.title');
    hindi('privacy.sections.collect.title' as never);
    hindi('nav.login' as never, { ns: 'common' });
    const html = renderToString(PageStrings({ language: 'hi' }));
    const json = /<script[^>]*>(.*)<\/script>/.exec(html)?.[1] ?? '';
    const brought = JSON.parse(json) as { language: string; files: Record<string, unknown> };
    expect(brought.language).toBe('hi');
    expect(Object.keys(brought.files).sort()).toEqual([
      'common',
      'content-legal',
      'content-legal-privacy',
    ]);
    expect(JSON.stringify(brought.files)).toContain('गोपनीयता');
    // Only the keys read: not the privacy page's other sections, nor the rest of `common`.
    const privacy = brought.files['content-legal-privacy'] as { sections: object };
    expect(Object.keys(privacy.sections)).toEqual(['collect']);
    expect(Object.keys(brought.files.common as object)).toEqual(['nav']);
    expect(Object.keys((brought.files.common as { nav: object }).nav)).toEqual(['login']);
    expect(json).not.toContain('<');
  });
});

/**
 * Our reader (lib/i18n.ts) replaced i18next in the pages (decision 047); i18next itself, kept as
 * a dev dependency, is the reference: every string of every namespace, in both languages, read
 * both ways with the same options, must come out the same.
 */
describe('the strings read as i18next reads them', () => {
  const localesDir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'locales');
  const read = (language: string, file: string) =>
    JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as object;
  const files = readdirSync(path.join(localesDir, 'en')).filter((file) => file.endsWith('.json'));
  const legalParts: Record<string, string> = {
    'content-legal-privacy.json': 'privacy',
    'content-legal-terms.json': 'terms',
    'content-legal-refunds.json': 'refunds',
  };

  const reference = i18next.createInstance();
  void reference.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'hi'],
    interpolation: { escapeValue: false },
    initAsync: false,
    resources: {},
  });
  const namespaces: string[] = [];
  for (const file of files) {
    const part = legalParts[file];
    const namespace = part ? 'content-legal' : file.replace(/\.json$/, '');
    for (const language of ['en', 'hi'] as const) {
      const strings = part ? { [part]: read(language, file) } : read(language, file);
      reference.addResourceBundle(language, namespace, strings, true, false);
    }
    if (!namespaces.includes(namespace)) namespaces.push(namespace);
  }

  /** Every key to ask for: each leaf and each object (with returnObjects), plurals by base. */
  type Kind = 'string' | 'plural' | 'object';
  function keysOf(tree: unknown, prefix = '', kind: Kind = 'string'): [string, Kind][] {
    if (tree === null || typeof tree !== 'object') return [[prefix, kind]];
    const keys: [string, Kind][] = prefix ? [[prefix, 'object']] : [];
    for (const [name, value] of Object.entries(tree)) {
      const base = name.replace(/_(zero|one|two|few|many|other)$/, '');
      const path = prefix ? `${prefix}.${base}` : base;
      keys.push(...keysOf(value, path, base === name ? 'string' : 'plural'));
    }
    return keys;
  }

  for (const namespace of namespaces) {
    it(`${namespace}: every string, both languages, with and without values and counts`, () => {
      const tree = reference.getResourceBundle('en', namespace) as object;
      const keys = new Map(keysOf(tree));
      const text = JSON.stringify(tree);
      const names = [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]))];
      const values = Object.fromEntries(names.map((name) => [name, `⟨${name}⟩`]));
      let compared = 0;
      for (const language of ['en', 'hi'] as const) {
        const ours = fixedT(language, namespace as never) as unknown as (
          key: string,
          options?: object,
        ) => unknown;
        const theirs = reference.getFixedT(language, namespace as never);
        for (const [key, kind] of keys) {
          const counted = [0, 1, 2, 5].map((count) => ({ ...values, count }));
          const optionSets: object[] =
            kind === 'object'
              ? [{ returnObjects: true }, { returnObjects: true, ...values, count: 2 }]
              : kind === 'plural'
                ? counted
                : [{}, values, ...counted];
          for (const options of optionSets) {
            expect(
              ours(key, options),
              `${language} ${namespace}:${key} ${JSON.stringify(options)}`,
            ).toEqual(theirs(key, options as never));
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(0);
    });
  }
});
