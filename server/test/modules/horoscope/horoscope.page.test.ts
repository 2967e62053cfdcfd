import { rmSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { pageReadingElementId, readingSlot, readingSlotNames } from '@app/contract/horoscope-page';
import { horoscopePeriod } from '@app/contract/horoscope-period';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horoscopePageCompleter } from '../../../src/modules/horoscope/horoscope.page.ts';
import {
  createHoroscopeService,
  type HoroscopeResult,
} from '../../../src/modules/horoscope/horoscope.service.ts';
import { registerWebApp } from '../../../src/plugins/web-app.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';
import { writeWebBuild } from '../../helpers/web-build.ts';

/** A sign page as the build writes it: the reading's texts are slots (contract horoscope-page). */
const signPage = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><script>window.page = "sign"</script></head><body><h1>${title}</h1><h2>Yearly Horoscope ${readingSlot('year')}</h2>${readingSlotNames
    .filter((name) => name !== 'year')
    .map((name) => `<p data-slot="${name}">${readingSlot(name)}</p>`)
    .join('')}${'<p>About the sign.</p>'.repeat(60)}</body></html>`;

const dataBlock = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${pageReadingElementId}">(.*?)</script>`).exec(
      html,
    )?.[1] ?? 'null',
  );

describe('horoscope sign pages, completed by the server', () => {
  let buildDir: string;
  let database: TestDatabase;
  let context: TestApp;
  beforeAll(async () => {
    buildDir = writeWebBuild({
      'index.html': '<!DOCTYPE html><html><body>Home</body></html>',
      'horoscope/weekly-horoscope/leo/index.html': signPage('Leo Weekly Horoscope'),
      'hi/horoscope/weekly-love-horoscope/pisces/index.html': signPage('मीन साप्ताहिक प्रेम राशिफल'),
      'horoscope/daily-horoscope/virgo/index.html': signPage('Virgo Daily Horoscope'),
    });
    database = await createTestDatabase();
    context = await createTestApp({ database, environment: { WEB_BUILD_DIR: buildDir } });
  });
  afterAll(async () => {
    await context.close();
    await database.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('carry the reading the API answers, in their language, with no slot left', async () => {
    for (const [pagePath, kind, sign, language] of [
      ['/horoscope/weekly-horoscope/leo', 'weekly', 'leo', 'en'],
      ['/hi/horoscope/weekly-love-horoscope/pisces', 'weekly-love', 'pisces', 'hi'],
      ['/horoscope/daily-horoscope/virgo', 'daily', 'virgo', 'en'],
    ] as const) {
      const page = await context.app.inject({ method: 'GET', url: pagePath });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('%%reading.');
      const api = json(
        await context.app.inject({
          method: 'GET',
          url: `/api/v1/horoscope/${kind}/${sign}?lang=${language}`,
        }),
      );
      const reading = await createHoroscopeService({ log: Fastify().log }).getHoroscope({
        kind,
        sign,
        language,
      });
      const expected = reading.horoscope;
      expect(api.horoscope).toEqual(expected);
      expect(dataBlock(page.body)).toEqual(
        JSON.parse(
          JSON.stringify({
            kind,
            sign,
            language,
            year: horoscopePeriod('yearly').year,
            horoscope: expected,
            basis: reading.basis,
            source: 'computed',
          }),
        ),
      );
      const escaped = expected.description.replace(/'/g, '&#39;').replace(/"/g, '&quot;');
      expect(page.body).toContain(`<p data-slot="description">${escaped}</p>`);
      expect(page.body).toContain(`<p data-slot="current_date">${expected.current_date}</p>`);
    }
  });

  it('are the same bytes and ETag on every request of the period, 304 when unchanged', async () => {
    const first = await context.app.inject({
      method: 'GET',
      url: '/horoscope/weekly-horoscope/leo',
      headers: { 'accept-encoding': 'br' },
    });
    const second = await context.app.inject({
      method: 'GET',
      url: '/horoscope/weekly-horoscope/leo/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.headers.etag).toBe(first.headers.etag);
    const plain = await context.app.inject({
      method: 'GET',
      url: '/horoscope/weekly-horoscope/leo',
    });
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers.etag).not.toBe(first.headers.etag);
    const revalidated = await context.app.inject({
      method: 'GET',
      url: '/horoscope/weekly-horoscope/leo',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    // The completion adds no script to run: the built page's policy holds.
    expect(plain.headers['content-security-policy']).toContain("'sha256-");
  });
});

describe('a completed page changes with the reading', () => {
  it('is completed again for a new reading, once per reading', async () => {
    const buildDir = writeWebBuild({
      'index.html': '<!DOCTYPE html><html><body>Home</body></html>',
      'horoscope/yearly-horoscope/aries/index.html': signPage('Aries Yearly Horoscope'),
    });
    const computed = await createHoroscopeService({ log: Fastify().log }).getHoroscope({
      kind: 'yearly',
      sign: 'aries',
      language: 'en',
    });
    const reading = (description: string): HoroscopeResult => ({
      ...computed,
      horoscope: { ...computed.horoscope, description },
      source: 'upstream',
    });
    let current = reading('First reading.');
    let asked = 0;
    const completer = horoscopePageCompleter({
      getHoroscope: async () => {
        asked += 1;
        return current;
      },
    });
    let completed = 0;
    const counting = {
      files: completer.files,
      completion: async (file: string) => {
        const { version, complete } = await completer.completion(file);
        return {
          version,
          complete: (html: string) => {
            completed += 1;
            return complete(html);
          },
        };
      },
    };
    const app = Fastify();
    await registerWebApp(app, {
      buildDir,
      https: false,
      documentHeaders: {},
      testPayments: false,
      pageCompleters: [counting],
    });
    try {
      const get = () => app.inject({ method: 'GET', url: '/horoscope/yearly-horoscope/aries' });
      const one = await get();
      const two = await get();
      expect(one.body).toContain('<p data-slot="description">First reading.</p>');
      expect(two.headers.etag).toBe(one.headers.etag);
      expect([asked, completed]).toEqual([2, 1]);

      current = reading('Second reading.');
      const three = await get();
      expect(three.body).toContain('<p data-slot="description">Second reading.</p>');
      expect(three.body).not.toContain('First reading.');
      expect(three.headers.etag).not.toBe(one.headers.etag);
      expect(dataBlock(three.body).source).toBe('upstream');
      expect(completed).toBe(2);
      // The home page is not a sign page: sent as built, nothing asked.
      expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('Home');
      expect(asked).toBe(3);
    } finally {
      await app.close();
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
