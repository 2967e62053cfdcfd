import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis, redisReady } from '../src/lib/redis.ts';
import { createHoroscopeService } from '../src/modules/horoscope/horoscope.service.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { databaseKind } from './helpers/test-database.ts';
import { testRedisUrl } from './helpers/test-redis.ts';

/**
 * Redis going away under running instances, and coming back (docs/decisions/034), on a Redis
 * server of the test's own (on a free port, so that stopping it disturbs no other test): no
 * request waits for it, each instance limits requests on its own meanwhile, the readiness check
 * says so without failing, and the shared counters and horoscopes are used again once it is back.
 * Runs wherever `redis-server` is installed (in CI, where TEST_REDIS_URL is set, it must be), on
 * one database kind: the database plays no part.
 */
const redisServerPath =
  spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim() ||
  undefined;

/**
 * The most a request may take while Redis is away: it took about 4 s before (issue 29), and
 * takes a few milliseconds now. The bound leaves room for a loaded CI machine, where two
 * answered requests once took 781 ms together (decision 023, revision).
 */
const maxMsWithoutRedis = 1500;

/**
 * A redis-server on `port`, keeping nothing on disk; `stop()` kills it as a crash would,
 * `pause()` and `resume()` freeze and thaw it (connected, but answering nothing: a hung server
 * or a network that drops its packets).
 */
async function startRedisServer(port: number, dir: string) {
  if (!redisServerPath) throw new Error('redis-server not found: apt-get install redis-server');
  const child: ChildProcess = spawn(
    redisServerPath,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start: ${output}`)),
      10_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited: ${output}`));
    });
  });
  return {
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(
  databaseKind === 'pglite' && (redisServerPath !== undefined || testRedisUrl !== undefined),
)('Redis going away and coming back under running instances', () => {
  const keyPrefix = 'outage-test:';
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-outage-'));
  let port: number;
  let redisUrl: string;
  let redisServer: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  const stopRedis = async () => {
    await redisServer?.stop();
    redisServer = undefined;
  };
  const startRedis = async () => {
    redisServer = await startRedisServer(port, dir);
  };

  beforeAll(async () => {
    port = await freePort();
    redisUrl = `redis://127.0.0.1:${port}`;
    await startRedis();
  });
  afterAll(async () => {
    await stopRedis();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('rate limits and the readiness check', () => {
    /** Two instances on the one Redis, each with its log lines kept. */
    const instances: { context: TestApp; logs: Record<string, unknown>[] }[] = [];

    beforeAll(async () => {
      for (let index = 0; index < 2; index += 1) {
        const logs: Record<string, unknown>[] = [];
        const context = await createTestApp({
          environment: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix, LOG_LEVEL: 'info' },
          dependencies: { logStream: { write: (line) => logs.push(JSON.parse(line)) } },
          addRoutes: (app) =>
            app.get(
              '/api/v1/limited',
              { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } },
              async () => ({ success: true }),
            ),
        });
        instances.push({ context, logs });
      }
    });
    afterAll(async () => {
      for (const { context } of instances) await context.close();
    });

    const instance = (index: number) => instances[index]?.context.app as TestApp['app'];
    /** A request from `client`, and how long its answer took. */
    const timed = async (index: number, url: string, client: string) => {
      const startedAt = performance.now();
      const response = await instance(index).inject({ method: 'GET', url, remoteAddress: client });
      return { response, ms: performance.now() - startedAt };
    };
    const limited = (index: number, client: string) => timed(index, '/api/v1/limited', client);
    /** The statuses of requests from `client`, sent to the instances `order` names in turn. */
    const statuses = async (client: string, order: number[]) => {
      const answered: number[] = [];
      for (const index of order) answered.push((await limited(index, client)).response.statusCode);
      return answered;
    };
    const ready = (index: number) => timed(index, '/api/v1/health/ready', '10.0.0.1');
    const redisLines = (index: number) =>
      (instances[index]?.logs ?? []).filter((line) => String(line.msg).startsWith('redis:'));
    /**
     * Each instance's Redis lines logged before the outage: a command slower than the timeout
     * on a loaded machine is logged too (and rightly), so each test looks at its own lines.
     */
    let linesBeforeOutage = [0, 0];

    it('with Redis up, the instances share one count and the readiness check says ok', async () => {
      expect(await statuses('203.0.113.1', [0, 1, 0, 1])).toEqual([200, 200, 200, 429]);
      const counters = new Redis(redisUrl);
      try {
        const keys = await counters.keys(`${keyPrefix}rate-limit:*`);
        expect(keys).toEqual([`${keyPrefix}rate-limit:GET/api/v1/limited-203.0.113.1`]);
      } finally {
        counters.disconnect();
      }
      for (const index of [0, 1]) {
        const { response } = await ready(index);
        expect(response.statusCode).toBe(200);
        expect(json(response)).toEqual({ success: true, status: 'ok', db: 'ok', redis: 'ok' });
      }
      // The gazetteer is indexed on its first search: not to be timed below.
      expect((await timed(0, '/api/v1/places?q=Jaipur', '10.0.0.2')).response.statusCode).toBe(200);
    });

    it('with Redis killed, nothing waits for it and each instance limits on its own', async () => {
      linesBeforeOutage = [redisLines(0).length, redisLines(1).length];
      await stopRedis();
      // Each instance logs the outage once, as soon as its connection drops.
      await waitFor(
        () =>
          redisLines(0).length > (linesBeforeOutage[0] ?? 0) &&
          redisLines(1).length > (linesBeforeOutage[1] ?? 0),
        'outage logs',
      );

      const times: number[] = [];
      const count = async (index: number, client: string) => {
        const { response, ms } = await limited(index, client);
        times.push(ms);
        return response.statusCode;
      };
      // One client, one instance: three allowed, then refused, from the instance's memory.
      const onFirst = [];
      for (let request = 0; request < 5; request += 1) onFirst.push(await count(0, '203.0.113.2'));
      expect(onFirst).toEqual([200, 200, 200, 429, 429]);
      // The other instance counts apart (its own memory): the limit holds on each instance.
      const onSecond = [];
      for (let request = 0; request < 4; request += 1) onSecond.push(await count(1, '203.0.113.2'));
      expect(onSecond).toEqual([200, 200, 200, 429]);
      // A client already at its limit in Redis stays there: the counts last seen carry over.
      expect(await count(0, '203.0.113.1')).toBe(429);

      // A real route: answered at once and counted (before, it said `remaining: 300` each time).
      const places = await timed(0, '/api/v1/places?q=Jaipur', '203.0.113.3');
      const again = await timed(0, '/api/v1/places?q=Jaipur', '203.0.113.3');
      times.push(places.ms, again.ms);
      expect(places.response.statusCode).toBe(200);
      expect(places.response.headers['x-ratelimit-remaining']).toBe('299');
      expect(again.response.headers['x-ratelimit-remaining']).toBe('298');

      // Ready (the database answers), saying Redis is degraded.
      for (const index of [0, 1]) {
        const { response, ms } = await ready(index);
        times.push(ms);
        expect(response.statusCode).toBe(200);
        expect(json(response)).toEqual({
          success: true,
          status: 'ok',
          db: 'ok',
          redis: 'degraded',
        });
      }
      // biome-ignore lint/suspicious/noConsole: the timings are part of the test report
      console.info(
        `requests without Redis: ${times.length}, slowest ${Math.max(...times).toFixed(1)} ms`,
      );
      expect(Math.max(...times)).toBeLessThan(maxMsWithoutRedis);
    });

    it('with Redis back, the instances share one count again', async () => {
      await startRedis();
      for (const index of [0, 1]) {
        await waitFor(
          async () => json((await ready(index)).response).redis === 'ok',
          'Redis to be used again',
        );
      }
      expect(await statuses('203.0.113.4', [0, 1, 1, 0])).toEqual([200, 200, 200, 429]);
      const counters = new Redis(redisUrl);
      try {
        expect(await counters.get(`${keyPrefix}rate-limit:GET/api/v1/limited-203.0.113.4`)).toBe(
          '4',
        );
      } finally {
        counters.disconnect();
      }
      // The outage was logged once and its end once, by each instance; no line per request.
      for (const index of [0, 1]) {
        expect(
          redisLines(index)
            .slice(linesBeforeOutage[index])
            .map((line) => [line.level, line.msg]),
        ).toEqual([
          [40, expect.stringContaining('connection lost')],
          [30, expect.stringContaining('connected again')],
        ]);
      }
    });

    it('with Redis hung, a request waits at most the command timeout and is limited', async () => {
      const times: number[] = [];
      const count = async (client: string) => {
        const { response, ms } = await limited(0, client);
        times.push(ms);
        return response.statusCode;
      };
      const linesBeforeHang = redisLines(0).length;
      redisServer?.pause();
      try {
        const answered = [];
        for (let request = 0; request < 4; request += 1) answered.push(await count('203.0.113.5'));
        expect(answered).toEqual([200, 200, 200, 429]);
        const { response, ms } = await ready(0);
        times.push(ms);
        expect(json(response)).toEqual({
          success: true,
          status: 'ok',
          db: 'ok',
          redis: 'degraded',
        });
      } finally {
        redisServer?.resume();
      }
      // biome-ignore lint/suspicious/noConsole: the timings are part of the test report
      console.info(
        `requests to a hung Redis: ${times.length}, slowest ${Math.max(...times).toFixed(1)} ms`,
      );
      expect(Math.max(...times)).toBeLessThan(maxMsWithoutRedis);
      // Answering again: counted in Redis again, logged once each way.
      await waitFor(async () => json((await ready(0)).response).redis === 'ok', 'Redis to answer');
      expect((await limited(0, '203.0.113.6')).response.statusCode).toBe(200);
      expect(
        redisLines(0)
          .slice(linesBeforeHang)
          .map((line) => [line.level, line.msg]),
      ).toEqual([
        [40, expect.stringContaining('a rate-limit count failed')],
        [30, expect.stringContaining('answer again')],
      ]);
    });
  });

  it('still refuses to start when Redis cannot be reached, naming REDIS_URL', async () => {
    const nothingThere = `redis://127.0.0.1:${await freePort()}`;
    await expect(
      connectRedis({ url: nothingThere, keyPrefix, log: Fastify().log }),
    ).rejects.toThrow(/^REDIS_URL: could not connect to Redis \(connect ECONNREFUSED/);
  });

  describe('horoscopes from upstream', () => {
    /** An upstream stand-in answering `description` for every sign, counting its calls. */
    async function startUpstream(description: string) {
      let calls = 0;
      const server = createServer((_request, response) => {
        calls += 1;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            date_range: 'Jul 23 - Aug 22',
            current_date: 'June 1, 2026',
            description,
            compatibility: 'Aries',
            mood: 'Calm',
            color: 'Gold',
            lucky_number: '7',
            lucky_time: '9am',
          }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return {
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        calls: () => calls,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    }
    const clients: Redis[] = [];
    const upstreams: Awaited<ReturnType<typeof startUpstream>>[] = [];
    afterAll(async () => {
      for (const client of clients) await closeRedis(client);
      for (const upstream of upstreams) await upstream.close();
    });

    it('asks upstream directly while Redis is away, and agrees again once it is back', async () => {
      if (!redisServer) await startRedis();
      const log = Fastify().log;
      const instance = async (description: string) => {
        const upstream = await startUpstream(description);
        upstreams.push(upstream);
        const redis = await connectRedis({ url: redisUrl, keyPrefix, log });
        clients.push(redis);
        return {
          upstream,
          redis,
          service: createHoroscopeService({ upstreamUrl: upstream.url, redis, log }),
        };
      };
      const a = await instance('Reading fetched by instance A.');
      const b = await instance('Reading fetched by instance B.');
      const leo = { kind: 'weekly', sign: 'leo', language: 'en' } as const;

      await stopRedis();
      await waitFor(() => !redisReady(a.redis) && !redisReady(b.redis), 'the connections to drop');
      const startedAt = performance.now();
      const fromA = await a.service.getHoroscope(leo);
      const fromB = await b.service.getHoroscope(leo);
      expect(performance.now() - startedAt).toBeLessThan(2 * maxMsWithoutRedis);
      // Each instance's own reading meanwhile: no shared one to agree on.
      expect(fromA.horoscope.description).toBe('Reading fetched by instance A.');
      expect(fromB.horoscope.description).toBe('Reading fetched by instance B.');

      await startRedis();
      await waitFor(() => redisReady(a.redis) && redisReady(b.redis), 'the connections');
      // A offers its reading first; B finds it there and serves it too, for the rest of the week.
      expect((await a.service.getHoroscope(leo)).horoscope.description).toBe(
        'Reading fetched by instance A.',
      );
      expect((await b.service.getHoroscope(leo)).horoscope.description).toBe(
        'Reading fetched by instance A.',
      );
      expect(await b.service.getHoroscope(leo)).toEqual(await a.service.getHoroscope(leo));
      // Without asking upstream again.
      expect([a.upstream.calls(), b.upstream.calls()]).toEqual([1, 1]);
    });
  });
});
