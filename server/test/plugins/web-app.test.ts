import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { site } from '@app/contract/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { writeWebBuild } from '../helpers/web-build.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (title: string, inlineScript: string) =>
  `<!DOCTYPE html><html lang="en"><head><script>${inlineScript}</script><script type="module" src="/assets/entry-abc123.js"></script></head><body><h1>${title}</h1></body></html>`;

const scripts = {
  home: 'window.page = "home"',
  login: 'window.page = "login"',
  notFound: 'window.page = "not-found"',
  fallback: 'window.page = "fallback"',
};

const longPage = page('About us', 'window.page = "about"').replace(
  '</h1>',
  `</h1>${'<p>Read from the sky, in two languages.</p>'.repeat(40)}`,
);
const sharingImage = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  ...Array.from({ length: 3000 }, (_, i) => i % 251),
]);

let buildDir: string;
let database: TestDatabase;
let context: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  buildDir = writeWebBuild({
    'index.html': page('Home', scripts.home),
    'login/index.html': page('Login', scripts.login),
    '404/index.html': page('Page not found', scripts.notFound),
    'hi/index.html': page('मुखपृष्ठ', scripts.home),
    'hi/login/index.html': page('लॉग इन', scripts.login),
    'hi/404/index.html': page('पृष्ठ नहीं मिला', scripts.notFound),
    '__spa-fallback.html': page('Loading', scripts.fallback),
    'assets/entry-abc123.js': 'console.log("entry")',
    // The build's Brotli twin (web/scripts/finish-build.mjs), marked so the test can tell it apart.
    'assets/entry-abc123.js.br': brotliCompressSync('console.log("entry from brotli")'),
    'assets/entry-abc123.js.gz': gzipSync('console.log("entry from gzip")'),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    // A page big enough to be compressed at start-up, and a sharing image (decision 044).
    'about-us/index.html': longPage,
    'images/og/en/home.jpg': sharingImage,
    // The offline app (web/scripts/offline-app.mjs, docs/decisions/045).
    'sw.js': 'const BUILD = {"version":"abc"};',
    'manifest.webmanifest': '{"name":"Shubh Jyotish","lang":"en"}',
    'hi/manifest.webmanifest': '{"name":"शुभ ज्योतिष","lang":"hi"}',
  });
  database = await createTestDatabase();
  context = await createTestApp({
    database,
    environment: { WEB_BUILD_DIR: buildDir, LOG_LEVEL: 'info' },
    dependencies: { logStream: { write: (line) => logLines.push(line) } },
  });
});
afterAll(async () => {
  await context.close();
  await database.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
  context.app.inject({ method, url });

describe('web app serving', () => {
  it('sends the precompressed twin to a browser that accepts it, the plain file otherwise', async () => {
    const compressed = await context.app.inject({
      method: 'GET',
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(
      'console.log("entry from brotli")',
    );
    const plain = await get('/assets/entry-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("entry")');
    expect((await get('/assets/entry-abc123.js.br')).statusCode).toBe(404);
    expect((await get('/assets/entry-abc123.js.gz')).statusCode).toBe(404);
  });

  it.each([
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['*', 'br'],
  ])('with Accept-Encoding %j sends the %s variant', async (acceptEncoding, expected) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    const body =
      expected === 'gzip'
        ? gunzipSync(response.rawPayload).toString()
        : expected === 'br'
          ? brotliDecompressSync(response.rawPayload).toString()
          : response.body;
    expect(body).toBe(
      expected === undefined
        ? 'console.log("entry")'
        : `console.log("entry from ${expected === 'br' ? 'brotli' : 'gzip'}")`,
    );
  });

  it('reads each request’s Accept-Encoding, whatever the requests before it asked for', async () => {
    const encodingOf = async (acceptEncoding: string) =>
      (
        await context.app.inject({
          method: 'GET',
          url: '/assets/entry-abc123.js',
          headers: { 'accept-encoding': acceptEncoding },
        })
      ).headers['content-encoding'];
    for (const [acceptEncoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br, gzip', 'br'],
      ['identity', undefined],
      ['gzip', 'gzip'],
    ] as const) {
      expect(await encodingOf(acceptEncoding)).toBe(expected);
    }
  });

  it('gives each variant its own strong ETag and answers a matching If-None-Match with 304', async () => {
    const brotli = await context.app.inject({
      method: 'GET',
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    const plain = await get('/assets/entry-abc123.js');
    const brotliTag = String(brotli.headers.etag);
    const plainTag = String(plain.headers.etag);
    expect(brotliTag).toMatch(/^"[\w-]+"$/);
    expect(plainTag).toMatch(/^"[\w-]+"$/);
    expect(brotliTag).not.toBe(plainTag);

    const revalidated = await context.app.inject({
      method: 'GET',
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': `"other", ${brotliTag}` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(brotliTag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The plain variant's tag does not match the Brotli variant.
    const otherVariant = await context.app.inject({
      method: 'GET',
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': plainTag },
    });
    expect(otherVariant.statusCode).toBe(200);
    expect(otherVariant.headers['content-encoding']).toBe('br');

    const page = await get('/login');
    const pageAgain = await context.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(pageAgain.statusCode).toBe(304);
    expect(pageAgain.headers['cache-control']).toBe('no-cache');
    expect(pageAgain.headers['content-security-policy']).toContain(sha256(scripts.login));
  });

  it.each(['/', '/login', '/login/', '/login?next=/my-orders'])(
    'serves the prerendered page for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(url === '/' ? '<h1>Home</h1>' : '<h1>Login</h1>');
    },
  );

  it('sends a policy that allows exactly the page’s own inline scripts', async () => {
    const home = await get('/');
    const login = await get('/login');
    expect(home.headers['content-security-policy']).toContain(sha256(scripts.home));
    expect(home.headers['content-security-policy']).not.toContain(sha256(scripts.login));
    expect(login.headers['content-security-policy']).toContain(sha256(scripts.login));
    expect(login.headers['content-security-policy']).not.toContain(
      "'unsafe-inline' https://checkout",
    );
    expect(String(login.headers['content-security-policy'])).toMatch(
      /script-src 'self' https:\/\/checkout\.razorpay\.com 'sha256-/,
    );
  });

  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const asset = await get('/assets/entry-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("entry")');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    // Files get every reply's security headers and the policy of what is not a page (an SVG
    // opened in its own tab runs nothing); the headers only pages use are left off.
    for (const file of [asset, icon]) {
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-security-policy']).toMatch(/^default-src 'none'/);
      expect(file.headers['x-frame-options']).toBeUndefined();
      expect(file.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('sends the seldom-sent plain bytes it does not keep, exactly as its other variants', async () => {
    // Marked for test payments at start-up: the plain page is unpacked from its own gzip twin.
    const plain = await get('/about-us');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const marked = longPage.replace('<html', '<html data-payments="test"');
    expect(plain.body).toBe(marked);
    expect(plain.headers.etag).toBe(
      `"${createHash('sha256').update(marked).digest('base64url').slice(0, 27)}"`,
    );
    const gzip = await context.app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(marked);
    // A sharing image is read from the build when asked, with the ETag of its bytes.
    const image = await get('/images/og/en/home.jpg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(sharingImage)).toBe(true);
    const again = await context.app.inject({
      method: 'GET',
      url: '/images/og/en/home.jpg',
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps the bytes of each file it holds, whatever files were read after it', async () => {
    // The start-up reads every file into one buffer used again for the next (decision 044,
    // revision): the files it keeps must be copies, not views of that buffer.
    const kept = {
      '/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '/manifest.webmanifest': '{"name":"Shubh Jyotish","lang":"en"}',
      '/hi/manifest.webmanifest': '{"name":"शुभ ज्योतिष","lang":"hi"}',
      '/assets/entry-abc123.js': 'console.log("entry")',
      '/sw.js': 'const BUILD = {"version":"abc"};',
    };
    for (const [url, content] of Object.entries(kept)) {
      const reply = await context.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'identity' },
      });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-encoding'], url).toBeUndefined();
      expect(reply.body, url).toBe(content);
    }
  });

  it('serves the service worker unkept, under a policy that lets it fetch the site', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toBe('application/javascript; charset=utf-8');
    // Every update of the worker is seen at once (browsers also revalidate it within a day).
    expect(worker.headers['cache-control']).toBe('no-cache');
    // The script's policy is the worker's own: the files' `default-src 'none'` would block its
    // fetches of pages, files and the API.
    expect(worker.headers['content-security-policy']).toBe(
      "default-src 'none'; connect-src 'self'",
    );
    expect(worker.headers['service-worker-allowed']).toBeUndefined();
    // Another script keeps the files' policy and cache.
    const asset = await get('/assets/entry-abc123.js');
    expect(asset.headers['content-security-policy']).toMatch(/^default-src 'none'; img-src/);
  });

  it('serves each language’s web manifest as a manifest, with no redirect to the Hindi one', async () => {
    for (const [url, name] of [
      ['/manifest.webmanifest', 'Shubh Jyotish'],
      ['/hi/manifest.webmanifest', 'शुभ ज्योतिष'],
    ] as const) {
      const response = await context.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'language=hi' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(response.json()).toMatchObject({ name });
    }
    // Pages allow the site's own worker and manifests.
    const policy = String((await get('/')).headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it.each([
    '/my-orders',
    '/payment-success',
    '/admin',
    '/admin/orders',
    '/admin/customers',
    // One customer: an unknown id is the page's to tell (the API's 404).
    '/admin/customers/0b5c2b0e-8d0a-4f55-9c1e-0d3f9a7c2b11',
  ])('serves the SPA fallback with 200 for the client-only path %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Loading</h1>');
    expect(response.headers['content-security-policy']).toContain(sha256(scripts.fallback));
  });

  it.each([
    '/panchang/calendar/2031/05',
    '/hi/panchang/calendar/1900/01/',
    '/festivals/2031',
    '/hi/festivals/1900/diwali',
  ])(
    'serves the SPA fallback with 200 for the calendar or festival page %s, computed in the browser',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Loading</h1>');
    },
  );

  it.each([
    '/no-such-page',
    '/assets/missing.js',
    '/login/extra',
    '/shop/1/extra',
    '/404',
    '/%2e%2e/package.json',
    '/..%2f..%2fetc/passwd',
  ])('serves the not-found page with 404 for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Page not found</h1>');
    expect(response.headers['content-security-policy']).toContain(sha256(scripts.notFound));
    // Every reply's security headers and those of pages, as on any other page.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['origin-agent-cluster']).toBe('?1');
  });

  it.each([
    // Product pages are prerendered (/shop/1, /shop/2), as are the sign pages: another value is
    // left to the page's own code, which says the product does not exist or sends the visitor
    // to the list of signs. The not-found page would be hydrated as the page its address matches.
    '/shop/rudraksha-5-faced',
    '/horoscope/yearly-horoscope/ophiuchus',
    '/weekly-love-horoscope/unknown',
    // A Hindu calendar month out of 1900-2100, or no month: the month page draws the not-found
    // page itself.
    '/panchang/calendar/2101/01',
    '/hi/panchang/calendar/2026/13',
    // The same for a year's festivals out of range or a festival with an unknown id.
    '/festivals/2101',
    '/hi/festivals/2026/no-such-festival',
  ])(
    'answers an unknown value of a page parameter (%s) with the SPA fallback and 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<h1>Loading</h1>');
      expect(response.headers['content-security-policy']).toContain(sha256(scripts.fallback));
    },
  );

  it('answers unknown /hi/ addresses with the Hindi not-found page and 404', async () => {
    for (const url of ['/hi/no-such-page', '/hi/404', '/hi/login/extra']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<h1>पृष्ठ नहीं मिला</h1>');
    }
    const hindiHome = await get('/hi');
    expect(hindiHome.statusCode).toBe(200);
    expect(hindiHome.body).toContain('<h1>मुखपृष्ठ</h1>');
    expect((await get('/hi/')).body).toContain('<h1>मुखपृष्ठ</h1>');
  });

  it('answers an unknown /admin/ address with the SPA fallback (the admin not-found page) and 404', async () => {
    for (const url of ['/admin/no-such-page', '/admin/orders/extra', '/admin/customers/1/extra']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<h1>Loading</h1>');
    }
  });

  describe('a visitor who chose Hindi (the language cookie)', () => {
    const withCookie = (url: string, cookie: string) =>
      context.app.inject({ method: 'GET', url, headers: { cookie } });

    it('is sent from an English page to its Hindi twin, query kept, before anything is painted', async () => {
      const home = await withCookie('/', 'language=hi');
      expect(home.statusCode).toBe(302);
      expect(home.headers.location).toBe('/hi');
      expect(home.headers['cache-control']).toBe('private, no-store');
      const login = await withCookie('/login?next=%2Fgemstone', 'theme=dark; language=hi');
      expect(login.statusCode).toBe(302);
      expect(login.headers.location).toBe('/hi/login?next=%2Fgemstone');
      // An unknown English address: the Hindi not-found page.
      expect((await withCookie('/no-such-page', 'language=hi')).headers.location).toBe(
        '/hi/no-such-page',
      );
    });

    it('is sent by each request’s own cookie, whatever the requests before it had', async () => {
      for (const [url, cookie, status] of [
        ['/login', '', 200],
        ['/login', 'language=hi', 302],
        ['/login', '', 200],
        ['/hi/login', '', 200],
        ['/hi/login', 'language=hi', 200],
        ['/my-orders', '', 200],
        ['/my-orders', 'language=hi', 200],
      ] as const) {
        expect((await withCookie(url, cookie)).statusCode, `${url} ${cookie}`).toBe(status);
      }
    });

    it('gets Hindi pages, files and the pages drawn in the browser as they are', async () => {
      expect((await withCookie('/hi/login', 'language=hi')).statusCode).toBe(200);
      expect((await withCookie('/favicon.svg', 'language=hi')).statusCode).toBe(200);
      expect((await withCookie('/assets/entry-abc123.js', 'language=hi')).statusCode).toBe(200);
      expect((await withCookie('/my-orders', 'language=hi')).statusCode).toBe(200);
      expect((await withCookie('/admin/orders', 'language=hi')).statusCode).toBe(200);
      expect((await get('/api/v1/no-such-endpoint')).statusCode).toBe(404);
    });

    it('is only ever sent to a path of this site (no open redirect)', async () => {
      const hindi = (url: string) =>
        context.app.inject({ method: 'GET', url, headers: { cookie: 'language=hi' } });
      for (const url of [
        '/%2fevil.example',
        '//evil.example/',
        '/%2F%2Fevil.example/',
        '/%5cevil.example',
        '/%5c%5cevil.example',
        '/%09/evil.example',
      ]) {
        const response = await hindi(url);
        expect(response.headers.location, url).toBeUndefined();
        // No path of this site: the Hindi not-found page, kept apart by the cookie.
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain('<h1>पृष्ठ नहीं मिला</h1>');
        expect(response.headers.vary, url).toContain('cookie');
      }
    });

    it('gets a percent-encoded ASCII Location for addresses with Hindi words, and no 500 for odd ones', async () => {
      const hindi = (url: string) =>
        context.app.inject({ method: 'GET', url, headers: { cookie: 'language=hi' } });
      const redirects: [string, string][] = [
        ['/%E0%A4%85', '/hi/%E0%A4%85'],
        ['/shop/%E0%A4%B0', '/hi/shop/%E0%A4%B0'],
        ['/%C3%A9', '/hi/%C3%A9'],
        // An encoded `?` or `#` stays part of the path.
        ['/login%3Fx%23y?next=%2Fgemstone', '/hi/login%3Fx%23y?next=%2Fgemstone'],
        ['/login?q=%0d%0aSet-Cookie:%20x', '/hi/login?q=%0d%0aSet-Cookie:%20x'],
      ];
      for (const [url, location] of redirects) {
        const response = await hindi(url);
        expect(response.statusCode, url).toBe(302);
        expect(response.headers.location, url).toBe(location);
      }
      for (const url of [
        '/%00',
        '/%7f',
        '/%0d%0aSet-Cookie:%20pwn=1',
        '/%c2%85',
        '/%E0',
        '/a/%ff',
      ]) {
        const response = await hindi(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers.location, url).toBeUndefined();
        expect(response.headers['set-cookie'], url).toBeUndefined();
        expect(response.body, url).toContain('<h1>पृष्ठ नहीं मिला</h1>');
        // With the headers of every reply, even when the router refused the address (`/%E0`).
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        // Without the cookie: the English not-found page.
        const english = await get(url);
        expect(english.statusCode, url).toBe(404);
        expect(english.body, url).toContain('<h1>Page not found</h1>');
      }
      // Nothing above info was logged for a visitor's odd address.
      expect(logLines.filter((line) => (JSON.parse(line) as { level: number }).level > 30)).toEqual(
        [],
      );
    });

    it('is not redirected when the cookie says English or something else', async () => {
      for (const cookie of ['language=en', 'language=hindi', 'xlanguage=hi', '']) {
        const response = await withCookie('/login', cookie);
        expect(response.statusCode, cookie).toBe(200);
        // Caches keep the English page apart from the redirect a Hindi cookie gets.
        expect(response.headers.vary, cookie).toContain('cookie');
      }
    });
  });

  it('never answers the not-found page with 304', async () => {
    const first = await get('/no-such-page');
    const again = await context.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('<h1>Page not found</h1>');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/login', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('answers unknown API paths and non-GET page requests with JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['GET', '/api/v1'],
      ['GET', '/api/v2/anything'],
      ['POST', '/api/v1/auth/nothing'],
      ['POST', '/login'],
    ] as const) {
      const response = await get(url, method);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(json(response)).toEqual({ success: false, message: expect.any(String) });
    }
  });
});

describe('with a SITE_URL other than the one the pages were built with', () => {
  const built = new URL(site.url).origin;
  const pageNamingTheSite = `<!DOCTYPE html><html lang="en"><head><link rel="canonical" href="${built}/gemstone"/><meta property="og:image" content="${built}/images/og/en/gemstone.jpg"/><script type="application/ld+json">{"@id":"${built}/#organization","email":"${site.email}","sameAs":["${built}.example.org/x"]}</script><script>window.page = "gemstone"</script></head><body>${'<p>Rudraksha</p>'.repeat(100)}</body></html>`;
  const sitemap = `<urlset><url><loc>${built}/</loc><xhtml:link rel="alternate" hreflang="hi" href="${built}/hi"/></url></urlset>`;
  let rewritten: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = writeWebBuild({
      'index.html': page('Home', scripts.home),
      'gemstone/index.html': pageNamingTheSite,
      // The build's twins of the page as built: they must not be sent for the rewritten page.
      'gemstone/index.html.br': brotliCompressSync(pageNamingTheSite),
      'gemstone/index.html.gz': gzipSync(pageNamingTheSite),
      'sitemap.xml': sitemap,
      'robots.txt': `User-agent: *\nDisallow: /admin\n\nSitemap: ${built}/sitemap.xml\n`,
      'assets/entry-abc123.js': `const url = "${built}"`,
    });
    rewritten = await createTestApp({
      database,
      environment: { WEB_BUILD_DIR: siteDir, SITE_URL: 'https://jyotish.example.org/' },
    });
  });
  afterAll(async () => {
    await rewritten.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const fetch = (url: string, acceptEncoding?: string) =>
    rewritten.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('names the public address in every encoding of a page, and its policy still fits', async () => {
    const plain = await fetch('/gemstone');
    const brotli = await fetch('/gemstone', 'br');
    const gzip = await fetch('/gemstone', 'gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const body of [
      plain.body,
      brotliDecompressSync(brotli.rawPayload).toString(),
      gunzipSync(gzip.rawPayload).toString(),
    ]) {
      expect(body).toContain('<link rel="canonical" href="https://jyotish.example.org/gemstone"/>');
      expect(body).toContain('content="https://jyotish.example.org/images/og/en/gemstone.jpg"');
      expect(body).toContain('"@id":"https://jyotish.example.org/#organization"');
      expect(body).not.toContain(`${built}/`);
      // Not an address of the site: the e-mail address and another host that starts alike.
      expect(body).toContain(`"email":"${site.email}"`);
      expect(body).toContain(`${built}.example.org/x`);
    }
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(plain.headers['content-security-policy']).toContain(sha256('window.page = "gemstone"'));
    // The JSON-LD is data, not a script: no hash for it.
    expect(plain.headers['content-security-policy']?.match(/'sha256-/g)).toHaveLength(1);
    // SITE_URL is https: the page's policy upgrades its requests; a file that is not a page
    // gets the short policy of replies that are not pages.
    expect(plain.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const sitemapPolicy = String((await fetch('/sitemap.xml')).headers['content-security-policy']);
    expect(sitemapPolicy).toMatch(/^default-src 'none';/);
  });

  it('names the public address in the sitemap and robots.txt, and leaves scripts alone', async () => {
    const sitemapReply = await fetch('/sitemap.xml');
    expect(sitemapReply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemapReply.body).toBe(
      '<urlset><url><loc>https://jyotish.example.org/</loc><xhtml:link rel="alternate" hreflang="hi" href="https://jyotish.example.org/hi"/></url></urlset>',
    );
    expect((await fetch('/robots.txt')).body).toContain(
      'Sitemap: https://jyotish.example.org/sitemap.xml',
    );
    expect((await fetch('/assets/entry-abc123.js')).body).toBe(`const url = "${built}"`);
  });

  it('changes nothing when SITE_URL is the address the pages were built with', async () => {
    const same = await createTestApp({
      database,
      environment: { WEB_BUILD_DIR: siteDir, SITE_URL: `${built}/` },
    });
    try {
      const brotli = await same.app.inject({
        method: 'GET',
        url: '/gemstone',
        headers: { 'accept-encoding': 'br' },
      });
      // (Marked for the simulated payments of the tests' server, and nothing else.)
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(
        pageNamingTheSite.replace('<html', '<html data-payments="test"'),
      );
    } finally {
      await same.close();
    }
  });
});

describe('without a web build', () => {
  it('keeps the API working and answers pages with a 503 that says what to do', async () => {
    const bare = await createTestApp({
      database,
      environment: { WEB_BUILD_DIR: path.join(buildDir, 'does-not-exist') },
    });
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/login' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(page.body).toMatch(/npm run build/);
      expect((await bare.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(
        200,
      );
      expect((await bare.app.inject({ method: 'GET', url: '/api/v1/nope' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
