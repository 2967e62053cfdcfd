/**
 * How fast reports are made (issue 18: each within 15 s of payment; at least 4 a minute without
 * starving the web server). `npm run bench:reports -w server`.
 *
 * Builds the real app on a fresh embedded database (or DATABASE_URL), listening on a local port,
 * with the simulated gateway; buys reports through the API as a browser would; and measures
 * 1. payment to mail queued, one report at a time (verify, then the generator, as the kick runs it);
 * 2. a batch made back to back: reports per minute;
 * 3. meanwhile, the web server: latency of GET /api/v1/health over real HTTP against the same
 *    server idle, and the event loop's delay.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { reportProducts } from '@app/contract/catalogue-reports';
import type { ReportOrderInput } from '@app/contract/reports';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPgliteDatabase, openPostgresDatabase } from '../src/db/database.ts';

const singles = Number(process.env.BENCH_SINGLES ?? 4);
const batch = Number(process.env.BENCH_BATCH ?? 8);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-reports-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  RAZORPAY_KEY_ID: '',
  RAZORPAY_KEY_SECRET: '',
});
const database = config.databaseUrl
  ? await openPostgresDatabase(config.databaseUrl)
  : await openPgliteDatabase({});
await database.migrate();
const app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}/api/v1`;

async function call(method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const email = `bench.${Date.now()}@example.com`;
await call('POST', '/auth/register', {
  name: 'Bench Buyer',
  email,
  password: 'bench password 1',
  location: 'Delhi',
});
const { token } = (await call('POST', '/auth/login', { email, password: 'bench password 1' })) as {
  token: string;
};

const people = [
  {
    name: 'Asha Verma',
    date: '1988-11-03',
    time: '06:45',
    placeName: 'Varanasi',
    lat: 25.3176,
    lon: 82.9739,
    zone: 'Asia/Kolkata',
  },
  {
    name: 'Ravi Kumar',
    date: '1986-02-14',
    time: '21:10',
    placeName: 'New Delhi',
    lat: 28.6139,
    lon: 77.209,
    zone: 'Asia/Kolkata',
  },
];

/** Pays for the i-th report (cycling through the products and both languages). */
async function buy(index: number): Promise<number> {
  const product = reportProducts[index % reportProducts.length] as (typeof reportProducts)[number];
  const report: ReportOrderInput = {
    product: product.slug,
    language: index % 2 ? 'hi' : 'en',
    chartStyle: index % 3 ? 'north' : 'south',
    people: product.people === 2 ? people : [people[0] as (typeof people)[number]],
  };
  const captured = (await call(
    'POST',
    '/razorpay/capturePayment',
    { amount: product.pricePaise / 100, purpose: 'report', report },
    token,
  )) as { order: { id: string } };
  const paid = await call(
    'POST',
    '/razorpay/simulated/pay',
    { order_id: captured.order.id },
    token,
  );
  const { success: _success, ...result } = paid;
  await call('POST', '/razorpay/verifyPayment', { ...result, purpose: 'report' }, token);
  return performance.now();
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Health checks over HTTP, 4 at a time, until `until` resolves; their latencies. */
async function probe(until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  until.finally(() => {
    done = true;
  });
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!done) {
        const started = performance.now();
        await fetch(`${base}/health`).then((response) => response.arrayBuffer());
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

// Warm up: Chromium's start and the engine's first chart are not what a buyer waits for twice.
await buy(0);
await app.reportJobs.runDue();

// 1. One at a time: verified payment to the report kept and its mail queued.
const perReport: number[] = [];
for (let index = 1; index <= singles; index += 1) {
  const paidAt = await buy(index);
  await app.reportJobs.runDue();
  perReport.push(performance.now() - paidAt);
}

// 2 and 3. The web server idle, then while a batch is made.
const idle = await probe(new Promise((resolve) => setTimeout(resolve, 3000)));
for (let index = 0; index < batch; index += 1) await buy(100 + index);
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const batchStarted = performance.now();
const making = app.reportJobs.runDue();
const busy = await probe(making);
const made = await making;
const batchMs = performance.now() - batchStarted;
loop.disable();

console.log(
  `reports: payment to mail queued, one at a time (${singles}): median ${ms(quantile(perReport, 0.5))}, worst ${ms(Math.max(...perReport))} (target 15 000 ms)`,
);
console.log(
  `reports: batch of ${made} made back to back in ${ms(batchMs)}: ${((made / batchMs) * 60_000).toFixed(1)} a minute (target 4)`,
);
console.log(
  `web server, GET /health over HTTP, idle: p50 ${ms(quantile(idle, 0.5))}, p99 ${ms(quantile(idle, 0.99))} (${idle.length} requests)`,
);
console.log(
  `web server, GET /health while reports are made: p50 ${ms(quantile(busy, 0.5))}, p99 ${ms(quantile(busy, 0.99))}, ${((busy.length / batchMs) * 1000).toFixed(0)} requests/s (${busy.length} requests)`,
);
console.log(
  `event loop delay while reports are made: p50 ${ms(loop.percentile(50) / 1e6)}, p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}`,
);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
