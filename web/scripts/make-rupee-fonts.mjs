#!/usr/bin/env node
/**
 * Writes web/app/fonts/*-rupee.woff2: the rupee sign (U+20B9) alone, cut from the Latin
 * Extended files of Mukta (400, 600) and Rozha One that @fontsource ships. app.css declares them
 * for U+20B9 after @fontsource's faces, so a price like "₹511" takes a file of about 1 KB
 * instead of the whole Latin Extended file (about 15 KB per weight), which pages would otherwise
 * fetch before their first paint just for this one sign.
 *
 *   npm run make:rupee-fonts -w web     (the output is committed; run it after a font update)
 *
 * The fonts are under the SIL Open Font License 1.1 (web/app/fonts/LICENSE-*.txt), which allows
 * subsetting; neither family declares a Reserved Font Name.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const fontsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/fonts');
const rupee = '\u20b9';

const sources = [
  { from: '@fontsource/mukta/files/mukta-latin-ext-400-normal.woff2', to: 'mukta-400-rupee.woff2' },
  { from: '@fontsource/mukta/files/mukta-latin-ext-600-normal.woff2', to: 'mukta-600-rupee.woff2' },
  {
    from: '@fontsource/rozha-one/files/rozha-one-latin-ext-400-normal.woff2',
    to: 'rozha-one-400-rupee.woff2',
  },
];

for (const { from, to } of sources) {
  const original = readFileSync(require.resolve(from));
  const subset = await subsetFont(original, rupee, { targetFormat: 'woff2' });
  writeFileSync(path.join(fontsDir, to), subset);
  process.stdout.write(`${to}: ${original.length} -> ${subset.length} bytes\n`);
}
