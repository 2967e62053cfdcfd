#!/usr/bin/env node
/**
 * `npm run bench:api`: requests per second and p99 latency of the real server (the build that
 * `npm start` runs, server/dist/server.js with web/build/client), each endpoint next to its
 * same-bytes route: a bare Fastify route in its own process replying, from memory, the very
 * status, headers and body the real server sent for that request (issue 35). That route is the
 * machine's limit for this reply; the ratio says how much of it the server keeps. Both are
 * measured in alternating rounds of the same run, because absolute numbers on a shared 2-core
 * machine mean little (docs/performance.md). Also prints start-up time and memory at rest on the
 * embedded database and on PostgreSQL.
 *
 *   npm run bench:api                          # 50 connections, 5 rounds of 5 s each
 *   npm run bench:api -- --duration 10 --rounds 7 --connections 50
 *   npm run bench:api -- --only horoscope      # the endpoints whose name contains this
 *   npm run bench:api -- --before old/server.js   # also another build, endpoint by endpoint
 *   npm run bench:api -- --server other/server.js # this build instead of server/dist
 *   WEB_BUILD_DIR=/tmp/web/out/client npm run bench:api   # another web build
 *   BENCH_DATABASE_URL=postgres://... npm run bench:api   # default: TEST_DATABASE_URL
 *
 * The PostgreSQL part (the order list of a signed-in user) creates and drops its own database on
 * that server; without a URL it is skipped. Pages are asked for with `Accept-Encoding: br, gzip`,
 * as browsers do. The load comes from wrk (`apt-get install -y wrk`), one thread. Exits with 1
 * when an endpoint misses its target (issue 35: 60% of its same-bytes route, p99 at most 20 ms).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnvironment, serverNodeOptions } from './server-process.mjs';

const log = (line = '') => process.stdout.write(`${line}\n`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The web build served, as the server reads it (WEB_BUILD_DIR, else web/build/client). */
const webBuildDir = path.resolve(
  process.env.WEB_BUILD_DIR ?? path.join(root, 'web', 'build', 'client'),
);
const defaultServerFile = path.join(root, 'server', 'dist', 'server.js');

/** The servers started and not yet stopped: stopped too when the benchmark is interrupted. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

/** The issue 35 target of pages, horoscope readings and the health check. */
const limitTarget = { ratio: 0.6, p99Ms: 20 };

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(name);
    return index >= 0 ? Number(args[index + 1]) : fallback;
  };
  const textOption = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const duration = option('--duration', 5);
  // Five rounds: with three, one busy round in two could decide the median (rounds of the home
  // page spread from 35% to 51% of bare Fastify on an idle 2-core machine).
  const rounds = option('--rounds', 5);
  const only = textOption('--only');
  const connections = option('--connections', 50);
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const serverFile = path.resolve(textOption('--server') ?? defaultServerFile);
  // --before FILE: another build's server.js (e.g. a copy of server/dist made before a change),
  // measured on every endpoint in the same run, right before this build.
  const before = textOption('--before') && path.resolve(textOption('--before'));

  if (serverFile === defaultServerFile) ensureBuilt();
  ensureWrk();
  const rows = [];
  /**
   * `request` on each of `servers` ([name suffix, server]), each next to a same-bytes route of
   * that server's reply. Warmed up, then rounds of each reference immediately followed by its
   * server (with --before, the two builds take turns within each round, so a busy minute of
   * the machine falls on both); the round with the median ratio is kept (a busy machine's
   * bursts land in one round, not all).
   */
  const measure = async (name, servers, request, target) => {
    if (only && !name.includes(only)) return;
    const pairs = [];
    try {
      for (const [suffix, server] of servers) {
        const reply = await fetchRaw(server.url, request);
        if (reply.status < 200 || reply.status > 299) {
          const message = `${request.path}: ${reply.status} ${reply.body.toString().slice(0, 200)}`;
          // An endpoint the build before did not have yet.
          if (suffix) log(`${name}${suffix}: skipped (${message})`);
          else throw new Error(message);
          continue;
        }
        pairs.push({ suffix, server, reply, reference: await startSameBytes(reply), rounds: [] });
      }
      for (const { server, reference } of pairs) {
        await load(reference, request, 1, connections);
        await load(server, request, 1, connections);
      }
      for (let round = 0; round < rounds; round += 1) {
        for (const pair of pairs) {
          const loadBefore = loadavg()[0];
          const reference = await load(pair.reference, request, duration, connections);
          const result = await load(pair.server, request, duration, connections);
          pair.rounds.push({
            name: `${name}${pair.suffix}`,
            result,
            reference,
            target,
            load: (loadBefore + loadavg()[0]) / 2,
            bytes: pair.reply.body.length,
          });
        }
      }
    } finally {
      for (const pair of pairs) await pair.reference.stop();
    }
    for (const pair of pairs) {
      const measured = pair.rounds.sort((a, b) => ratioOf(a) - ratioOf(b));
      const median = measured[Math.floor(measured.length / 2)];
      median.ratios = measured.map(ratioOf);
      rows.push(median);
      printRow(median);
    }
  };

  log(
    `bench:api  wrk, ${connections} connections, ${rounds} rounds of ${duration} s (the median round shown), ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  log(`node ${process.version}, ${new Date().toISOString()}`);
  log(`server ${path.relative(root, serverFile)}, web build ${path.relative(root, webBuildDir)}`);
  if (before) log(`before: ${path.relative(root, before)} (rows marked BEFORE)`);
  log();
  printHeader();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const webBuild = { WEB_BUILD_DIR: webBuildDir };
  const pageHeaders = { 'accept-encoding': 'br, gzip' };
  const newDelhi = 'lat=28.6139&lon=77.209&zone=Asia/Kolkata';
  /** The endpoints on the embedded database: [name, request, target]. */
  const embeddedEndpoints = [
    ['GET / (home page)', { path: '/', headers: pageHeaders }, limitTarget],
    ['GET /gemstone (page)', { path: '/gemstone', headers: pageHeaders }, limitTarget],
    ['GET /shop/2 (product page)', { path: '/shop/2', headers: pageHeaders }, limitTarget],
    ['GET /hi/panchang (page)', { path: '/hi/panchang', headers: pageHeaders }, limitTarget],
    [
      'GET /festivals/2026/diwali (page)',
      { path: '/festivals/2026/diwali', headers: pageHeaders },
      limitTarget,
    ],
    // The sign pages: the prerendered page completed with the period's reading by the server.
    [
      'GET /horoscope/daily-horoscope/leo (page)',
      { path: '/horoscope/daily-horoscope/leo', headers: pageHeaders },
      limitTarget,
    ],
    [
      'GET /hi/horoscope/yearly-horoscope/leo (page)',
      { path: '/hi/horoscope/yearly-horoscope/leo', headers: pageHeaders },
      limitTarget,
    ],
    ['GET /api/v1/horoscope/weekly/leo', { path: '/api/v1/horoscope/weekly/leo' }, limitTarget],
    // Readings computed from the sky (issue 31): written once per period, then from memory.
    ['GET /api/v1/horoscope/daily/leo', { path: '/api/v1/horoscope/daily/leo' }, limitTarget],
    // A month of free consultation slots of one package (issue 30): from memory within 2 s,
    // else one indexed query.
    [
      'GET /api/v1/appointments/slots (a month)',
      { path: '/api/v1/appointments/slots?days=31&package=regular&mode=audio' },
    ],
    // The Hindu calendar (issue 32): a year computed once per place, then kept in memory.
    [
      'GET /api/v1/astro/calendar (a month)',
      { path: `/api/v1/astro/calendar?year=2026&month=11&${newDelhi}` },
    ],
    [
      'GET /api/v1/astro/festivals (a year)',
      { path: `/api/v1/astro/festivals?year=2026&${newDelhi}` },
    ],
    [
      'GET /festivals/2026.ics (the feed)',
      { path: `/festivals/2026.ics?${newDelhi}&city=New%20Delhi`, headers: pageHeaders },
    ],
    ['GET /api/v1/health', { path: '/api/v1/health' }, limitTarget],
  ];
  const startups = [];
  try {
    // Embedded database: a fresh data folder, then the same folder again (skipped when --only
    // names none of its endpoints). The build before, if any, has a data folder of its own (the
    // embedded database is one process's).
    if (!only || embeddedEndpoints.some(([name]) => name.includes(only))) {
      const fresh = await startServer({ DATA_DIR: dataDir, ...webBuild }, serverFile);
      startups.push({ name: 'embedded database, new data folder', ...fresh.facts });
      await fresh.stop();
      const embedded = await startServer({ DATA_DIR: dataDir, ...webBuild }, serverFile);
      startups.push({ name: 'embedded database, existing data folder', ...embedded.facts });
      const old =
        before &&
        (await startServer({ DATA_DIR: path.join(dataDir, 'before'), ...webBuild }, before));
      const servers = [...(old ? [[' BEFORE', old]] : []), ['', embedded]];
      try {
        for (const [name, request, target] of embeddedEndpoints) {
          await measure(name, servers, request, target);
        }
      } finally {
        await embedded.stop();
        await old?.stop();
      }
    }

    const orderListName = 'GET /api/v1/order/get/:id (5 orders, signed in)';
    if (databaseUrl && (!only || orderListName.includes(only))) {
      const database = `bench_api_${Date.now()}`;
      administer(databaseUrl, `create database ${database}`);
      const url = new URL(databaseUrl);
      url.pathname = `/${database}`;
      const postgresEnvironment = { DATA_DIR: dataDir, DATABASE_URL: url.toString(), ...webBuild };
      try {
        const postgres = {
          ...(await startServer(postgresEnvironment, serverFile)),
          databaseCpu: () => databaseCpuMicroseconds(databaseUrl, database),
        };
        startups.push({ name: 'PostgreSQL', ...postgres.facts });
        try {
          const buyer = await buyerWithOrders(postgres.url, 5);
          const orderList = {
            path: `/api/v1/order/get/${buyer.id}`,
            headers: { authorization: `Bearer ${buyer.token}` },
          };
          // With --before, the same database, buyer and token, served by the other build too.
          const old = before && {
            ...(await startServer(postgresEnvironment, before)),
            databaseCpu: postgres.databaseCpu,
          };
          try {
            await measure(
              orderListName,
              [...(old ? [[' BEFORE', old]] : []), ['', postgres]],
              orderList,
            );
          } finally {
            await old?.stop();
          }
        } finally {
          await postgres.stop();
        }
      } finally {
        administer(databaseUrl, `drop database if exists ${database} with (force)`);
      }
    } else if (!databaseUrl) {
      log('(order list on PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  log();
  log(
    'start-up (spawn to ready) and memory at rest (resident set of the server process, after start, before load):',
  );
  for (const startup of startups) {
    log(
      `  ${startup.name.padEnd(42)} ${(startup.startMs / 1000).toFixed(1).padStart(5)} s  ${String(startup.rssMb).padStart(5)} MB`,
    );
  }
  // A build measured with --before is no build of this tree: its misses do not fail the run.
  const missed = rows.filter(
    (row) => row.target && !row.name.endsWith(' BEFORE') && !meetsTarget(row),
  );
  log();
  log('Markdown:');
  log(`| ${columns.map(([title]) => title).join(' | ')} |`);
  log(`| ${columns.map(() => '---').join(' | ')} |`);
  for (const row of rows) log(`| ${columns.map(([, , value]) => value(row)).join(' | ')} |`);
  if (missed.length > 0) {
    console.error(`\nBelow target: ${missed.map((row) => row.name).join(', ')}`);
    process.exitCode = 1;
  }
}

function ratioOf(row) {
  return row.result.requests.average / row.reference.requests.average;
}

function percent(row) {
  return `${Math.round(ratioOf(row) * 100)}%`;
}

function meetsTarget(row) {
  return (
    ratioOf(row) >= row.target.ratio &&
    (row.target.p99Ms === undefined || row.result.latency.p99 <= row.target.p99Ms)
  );
}

/** The columns of the table, printed row by row as measured and again at the end. */
const columns = [
  ['endpoint', 52, (row) => row.name],
  [
    'body',
    8,
    (row) => (row.bytes < 1024 ? `${row.bytes} B` : `${(row.bytes / 1024).toFixed(1)} KB`),
  ],
  ['req/s', 7, (row) => Math.round(row.result.requests.average)],
  ['p99', 8, (row) => `${row.result.latency.p99} ms`],
  ['same-bytes req/s', 16, (row) => Math.round(row.reference.requests.average)],
  ['same-bytes p99', 14, (row) => `${row.reference.latency.p99} ms`],
  ['ratio', 6, percent],
  [
    'rounds',
    11,
    (row) =>
      row.ratios.length > 1 ? row.ratios.map((ratio) => Math.round(ratio * 100)).join('/') : '',
  ],
  [
    'target',
    11,
    (row) =>
      row.target
        ? `${Math.round(row.target.ratio * 100)}%${row.target.p99Ms ? `,≤${row.target.p99Ms}ms` : ''}${meetsTarget(row) ? '' : '!'}`
        : '',
  ],
  ['load', 5, (row) => row.load.toFixed(1)],
  ['CPU/req', 8, (row) => `${Math.round(row.result.cpuMicrosecondsPerRequest)} µs`],
  ['same-bytes CPU', 14, (row) => `${Math.round(row.reference.cpuMicrosecondsPerRequest)} µs`],
  [
    'db CPU/req',
    10,
    (row) =>
      row.result.databaseCpuMicrosecondsPerRequest === undefined
        ? ''
        : `${Math.round(row.result.databaseCpuMicrosecondsPerRequest)} µs`,
  ],
];

function printHeader() {
  log(
    columns
      .map(([title, width], i) => (i === 0 ? title.padEnd(width) : title.padStart(width)))
      .join(' '),
  );
}

function printRow(row) {
  log(
    columns
      .map(([, width, value], i) =>
        i === 0 ? String(value(row)).padEnd(width) : String(value(row)).padStart(width),
      )
      .join(' '),
  );
}

/**
 * Loads `server` with wrk for `seconds`; fails when any reply is not 2xx (a benchmark of errors
 * is no benchmark). Also measures the server process's CPU time per request (user + system),
 * which a busy machine disturbs much less than the rate.
 *
 * wrk, not a Node load generator: autocannon spends so much of a core reading replies that it,
 * not the server, set the rate of every page (a bare Fastify route sending the home page's
 * 13 KB got 19% of the same route sending 17 bytes; the server sat at a quarter of a core).
 * wrk with one thread reads them for a tenth of that (docs/performance.md).
 */
async function load(server, request, seconds, connections) {
  const cpuBefore = cpuMicroseconds(server.pid);
  const databaseCpuBefore = server.databaseCpu?.();
  const headerArguments = Object.entries(request.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const output = await run('wrk', [
    '--threads',
    '1',
    '--connections',
    String(connections),
    '--duration',
    `${seconds}s`,
    '--latency',
    ...headerArguments,
    `${server.url}${request.path}`,
  ]);
  const result = parseWrk(output);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${request.path}: ${result.non2xx} non-2xx replies, ${result.errors} errors`);
  }
  result.cpuMicrosecondsPerRequest =
    (cpuMicroseconds(server.pid) - cpuBefore) / result.requests.total;
  if (databaseCpuBefore !== undefined) {
    const after = server.databaseCpu();
    let spent = 0;
    for (const [pid, micros] of after) spent += micros - (databaseCpuBefore.get(pid) ?? 0);
    result.databaseCpuMicrosecondsPerRequest = spent / result.requests.total;
  }
  return result;
}

/** wrk's report: requests a second and in all, p99 in milliseconds, non-2xx replies, errors. */
function parseWrk(output) {
  const number = (pattern) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(output);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const result = {
    requests: {
      average: number(/^Requests\/sec:\s+([\d.]+)/m),
      total: number(/^\s*(\d+) requests in /m),
    },
    latency: {
      p99: p99
        ? Number((Number(p99[1]) * { us: 0.001, ms: 1, s: 1000 }[p99[2]]).toFixed(1))
        : Number.NaN,
    },
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/) || 0,
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
  if (Number.isNaN(result.requests.average) || Number.isNaN(result.latency.p99)) {
    throw new Error(`could not read wrk's report:\n${output}`);
  }
  return result;
}

/** Runs a command to its end; resolves with its standard output, rejects when it fails. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}: ${errors}`)),
    );
  });
}

/**
 * CPU time so far of each PostgreSQL backend connected to `database` (the server's pool), by
 * pid: the database's share of a request, which the server's own CPU time does not include.
 * The database server must run on this machine.
 */
function databaseCpuMicroseconds(serverUrl, database) {
  const result = spawnSync(
    'psql',
    [serverUrl, '-At', '-c', `select pid from pg_stat_activity where datname = '${database}'`],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  const pids = result.stdout.split('\n').filter(Boolean);
  return new Map(pids.map((pid) => [pid, cpuMicroseconds(pid)]));
}

/** User + system CPU time of a process so far, from /proc (clock ticks of 10 ms). */
function cpuMicroseconds(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0; // gone (a pool connection closed meanwhile)
  }
  const fields = stat.split(') ')[1]?.split(' ') ?? [];
  // After the command: state is field 3, utime 14 and stime 15 (1-based, man 5 proc).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** wrk is a system program (Debian's package `wrk`), not an npm package. */
function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error) {
    console.error('bench:api needs wrk, the HTTP load generator: apt-get install -y wrk');
    process.exit(1);
  }
}

function ensureBuilt() {
  const missing = [
    path.join(root, 'server', 'dist', 'server.js'),
    path.join(webBuildDir, 'index.html'),
  ].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    log(`Building (missing ${missing.map((file) => path.relative(root, file)).join(', ')})...`);
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}

/**
 * `--cpu-prof DIR`: each server process writes a V8 CPU profile into DIR when it stops (open it
 * in Chromium's DevTools, Performance panel, or list its costliest functions with
 * `node scripts/bench-api.mjs --top PROFILE`).
 */
function serverNodeArguments() {
  const index = process.argv.indexOf('--cpu-prof');
  return index < 0 ? [] : ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.argv[index + 1])];
}

/**
 * The server `npm start` runs, started as it starts it (Node's options and malloc settings of
 * server-process.mjs, decision 044: the memory at rest printed is what `npm start` gives), on a
 * free port, logging as it does by default (info).
 */
async function startServer(environment, serverFile) {
  const started = Date.now();
  const server = await startProcess(
    process.execPath,
    [...serverNodeOptions, ...serverNodeArguments(), serverFile],
    serverEnvironment({
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'bench-api-secret-that-is-long-enough-0123',
      ...environment,
    }),
  );
  const startMs = Date.now() - started;
  // Memory at rest: after start-up work has settled.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const facts = { startMs, rssMb: residentMegabytes(server.pid) };
  await settled(server.pid);
  return { ...server, facts };
}

/**
 * Resolves once the process has been idle (under 3% of a core for half a second), at most 30 s:
 * the server warms up after it is ready (the astrology tables, the gazetteer), which took a
 * second of CPU in the first endpoint's rounds.
 */
async function settled(pid) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const before = cpuMicroseconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (cpuMicroseconds(pid) - before < 15_000) return;
  }
}

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

/** Spawns a process that logs `ready: <url>`; resolves with its url and a stop function. */
function startProcess(command, args, environment = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const url = /ready: (http:\/\/[^\s"]+)/.exec(buffered)?.[1];
      if (url) {
        buffered = '';
        // Request logs are read and dropped, as a log shipper would.
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        resolve({
          url: url.replace('localhost', '127.0.0.1'),
          pid: child.pid,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    exited.then((code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

function administer(serverUrl, statement) {
  const result = spawnSync('psql', [serverUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', statement], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

/** A signed-in customer with `count` paid orders (simulated gateway), made through the API. */
async function buyerWithOrders(baseUrl, count) {
  const post = async (url, body, token) => {
    const response = await fetch(`${baseUrl}/api/v1${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const reply = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(reply)}`);
    return reply;
  };
  const user = {
    name: 'Bench Buyer',
    email: `bench.${Date.now()}@example.com`,
    password: 'bench password 1',
    location: 'Pune',
  };
  await post('/auth/register', user);
  const { token, user: publicUser } = await post('/auth/login', {
    email: user.email,
    password: user.password,
  });
  const addressData = {
    name: 'Bench Buyer',
    phone: '+91 98100 12345',
    email: user.email,
    address: '12 Assi Ghat\nVaranasi, Uttar Pradesh',
    pin: '221005',
  };
  for (let index = 0; index < count; index += 1) {
    const { order } = await post(
      '/razorpay/capturePayment',
      { amount: 998, purpose: 'gemstone', items: [{ id: 2 }], addressData },
      token,
    );
    const { success: _success, ...result } = await post(
      '/razorpay/simulated/pay',
      { order_id: order.id },
      token,
    );
    await post(
      '/razorpay/verifyPayment',
      {
        ...result,
        product: { id: 2 },
        addressData,
        user: { _id: publicUser._id },
        total: 998,
        paymentInfo: { type: 'Razorpay', status: 'Paid' },
      },
      token,
    );
  }
  return { id: publicUser._id, token };
}

/**
 * One reply as the server sent it, asked for with the request's headers (as wrk sends them): the
 * status, the headers in their order with their names as sent, and the body's bytes as they came
 * (still compressed). Left out: what Node writes itself on every reply (Date, Connection,
 * Keep-Alive), and so does the same-bytes route.
 */
function fetchRaw(baseUrl, request) {
  const ownHeaders = new Set(['date', 'connection', 'keep-alive']);
  return new Promise((resolve, reject) => {
    const asked = http.get(
      `${baseUrl}${request.path}`,
      { headers: request.headers ?? {}, agent: false },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i];
            if (!ownHeaders.has(name.toLowerCase()))
              headers.push([name, response.rawHeaders[i + 1]]);
          }
          resolve({
            request,
            status: response.statusCode,
            headers,
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    asked.on('error', reject);
  });
}

/**
 * The same-bytes route of `reply`: a bare Fastify process answering the request's path with
 * exactly that status, those headers and body, from memory. Checked before use: its reply to the
 * same request must be the same but for the request id (issue 35).
 */
async function startSameBytes(reply) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-same-bytes-')), 'reply.json');
  writeFileSync(file, JSON.stringify({ ...reply, body: reply.body.toString('base64') }));
  const reference = await startProcess(process.execPath, [
    fileURLToPath(import.meta.url),
    '--same-bytes',
    file,
  ]);
  rmSync(path.dirname(file), { recursive: true, force: true });
  const again = await fetchRaw(reference.url, reply.request);
  const comparable = ({ status, headers, body }) =>
    JSON.stringify({
      status,
      headers: headers.filter(([name]) => name.toLowerCase() !== 'x-request-id'),
      body: body.toString('base64'),
    });
  if (comparable(again) !== comparable(reply)) {
    await reference.stop();
    throw new Error(
      `the same-bytes route of ${reply.request.path} replies otherwise:\n${JSON.stringify(again.headers)}\n${JSON.stringify(reply.headers)}`,
    );
  }
  return reference;
}

/**
 * `--top PROFILE [COUNT]`: the functions of a V8 CPU profile with the most time of their own, as
 * shares of the busy time (idle left out). `writev` is the kernel sending the replies.
 */
function printTopFunctions(file, count) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const spent = new Map();
  profile.samples.forEach((id, index) => {
    spent.set(id, (spent.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const byFunction = new Map();
  let busy = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    const where = url ? ` ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'}${where}`;
    const time = spent.get(node.id) ?? 0;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    busy += time;
  }
  log(`${file}: busy ${(busy / 1e6).toFixed(1)} s`);
  for (const [name, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    log(`${((100 * time) / busy).toFixed(1).padStart(5)}%  ${name}`);
  }
}

// The same-bytes route runs as its own process, like the real server: Fastify without logger,
// hooks or plugins, one route sending the captured reply.
if (process.argv[2] === '--same-bytes') {
  const { default: Fastify } = await import(
    path.join(root, 'node_modules', 'fastify', 'fastify.js')
  );
  const captured = JSON.parse(readFileSync(process.argv[3], 'utf8'));
  const headers = Object.fromEntries(captured.headers);
  const body = Buffer.from(captured.body, 'base64');
  const app = Fastify();
  app.get(captured.request.path.split('?')[0], (_request, reply) => {
    reply.code(captured.status).headers(headers).send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  log(`ready: http://127.0.0.1:${app.server.address().port}`);
  process.removeAllListeners('SIGTERM');
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
} else if (process.argv[2] === '--top') {
  printTopFunctions(process.argv[3], Number(process.argv[4] ?? 40));
} else {
  await main();
}
