import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildVersion,
  manifestOf,
  offlinePageOf,
  offlinePages,
  precacheList,
  serviceWorkerSource,
} from './offline-app.mjs';

/** The offline app's build step (docs/decisions/045): what sw.js precaches, and its versions. */

let clientDir;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  writeFileSync(path.join(clientDir, file), text);
};
const page = (route) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root-a1.css"/><script type="module">import "/assets/manifest-11aa.js";import("/assets/entry.client-b2.js");</script><script type="module">import * as route1 from "/assets/${route}-c3.js";</script></head><body><img src="/images/hero-480.avif" srcset="/images/hero-480.avif 480w, /images/hero-960.avif 960w" alt=""></body></html>`;

beforeEach(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'offline-app-'));
  for (const [englishPath] of offlinePages) {
    const route = englishPath.split('/').pop();
    write(`${englishPath.slice(1)}/index.html`, page(route));
    write(`hi${englishPath}/index.html`, page(route));
    write(`assets/${route}-c3.js`, `import{a}from"./shared-d4.js";export default a;`);
  }
  write('panchang/calendar.data', '[]');
  write('hi/panchang/calendar.data', '[]');
  write('assets/root-a1.css', '@font-face{src:url(/assets/mukta-e5.woff2)}');
  write('assets/mukta-e5.woff2', 'font');
  // React Router's manifest names every route's module: not followed.
  write('assets/manifest-11aa.js', 'window.m={"/assets/login-f6.js":1}');
  write('assets/login-f6.js', 'login');
  // The entry loads the engine on demand, through Vite's preload list.
  write(
    'assets/entry.client-b2.js',
    'const d=["assets/astro-engine-g7.js","assets/missing-h8.js"];import("./astro-engine-g7.js")',
  );
  write('assets/astro-engine-g7.js', 'engine');
  write('assets/shared-d4.js', 'export const a=1');
  write('images/hero-480.avif', 'avif');
  write('images/hero-960.avif', 'avif');
  write('images/elsewhere.avif', 'avif');
  for (const file of ['offline.html', 'hi/offline.html', 'manifest.webmanifest']) write(file, file);
  write('hi/manifest.webmanifest', '{}');
  for (const icon of ['icon-192', 'icon-512', 'maskable-512', 'apple-touch-icon'])
    write(`icons/${icon}.png`, 'png');
});
afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

describe('precacheList', () => {
  it('holds the offline pages of both languages and every file they load, followed through the scripts', () => {
    const list = precacheList(clientDir);
    for (const [englishPath] of offlinePages) {
      expect(list).toContain(englishPath);
      expect(list).toContain(`/hi${englishPath}`);
    }
    expect(list).toEqual(
      expect.arrayContaining([
        '/panchang/calendar.data',
        '/hi/panchang/calendar.data',
        '/assets/root-a1.css',
        '/assets/mukta-e5.woff2',
        '/assets/entry.client-b2.js',
        '/assets/astro-engine-g7.js',
        '/assets/shared-d4.js',
        '/assets/kundli-c3.js',
        '/assets/manifest-11aa.js',
        '/images/hero-480.avif',
        '/images/hero-960.avif',
        '/offline.html',
        '/hi/offline.html',
        '/manifest.webmanifest',
        '/hi/manifest.webmanifest',
        '/icons/icon-192.png',
      ]),
    );
    // Not followed through React Router's manifest; a name with no file is left out.
    expect(list).not.toContain('/assets/login-f6.js');
    expect(list).not.toContain('/assets/missing-h8.js');
    expect(list).not.toContain('/images/elsewhere.avif');
    expect(list).toEqual([...list].sort());
    expect(new Set(list).size).toBe(list.length);
  });

  it('refuses a build without one of the offline pages', () => {
    rmSync(path.join(clientDir, 'hi/panchang/index.html'));
    expect(() => precacheList(clientDir)).toThrow(/\/hi\/panchang/);
  });
});

describe('buildVersion', () => {
  it('changes with any precached file or the worker, not with other files', () => {
    const list = precacheList(clientDir);
    const version = buildVersion(clientDir, list, 'worker');
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(buildVersion(clientDir, list, 'worker')).toBe(version);
    write('assets/login-f6.js', 'login changed');
    expect(buildVersion(clientDir, precacheList(clientDir), 'worker')).toBe(version);
    expect(buildVersion(clientDir, list, 'worker changed')).not.toBe(version);
    write('hi/kundli/index.html', `${page('kundli')}<!-- changed -->`);
    expect(buildVersion(clientDir, list, 'worker')).not.toBe(version);
  });
});

/**
 * The real worker's code run on stand-ins for the browser's service worker globals: `windows`
 * are the addresses open in the browser, `network` answers the worker's own fetches.
 */
function runWorker(source, cacheStore, { windows = [], network = () => new Response('') } = {}) {
  const listeners = {};
  const calls = { skipWaiting: 0, claim: 0, fetched: [], asked: [] };
  const cacheOf = (name) => {
    if (!cacheStore.has(name)) cacheStore.set(name, new Map());
    const entries = cacheStore.get(name);
    const urlOf = (request) => (typeof request === 'string' ? request : request.url);
    return {
      addAll: async (requests) => {
        for (const request of requests) {
          calls.fetched.push(request);
          entries.set(request.url, new Response(request.url));
        }
      },
      match: async (request) => entries.get(urlOf(request)),
      put: async (request, response) => {
        entries.set(urlOf(request), response);
      },
      delete: async (request) => entries.delete(urlOf(request)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
  };
  const caches = {
    open: async (name) => cacheOf(name),
    keys: async () => [...cacheStore.keys()],
    delete: async (name) => cacheStore.delete(name),
  };
  const self = {
    location: new URL('https://shubhjyotish.in/sw.js'),
    addEventListener: (type, listener) => {
      listeners[type] = listener;
    },
    skipWaiting: async () => {
      calls.skipWaiting += 1;
    },
    clients: {
      claim: async () => {
        calls.claim += 1;
      },
      matchAll: async () => windows.map((url) => ({ url })),
    },
  };
  const fetch = async (url) => {
    calls.asked.push(url);
    return network(url);
  };
  const RelativeRequest = class extends Request {
    constructor(url, init) {
      super(new URL(url, self.location), init);
    }
  };
  new Function('self', 'caches', 'Request', 'fetch', source)(self, caches, RelativeRequest, fetch);
  const dispatch = async (type) => {
    let done;
    listeners[type]({ waitUntil: (promise) => (done = promise) });
    await done;
  };
  return { dispatch, calls, listeners };
}

describe('the service worker', () => {
  const workerSource = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');

  it('precaches into caches named with its version and deletes the older builds’ caches', async () => {
    const store = new Map([
      ['shubh-shell-0ld0ld0ld0ld', new Map()],
      ['shubh-pages-0ld0ld0ld0ld', new Map()],
      ['shubh-readings', new Map()],
      ['someone-elses-cache', new Map()],
    ]);
    const precache = ['/kundli', '/hi/kundli', '/assets/kundli-c3.js', '/offline.html'];
    const source = serviceWorkerSource({ version: '1234abcd5678', precache, workerSource });
    expect(source.startsWith('const BUILD = {"version":"1234abcd5678"')).toBe(true);
    const worker = runWorker(source, store);

    await worker.dispatch('install');
    expect([...store.get('shubh-shell-1234abcd5678').keys()]).toEqual(
      precache.map((url) => `https://shubhjyotish.in${url}`),
    );
    // Fetched past the browser's cache and without cookies (no Hindi redirect for English pages).
    expect(worker.calls.fetched.every((request) => request.cache === 'reload')).toBe(true);
    expect(worker.calls.fetched.every((request) => request.credentials === 'omit')).toBe(true);
    expect(worker.calls.skipWaiting).toBe(1);
    // The old build's caches live until the new worker takes over.
    expect(store.has('shubh-shell-0ld0ld0ld0ld')).toBe(true);

    await worker.dispatch('activate');
    expect([...store.keys()].sort()).toEqual([
      'shubh-readings',
      'shubh-shell-1234abcd5678',
      'someone-elses-cache',
    ]);
    expect(worker.calls.claim).toBe(1);
  });

  it('keeps the pages open when it installs (a first visit’s horoscope), once', async () => {
    const store = new Map();
    const origin = 'https://shubhjyotish.in';
    const precache = ['/kundli', '/offline.html'];
    const source = serviceWorkerSource({ version: '1234abcd5678', precache, workerSource });
    /** A reply as fetch gives it: a same-origin 200, or what `init` says. */
    const reply = (body, init = {}) => {
      const response = new Response(body, { status: init.status ?? 200 });
      Object.defineProperty(response, 'type', { value: 'basic' });
      Object.defineProperty(response, 'redirected', { value: init.redirected ?? false });
      return response;
    };
    const worker = runWorker(source, store, {
      windows: [
        `${origin}/horoscope/daily-horoscope/aries#reading`,
        `${origin}/hi/horoscope/weekly-horoscope/leo/`,
        `${origin}/kundli`, // precached
        `${origin}/horoscope/yearly-horoscope/leo`, // a language cookie's redirect
        `${origin}/horoscope/daily-horoscope/virgo`, // the server's error page
        `${origin}/festivals/2026/diwali`, // the network failed
      ],
      network: (url) => {
        if (url.includes('yearly')) return reply('Hindi twin', { redirected: true });
        if (url.includes('virgo')) return reply('error page', { status: 500 });
        if (url.includes('diwali')) throw new TypeError('Failed to fetch');
        return reply(`page ${url}`);
      },
    });

    await worker.dispatch('install');
    expect(worker.calls.skipWaiting).toBe(1);
    expect(worker.calls.asked.sort()).toEqual([
      `${origin}/festivals/2026/diwali`,
      `${origin}/hi/horoscope/weekly-horoscope/leo/`,
      `${origin}/horoscope/daily-horoscope/aries`,
      `${origin}/horoscope/daily-horoscope/virgo`,
      `${origin}/horoscope/yearly-horoscope/leo`,
    ]);
    const pages = store.get('shubh-pages-1234abcd5678');
    expect([...pages.keys()].sort()).toEqual([
      `${origin}/hi/horoscope/weekly-horoscope/leo`,
      `${origin}/horoscope/daily-horoscope/aries`,
    ]);
    expect(await pages.get(`${origin}/horoscope/daily-horoscope/aries`).text()).toBe(
      `page ${origin}/horoscope/daily-horoscope/aries`,
    );

    // Installed again (the browser retries a failed install): the kept pages are not asked for.
    worker.calls.asked.length = 0;
    await worker.dispatch('install');
    expect(worker.calls.asked).not.toContain(`${origin}/horoscope/daily-horoscope/aries`);
  });
});

describe('manifests and offline pages', () => {
  it('speak each language, start at its home page and name the maskable icon', () => {
    const english = manifestOf('en');
    const hindi = manifestOf('hi');
    expect(english).toMatchObject({ lang: 'en', start_url: '/', short_name: 'Shubh Jyotish' });
    expect(hindi).toMatchObject({ lang: 'hi', start_url: '/hi/', short_name: 'शुभ ज्योतिष' });
    expect(hindi.name).toMatch(/[\u0900-\u097f]/);
    expect(hindi.description).toMatch(/[\u0900-\u097f]/);
    for (const manifest of [english, hindi]) {
      expect(manifest.display).toBe('standalone');
      expect(manifest.theme_color).toBe('#74192a');
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
    }
    expect(hindi.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/hi/kundli', '/hi/panchang']);
  });

  it('link what works offline in the page’s language, with no script', () => {
    const hindi = offlinePageOf('hi');
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain('href="/hi/kundli"');
    expect(hindi).toContain('इस पेज के लिए इंटरनेट कनेक्शन चाहिए');
    expect(hindi).not.toMatch(/<script/i);
    const english = offlinePageOf('en');
    expect(english).toContain('href="/panchang/calendar"');
    expect(english).toContain('This page needs a connection');
  });
});
