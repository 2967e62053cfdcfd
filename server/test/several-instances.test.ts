import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { startSmtpTestServer } from './helpers/smtp-test-server.ts';
import { newUser } from './helpers/test-app.ts';
import { createTestDatabase, databaseKind, type TestDatabase } from './helpers/test-database.ts';
import { testRedisPrefix, testRedisUrl } from './helpers/test-redis.ts';

/**
 * Two instances of the server, as separate processes, on one PostgreSQL database and one Redis:
 * the set-up docs/deploy.md describes. The test stands in for the reverse proxy: it spreads the
 * requests over the instances and says who the client is in X-Forwarded-For (TRUST_PROXY=1).
 * Runs in the PostgreSQL project when TEST_REDIS_URL is set (.ci/run sets both).
 */
describe.runIf(databaseKind === 'postgres' && testRedisUrl !== undefined)(
  'two instances on one PostgreSQL database and one Redis',
  () => {
    const redisKeys = testRedisPrefix();
    const dataDirs: string[] = [];
    let database: TestDatabase;
    let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
    let first: ServerProcess;
    let second: ServerProcess;
    let environment: (name: string) => Record<string, string>;

    beforeAll(async () => {
      database = await createTestDatabase();
      smtp = await startSmtpTestServer();
      environment = (name: string) => {
        const dataDir = mkdtempSync(path.join(tmpdir(), `instance-${name}-`));
        dataDirs.push(dataDir);
        return {
          // Shared by every instance (docs/deploy.md "Each instance's environment").
          DATABASE_URL: database.url ?? '',
          REDIS_URL: testRedisUrl ?? '',
          REDIS_KEY_PREFIX: redisKeys.keyPrefix,
          JWT_SECRET: 'several-instances-test-secret-long-enough',
          RAZORPAY_KEY_SECRET: 'several-instances-simulated-key-secret',
          SMTP_URL: smtp.url,
          TRUST_PROXY: '1',
          // Each instance's own.
          DATA_DIR: dataDir,
          WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
        };
      };
      [first, second] = await Promise.all([
        startServerProcess(environment('first')),
        startServerProcess(environment('second')),
      ]);
    }, 60_000);

    afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await smtp?.close();
      await database?.close();
      await redisKeys.deleteKeys();
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    });

    /** A request as the reverse proxy forwards it from `client`. */
    const send = (
      instance: ServerProcess,
      method: string,
      url: string,
      options: { body?: object; client: string; token?: string },
    ) =>
      fetch(`${instance.url}/api/v1${url}`, {
        method,
        headers: {
          'x-forwarded-for': options.client,
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: options.body ? JSON.stringify(options.body) : undefined,
      });

    /** Sends requests round the instances until one is answered 429; returns its number. */
    async function requestsUntilRefused(
      instances: ServerProcess[],
      request: (instance: ServerProcess) => Promise<Response>,
      expectedStatus: number,
    ): Promise<number> {
      for (let count = 1; count <= 200; count += 1) {
        const response = await request(instances[(count - 1) % instances.length] as ServerProcess);
        if (response.status === 429) {
          expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
          return count;
        }
        expect(response.status).toBe(expectedStatus);
      }
      throw new Error('200 requests and still not refused');
    }

    async function signUp(client: string) {
      const user = newUser();
      expect((await send(first, 'POST', '/auth/register', { body: user, client })).status).toBe(
        201,
      );
      // Signed up on one instance, signed in on the other: the token is good on both.
      const login = await send(second, 'POST', '/auth/login', {
        body: { email: user.email, password: user.password },
        client,
      });
      expect(login.status).toBe(200);
      const { token, user: publicUser } = (await login.json()) as {
        token: string;
        user: { _id: string };
      };
      return { ...user, token, id: publicUser._id };
    }

    it('refuses wrong logins alternated between the instances at the same count as on one', async () => {
      const wrongLogin = (email: string, client: string) => (instance: ServerProcess) =>
        send(instance, 'POST', '/auth/login', {
          body: { email, password: 'not the password' },
          client,
        });
      const alone = await signUp('203.0.113.10');
      const alternated = await signUp('203.0.113.11');
      const onOne = await requestsUntilRefused(
        [first],
        wrongLogin(alone.email, '203.0.113.20'),
        401,
      );
      const onBoth = await requestsUntilRefused(
        [first, second],
        wrongLogin(alternated.email, '203.0.113.21'),
        401,
      );
      expect(onOne).toBeGreaterThan(2);
      expect(onBoth).toBe(onOne);
    }, 60_000);

    it('enforces one per-address rate limit across the instances (counters in Redis)', async () => {
      // Sign-up is limited per client address; bodies that fail validation count and store nothing.
      const invalidSignUp = (client: string) => (instance: ServerProcess) =>
        send(instance, 'POST', '/auth/register', { body: {}, client });
      const onOne = await requestsUntilRefused([first], invalidSignUp('198.51.100.20'), 400);
      const onBoth = await requestsUntilRefused(
        [first, second],
        invalidSignUp('198.51.100.21'),
        400,
      );
      expect(onOne).toBeGreaterThan(2);
      expect(onBoth).toBe(onOne);
    }, 60_000);

    it('makes exactly one order from one payment verified on both instances at once', async () => {
      const buyer = await signUp('203.0.113.30');
      const address = {
        name: 'Meera Joshi',
        phone: '+91 98100 12345',
        email: 'meera.joshi@example.com',
        address: '12 Assi Ghat\nVaranasi, Uttar Pradesh',
        pin: '221005',
      };
      const capture = await send(first, 'POST', '/razorpay/capturePayment', {
        body: { amount: 998, purpose: 'gemstone', items: [{ id: 2 }], addressData: address },
        client: '203.0.113.30',
        token: buyer.token,
      });
      expect(capture.status).toBe(200);
      const { order } = (await capture.json()) as { order: { id: string } };
      // The simulated Checkout pays on the other instance (its payments are in the database, so
      // both know it) and hands back the signed result.
      const pay = await send(second, 'POST', '/razorpay/simulated/pay', {
        body: { order_id: order.id },
        client: '203.0.113.30',
        token: buyer.token,
      });
      expect(pay.status).toBe(200);
      const { success: _success, ...result } = (await pay.json()) as Record<string, string>;

      const verification = {
        ...result,
        product: { id: 2 },
        addressData: address,
        user: { _id: 'ignored' },
        total: 998,
        paymentInfo: { type: 'Razorpay', status: 'Paid' },
      };
      const replies = await Promise.all(
        [first, second, first, second, first, second].map((instance) =>
          send(instance, 'POST', '/razorpay/verifyPayment', {
            body: verification,
            client: '203.0.113.30',
            token: buyer.token,
          }),
        ),
      );
      const bodies = (await Promise.all(replies.map((reply) => reply.json()))) as {
        success: boolean;
        order: { _id: string };
      }[];
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const orderIds = new Set(bodies.map((body) => body.order._id));
      expect(orderIds.size).toBe(1);

      const list = await send(second, 'GET', `/order/get/${buyer.id}`, {
        client: '203.0.113.30',
        token: buyer.token,
      });
      const { order: orders } = (await list.json()) as { order: { _id: string }[] };
      expect(orders.map((listed) => listed._id)).toEqual([...orderIds]);
    }, 60_000);

    it('gives one consultation slot to one of two buyers racing on two instances', async () => {
      const slots = await send(first, 'GET', '/appointments/slots?days=30', {
        client: '203.0.113.40',
      });
      const [slot] = ((await slots.json()) as { slots: { start: string }[] }).slots;
      const buyer = (n: number) => ({
        name: `Racer ${n}`,
        phone: '+91 98100 12345',
        email: `racer.${n}@example.com`,
        address: '12 Assi Ghat, Varanasi',
        pin: '221005',
        location: 'domestic',
        package: 'regular',
      });
      const replies = await Promise.all(
        [first, second, first, second].map((instance, n) =>
          send(instance, 'POST', '/razorpay/capturePayment', {
            body: { amount: 1500, purpose: 'appointment', addressData: buyer(n), slot },
            client: `203.0.113.${41 + n}`,
          }),
        ),
      );
      // One holds it; the others are refused before they can pay.
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409]);
    }, 60_000);

    it('sends every queued mail once with an outbox worker on each instance', async () => {
      const messages = Array.from({ length: 12 }, (_, index) => `Question number ${index} q7`);
      const created = await Promise.all(
        messages.map((message, index) =>
          send(index % 2 === 0 ? first : second, 'POST', '/contact/create', {
            body: { name: `Visitor ${index}`, email: `visitor${index}@example.com`, message },
            client: `198.51.100.${100 + index}`,
          }),
        ),
      );
      expect(created.map((response) => response.status)).toEqual(messages.map(() => 201));

      // Both workers poll and are kicked by their own instance's requests; wait until the
      // outbox is empty (every row sent), then compare what the relay received.
      const deadline = Date.now() + 45_000;
      let outbox: { total: number; unsent: number; most_attempts: number };
      for (;;) {
        const { rows } = (await database.db.execute(
          sql`select count(*)::int as total, (count(*) filter (where sent_at is null))::int as unsent, coalesce(max(attempts), 0)::int as most_attempts from outbox`,
        )) as unknown as { rows: (typeof outbox)[] };
        outbox = rows[0] as typeof outbox;
        if (outbox.unsent === 0 || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(outbox.unsent).toBe(0);
      // Each mail was claimed once (a second claim would count a second attempt)...
      expect(outbox.most_attempts).toBe(1);
      // ...and the relay got exactly one copy of each.
      expect(smtp.received).toHaveLength(outbox.total);
      for (const message of messages) {
        expect(smtp.received.filter((mail) => mail.raw.includes(message))).toHaveLength(1);
      }
    }, 60_000);

    it('restores a backup made while serving into a new database that a new instance serves', async () => {
      const customer = await signUp('203.0.113.40');
      const dump = path.join(dataDirs[0] ?? tmpdir(), 'backup.dump');
      const run = (command: string, args: string[]) => {
        const result = spawnSync(command, args, { encoding: 'utf8' });
        expect(result.status, `${command}: ${result.stderr}`).toBe(0);
      };
      run('pg_dump', ['--format=custom', `--file=${dump}`, database.url ?? '']);

      const restoredName = `restored_${Date.now()}_${randomBytes(3).toString('hex')}`;
      const administer = async (statement: string) => {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(statement).finally(() => client.end());
      };
      await administer(`create database ${restoredName}`);
      const restoredUrl = new URL(database.url ?? '');
      restoredUrl.pathname = `/${restoredName}`;
      let restoredInstance: ServerProcess | undefined;
      try {
        run('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, dump]);
        restoredInstance = await startServerProcess({
          ...environment('restored'),
          DATABASE_URL: restoredUrl.toString(),
        });
        const login = await send(restoredInstance, 'POST', '/auth/login', {
          body: { email: customer.email, password: customer.password },
          client: '203.0.113.41',
        });
        expect(login.status).toBe(200);
      } finally {
        await restoredInstance?.stop();
        await administer(`drop database if exists ${restoredName} with (force)`);
      }
    }, 60_000);

    it('loses no request in flight when an instance is stopped with SIGTERM', async () => {
      let received = 0;
      second.onLogLine((line) => {
        if (line.includes('"incoming request"')) received += 1;
      });
      // Sign-ups hash a password (argon2id), so twenty of them keep the instance busy a while.
      const users = Array.from({ length: 20 }, () => newUser());
      const inFlight = users.map((user, index) =>
        send(second, 'POST', '/auth/register', { body: user, client: `192.0.2.${index + 1}` }),
      );
      while (received < users.length) await new Promise((resolve) => setTimeout(resolve, 5));
      const exitCode = second.stop('SIGTERM');

      const statuses = await Promise.all(inFlight.map(async (reply) => (await reply).status));
      expect(statuses).toEqual(users.map(() => 201));
      // Drained and ended soon after its last reply (not after the 72 s keep-alive timeout).
      const stillRunning = new Promise((resolve) => setTimeout(resolve, 20_000, 'still running'));
      expect(await Promise.race([exitCode, stillRunning])).toBe(0);
      // Every one of them was stored: each can sign in on the instance still running.
      for (const [index, user] of users.entries()) {
        const login = await send(first, 'POST', '/auth/login', {
          body: { email: user.email, password: user.password },
          client: `192.0.2.${index + 1}`,
        });
        expect(login.status).toBe(200);
      }
    }, 60_000);
  },
);
