import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReportOrderInput } from '@app/contract/reports';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../../../src/db/database.ts';
import { reportOrders } from '../../../src/db/schema.ts';
import type { PdfRenderer } from '../../../src/modules/reports/pdf-renderer.ts';
import { maxReportAttempts } from '../../../src/modules/reports/report-jobs.ts';
import {
  claimDueReport,
  leaseExpiredError,
} from '../../../src/modules/reports/reports.repository.ts';
import { startServerProcess } from '../../helpers/server-process.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import {
  createTestDatabase,
  databaseKind,
  type TestDatabase,
} from '../../helpers/test-database.ts';
import { type Buyer, paymentEnvironment, paymentKit } from '../payments/payment-test-kit.ts';
import { hangingChromium, isRunning } from './hanging-chromium.ts';

/**
 * The report generator when a try never ends (issue 29): a try that outlives its lease counts
 * as failed and the tries stay capped, so a report cannot go round the instances for ever; and
 * a server whose Chromium hangs in the middle of a report still stops within 10 s of SIGTERM,
 * giving the report back for the next start.
 */
const report: ReportOrderInput = {
  product: 'sade-sati-basic',
  language: 'en',
  chartStyle: 'north',
  people: [
    {
      name: 'Asha Verma',
      date: '1988-11-03',
      time: '06:45',
      placeName: 'Varanasi',
      lat: 25.3176,
      lon: 82.9739,
      zone: 'Asia/Kolkata',
    },
  ],
};
const price = 299;

describe('a report whose try outlives its lease', () => {
  let context: TestApp;
  const kit = paymentKit(() => context);
  const logLines: string[] = [];
  let buyer: Buyer;
  let admin: Buyer;
  const renderer: PdfRenderer = {
    render: async () => ({ pdf: Buffer.from('%PDF-1.4\n% a stand-in\n%%EOF\n'), pages: 1 }),
    close: async () => {},
  };
  beforeAll(async () => {
    context = await createTestApp({
      environment: { ...paymentEnvironment, LOG_LEVEL: 'info' },
      dependencies: { pdfRenderer: renderer, logStream: { write: (line) => logLines.push(line) } },
    });
    buyer = await kit.buyer();
    admin = await kit.admin();
  });
  afterAll(async () => {
    await context?.close();
  });

  async function buy(): Promise<string> {
    const captured = await kit.capture({ amount: price, purpose: 'report', report }, buyer.token);
    expect(captured.statusCode, captured.body).toBe(200);
    const paid = await kit.pay(json<{ order: { id: string } }>(captured).order.id);
    const verified = await kit.verify({ ...paid, purpose: 'report' }, buyer.token);
    expect(verified.statusCode, verified.body).toBe(200);
    return json<{ order: { _id: string } }>(verified).order._id;
  }

  const rowOf = async (orderId: string) =>
    (await context.db.select().from(reportOrders).where(eq(reportOrders.orderId, orderId)))[0];

  /** A generator that claims the report and dies: nothing is recorded; its lease runs out. */
  async function claimAndDie(orderId: string) {
    const claimed = await claimDueReport(context.db, {
      leaseSeconds: 180,
      claimToken: randomUUID(),
      maxAttempts: maxReportAttempts,
    });
    expect(claimed?.orderId).toBe(orderId);
    // Within its lease nobody takes it again.
    expect(await context.app.reportJobs.runDue()).toBe(0);
    await context.db
      .update(reportOrders)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(reportOrders.orderId, orderId));
    return claimed;
  }

  it('counts it as a failed try, and lists the report for the admin after the last', async () => {
    const orderId = await buy();
    for (let attempt = 1; attempt <= maxReportAttempts; attempt += 1) {
      const claimed = await claimAndDie(orderId);
      expect(claimed?.attempts).toBe(attempt);
      // From the second claim on, the row says why the try before did not count.
      if (attempt > 1) expect(claimed?.lastError).toBe(leaseExpiredError);
    }
    // The last try outlived its lease too: not claimed again, but failed.
    expect(await context.app.reportJobs.runDue()).toBe(0);
    expect(await context.app.reportJobs.runDue()).toBe(0);
    expect(await rowOf(orderId)).toMatchObject({
      status: 'failed',
      attempts: maxReportAttempts,
      lastError: leaseExpiredError,
      claimToken: null,
    });
    const attention = json<{ reports: { orderId: string; attempts: number; lastError: string }[] }>(
      await context.app.inject({
        method: 'GET',
        url: '/api/v1/admin/reports/attention',
        headers: kit.auth(admin.token),
      }),
    ).reports;
    expect(attention.find((listed) => listed.orderId === orderId)).toMatchObject({
      attempts: maxReportAttempts,
      lastError: leaseExpiredError,
    });
    // Logged at error level once.
    const logged = logLines.filter((line) => line.includes('outlived its lease'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ level: 50, orderId });

    // The admin's regeneration starts a new round, which is made.
    const regenerated = await context.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reports/${orderId}/regenerate`,
      headers: kit.auth(admin.token),
    });
    expect(regenerated.statusCode).toBe(200);
    expect(await context.app.reportJobs.runDue()).toBe(1);
    expect(await rowOf(orderId)).toMatchObject({ status: 'ready', attempts: 1 });
  });

  it('takes it up again while it has tries left', async () => {
    const orderId = await buy();
    await claimAndDie(orderId);
    expect(await context.app.reportJobs.runDue()).toBe(1);
    expect(await rowOf(orderId)).toMatchObject({ status: 'ready', attempts: 2, lastError: null });
  });
});

describe('a server whose Chromium hangs in the middle of a report', () => {
  let database: TestDatabase | undefined;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'report-shutdown-'));
    if (databaseKind === 'postgres') database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops within 10 s of SIGTERM and gives the report back untried', async () => {
    const standIn = hangingChromium({ hanging: true });
    const server = await startServerProcess({
      JWT_SECRET: 'report-shutdown-secret-that-is-long-enough',
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
      CHROMIUM_PATH: standIn.executablePath,
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    });
    let orderId = '';
    try {
      const call = async (url: string, body: object, token?: string) => {
        const response = await fetch(`${server.url}/api/v1${url}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
        const reply = (await response.json()) as Record<string, unknown>;
        expect(response.status, JSON.stringify(reply)).toBeLessThan(300);
        return reply;
      };
      const user = {
        name: 'Asha',
        email: 'asha.shutdown@example.com',
        password: 'asha password 1',
        location: 'Pune',
      };
      await call('/auth/register', user);
      const { token } = (await call('/auth/login', user)) as { token: string };
      const captured = (await call(
        '/razorpay/capturePayment',
        { amount: price, purpose: 'report', report },
        token,
      )) as { order: { id: string } };
      const paid = await call('/razorpay/simulated/pay', { order_id: captured.order.id }, token);
      const { success: _success, ...signed } = paid;
      const verified = (await call(
        '/razorpay/verifyPayment',
        { ...signed, purpose: 'report' },
        token,
      )) as { order: { _id: string } };
      orderId = verified.order._id;

      // The generator took it at once; Chromium froze at the print.
      await standIn.hung();
    } finally {
      const started = Date.now();
      const code = await server.stop('SIGTERM');
      const seconds = (Date.now() - started) / 1000;
      expect(code).toBe(0);
      expect(seconds).toBeLessThan(10);
    }
    // No browser is left behind.
    for (const pid of standIn.pids()) expect(isRunning(pid), `browser ${pid}`).toBe(false);
    standIn.remove();

    // The report waits for the next start, its interrupted try not counted.
    const opened = database ?? (await openPgliteDatabase({ dataDir: path.join(dataDir, 'db') }));
    try {
      const [row] = await opened.db
        .select()
        .from(reportOrders)
        .where(eq(reportOrders.orderId, orderId));
      expect(row).toMatchObject({ status: 'queued', attempts: 0, claimToken: null });
    } finally {
      if (!database) await opened.close();
    }
  }, 90_000);
});
