import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { glossaryFindings, isDevanagari, parseHindiGlossary } from '@app/contract/hindi-glossary';
import { describe, expect, it } from 'vitest';
// The whole app, so that every module's table is defined before the tables are listed.
import '../../src/app.ts';
import { messageTables } from '../../src/lib/messages.ts';
import { orderStatusNames } from '../../src/modules/orders/orders.messages.ts';

/**
 * Every Hindi text the server sends uses the glossary's words (docs/hindi-glossary.md): the
 * message tables as they are defined, the order status names, any other Hindi written in the
 * server's source (the validation messages built per kind of issue, the reports' labels and
 * readings), and the Hindi of the astrology engine that the reports print (astro/src).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(here, '../../src');
const astroDir = path.resolve(here, '../../../astro/src');
const glossary = parseHindiGlossary(
  readFileSync(path.resolve(here, '../../../docs/hindi-glossary.md'), 'utf8'),
);

const tableEntries = [...messageTables()].flatMap(([table, templates]) =>
  Object.entries(templates).map(([key, template]) => [`${table}.${key}`, template.hi] as const),
);

describe('the server’s Hindi and the glossary', () => {
  it.each(tableEntries)('%s uses none of the variants the glossary forbids', (_, hindi) => {
    expect(glossaryFindings(hindi, glossary)).toEqual([]);
  });

  it('names each order status as the glossary does', () => {
    const glossaryNames = Object.fromEntries(
      glossary.flatMap((entry) => (entry.status ? [[entry.status, entry.hindi[0]]] : [])),
    );
    const serverNames = Object.fromEntries(
      Object.entries(orderStatusNames).map(([status, name]) => [status, name.hi]),
    );
    expect(serverNames).toEqual(glossaryNames);
  });

  const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    // Code, and the Hindi texts kept as data (the reports' readings).
    .filter((file) => file.endsWith('.ts') || (file.endsWith('.json') && file.includes('/hi/')))
    .sort();

  // Source code has English too (names, comments): only the Hindi variants are looked for.
  const hindiOnly = glossary.map((entry) => ({
    ...entry,
    avoid: entry.avoid.filter(isDevanagari),
  }));

  it('reads every source file of the server, with the reports’ labels and readings', () => {
    expect(sources).toContain('lib/validation-messages.ts');
    expect(sources.filter((file) => file.endsWith('.messages.ts')).length).toBeGreaterThan(5);
    expect(sources).toContain('modules/reports/report-labels.ts');
    const readings = sources.filter((file) => file.startsWith('modules/reports/readings/hi/'));
    expect(readings).toEqual(
      expect.arrayContaining(
        ['sade-sati', 'matching', 'manglik', 'panchang-at-birth', 'reports', 'love'].map(
          (name) => `modules/reports/readings/hi/${name}.json`,
        ),
      ),
    );
    expect(readings.length).toBeGreaterThanOrEqual(15);
  });

  it.each(sources)('src/%s writes its Hindi with the glossary’s words', (file) => {
    expect(glossaryFindings(readFileSync(path.join(srcDir, file), 'utf8'), hindiOnly)).toEqual([]);
  });

  // The engine's names, its "how this was calculated" lines and its matching and Manglik
  // rules are printed in the Hindi reports (and shown by the free calculators).
  const engineSources = readdirSync(astroDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort();

  it('reads the engine’s Hindi too', () => {
    expect(engineSources).toEqual(
      expect.arrayContaining(['names.ts', 'how-computed.ts', 'matching.ts', 'manglik.ts']),
    );
  });

  it.each(engineSources)('astro/src/%s writes its Hindi with the glossary’s words', (file) => {
    expect(glossaryFindings(readFileSync(path.join(astroDir, file), 'utf8'), hindiOnly)).toEqual(
      [],
    );
  });
});
