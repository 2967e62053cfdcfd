/**
 * The installable, offline app (issue 35, docs/decisions/045), written into the client build by
 * finish-build.mjs before the files are compressed:
 * - the app icons (192, 512, a maskable 512 and Apple's 180), drawn from the logo mark of
 *   og-images.mjs with sharp;
 * - a web manifest per language (/manifest.webmanifest, /hi/manifest.webmanifest), linked from
 *   each page's head in its language (root.tsx);
 * - an offline page per language (/offline.html, /hi/offline.html), which the service worker
 *   shows for a page it has not kept;
 * - the service worker /sw.js (scripts/service-worker.js), with the build's version in its cache
 *   names and the list of files it precaches: the pages that work on the device (the calculators,
 *   the panchang and the calendar, in both languages) and every script, style, font and picture
 *   they load, found by following the build's own references.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { logoMark } from './og-images.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '..');

/** The site's design tokens (app/app.css): maroon-700 and cream-50. */
const themeColor = '#74192a';
const backgroundColor = '#fffbf3';

/**
 * The pages computed on the device (English paths; each also under /hi), with the key of their
 * link on the offline page. The calendar is the current month's page.
 */
export const offlinePages = [
  ['/kundli', 'kundli'],
  ['/kundli-matching', 'matching'],
  ['/panchang', 'panchang'],
  ['/panchang/calendar', 'calendar'],
  ['/calculators/moon-sign', 'moonSign'],
  ['/calculators/nakshatra', 'nakshatra'],
  ['/calculators/sade-sati', 'sadeSati'],
  ['/calculators/manglik', 'manglik'],
];

const languages = ['en', 'hi'];
const localized = (language, englishPath) =>
  language === 'hi' ? (englishPath === '/' ? '/hi' : `/hi${englishPath}`) : englishPath;

const offlinePagePath = { en: '/offline.html', hi: '/hi/offline.html' };
const manifestPath = { en: '/manifest.webmanifest', hi: '/hi/manifest.webmanifest' };
const icons = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable512: '/icons/maskable-512.png',
  apple180: '/icons/apple-touch-icon.png',
};

/** A page's HTML file in the build, for its address (`/kundli` -> kundli/index.html). */
const pageFile = (clientDir, urlPath) => path.join(clientDir, urlPath.slice(1), 'index.html');

/**
 * Addresses of the build's files that `text` refers to. Pages and stylesheets name files by
 * their absolute address (`/assets/…`, `/images/…`); scripts name the chunks they import by a
 * path relative to their folder (`./x.js`) or, for Vite's preload lists, from the root
 * (`assets/x.js`).
 */
function referencedFiles(text, { inAssets }) {
  const found = new Set();
  const file = String.raw`[\w.-]+\.(?:js|css|woff2|svg|png|webp|avif|jpg)`;
  for (const [, name] of text.matchAll(
    new RegExp(`["'(\\s,](/(?:assets|images)/[\\w./-]*?${file})`, 'g'),
  ))
    found.add(name);
  if (inAssets) {
    for (const [, name] of text.matchAll(new RegExp(`["'(](?:\\./|assets/)(${file})["')]`, 'g')))
      found.add(`/assets/${name}`);
  }
  return found;
}

/** A locale file's chunk (named in vite.config.ts): language and namespace. */
const stringsChunk = /\/assets\/strings\.(en|hi)\.([a-z-]+)\.[\w-]+\.js$/;

/**
 * Everything the service worker precaches, sorted: the offline pages of both languages (and
 * their `.data`, for the routes with a loader), every file they load (scripts, styles, fonts,
 * pictures, followed through the scripts' imports, dynamic ones included: the astrology engine
 * and the place list are loaded on demand), the offline pages, manifests and icons. React
 * Router's manifest lists every route's modules: it is precached but not followed.
 */
export function precacheList(clientDir) {
  const urls = new Set();
  const stringChunks = new Set();
  for (const url of [...Object.values(offlinePagePath), ...Object.values(manifestPath)]) {
    if (!existsSync(path.join(clientDir, url.slice(1)))) throw new Error(`not written: ${url}`);
    urls.add(url);
  }
  for (const icon of Object.values(icons)) {
    if (!existsSync(path.join(clientDir, icon.slice(1)))) throw new Error(`not written: ${icon}`);
    urls.add(icon);
  }
  const queue = [];
  const add = (url) => {
    if (urls.has(url)) return;
    // The string reader names every locale file; only those the pages' code uses are added below.
    if (stringsChunk.test(url)) {
      stringChunks.add(url);
      return;
    }
    if (!existsSync(path.join(clientDir, url.slice(1)))) return;
    urls.add(url);
    if (/\.(js|css)$/.test(url) && !/\/manifest-[\w-]+\.js$/.test(url)) queue.push(url);
  };
  for (const language of languages) {
    for (const [englishPath] of offlinePages) {
      const urlPath = localized(language, englishPath);
      const file = pageFile(clientDir, urlPath);
      if (!existsSync(file)) throw new Error(`offline page not built: ${urlPath}`);
      urls.add(urlPath);
      if (existsSync(path.join(clientDir, `${urlPath.slice(1)}.data`))) urls.add(`${urlPath}.data`);
      for (const url of referencedFiles(readFileSync(file, 'utf8'), { inAssets: false })) add(url);
    }
  }
  while (queue.length > 0) {
    const url = queue.shift();
    const text = readFileSync(path.join(clientDir, url.slice(1)), 'utf8');
    for (const found of referencedFiles(text, { inAssets: url.startsWith('/assets/') })) add(found);
  }
  // The strings of the namespaces the precached code names in a call of its own
  // (`registerNamespace("birth-chart")`, `useTranslation("calendar")`, minified to `r("…")`),
  // in both languages (decision 048).
  // (Not counting the reader's own table of every file.)
  const code = [...urls]
    .filter((url) => url.endsWith('.js'))
    .map((url) => readFileSync(path.join(clientDir, url.slice(1)), 'utf8'))
    .filter((text) => !/\/strings\.(en|hi)\./.test(text))
    .join('\n');
  for (const url of stringChunks) {
    const namespace = stringsChunk.exec(url)?.[2];
    const named = new RegExp(`\\(["'\`]${namespace}["'\`]\\)`).test(code);
    // `common`, the shell's, is read without being named (`useTranslation()`).
    if (namespace === 'common' || named) urls.add(url);
  }
  return [...urls].sort();
}

/** The file behind a precached address. */
function fileOf(clientDir, url) {
  return /\.[\w]+$/.test(url) ? path.join(clientDir, url.slice(1)) : pageFile(clientDir, url);
}

/**
 * The build's version: a hash of the worker's code and of every precached address and its
 * bytes. Any change of what works offline changes it, and with it sw.js and its cache names.
 */
export function buildVersion(clientDir, urls, workerSource) {
  const hash = createHash('sha256').update(workerSource);
  for (const url of urls) {
    hash.update(`\n${url}\n`);
    hash.update(readFileSync(fileOf(clientDir, url)));
  }
  return hash.digest('hex').slice(0, 12);
}

/** sw.js: the worker's code after the build's constants. */
export function serviceWorkerSource({ version, precache, workerSource }) {
  const build = { version, precache, offlinePages: offlinePagePath };
  return `const BUILD = ${JSON.stringify(build)};\n${workerSource}`;
}

const readLocale = (language) =>
  JSON.parse(readFileSync(path.join(webRoot, `app/locales/${language}/offline.json`), 'utf8'));

/** A web manifest (W3C Web Application Manifest) in one language. */
export function manifestOf(language, copy = readLocale(language)) {
  const start = language === 'hi' ? '/hi/' : '/';
  return {
    id: start,
    name: copy.manifest.name,
    short_name: copy.manifest.shortName,
    description: copy.manifest.description,
    lang: language,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: icons.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icons.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: ['/kundli', '/panchang'].map((englishPath) => ({
      name: copy.page.links[offlinePages.find(([p]) => p === englishPath)[1]],
      url: localized(language, englishPath),
    })),
  };
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The offline page of one language: no script, its style inline, links to what works. */
export function offlinePageOf(language, copy = readLocale(language)) {
  const text = (key) => escapeHtml(copy.page[key]);
  const links = [...offlinePages, ['/', 'home']]
    .map(
      ([englishPath, key]) =>
        `<li><a href="${localized(language, englishPath)}">${escapeHtml(copy.page.links[key])}</a></li>`,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="${themeColor}"><meta name="robots" content="noindex"><title>${text('title')}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="manifest" href="${manifestPath[language]}"><style>
body{margin:0;font:1rem/1.6 system-ui,sans-serif;background:${backgroundColor};color:#24160f}
main{max-width:36rem;margin:0 auto;padding:2.5rem 1.25rem}
h1{color:#5a1220;font-size:1.6rem;line-height:1.25;margin:1rem 0 .75rem}
h2{color:#5a1220;font-size:1.15rem;margin:2rem 0 .25rem}
a{color:#74192a}
ul{padding-left:1.25rem}li{margin:.35rem 0}
.retry{display:inline-block;margin-top:.5rem;padding:.6rem 1.2rem;border-radius:999px;background:#74192a;color:#fff;text-decoration:none;font-weight:600}
</style></head><body><main data-testid="offline-page">
<img src="/favicon.svg" width="56" height="56" alt="">
<h1>${text('heading')}</h1>
<p>${text('body')}</p>
<a class="retry" href="">${text('retry')}</a>
<h2>${text('worksTitle')}</h2>
<p>${text('worksNote')}</p>
<ul>${links}</ul>
<h2>${text('serverTitle')}</h2>
<p>${text('serverNote')}</p>
</main></body></html>
`;
}

/** The app icons, from the logo mark: transparent around the disc, or on a full background. */
async function writeIcons(clientDir) {
  mkdirSync(path.join(clientDir, 'icons'), { recursive: true });
  const draw = async (url, size, { background, logo }) => {
    const offset = (size - logo) / 2;
    const fill = background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${fill}${logoMark(offset, offset, logo)}</svg>`;
    await sharp(Buffer.from(svg))
      .png({ palette: true, compressionLevel: 9 })
      .toFile(path.join(clientDir, url.slice(1)));
  };
  await draw(icons.any192, 192, { logo: 184 });
  await draw(icons.any512, 512, { logo: 492 });
  // A maskable icon is cut to any shape inside its middle 80% circle: the disc stays inside it.
  await draw(icons.maskable512, 512, { background: themeColor, logo: 400 });
  // iOS paints a transparent corner black: the touch icon has the page's background.
  await draw(icons.apple180, 180, { background: backgroundColor, logo: 156 });
}

/**
 * Writes the icons, manifests, offline pages and sw.js; returns the version and what sw.js
 * precaches (its files and their bytes before compression).
 */
export async function writeOfflineApp(clientDir) {
  await writeIcons(clientDir);
  for (const language of languages) {
    const copy = readLocale(language);
    mkdirSync(path.join(clientDir, language === 'hi' ? 'hi' : ''), { recursive: true });
    writeFileSync(
      path.join(clientDir, manifestPath[language].slice(1)),
      `${JSON.stringify(manifestOf(language, copy), null, 2)}\n`,
    );
    writeFileSync(
      path.join(clientDir, offlinePagePath[language].slice(1)),
      offlinePageOf(language, copy),
    );
  }
  const workerSource = readFileSync(path.join(here, 'service-worker.js'), 'utf8');
  const precache = precacheList(clientDir);
  const version = buildVersion(clientDir, precache, workerSource);
  writeFileSync(
    path.join(clientDir, 'sw.js'),
    serviceWorkerSource({ version, precache, workerSource }),
  );
  const bytes = precache.reduce((sum, url) => sum + readFileSync(fileOf(clientDir, url)).length, 0);
  return { version, files: precache.length, bytes };
}
