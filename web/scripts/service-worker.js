// The site's service worker (docs/decisions/045). scripts/offline-app.mjs writes it into the
// build as /sw.js, after a first line that defines BUILD: the build's version (a hash of every
// file it precaches), the files to precache and the offline pages of each language.
/* global BUILD */

const prefix = 'shubh-';
/** The app shell of this build: precached files, and the hashed assets fetched since. */
const shellCache = `${prefix}shell-${BUILD.version}`;
/** Pages (and their `.data`) read online with this build, for reading them again offline. */
const pagesCache = `${prefix}pages-${BUILD.version}`;
/** The horoscope readings last read (GET /api/v…/horoscope…): data, kept across builds. */
const readingsCache = `${prefix}readings`;
const keptPages = 60;
const keptReadings = 40;
const ownCaches = [shellCache, pagesCache, readingsCache];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) =>
        // Without cookies: a Hindi reader's `language` cookie would have the server redirect an
        // English page to its twin, and the English address would keep Hindi.
        cache.addAll(
          BUILD.precache.map((url) => new Request(url, { credentials: 'omit', cache: 'reload' })),
        ),
      )
      // The pages open now (a first visit's, loaded before there was a worker to keep it).
      .then(() => keepOpenPages())
      // Takes over at once, without reloading any page: pages come from the network first, so an
      // open page is never held to the old build, and an installed app is rarely closed.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(prefix) && !ownCaches.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      // The browser asks for a page while the worker starts, instead of after (where supported).
      .then(() => self.registration?.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    // The API is the server's: never cached, except the readings last read.
    if (/^\/api\/v\d+\/horoscope/.test(url.pathname)) {
      event.respondWith(networkFirst(event, request, readingsCache, request, keptReadings));
    }
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(page(event, url));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname.endsWith('.data')) {
    event.respondWith(networkFirst(event, request, pagesCache, pageKey(url), keptPages));
  } else {
    // The manifests, icons and offline pages are precached; anything else goes to the network.
    event.respondWith(
      caches
        .open(shellCache)
        .then((cache) => cache.match(request, { ignoreSearch: true }))
        .then((cached) => cached ?? fetch(request)),
    );
  }
});

/** One key per page: `/kundli`, `/kundli/` and `/kundli/index.html` are the same page. */
function pageKey(url) {
  const path = url.pathname.replace(/\/index\.html$/, '').replace(/(.)\/$/, '$1');
  return `${url.origin}${path}`;
}

/**
 * The site's pages open in the browser's windows, kept as if read through the worker: a first
 * visit's page was loaded before the worker was there to keep it, and the horoscope read on it
 * would otherwise be gone offline. Each is asked for again (the browser's cache revalidates the
 * copy it has); the precached pages, the ones kept already and any that fails are left.
 */
async function keepOpenPages() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows
    .map((client) => new URL(client.url))
    .filter((url) => url.origin === self.location.origin && !/^\/api(\/|$)/.test(url.pathname));
  if (open.length === 0) return;
  const [shell, pages] = await Promise.all([caches.open(shellCache), caches.open(pagesCache)]);
  await Promise.all(
    open.map(async (url) => {
      const key = pageKey(url);
      const kept =
        (await shell.match(key, { ignoreSearch: true })) ??
        (await pages.match(key, { ignoreSearch: true }));
      if (kept) return;
      try {
        url.hash = '';
        const response = await fetch(url.href);
        // Not a redirect (a `language` cookie sends an English address to its Hindi twin).
        if (response.status === 200 && response.type === 'basic' && !response.redirected) {
          await keep(pages, key, response, keptPages, true);
        }
      } catch {
        // Offline already, or the server is away: nothing to keep.
      }
    }),
  );
}

/** A page: from the network (and kept), else as kept, else the offline page in its language. */
async function page(event, url) {
  const { request } = event;
  const key = pageKey(url);
  try {
    return await networkFirst(event, request, pagesCache, key, keptPages, true);
  } catch {
    const shell = await caches.open(shellCache);
    const cached = (await shell.match(key, { ignoreSearch: true })) ?? (await shell.match(request));
    if (cached) return cached;
    const hindi = url.pathname === '/hi' || url.pathname.startsWith('/hi/');
    return (await shell.match(BUILD.offlinePages[hindi ? 'hi' : 'en'])) ?? Response.error();
  }
}

/**
 * The network's reply (a navigation's preloaded one when the browser made it), a copy kept under
 * `key` when it is a whole 200 (not a redirect, not an error page); offline, the copy. With
 * `rethrow`, no copy rejects, for the caller to decide. The copy is written after the reply is
 * handed over (`waitUntil`), so the page streams in as it arrives.
 */
async function networkFirst(event, request, cacheName, key, kept, rethrow = false) {
  const cache = await caches.open(cacheName);
  try {
    const preloaded = request.mode === 'navigate' ? await event.preloadResponse : undefined;
    const response = preloaded ?? (await fetch(request));
    if (response.status === 200 && response.type === 'basic') {
      event.waitUntil(keep(cache, key, response.clone(), kept, cacheName === pagesCache));
    }
    return response;
  } catch (error) {
    const cached = await cache.match(key, { ignoreSearch: cacheName === pagesCache });
    if (cached) return cached;
    if (rethrow) throw error;
    return Response.error();
  }
}

/** Keeps `response` under `key`, the newest last, and at most `kept` entries. */
async function keep(cache, key, response, kept, ignoreSearch) {
  // Deleted first, so the cache's order (oldest first) is the order of reading.
  await cache.delete(key, { ignoreSearch });
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - kept)).map((old) => cache.delete(old)));
}

/** Hashed files never change: from the cache, else from the network and kept. */
async function cacheFirst(request) {
  const cache = await caches.open(shellCache);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic')
    await cache.put(request, response.clone());
  return response;
}
