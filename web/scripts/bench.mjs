#!/usr/bin/env node
/**
 * Performance benchmark of the site as people get it: starts `npm start` (scripts/start-site.mjs:
 * builds what is stale, then the real server with the API and the prerendered pages, on a free
 * port), runs Lighthouse 12 with its default mobile settings in Debian's Chromium on each page,
 * and prints the four category scores, LCP / CLS / TBT and the first-load JavaScript (the
 * scripts the page loads, gzipped).
 *
 *   npm run bench:web                      # one page of each kind, English and Hindi, 3 runs each
 *   npm run bench:web -- / /hi --runs 5    # these pages, median of 5 runs each
 *   npm run bench:web -- --json out.json   # also write the results as JSON
 *
 * "One page of each kind" is read from the build's sitemap: the first public page (alphabetically)
 * of each first path segment and depth, with its Hindi twin (/, /about, /shop/1, /horoscope/...,
 * /kundli, and whatever pages are added later), so new kinds of page are measured without a
 * change here.
 *
 * Environment: WEB_BUILD_DIR (the build the server serves, default web/build/client), BENCH_URL
 * (measure the server already running there, e.g. http://127.0.0.1:4410, instead of `npm start`),
 * BENCH_DATA_DIR (the server's data folder, kept between runs), CHROME_PATH (default
 * /usr/bin/chromium). Exit code 1 when a page scores below 95 in any category (BENCH_MIN_SCORE
 * changes that).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSite } from './start-site.mjs';

/** Progress and results go to stdout (this is a command-line tool). */
const log = (line) => process.stdout.write(`${line}\n`);

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(process.env.WEB_BUILD_DIR ?? path.join(here, '../build/client'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const minScore = Number(process.env.BENCH_MIN_SCORE ?? 95);

// Arguments: page paths, --runs N, --json FILE.
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
const runs = Math.max(1, Number(option('--runs') ?? 3));
const jsonOut = option('--json');
const pages = args.length ? args : await onePageOfEachKind();

/** The build's public pages (its sitemap), one per language, first segment and depth. */
async function onePageOfEachKind() {
  const sitemap = await readFile(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const found = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url).pathname,
  );
  const kinds = new Map();
  for (const page of [...found].sort()) {
    const parts = page.split('/').filter(Boolean);
    const hindi = parts[0] === 'hi';
    const rest = hindi ? parts.slice(1) : parts;
    const kind = `${rest[0] ?? ''} ${rest.length}`;
    if (!hindi && !kinds.has(kind)) kinds.set(kind, page);
  }
  // Each English page followed by its Hindi twin.
  return [...kinds.values()].flatMap((page) => {
    const twin = page === '/' ? '/hi' : `/hi${page}`;
    return found.includes(twin) ? [page, twin] : [page];
  });
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Gzipped size of a built file, by its URL path; null when it is not part of the build. */
async function gzippedSize(urlPath) {
  try {
    return gzipSync(await readFile(path.join(buildDir, urlPath)), { level: 9 }).length;
  } catch {
    return null;
  }
}

async function firstLoadJs(lhr, origin) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter(
    (r) => r.resourceType === 'Script' && r.url.startsWith(origin) && !r.url.startsWith('data:'),
  );
  let gzip = 0;
  let transfer = 0;
  const files = [];
  for (const script of scripts) {
    const urlPath = new URL(script.url).pathname;
    const size = (await gzippedSize(urlPath)) ?? script.transferSize ?? 0;
    gzip += size;
    transfer += script.transferSize ?? 0;
    files.push({ path: urlPath, gzip: size });
  }
  return { gzip, transfer, files: files.sort((a, b) => b.gzip - a.gzip) };
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    scores: Object.fromEntries(categories.map((c) => [c, score(c)])),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    siMs: numeric('speed-index'),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
    failing,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

// BENCH_URL: a server that is already running (another build or port than `npm start`'s).
const server = process.env.BENCH_URL
  ? { url: new URL(process.env.BENCH_URL).origin, close: async () => {} }
  : await startSite();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const results = [];
let belowTarget = false;
try {
  for (const page of pages) {
    const url = new URL(page, server.url).href;
    const attempts = [];
    let lastLhr;
    for (let run = 0; run < runs; run += 1) {
      // A run that fails (Lighthouse's NO_FCP and the like, on a starved machine) is reported
      // and tried once more; the page's row is the median of the runs that worked.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
        }).catch((error) => ({ lhr: { runtimeError: { code: 'ERROR', message: String(error) } } }));
        const failure = result?.lhr.runtimeError;
        if (!failure) {
          lastLhr = result.lhr;
          attempts.push(summarise(result.lhr));
          break;
        }
        console.error(`${page}: run ${run + 1} failed (${failure.code} ${failure.message})`);
      }
    }
    log(
      `${page}: performance ${attempts.map((a) => a.scores.performance).join(', ') || 'no run worked'}`,
    );
    if (attempts.length === 0) {
      results.push({ page, failed: true });
      belowTarget = true;
      continue;
    }
    // The run with the median performance score stands for the page.
    const medianPerformance = median(attempts.map((a) => a.scores.performance));
    const chosen = attempts.find((a) => a.scores.performance === medianPerformance) ?? attempts[0];
    const js = await firstLoadJs(lastLhr, server.url);
    const entry = {
      page,
      ...chosen,
      runs,
      performanceRuns: attempts.map((a) => a.scores.performance),
      firstLoadJsGzip: js.gzip,
      firstLoadJsFiles: js.files,
      lighthouseVersion: lastLhr.lighthouseVersion,
      benchmarkIndex: Math.round(lastLhr.environment?.benchmarkIndex ?? 0),
      loadAverage: Number(loadavg()[0].toFixed(1)),
      formFactor: lastLhr.configSettings.formFactor,
    };
    results.push(entry);
    if (categories.some((c) => entry.scores[c] < minScore)) belowTarget = true;
  }
} finally {
  await chrome.kill();
  await server.close();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const measured = results.filter((r) => !r.failed);
for (const r of measured) {
  log(`\n${r.page}  (Lighthouse ${r.lighthouseVersion}, ${r.formFactor}, ${r.runs} run(s))`);
  // Simulated throttling multiplies the CPU time measured here: a busy machine scores lower.
  log(
    `  machine: benchmark index ${r.benchmarkIndex}, load average ${r.loadAverage} on ${cpus().length} cores`,
  );
  log(
    `  performance ${r.scores.performance}  accessibility ${r.scores.accessibility}  best-practices ${r.scores['best-practices']}  seo ${r.scores.seo}` +
      (r.runs > 1 ? `   (performance per run: ${r.performanceRuns.join(', ')})` : ''),
  );
  log(
    `  LCP ${Math.round(r.lcpMs)} ms  FCP ${Math.round(r.fcpMs)} ms  CLS ${r.cls.toFixed(3)}  TBT ${Math.round(r.tbtMs)} ms  SI ${Math.round(r.siMs)} ms`,
  );
  log(`  first-load JS ${kb(r.firstLoadJsGzip)} gzipped in ${r.firstLoadJsFiles.length} files`);
  for (const file of r.firstLoadJsFiles) log(`    ${kb(file.gzip).padStart(9)}  ${file.path}`);
  if (r.lcpElement) log(`  LCP element: ${r.lcpElement.slice(0, 140)}`);
  if (r.failing.length) log(`  failing audits: ${r.failing.join(', ')}`);
}
// The table: one row per page, the median run's figures.
const columns = [
  ['page', (r) => r.page],
  ['perf', (r) => String(r.scores.performance)],
  ['runs', (r) => r.performanceRuns.join(', ')],
  ['a11y', (r) => String(r.scores.accessibility)],
  ['best pr.', (r) => String(r.scores['best-practices'])],
  ['SEO', (r) => String(r.scores.seo)],
  ['FCP', (r) => `${(r.fcpMs / 1000).toFixed(2)} s`],
  ['LCP', (r) => `${(r.lcpMs / 1000).toFixed(2)} s`],
  ['CLS', (r) => r.cls.toFixed(3)],
  ['TBT', (r) => `${Math.round(r.tbtMs)} ms`],
  ['first-load JS', (r) => `${kb(r.firstLoadJsGzip)} in ${r.firstLoadJsFiles.length}`],
  ['bench. index', (r) => String(r.benchmarkIndex)],
  ['load', (r) => String(r.loadAverage)],
];
const widths = columns.map(([title, value]) =>
  Math.max(title.length, ...measured.map((r) => value(r).length)),
);
log(
  `\nbench:web ${new Date().toISOString()}, ${server.url} (npm start), median of ${runs} run(s) per page, ${cpus().length} cores`,
);
log(columns.map(([title], i) => title.padEnd(widths[i])).join('  '));
for (const r of measured) {
  log(columns.map(([, value], i) => value(r).padEnd(widths[i])).join('  '));
}
for (const r of results.filter((r) => r.failed)) log(`${r.page}  no run worked`);
for (const language of ['en', 'hi']) {
  const rows = measured.filter((r) => /^\/hi(\/|$)/.test(r.page) === (language === 'hi'));
  if (rows.length === 0) continue;
  const scores = rows.map((r) => r.scores.performance);
  const below = rows.filter((r) => categories.some((c) => r.scores[c] < minScore));
  log(
    `${language === 'en' ? 'English' : 'Hindi'}: ${rows.length} pages, performance mean ${(scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(1)}, lowest ${Math.min(...scores)}; below ${minScore} in a category: ${below.map((r) => r.page).join(' ') || 'none'}`,
  );
}
log('\nMarkdown:');
log(`| ${columns.map(([title]) => title).join(' | ')} |`);
log(`| ${columns.map(() => '---').join(' | ')} |`);
for (const r of measured) log(`| ${columns.map(([, value]) => value(r)).join(' | ')} |`);
if (jsonOut) await writeFile(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
if (belowTarget) {
  console.error(`\nA page scored below ${minScore} in at least one category.`);
  process.exitCode = 1;
}
