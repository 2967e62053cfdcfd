// After `react-router build`, five finishing steps on the client build:
// 1. Prerendered pages lose React Router's `<link rel="modulepreload">` tags. They ask for every
//    script of the page at high priority before the first paint, competing with the stylesheet,
//    the fonts and the largest picture on a phone's slow line; the page's module script still
//    imports the same files right after the HTML is parsed (docs/decisions/010-first-load.md).
// 2. The resource routes' stray `.data` files go.
// 3. The sharing card of every page that names one, and the logo (scripts/og-images.mjs).
// 4. The installable, offline app: icons, manifests, offline pages and the service worker, whose
//    version is a hash of the files it precaches (scripts/offline-app.mjs, decision 045).
// 5. Brotli (.br) and gzip (.gz) twins of the text files, so the server sends compressed bytes
//    without compressing on every request (@fastify/static `preCompressed`). Files under 1 KB
//    are skipped.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import { writeOfflineApp } from './offline-app.mjs';
import { makeSharingImages } from './og-images.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.resolve(webRoot, process.env.WEB_OUT_DIR ?? 'build', 'client');
const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

const modulePreloadLink = /<link rel="modulepreload" href="[^"]*"\/>/g;
let pagesFinished = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const html = readFileSync(file, 'utf8');
  const finished = html.replace(modulePreloadLink, '');
  if (finished !== html) {
    writeFileSync(file, finished);
    pagesFinished += 1;
  }
}
console.log(`removed module preloads from ${pagesFinished} pages`);

// 1b. The route manifest (assets/manifest-*.js, imported by every page before it hydrates) lists
//     every route's static imports for those preloads and for `<Link prefetch>`, which the site
//     does not use: three quarters of its bytes (4.5 of 6.7 KB compressed), for 118 routes.
//     Without the lists, navigating still imports a route's module and, through it, its chunks
//     (docs/decisions/046-first-load-budget.md). The entry's own list stays.
const routeImports = /("module":"[^"]*"),"imports":\[[^\]]*\]/g;
for (const name of readdirSync(path.join(clientDir, 'assets'))) {
  if (!/^manifest-[\w-]+\.js$/.test(name)) continue;
  const file = path.join(clientDir, 'assets', name);
  const manifest = readFileSync(file, 'utf8');
  const [entry, ...routes] = manifest.split('"routes":');
  const finished = [
    entry,
    ...routes.map((part) => part.replace(routeImports, '$1,"imports":[]')),
  ].join('"routes":');
  writeFileSync(file, finished);
  console.log(`route manifest ${name}: ${manifest.length} -> ${finished.length} bytes`);
}

// 2. The sitemap and robots.txt are resource routes prerendered as files; React Router also
//    writes a `.data` file beside each, which nothing asks for.
for (const file of ['sitemap.xml.data', 'robots.txt.data'])
  rmSync(path.join(clientDir, file), { force: true });

// 3. Each page's sharing card (its og:image) and the logo (docs/decisions/027).
const cards = await makeSharingImages(clientDir);
console.log(
  `sharing cards: ${cards.cards} (${cards.drawn} drawn, the rest from the cache), ` +
    `${Math.round(cards.bytes / cards.cards / 1024)} KB each on average, largest ` +
    `${Math.round(cards.largest / 1024)} KB, in ${(cards.ms / 1000).toFixed(1)} s`,
);

// 4. The offline app (docs/decisions/045).
const offline = await writeOfflineApp(clientDir);
console.log(
  `service worker ${offline.version}: precaches ${offline.files} files, ` +
    `${Math.round(offline.bytes / 1024)} KB before compression`,
);

// Compressed on libuv's thread pool (zlib's callback API), every core at once: Brotli at its
// highest quality is most of the build's finishing time (about 60 s for 30 MB on one core).
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);
const files = [];
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (statSync(file).size >= 1024) files.push(file);
}
const sizes = await Promise.all(
  files.map(async (file) => {
    const content = await readFile(file);
    const [brotliBytes, gzipBytes] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, brotliBytes), writeFile(`${file}.gz`, gzipBytes)]);
    return { before: content.length, after: brotliBytes.length };
  }),
);
const before = sizes.reduce((sum, size) => sum + size.before, 0);
const after = sizes.reduce((sum, size) => sum + size.after, 0);
console.log(
  `compressed ${files.length} files: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (brotli)`,
);
