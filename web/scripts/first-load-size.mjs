#!/usr/bin/env node
/**
 * The script each prerendered page needs before it is usable, compressed with Brotli (what the
 * server sends): the modules its HTML's module script imports (statically, and the client entry
 * it imports right away) and everything those import statically, never the chunks loaded later
 * with `import()`. Reads the built files, so it needs no server or browser (issue 35, decision 046).
 *
 *   npm run size -w web                  # web/build/client; one row per kind of page
 *   npm run size -w web -- --all         # one row per page
 *   npm run size -w web -- --page /hi/panchang   # that page's files, largest first
 *   WEB_BUILD_DIR=/tmp/x/out/client npm run size -w web -- --json sizes.json
 *
 * A kind of page is the set of route modules it hydrates (home, a report page, a festival...);
 * its row shows its largest page. Exit code 1 when a page is over the budget: 120 KB
 * (FIRST_LOAD_BUDGET_KB changes it).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const log = (line) => process.stdout.write(`${line}\n`);
const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(process.env.WEB_BUILD_DIR ?? path.join(here, '../build/client'));
const budget = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 120) * 1024;

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
};
const showAll = args.includes('--all');
const onePage = option('--page');
const jsonOut = option('--json');

/** The module script React Router writes into a prerendered page. */
const moduleScript = /<script type="module"[^>]*>([\s\S]*?)<\/script>/g;
/**
 * Static imports and re-exports in the page's script and in Rollup's minified chunks:
 * `import"./a.js"`, `import{x as y}from"./a.js"`, `export{x}from"./a.js"`. A dynamic
 * `import("./a.js")` has a parenthesis before its quote and does not match.
 */
const staticImport = /\b(?:import|export)\s*(?:[^"'();=]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
/** The client entry, which the page's module script imports dynamically as its last line. */
const entryImport = /\bimport\(\s*["']([^"']+\/entry\.client-[^"']+\.js)["']\s*\)/g;

const importsOf = new Map();
function staticImportsOf(urlPath) {
  if (!importsOf.has(urlPath)) {
    const code = readFileSync(path.join(buildDir, urlPath), 'utf8');
    importsOf.set(
      urlPath,
      [...code.matchAll(staticImport)].map(([, spec]) =>
        path.posix.resolve(path.posix.dirname(urlPath), spec),
      ),
    );
  }
  return importsOf.get(urlPath);
}

const brotliOf = new Map();
function brotliSize(urlPath) {
  if (!brotliOf.has(urlPath)) {
    const content = readFileSync(path.join(buildDir, urlPath));
    brotliOf.set(
      urlPath,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }).length,
    );
  }
  return brotliOf.get(urlPath);
}

/** A page's first-load files (URL paths) and the route modules it hydrates. */
function firstLoad(html) {
  const files = new Set();
  const routes = [];
  const visit = (urlPath) => {
    if (files.has(urlPath)) return;
    files.add(urlPath);
    for (const next of staticImportsOf(urlPath)) visit(next);
  };
  for (const [, script] of html.matchAll(moduleScript)) {
    for (const [, spec] of script.matchAll(staticImport)) visit(path.posix.resolve('/', spec));
    for (const [, spec] of script.matchAll(entryImport)) visit(path.posix.resolve('/', spec));
    const modules = /__reactRouterRouteModules = (\{[^}]*\})/.exec(script);
    if (modules) routes.push(...[...modules[1].matchAll(/"([^"]+)":/g)].map(([, id]) => id));
  }
  return { files: [...files], routes };
}

/** Every prerendered page: `index.html` files (and 404 / the SPA fallback left out). */
function pagesOf(dir) {
  const pages = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const relative = path.relative(dir, entry.parentPath).split(path.sep).join('/');
    pages.push(`/${relative}`);
  }
  return pages.sort();
}

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir} (npm run build -w web, or set WEB_BUILD_DIR).`);
  process.exit(2);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const measure = (page) => {
  const html = readFileSync(path.join(buildDir, page, 'index.html'), 'utf8');
  const { files, routes } = firstLoad(html);
  const sized = files.map((file) => ({ file, brotli: brotliSize(file) }));
  const brotli = sized.reduce((sum, f) => sum + f.brotli, 0);
  return { page, routes, brotli, files: sized.sort((a, b) => b.brotli - a.brotli) };
};

if (onePage) {
  const r = measure(onePage === '/' ? '/' : onePage.replace(/\/$/, ''));
  log(
    `${r.page}: ${kb(r.brotli)} (brotli) in ${r.files.length} files; routes ${r.routes.join(' ')}`,
  );
  for (const f of r.files) log(`${kb(f.brotli).padStart(9)}  ${f.file}`);
  process.exit(r.brotli > budget ? 1 : 0);
}

const measured = pagesOf(buildDir).map(measure);
// Pages without a module script (the horoscope aliases' redirects) load no script at all.
const results = measured.filter((r) => r.files.length > 0);
const withoutScript = measured.length - results.length;
// One row per kind of page (its route modules), showing the largest of its pages; or every page.
const groups = new Map();
for (const r of results) {
  const key = `${/^\/hi(\/|$)/.test(r.page) ? 'hi' : 'en'} ${r.routes.join(' ')}`;
  groups.set(key, [...(groups.get(key) ?? []), r]);
}
const rows = showAll
  ? results.map((r) => ({ ...r, count: 1 }))
  : [...groups.values()].map((group) => ({
      ...group.reduce((a, b) => (b.brotli > a.brotli ? b : a)),
      count: group.length,
    }));
rows.sort((a, b) => b.brotli - a.brotli || a.page.localeCompare(b.page));

const over = results.filter((r) => r.brotli > budget);
const columns = [
  ['page', (r) => r.page],
  ['pages', (r) => String(r.count)],
  ['first-load JS (br)', (r) => kb(r.brotli)],
  ['files', (r) => String(r.files.length)],
  ['route', (r) => r.routes.at(-1) ?? ''],
];
const widths = columns.map(([title, value]) =>
  Math.max(title.length, ...rows.map((r) => value(r).length)),
);
log(
  `first-load script of ${results.length} pages in ${buildDir}, budget ${kb(budget)}` +
    (withoutScript ? ` (and ${withoutScript} pages without script)` : ''),
);
log(columns.map(([title], i) => title.padEnd(widths[i])).join('  '));
for (const r of rows) {
  const flag = r.brotli > budget ? '  OVER' : '';
  log(`${columns.map(([, value], i) => value(r).padEnd(widths[i])).join('  ')}${flag}`);
}
const largest = results.reduce((a, b) => (b.brotli > a.brotli ? b : a));
log(
  `largest: ${largest.page} ${kb(largest.brotli)}; over budget: ${over.length} of ${results.length}`,
);
if (jsonOut) {
  writeFileSync(
    jsonOut,
    `${JSON.stringify(
      results.map((r) => ({ page: r.page, brotli: r.brotli, files: r.files })),
      null,
      2,
    )}\n`,
  );
}
if (over.length) {
  console.error(`${over.length} page(s) load more than ${kb(budget)} of script first.`);
  process.exitCode = 1;
}
