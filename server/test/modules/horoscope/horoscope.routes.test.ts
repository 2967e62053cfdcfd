import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type HoroscopeKind, horoscopeKinds } from '@app/contract/horoscope';
import { horoscopePeriod } from '@app/contract/horoscope-period';
import type { HoroscopeReply } from '@app/contract/horoscope-reply';
import { getZodiacSign, zodiacSignNames } from '@app/contract/zodiac';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis } from '../../../src/lib/redis.ts';
import { horoscopeRoutes } from '../../../src/modules/horoscope/horoscope.routes.ts';
import { createHoroscopeService } from '../../../src/modules/horoscope/horoscope.service.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import { testRedisPrefix, testRedisUrl } from '../../helpers/test-redis.ts';

/** A logger that drops everything (Fastify's own, without logging turned on). */
const silentLog = Fastify().log;

const url = (kind: string, sign: string, lang?: string) =>
  `/api/v1/horoscope/${kind}/${sign}${lang ? `?lang=${lang}` : ''}`;

const devanagari = /[\u0900-\u097F]/;

/** What a service without an upstream answers now, as the API sends it: the computed reading. */
const readingService = createHoroscopeService({ log: silentLog });
async function computed(kind: HoroscopeKind, sign: string, language: 'en' | 'hi') {
  const result = await readingService.getHoroscope({
    kind,
    sign: sign as (typeof zodiacSignNames)[number],
    language,
  });
  return JSON.parse(JSON.stringify(result)) as Omit<HoroscopeReply, 'success'>;
}

describe('GET /api/v1/horoscope/:kind/:sign read from the sky', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const get = (kind: string, sign: string, lang?: string) =>
    context.app.inject({ method: 'GET', url: url(kind, sign, lang) });

  it('answers every kind and sign with the reading of this period', async () => {
    for (const kind of horoscopeKinds) {
      for (const sign of zodiacSignNames) {
        const response = await get(kind, sign);
        expect(response.statusCode, `${kind}/${sign}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['cache-control']).toBe('public, max-age=300');
        const body = json<HoroscopeReply>(response);
        expect(body).toEqual({ success: true, ...(await computed(kind, sign, 'en')) });
        expect(body.source).toBe('computed');
        expect(body.basis.moonSign).toBe(zodiacSignNames.indexOf(sign) + 1);
        expect(body.basis.reasons.map((reason) => reason.text).join(' ')).toBe(
          body.horoscope.description
            .replace(/^(Your yearly outlook|Love forecast): /, '')
            .replace(/\s+/g, ' '),
        );
        expect(body.horoscope.date_range).toBe(getZodiacSign(sign).dateRange.text.en);
      }
    }
  });

  it('gives the same reading on every request in the period', async () => {
    for (const kind of horoscopeKinds) {
      const first = json<HoroscopeReply>(await get(kind, 'gemini'));
      const second = json<HoroscopeReply>(await get(kind, 'gemini'));
      expect(second).toEqual(first);
    }
  });

  it('applies the yearly and love rules', async () => {
    const year = String(horoscopePeriod('yearly').year);
    for (const sign of zodiacSignNames) {
      const yearly = json<HoroscopeReply>(await get('yearly', sign)).horoscope;
      expect(yearly.description).toMatch(/^Your yearly outlook: \S/);
      expect(yearly.current_date).toBe(year);
      const love = json<HoroscopeReply>(await get('weekly-love', sign)).horoscope;
      expect(love.description).toMatch(/^Love forecast: \S/);
      const weekly = json<HoroscopeReply>(await get('weekly', sign)).horoscope;
      expect(weekly.description).not.toMatch(/^(Your yearly outlook|Love forecast):/);
      expect(weekly.current_date).not.toBe(year);
    }
  });

  it('answers in Hindi with ?lang=hi, with the Hindi prefixes', async () => {
    for (const kind of horoscopeKinds) {
      for (const sign of zodiacSignNames) {
        const body = json<HoroscopeReply>(await get(kind, sign, 'hi'));
        expect(body.source).toBe('computed');
        expect(body.horoscope).toEqual((await computed(kind, sign, 'hi')).horoscope);
        expect(body.horoscope.description).toMatch(devanagari);
        expect(body.horoscope.mood).toMatch(devanagari);
        expect(body.horoscope.compatibility).toMatch(devanagari);
      }
    }
    const yearly = json<HoroscopeReply>(await get('yearly', 'leo', 'hi')).horoscope;
    expect(yearly.description).toMatch(/^आपका वार्षिक भविष्यफल: /);
    const love = json<HoroscopeReply>(await get('weekly-love', 'leo', 'hi')).horoscope;
    expect(love.description).toMatch(/^प्रेम भविष्यफल: /);
    // The same sky as in English: the same basis, the same lucky number.
    const english = json<HoroscopeReply>(await get('weekly', 'leo', 'en')).horoscope;
    const hindi = json<HoroscopeReply>(await get('weekly', 'leo', 'hi')).horoscope;
    expect(hindi.lucky_number).toBe(english.lucky_number);
    expect(json<HoroscopeReply>(await get('weekly', 'leo', 'hi')).basis.transits).toEqual(
      json<HoroscopeReply>(await get('weekly', 'leo', 'en')).basis.transits,
    );
  });

  it('reads the day before and after with ?date=, up to a week away, for daily readings only', async () => {
    const today = horoscopePeriod('daily').key;
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const tomorrow = json<HoroscopeReply>(
      await context.app.inject({
        method: 'GET',
        url: `/api/v1/horoscope/daily/leo?date=${day(1)}`,
      }),
    );
    expect(tomorrow.basis.period.start).toBe(new Date(`${day(1)}T00:00:00+05:30`).toISOString());
    const asToday = json<HoroscopeReply>(
      await context.app.inject({ method: 'GET', url: `/api/v1/horoscope/daily/leo?date=${today}` }),
    );
    expect(asToday).toEqual(json<HoroscopeReply>(await get('daily', 'leo')));
    for (const query of [
      `date=${day(8)}`,
      `date=${day(-8)}`,
      'date=yesterday',
      'date=2026-13-01',
    ]) {
      const refused = await context.app.inject({
        method: 'GET',
        url: `/api/v1/horoscope/daily/leo?${query}`,
      });
      expect(refused.statusCode, query).toBe(400);
    }
    const weekly = await context.app.inject({
      method: 'GET',
      url: `/api/v1/horoscope/weekly/leo?date=${day(1)}`,
    });
    expect(weekly.statusCode).toBe(400);
  });

  it('answers an unknown sign or kind with a JSON 404', async () => {
    for (const [kind, sign] of [
      ['weekly', 'ophiuchus'],
      ['weekly', 'Aries'],
      ['hourly', 'aries'],
      ['weekly-horoscope', 'aries'],
      ['yearly', '%3Cscript%3E'],
    ] as const) {
      const response = await get(kind, sign);
      expect(response.statusCode, `${kind}/${sign}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = json(response);
      expect(body).toEqual({ success: false, message: expect.stringMatching(/^Unknown/) });
      expect(String(body.message)).not.toContain('<script>');
    }
    const missingSign = await context.app.inject({
      method: 'GET',
      url: '/api/v1/horoscope/weekly',
    });
    expect(missingSign.statusCode).toBe(404);
    expect(json(missingSign).success).toBe(false);
  });

  it('refuses a language other than en or hi with a 400', async () => {
    const response = await get('weekly', 'aries', 'fr');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      success: false,
      message: 'lang must be en or hi.',
      errors: [{ path: 'lang', message: 'lang must be en or hi.' }],
    });
    // Given twice, or asked in Hindi: the same refusal, in the reader's language.
    const twice = await get('weekly', 'aries', 'hi&lang=en');
    expect(twice.statusCode).toBe(400);
    const hindi = await context.app.inject({
      method: 'GET',
      url: url('weekly', 'aries', 'fr'),
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.statusCode).toBe(400);
    expect(String(json(hindi).message)).toMatch(/[\u0900-\u097F]/);
  });
});

describe('GET /api/v1/horoscope/:kind/:sign when the reading cannot be made', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp({
      addRoutes: (app) => {
        void app.register(horoscopeRoutes, {
          prefix: '/api/v1/broken-horoscope',
          // A clock that is broken: no period, no sky, no reading.
          service: createHoroscopeService({ log: app.log, now: () => new Date(Number.NaN) }),
        });
      },
    });
  });
  afterAll(() => context.close());

  it('answers 500 with the specified message and no data', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/broken-horoscope/weekly/leo',
    });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({
      success: false,
      message: 'Failed to get your horoscope. Please try again later.',
    });
  });
});

/** What an aztro-style service answers; the stub sends this for sign=leo and sign=aries. */
const upstreamReading = {
  date_range: 'Jul 23 - Aug 22',
  current_date: 'November 25, 2026',
  description: 'The stars line up for a bold move at work.',
  compatibility: 'Sagittarius',
  mood: 'Bold',
  color: 'Gold',
  lucky_number: 72,
  lucky_time: '1pm',
};

type Hit = { method: string; sign: string; day: string; requestedWith: string | undefined };

/**
 * A local stand-in for the horoscope service. How it answers depends on the sign asked for:
 * leo, aries: a good reading; virgo: only after 10 s (slower than the timeout); libra: not
 * JSON; scorpio: JSON that is not a reading; pisces: HTTP 500; capricorn: a redirect to a good
 * reading; aquarius: a body that never ends (`endless` says how much was sent and whether the
 * reader hung up).
 */
async function startUpstreamStub() {
  const hits: Hit[] = [];
  const endless = { bytesSent: 0, closed: false };
  const server: Server = createServer((request: IncomingMessage, response) => {
    if (request.url?.startsWith('/elsewhere')) {
      hits.push({ method: request.method ?? '', sign: 'elsewhere', day: '', requestedWith: '' });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(upstreamReading));
      return;
    }
    const query = new URL(request.url ?? '/', 'http://stub').searchParams;
    const sign = query.get('sign') ?? '';
    hits.push({
      method: request.method ?? '',
      sign,
      day: query.get('day') ?? '',
      requestedWith: request.headers['x-requested-with'] as string | undefined,
    });
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (sign === 'virgo') {
      const timer = setTimeout(() => send(200, JSON.stringify(upstreamReading)), 10_000);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    if (sign === 'libra') return send(200, '<html>Service temporarily unavailable</html>');
    if (sign === 'scorpio') return send(200, JSON.stringify({ error: 'no such sign' }));
    if (sign === 'pisces') return send(500, JSON.stringify(upstreamReading));
    if (sign === 'capricorn') {
      response.writeHead(302, { location: '/elsewhere' });
      return response.end();
    }
    if (sign === 'aquarius') {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      const timer = setInterval(() => {
        endless.bytesSent += chunk.length;
        response.write(chunk);
      }, 5);
      response.on('close', () => {
        endless.closed = true;
        clearInterval(timer);
      });
      return;
    }
    return send(200, JSON.stringify(upstreamReading));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    hits,
    endless,
    hitsFor: (sign: string) => hits.filter((hit) => hit.sign === sign),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('GET /api/v1/horoscope/:kind/:sign with an upstream service', () => {
  let context: TestApp;
  let stub: Awaited<ReturnType<typeof startUpstreamStub>>;
  beforeAll(async () => {
    stub = await startUpstreamStub();
    // A timeout well under the stub's slow sign (virgo, 10 s) and well over a loaded machine's
    // loopback answer (200 ms failed under a load of 30 on two cores).
    context = await createTestApp({
      environment: { HOROSCOPE_API_URL: stub.url, HOROSCOPE_API_TIMEOUT_MS: '2000' },
    });
  });
  afterAll(async () => {
    await context.close();
    await stub.close();
  });

  const get = async (kind: HoroscopeKind, sign: string, lang?: string) => {
    const response = await context.app.inject({ method: 'GET', url: url(kind, sign, lang) });
    expect(response.statusCode).toBe(200);
    return json<HoroscopeReply>(response);
  };

  it('uses its reading, asks it once per period and caches the answer', async () => {
    const first = await get('weekly', 'leo');
    expect(first).toEqual({
      success: true,
      source: 'upstream',
      horoscope: { ...upstreamReading, lucky_number: '72' },
      // What the reading was read from is computed either way.
      basis: (await computed('weekly', 'leo', 'en')).basis,
    });
    expect(await get('weekly', 'leo')).toEqual(first);
    expect(await get('weekly', 'leo')).toEqual(first);
    expect(stub.hitsFor('leo')).toEqual([
      { method: 'POST', sign: 'leo', day: 'week', requestedWith: 'XMLHttpRequest' },
    ]);
  });

  it('shares one upstream call between concurrent requests', async () => {
    const replies = await Promise.all(Array.from({ length: 5 }, () => get('weekly', 'aries')));
    for (const reply of replies) expect(reply.source).toBe('upstream');
    expect(stub.hitsFor('aries')).toHaveLength(1);
  });

  it('asks for "week" for yearly and "today" for love, and applies their rules', async () => {
    const yearly = await get('yearly', 'leo');
    expect(yearly.source).toBe('upstream');
    expect(yearly.horoscope.description).toMatch(
      /^Your yearly outlook: The stars line up for a bold move at work\. \S/,
    );
    expect(yearly.horoscope.current_date).toBe(String(horoscopePeriod('yearly').year));
    const love = await get('weekly-love', 'leo');
    expect(love.source).toBe('upstream');
    expect(love.horoscope.description).toMatch(
      /^Love forecast: The stars line up for a bold move at work\. \S/,
    );
    expect(love.horoscope.current_date).toBe(upstreamReading.current_date);
    expect(stub.hitsFor('leo').map((hit) => hit.day)).toEqual(['week', 'week', 'today']);
  });

  it('serves Hindi from the computed readings without asking the service', async () => {
    const before = stub.hits.length;
    const hindi = await get('weekly', 'cancer', 'hi');
    expect(hindi).toEqual({ success: true, ...(await computed('weekly', 'cancer', 'hi')) });
    expect(stub.hits).toHaveLength(before);
  });

  it('falls back to the computed reading when the service is slower than the timeout', async () => {
    // The stub answers virgo after 10 s; the reply comes long before that, from the built-in
    // readings, once the configured 200 ms have passed.
    const reply = await get('weekly', 'virgo');
    expect(reply).toEqual({ success: true, ...(await computed('weekly', 'virgo', 'en')) });
    expect(stub.hitsFor('virgo')).toHaveLength(1);
    // The failure is remembered for a while: the next visitor is not sent to the service again.
    expect((await get('weekly', 'virgo')).source).toBe('computed');
    expect(stub.hitsFor('virgo')).toHaveLength(1);
  });

  it('follows no redirect, and stops reading an answer at 64 KB', async () => {
    const redirected = await get('weekly', 'capricorn');
    expect(redirected.source).toBe('computed');
    expect(stub.hitsFor('capricorn')).toHaveLength(1);
    expect(stub.hitsFor('elsewhere')).toHaveLength(0);

    const started = performance.now();
    const endless = await get('weekly', 'aquarius');
    expect(endless.source).toBe('computed');
    // Refused at the limit, long before the 2 s timeout, and the download was hung up on.
    expect(performance.now() - started).toBeLessThan(1500);
    await expect.poll(() => stub.endless.closed).toBe(true);
    expect(stub.endless.bytesSent).toBeLessThan(1024 * 1024);
  });

  it('falls back to the computed reading when the service answers garbage or an error', async () => {
    for (const sign of ['libra', 'scorpio', 'pisces'] as const) {
      const reply = await get('weekly', sign);
      expect(reply, sign).toEqual({ success: true, ...(await computed('weekly', sign, 'en')) });
      expect(stub.hitsFor(sign)).toHaveLength(1);
    }
  });
});

describe('GET /api/v1/horoscope/:kind/:sign with an upstream service that is down', () => {
  let context: TestApp;
  beforeAll(async () => {
    // A port that nothing listens on: take one, then close it.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    context = await createTestApp({
      environment: { HOROSCOPE_API_URL: `http://127.0.0.1:${port}/` },
    });
  });
  afterAll(() => context.close());

  it('serves the computed readings', async () => {
    for (const kind of horoscopeKinds) {
      const response = await context.app.inject({ method: 'GET', url: url(kind, 'taurus') });
      expect(response.statusCode).toBe(200);
      expect(json<HoroscopeReply>(response)).toEqual({
        success: true,
        ...(await computed(kind, 'taurus', 'en')),
      });
    }
  });
});

describe('horoscope readings are made once per sign, kind, language and period', () => {
  it('serves each reading from memory until its period ends, then reads the next period', async () => {
    let now = new Date('2026-11-25T06:00:00Z');
    const service = createHoroscopeService({ log: silentLog, now: () => now });
    const first = await service.getHoroscope({ kind: 'weekly', sign: 'leo', language: 'en' });
    const year = await service.getHoroscope({ kind: 'yearly', sign: 'leo', language: 'en' });
    for (let i = 0; i < 5; i += 1) {
      // The same object: the route serialises it once.
      expect(await service.getHoroscope({ kind: 'weekly', sign: 'leo', language: 'en' })).toBe(
        first,
      );
    }
    // The next week is a new reading, of another sky; the year's stays.
    now = new Date('2026-12-02T06:00:00Z');
    const nextWeek = await service.getHoroscope({ kind: 'weekly', sign: 'leo', language: 'en' });
    expect(nextWeek).not.toBe(first);
    expect(nextWeek.basis.period.start).not.toBe(first.basis.period.start);
    expect(nextWeek.horoscope.description).not.toBe(first.horoscope.description);
    expect(await service.getHoroscope({ kind: 'yearly', sign: 'leo', language: 'en' })).toBe(year);
  });
});

describe.skipIf(!testRedisUrl)('upstream horoscopes shared between instances through Redis', () => {
  const prefix = testRedisPrefix();
  const redisClients: Redis[] = [];
  /** An upstream stand-in answering `description` for every sign, counting its calls. */
  async function startUpstream(description: string) {
    let calls = 0;
    const server = createServer((_request, response) => {
      calls += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ...upstreamReading, description }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/`,
      calls: () => calls,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }
  const instance = async (upstreamUrl: string) => {
    const redis = await connectRedis({
      url: testRedisUrl ?? '',
      keyPrefix: prefix.keyPrefix,
      log: silentLog,
    });
    redisClients.push(redis);
    return createHoroscopeService({ upstreamUrl, redis, log: silentLog });
  };
  afterAll(async () => {
    for (const redis of redisClients) await closeRedis(redis);
    await prefix.deleteKeys();
  });

  it('serves the first instance’s upstream answer on every instance for the period', async () => {
    const upstreamA = await startUpstream('Reading fetched by instance A.');
    const upstreamB = await startUpstream('Reading fetched by instance B.');
    try {
      const a = await instance(upstreamA.url);
      const b = await instance(upstreamB.url);
      const fromA = await a.getHoroscope({ kind: 'weekly', sign: 'leo', language: 'en' });
      const fromB = await b.getHoroscope({ kind: 'weekly', sign: 'leo', language: 'en' });
      expect(fromA.source).toBe('upstream');
      expect(fromB).toEqual(fromA);
      expect(fromB.horoscope.description).toBe('Reading fetched by instance A.');
      expect(upstreamB.calls()).toBe(0);

      // Asked at the same moment, both still agree on one answer.
      const [raceA, raceB] = await Promise.all([
        a.getHoroscope({ kind: 'weekly', sign: 'virgo', language: 'en' }),
        b.getHoroscope({ kind: 'weekly', sign: 'virgo', language: 'en' }),
      ]);
      expect(raceA.source).toBe('upstream');
      expect(raceB).toEqual(raceA);
    } finally {
      await upstreamA.close();
      await upstreamB.close();
    }
  });
});
