import type { Order } from '@app/contract/orders';
import type { ReportOrderInput } from '@app/contract/reports';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, reportOrders } from '../../../src/db/schema.ts';
import type { PdfRenderer } from '../../../src/modules/reports/pdf-renderer.ts';
import { resendReport } from '../../../src/modules/reports/reports.service.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import { type Buyer, paymentEnvironment, paymentKit } from '../payments/payment-test-kit.ts';

/**
 * The admin's "resend" (issue 29): idempotent however many ask at once, on the embedded database
 * and on PostgreSQL. While the report's last mail waits to be sent, a resend queues nothing; once
 * it is sent, one resend queues one mail, even when several arrive together.
 */
let context: TestApp;
const kit = paymentKit(() => context);

/** Prints no real PDF: these tests are about the mails. */
const renderer: PdfRenderer = {
  render: async () => ({ pdf: Buffer.from('%PDF-1.4\n% a stand-in\n%%EOF\n'), pages: 1 }),
  close: async () => {},
};

beforeAll(async () => {
  context = await createTestApp({
    environment: paymentEnvironment,
    dependencies: { pdfRenderer: renderer },
  });
});
afterAll(async () => {
  await context?.close();
});

const report: ReportOrderInput = {
  product: 'sade-sati-basic',
  language: 'en',
  chartStyle: 'north',
  email: 'resend.race@example.com',
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

async function buy(buyer: Buyer, email: string): Promise<Order> {
  const captured = await kit.capture(
    { amount: 299, purpose: 'report', report: { ...report, email } },
    buyer.token,
  );
  expect(captured.statusCode, captured.body).toBe(200);
  const paid = await kit.pay(json<{ order: { id: string } }>(captured).order.id);
  const verified = await kit.verify({ ...paid, purpose: 'report' }, buyer.token);
  expect(verified.statusCode, verified.body).toBe(200);
  return json<{ order: Order }>(verified).order;
}

const reportMails = (email: string) =>
  context.db
    .select({ id: outbox.id, sentAt: outbox.sentAt })
    .from(outbox)
    .where(and(eq(outbox.kind, 'report-delivery'), eq(outbox.toAddress, email)));

/** Marks every waiting mail to this address sent (as the outbox worker would). */
const sendAll = (email: string) =>
  context.db
    .update(outbox)
    .set({ sentAt: sql`now()` })
    .where(and(eq(outbox.toAddress, email), isNull(outbox.sentAt)));

describe('resending a report', () => {
  let admin: Buyer;
  let buyer: Buyer;
  beforeAll(async () => {
    admin = await kit.admin();
    buyer = await kit.buyer();
  });

  const resend = (orderId: string) =>
    context.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reports/${orderId}/resend`,
      headers: kit.auth(admin.token),
    });

  it('queues one mail for two clicks at once, and none while it waits', async () => {
    const email = 'resend.clicks@example.com';
    const order = await buy(buyer, email);
    expect(await context.app.reportJobs.runDue()).toBe(1);
    // The delivery mail waits: resending queues nothing.
    expect((await resend(order._id)).statusCode).toBe(200);
    expect(await reportMails(email)).toHaveLength(1);

    await sendAll(email);
    for (let round = 1; round <= 3; round += 1) {
      const replies = await Promise.all([resend(order._id), resend(order._id)]);
      for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
      const messages = replies.map((reply) => json<{ message: string }>(reply).message).sort();
      expect(messages[0]).toMatch(/already waiting/);
      expect(messages[1]).toMatch(/will be e-mailed again/);
      const mails = await reportMails(email);
      expect(mails, `round ${round}: one more mail`).toHaveLength(1 + round);
      const [row] = await context.db
        .select({ mailId: reportOrders.mailId })
        .from(reportOrders)
        .where(eq(reportOrders.orderId, order._id));
      const waiting = mails.filter((mail) => mail.sentAt === null);
      expect(waiting.map((mail) => mail.id)).toEqual([row?.mailId]);
      await sendAll(email);
    }
  });

  it('queues one mail for many resends at once from several callers', async () => {
    const email = 'resend.many@example.com';
    const order = await buy(buyer, email);
    expect(await context.app.reportJobs.runDue()).toBe(1);
    await sendAll(email);
    const options = { siteUrl: undefined, businessEmail: 'shop@example.com' };
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        resendReport(context.db, context.app.outbox, options, order._id),
      ),
    );
    const mails = await reportMails(email);
    expect(mails).toHaveLength(2);
    const queued = mails.find((mail) => mail.sentAt === null);
    // Every caller is told of the same waiting mail.
    expect(new Set(results.map((result) => result.mailId))).toEqual(new Set([queued?.id]));
  });
});
