import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Order, OrderStatus } from '@app/contract/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, refunds, simulatedRefunds } from '../../../src/db/schema.ts';
import { firstFreeSlot } from '../../helpers/consultation-slots.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import {
  address,
  type Buyer,
  hmac,
  paymentEnvironment,
  paymentKit,
  webhookSecret,
} from '../payments/payment-test-kit.ts';

/**
 * An admin's money back for an order and the parcel's shipping (docs/decisions/040), through the
 * real path: the order paid through the simulated gateway, the refund recorded with the order's
 * row locked and sent to the gateway with its idempotency key, its state following the
 * gateway's events, the customer's mails in the outbox; Shipped with its courier and tracking
 * number; the packing slip printed by Chromium and read back with pdftotext.
 */

const run = promisify(execFile);
let context: TestApp;
const kit = paymentKit(() => context);
let buyer: Buyer;
let admin: Buyer;
let workDir: string;

beforeAll(async () => {
  context = await createTestApp({ environment: paymentEnvironment });
  [buyer, admin] = await Promise.all([kit.buyer(), kit.admin()]);
  workDir = mkdtempSync(path.join(tmpdir(), 'order-refunds-'));
});
afterAll(async () => {
  await context.close();
  rmSync(workDir, { recursive: true, force: true });
});

type RefundReply = {
  success: boolean;
  message: string;
  order: Order;
  refund: { status: string; amount: number; reason: string };
};

/** A paid order of a 3-faced (791) and a 5-faced (998) bead: 1789 rupees. */
async function placeOrder(
  items: { id: number; quantity?: number }[] = [{ id: 1 }, { id: 2 }],
  language: 'en' | 'hi' = 'en',
): Promise<Order> {
  const { id } = await kit.captureGemstones(buyer.token, items, undefined, language);
  const result = await kit.pay(id);
  const response = await kit.verify(kit.verifyBody(result, items), buyer.token);
  if (response.statusCode !== 200) throw new Error(response.body);
  return json<{ order: Order }>(response).order;
}

const setStatus = (orderId: string, status: OrderStatus) =>
  context.db.update(orders).set({ status }).where(eq(orders.id, orderId));

let keyCounter = 0;
function newKey() {
  keyCounter += 1;
  return `test-key-${process.pid}-${Date.now()}-${keyCounter}`;
}

function refund(
  orderId: string,
  body: { action: string; amount?: number; idempotencyKey?: string },
  options: { token?: string; header?: string; language?: 'hi' } = {},
) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v1/order/${orderId}/refund`,
    headers: {
      ...kit.auth(options.token ?? admin.token),
      ...(options.header ? { 'idempotency-key': options.header } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: body,
  });
}

const refundsOf = (orderId: string) =>
  context.db.select().from(refunds).where(eq(refunds.orderId, orderId));

async function gatewayRefundsOf(orderId: string) {
  const rows = await refundsOf(orderId);
  const ids = rows.flatMap((row) => (row.gatewayRefundId ? [row.gatewayRefundId] : []));
  const all = await context.db.select().from(simulatedRefunds);
  return all.filter((row) => ids.includes(row.id));
}

const mailsAbout = (orderId: string, kind: string) =>
  context.db
    .select()
    .from(outbox)
    .where(sql`${outbox.kind} = ${kind} and ${outbox.textBody} like ${`%${orderId}%`}`);

async function myOrder(orderId: string): Promise<Order> {
  const response = await kit.ordersOf(buyer.id, buyer.token);
  const found = json<{ order: Order[] }>(response).order.find((order) => order._id === orderId);
  if (!found) throw new Error(`order ${orderId} not in My Orders`);
  return found;
}

describe('POST /api/v1/order/:orderId/refund', () => {
  it('accepts a return with a full refund by default: Return, processed, mailed, shown to the customer', async () => {
    const order = await placeOrder();
    await setStatus(order._id, 'Cancel');
    const response = await refund(order._id, { action: 'accept-return', idempotencyKey: newKey() });
    expect(response.statusCode).toBe(200);
    const reply = json<RefundReply>(response);
    expect(reply.refund).toMatchObject({
      status: 'processed',
      amount: 1789,
      reason: 'return-accepted',
    });
    expect(reply.order.status).toBe('Return');
    expect(reply.order.refund).toEqual({ status: 'processed', amount: 1789 });
    expect(reply.message).toMatch(/₹1,789/);

    const rows = await refundsOf(order._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPaise: 178_900, status: 'processed' });
    const atGateway = await gatewayRefundsOf(order._id);
    expect(atGateway.map((row) => row.amountPaise)).toEqual([178_900]);

    const started = await mailsAbout(order._id, 'order-refund-started');
    expect(started).toHaveLength(1);
    expect(started[0]?.toAddress).toBe('meera.joshi@example.com');
    // In the language the order was bought in (English here; Hindi below), and only that.
    expect(started[0]?.textBody).toMatch(/refund of ₹1,789/);
    expect(started[0]?.textBody).not.toMatch(/रिफ़ंड/);
    expect(await mailsAbout(order._id, 'order-refund-processed')).toHaveLength(1);

    const seen = await myOrder(order._id);
    expect(seen.status).toBe('Return');
    expect(seen.refund).toEqual({ status: 'processed', amount: 1789 });
    expect(seen.refunds?.map((row) => row.amount)).toEqual([1789]);
  });

  it('refunds part, then up to the remainder, and refuses more than is left (409, nothing stored)', async () => {
    const order = await placeOrder();
    await setStatus(order._id, 'Delivered');
    const first = await refund(order._id, {
      action: 'refund',
      amount: 500.5,
      idempotencyKey: newKey(),
    });
    expect(first.statusCode).toBe(200);
    expect(json<RefundReply>(first).order).toMatchObject({
      status: 'Delivered',
      refund: { status: 'processed', amount: 500.5 },
    });

    const tooMuch = await refund(order._id, {
      action: 'refund',
      amount: 1288.51,
      idempotencyKey: newKey(),
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(json(tooMuch).message).toBe(
      'At most ₹1,288.50 can still be refunded for this order, not ₹1,288.51.',
    );
    const inHindi = await refund(
      order._id,
      { action: 'refund', amount: 5000, idempotencyKey: newKey() },
      { language: 'hi' },
    );
    expect(inHindi.statusCode).toBe(409);
    expect(json(inHindi).message).toMatch(/अधिकतम ₹1,288.50 रिफ़ंड/);
    expect(await refundsOf(order._id)).toHaveLength(1);

    // Without an amount: all that is left.
    const rest = await refund(order._id, { action: 'refund', idempotencyKey: newKey() });
    expect(rest.statusCode).toBe(200);
    expect(json<RefundReply>(rest).refund.amount).toBe(1288.5);
    expect(json<RefundReply>(rest).order.refund).toEqual({ status: 'processed', amount: 1789 });
    expect((await gatewayRefundsOf(order._id)).map((row) => row.amountPaise).sort()).toEqual([
      128_850, 50_050,
    ]);

    const nothingLeft = await refund(order._id, { action: 'refund', idempotencyKey: newKey() });
    expect(nothingLeft.statusCode).toBe(409);
    expect(json(nothingLeft).message).toBe(
      'Everything paid for this order has already been refunded.',
    );
  });

  it('refunds once per idempotency key: a repeat (body or header) answers the same refund', async () => {
    const order = await placeOrder([{ id: 2 }]);
    await setStatus(order._id, 'Cancel');
    const key = newKey();
    const [a, b] = await Promise.all([
      refund(order._id, { action: 'accept-return', amount: 300, idempotencyKey: key }),
      refund(order._id, { action: 'accept-return', amount: 300 }, { header: key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const again = await refund(order._id, {
      action: 'accept-return',
      amount: 300,
      idempotencyKey: key,
    });
    expect(again.statusCode).toBe(200);
    expect(json(again).message).toMatch(/already made/);
    expect(await refundsOf(order._id)).toHaveLength(1);
    expect(await gatewayRefundsOf(order._id)).toHaveLength(1);
    expect(await mailsAbout(order._id, 'order-refund-started')).toHaveLength(1);
    expect(json<RefundReply>(again).order.refund).toEqual({ status: 'processed', amount: 300 });
  });

  it('decides two different refunds at once by the order’s lock: together they never pass what was paid', async () => {
    const order = await placeOrder([{ id: 2 }]);
    const [a, b] = await Promise.all([
      refund(order._id, { action: 'refund', amount: 600, idempotencyKey: newKey() }),
      refund(order._id, { action: 'refund', amount: 600, idempotencyKey: newKey() }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await refundsOf(order._id);
    expect(rows.map((row) => row.amountPaise)).toEqual([60_000]);
  });

  it('cancels an order not yet shipped; refuses the actions its status does not allow', async () => {
    const order = await placeOrder([{ id: 1 }]);
    const notRequested = await refund(order._id, {
      action: 'accept-return',
      idempotencyKey: newKey(),
    });
    expect(notRequested.statusCode).toBe(409);
    expect(json(notRequested).message).toMatch(/this order is 'Processing'/);
    const cancelled = await refund(order._id, { action: 'cancel', idempotencyKey: newKey() });
    expect(cancelled.statusCode).toBe(200);
    expect(json<RefundReply>(cancelled).order).toMatchObject({
      status: 'Return',
      refund: { amount: 791 },
    });
    expect(json<RefundReply>(cancelled).refund.reason).toBe('business-cancelled');
    const again = await refund(order._id, { action: 'cancel', idempotencyKey: newKey() });
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad input with a clear message and changes nothing; only an admin may refund', async () => {
    const order = await placeOrder([{ id: 1 }]);
    const noKey = await refund(order._id, { action: 'refund' });
    expect(noKey.statusCode).toBe(400);
    expect(json(noKey).message).toMatch(/idempotency key/);
    const badAmount = await refund(order._id, {
      action: 'refund',
      amount: -5,
      idempotencyKey: newKey(),
    });
    expect(badAmount.statusCode).toBe(400);
    const fraction = await refund(
      order._id,
      { action: 'refund', amount: 1.234, idempotencyKey: newKey() },
      { language: 'hi' },
    );
    expect(fraction.statusCode).toBe(400);
    const badAction = await refund(order._id, { action: 'give-back', idempotencyKey: newKey() });
    expect(badAction.statusCode).toBe(400);
    const unknown = await refund('4b0c8f2e-1111-4222-8333-944455556666', {
      action: 'refund',
      idempotencyKey: newKey(),
    });
    expect(unknown.statusCode).toBe(404);
    const asCustomer = await refund(
      order._id,
      { action: 'refund', idempotencyKey: newKey() },
      { token: buyer.token },
    );
    expect(asCustomer.statusCode).toBe(403);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: `/api/v1/order/${order._id}/refund`,
      payload: { action: 'refund', idempotencyKey: newKey() },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await refundsOf(order._id)).toHaveLength(0);
  });
});

describe('refund.processed and refund.failed from the gateway', () => {
  /** Razorpay takes a refund as pending and settles it later with an event: so does this one. */
  async function withPendingGatewayRefunds<T>(work: () => Promise<T>): Promise<T> {
    await context.db.execute(
      sql`alter table simulated_refunds alter column status set default 'pending'`,
    );
    try {
      return await work();
    } finally {
      await context.db.execute(
        sql`alter table simulated_refunds alter column status set default 'processed'`,
      );
    }
  }

  function refundEvent(
    kind: 'refund.processed' | 'refund.failed',
    row: { gatewayRefundId: string | null; paymentId: string; amountPaise: number; id: string },
  ) {
    return JSON.stringify({
      entity: 'event',
      event: kind,
      contains: ['refund'],
      payload: {
        refund: {
          entity: {
            id: row.gatewayRefundId,
            payment_id: row.paymentId,
            amount: row.amountPaise,
            status: kind === 'refund.processed' ? 'processed' : 'failed',
            receipt: row.id,
          },
        },
      },
      created_at: 1_700_000_000,
    });
  }

  it('moves a pending refund to processed, mails the customer once, and ignores the event again', async () => {
    const order = await placeOrder([{ id: 2 }]);
    await setStatus(order._id, 'Cancel');
    const reply = await withPendingGatewayRefunds(() =>
      refund(order._id, { action: 'accept-return', amount: 400, idempotencyKey: newKey() }),
    );
    expect(json<RefundReply>(reply).refund.status).toBe('pending');
    expect((await myOrder(order._id)).refund).toEqual({ status: 'pending', amount: 400 });
    const [row] = await refundsOf(order._id);
    if (!row?.gatewayRefundId) throw new Error('the gateway did not take the refund');

    const body = refundEvent('refund.processed', row);
    const first = await kit.webhook(body, hmac(body, webhookSecret));
    expect(first.statusCode).toBe(200);
    expect((await myOrder(order._id)).refund).toEqual({ status: 'processed', amount: 400 });
    const processedMails = await mailsAbout(order._id, 'order-refund-processed');
    expect(processedMails).toHaveLength(1);
    expect(processedMails[0]?.textBody).toMatch(/₹400 for your order has been refunded/);

    const again = await kit.webhook(body, hmac(body, webhookSecret));
    expect(again.statusCode).toBe(200);
    expect(await mailsAbout(order._id, 'order-refund-processed')).toHaveLength(1);
  });

  it('a failed refund: the customer is told we are on it, the admin sees it to send by hand, and the amount may be refunded again', async () => {
    const order = await placeOrder([{ id: 2 }]);
    await setStatus(order._id, 'Cancel');
    await withPendingGatewayRefunds(() =>
      refund(order._id, { action: 'accept-return', idempotencyKey: newKey() }),
    );
    const [row] = await refundsOf(order._id);
    if (!row?.gatewayRefundId) throw new Error('the gateway did not take the refund');
    // The gateway fails it (a closed bank account, say) and tells us.
    await context.db
      .update(simulatedRefunds)
      .set({ status: 'failed' })
      .where(eq(simulatedRefunds.id, row.gatewayRefundId));
    const body = refundEvent('refund.failed', row);
    expect((await kit.webhook(body, hmac(body, webhookSecret))).statusCode).toBe(200);

    const seen = await myOrder(order._id);
    expect(seen.refund).toEqual({ status: 'failed', amount: 0 });
    const failedMails = await mailsAbout(order._id, 'order-refund-failed');
    expect(failedMails).toHaveLength(1);
    expect(failedMails[0]?.textBody).toMatch(/We have been told and are putting it right/);
    expect(failedMails[0]?.textBody).not.toMatch(/हम इसे ठीक कर रहे हैं/);

    const attention = await context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments/attention',
      headers: kit.auth(admin.token),
    });
    const listed = json<{ payments: { purpose: string; orderId?: string; amountPaise: number }[] }>(
      attention,
    ).payments.find((payment) => payment.orderId === order._id);
    expect(listed).toMatchObject({ purpose: 'refund', amountPaise: 99_800 });

    // A failed refund sent nothing: the whole amount may be refunded again.
    const retried = await refund(order._id, { action: 'refund', idempotencyKey: newKey() });
    expect(retried.statusCode).toBe(200);
    expect(json<RefundReply>(retried).order.refund).toEqual({ status: 'processed', amount: 998 });
  });
});

describe('Shipped with a courier and a tracking number', () => {
  const update = (orderId: string, body: object, language?: 'hi') =>
    context.app.inject({
      method: 'PUT',
      url: `/api/v1/order/update/${orderId}`,
      headers: { ...kit.auth(admin.token), ...(language ? { 'accept-language': language } : {}) },
      payload: body,
    });

  it('refuses Shipped without both, in both languages, and changes nothing', async () => {
    const order = await placeOrder([{ id: 1 }]);
    const none = await update(order._id, { newStatus: 'Shipped' });
    expect(none.statusCode).toBe(400);
    expect(json(none).message).toBe(
      'To mark the order Shipped, give the courier and the tracking number.',
    );
    const blank = await update(
      order._id,
      { newStatus: 'Shipped', courier: 'BlueDart', trackingNumber: '  ' },
      'hi',
    );
    expect(blank.statusCode).toBe(400);
    expect(json(blank).message).toMatch(/कूरियर का नाम और ट्रैकिंग नंबर दें/);
    const [row] = await context.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'Processing', courier: null, trackingNumber: null });
  });

  it('stores them, mails the customer once in the language of the purchase, and shows them in My Orders', async () => {
    const order = await placeOrder([{ id: 1 }], 'hi');
    const shipped = await update(order._id, {
      newStatus: 'Shipped',
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    expect(shipped.statusCode).toBe(200);
    expect(json<{ order: Order }>(shipped).order).toMatchObject({
      status: 'Shipped',
      shipment: { courier: 'India Post', trackingNumber: 'EE123456789IN' },
    });
    const again = await update(order._id, {
      newStatus: 'Shipped',
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    expect(again.statusCode).toBe(200);
    const mails = await mailsAbout(order._id, 'order-shipped');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toMatch(/कूरियर:\s+India Post/);
    expect(mails[0]?.textBody).toMatch(/ट्रैकिंग नंबर:\s+EE123456789IN/);
    expect(mails[0]?.textBody).toMatch(/रुद्राक्ष/);
    expect(mails[0]?.textBody).not.toMatch(/Tracking number/);
    const seen = await myOrder(order._id);
    expect(seen.shipment).toMatchObject({ courier: 'India Post', trackingNumber: 'EE123456789IN' });
  });
});

describe('GET /api/v1/order/:orderId/packing-slip.pdf', () => {
  it('is a PDF with the address and the items, without prices; admins only', async () => {
    const order = await placeOrder([{ id: 1 }, { id: 2, quantity: 2 }]);
    const asCustomer = await context.app.inject({
      method: 'GET',
      url: `/api/v1/order/${order._id}/packing-slip.pdf`,
      headers: kit.auth(buyer.token),
    });
    expect(asCustomer.statusCode).toBe(403);
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v1/order/${order._id}/packing-slip.pdf`,
      headers: kit.auth(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(workDir, `${order._id}.pdf`);
    writeFileSync(file, response.rawPayload);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    expect(stdout).toContain('Meera Joshi');
    expect(stdout).toContain('12 Assi Ghat');
    expect(stdout).toContain('221005');
    expect(stdout).toContain(order._id);
    expect(stdout).toMatch(/3 Mukhi/);
    expect(stdout).toMatch(/5 Mukhi/);
    expect(stdout).toContain('भेजने का पता');
    // No price: the order's id is random and may hold the digits of a price, so it is left out.
    expect(stdout.replaceAll(order._id, '')).not.toMatch(/₹|998|791/);
  }, 60_000);
});

describe('an admin cancels a booking and chooses the refund', () => {
  async function bookCall() {
    const booking = { ...address, location: 'domestic' };
    const captured = await kit.capture({
      amount: 1500,
      purpose: 'appointment',
      addressData: booking,
      slot: { start: (await firstFreeSlot(context.app)).start },
    });
    const paid = await kit.pay(json<{ order: { id: string } }>(captured).order.id);
    const booked = await context.app.inject({
      method: 'POST',
      url: '/api/v1/razorpay/verifyPayment-appiment',
      payload: { ...paid, addressData: booking },
    });
    const reply = json<{ appointment: { _id: string }; manageKey: string }>(booked);
    return { id: reply.appointment._id, key: reply.manageKey };
  }
  const cancel = (id: string, body: object | undefined, token: string) =>
    context.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${id}/cancel`,
      headers: kit.auth(token),
      ...(body ? { payload: body } : {}),
    });

  it('refunds the amount the admin chose, never more than was paid; the client cannot choose', async () => {
    const { id } = await bookCall();
    const tooMuch = await cancel(id, { amount: 1500.01 }, admin.token);
    expect(tooMuch.statusCode).toBe(400);
    expect(json(tooMuch).message).toBe('A refund can be at most what was paid (₹1,500).');
    const chosen = await cancel(id, { amount: 600 }, admin.token);
    expect(chosen.statusCode).toBe(200);
    expect(json(chosen)).toMatchObject({ refund: { status: 'processed', amount: 600 } });
    const again = await cancel(id, { amount: 1500 }, admin.token);
    expect(json(again)).toMatchObject({ refund: { amount: 600 } });
    const rows = await context.db.select().from(refunds).where(eq(refunds.appointmentId, id));
    expect(rows.map((row) => row.amountPaise)).toEqual([60_000]);

    const { id: other, key } = await bookCall();
    // The client, with the key from the booking mail: the policy decides, not the client.
    const byClient = await context.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${other}/cancel?key=${encodeURIComponent(key)}`,
      payload: { amount: 1500 },
    });
    expect(byClient.statusCode).toBe(403);
    expect(json(byClient).message).toMatch(/Only the astrologer can choose/);
    const nothing = await cancel(other, { amount: 0 }, admin.token);
    expect(json(nothing)).toMatchObject({ refund: { amount: 0 } });
    expect(
      await context.db.select().from(refunds).where(eq(refunds.appointmentId, other)),
    ).toHaveLength(0);
  });

  it('tells the client when the gateway settles the booking’s refund, once', async () => {
    const { id } = await bookCall();
    await context.db.execute(
      sql`alter table simulated_refunds alter column status set default 'pending'`,
    );
    try {
      expect((await cancel(id, { amount: 500 }, admin.token)).statusCode).toBe(200);
    } finally {
      await context.db.execute(
        sql`alter table simulated_refunds alter column status set default 'processed'`,
      );
    }
    const [row] = await context.db.select().from(refunds).where(eq(refunds.appointmentId, id));
    if (!row?.gatewayRefundId) throw new Error('the gateway did not take the refund');
    await context.db
      .update(simulatedRefunds)
      .set({ status: 'failed' })
      .where(eq(simulatedRefunds.id, row.gatewayRefundId));
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.failed',
      payload: {
        refund: {
          entity: {
            id: row.gatewayRefundId,
            payment_id: row.paymentId,
            amount: row.amountPaise,
            status: 'failed',
            receipt: row.id,
          },
        },
      },
    });
    for (let time = 0; time < 2; time += 1) {
      expect((await kit.webhook(body, hmac(body, webhookSecret))).statusCode).toBe(200);
    }
    const mails = await context.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.kind} = 'booking-refund-failed' and ${outbox.textBody} like ${`%${id}%`}`,
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(address.email);
    expect(mails[0]?.textBody).toMatch(/could not refund ₹500 for your consultation booking/);
  });
});
