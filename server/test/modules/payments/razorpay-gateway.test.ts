import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import type { Db } from '../../../src/db/database.ts';
import { orders, paymentOrders } from '../../../src/db/schema.ts';
import {
  createPaymentGateway,
  GatewayError,
} from '../../../src/modules/payments/payment-gateway.ts';
import { createRazorpayGateway } from '../../../src/modules/payments/razorpay-gateway.ts';
import { firstFreeSlot } from '../../helpers/consultation-slots.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import { address, hmac, paymentKit } from './payment-test-kit.ts';

/** Making a gateway reads no table: these tests need no database. */
const notQueried = {} as Db;

/**
 * A local stand-in for Razorpay's Orders and Payments API (https://razorpay.com/docs/api/orders),
 * answering as Razorpay does: Basic auth with the key id and secret, amounts in paise, errors as
 * `{error: {code, description}}`. The real API cannot be reached from the test machines.
 */
const keyId = 'rzp_test_StubKey12345';
const keySecret = 'stub-razorpay-key-secret-abcdefghij';

type StubRequest = {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
  idempotencyKey?: string | undefined;
};
type StubRefund = {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: string;
};
const stub = {
  server: undefined as Server | undefined,
  url: '',
  requests: [] as StubRequest[],
  orders: new Map<string, { id: string; amount: number; currency: string; receipt: string }>(),
  payments: new Map<string, object[]>(),
  /** Refunds by id, and by the idempotency key of the request that made each. */
  refunds: new Map<string, StubRefund>(),
  refundsByKey: new Map<string, StubRefund>(),
  failNext: undefined as number | undefined,
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const body = raw ? JSON.parse(raw) : undefined;
    stub.requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body,
      idempotencyKey: request.headers['x-refund-idempotency'] as string | undefined,
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return send(401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
    if (stub.failNext) {
      const status = stub.failNext;
      stub.failNext = undefined;
      return send(status, {
        error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' },
      });
    }
    if (request.method === 'POST' && request.url === '/v1/orders') {
      const id = `order_${randomBytes(7).toString('hex')}`;
      const order = { id, amount: body.amount, currency: body.currency, receipt: body.receipt };
      stub.orders.set(id, order);
      return send(200, {
        ...order,
        entity: 'order',
        amount_paid: 0,
        amount_due: body.amount,
        status: 'created',
        attempts: 0,
        notes: body.notes,
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    const payments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(request.url ?? '');
    if (request.method === 'GET' && payments?.[1] && stub.orders.has(payments[1])) {
      const items = stub.payments.get(payments[1]) ?? [];
      return send(200, { entity: 'collection', count: items.length, items });
    }
    // Refunds (https://razorpay.com/docs/api/refunds): created once per idempotency key, pending
    // until Razorpay processes them (the test sends the webhook event), never more than paid.
    const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
    const paidFor = (paymentId: string) =>
      [...stub.payments.values()]
        .flat()
        .find((item) => (item as { id: string }).id === paymentId) as
        | { id: string; amount: number; currency: string; status: string }
        | undefined;
    if (request.method === 'POST' && refundOf?.[1]) {
      const key = request.headers['x-refund-idempotency'] as string | undefined;
      const again = key ? stub.refundsByKey.get(key) : undefined;
      if (again) return send(200, again);
      const paid = paidFor(refundOf[1]);
      const refunded = [...stub.refunds.values()]
        .filter((refund) => refund.payment_id === refundOf[1])
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = body?.amount ?? (paid ? paid.amount - refunded : 0);
      if (paid?.status !== 'captured' || amount > paid.amount - refunded) {
        return send(400, {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'The refund amount provided is greater than amount captured',
          },
        });
      }
      const refund: StubRefund = {
        id: `rfnd_${randomBytes(7).toString('hex')}`,
        entity: 'refund',
        payment_id: paid.id,
        amount,
        currency: paid.currency,
        receipt: body?.receipt ?? null,
        notes: body?.notes ?? {},
        status: 'pending',
      };
      stub.refunds.set(refund.id, refund);
      if (key) stub.refundsByKey.set(key, refund);
      return send(200, refund);
    }
    const fetchRefund = /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && fetchRefund?.[2]) {
      const refund = stub.refunds.get(fetchRefund[2]);
      if (refund && refund.payment_id === fetchRefund[1]) return send(200, refund);
    }
    const payment = /^\/v1\/payments\/([^/]+)(\/capture)?$/.exec(request.url ?? '');
    const found = [...stub.payments.values()]
      .flat()
      .find((item) => (item as { id: string }).id === payment?.[1]) as
      | { id: string; amount: number; currency: string; status: string }
      | undefined;
    if (request.method === 'GET' && payment && !payment[2] && found) return send(200, found);
    if (request.method === 'POST' && payment?.[2] && found) {
      // As Razorpay: only an authorized payment, for exactly its amount and currency.
      if (found.status !== 'authorized' || body?.amount !== found.amount) {
        return send(400, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'This payment cannot be captured' },
        });
      }
      found.status = 'captured';
      return send(200, found);
    }
    return send(400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    });
  });
  stub.server = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => stub.server?.close(() => resolve())));
beforeEach(() => {
  stub.requests = [];
});

/** A payment as Razorpay's API lists it. */
function stubPayment(orderId: string, amount: number, status: string) {
  const id = `pay_${randomBytes(7).toString('hex')}`;
  const list = stub.payments.get(orderId) ?? [];
  list.push({
    id,
    entity: 'payment',
    amount,
    currency: 'INR',
    status,
    order_id: orderId,
    method: 'card',
  });
  stub.payments.set(orderId, list);
  return id;
}

describe('the Razorpay gateway (SDK against a local stand-in)', () => {
  const gateway = () => createRazorpayGateway({ keyId, keySecret, apiUrl: stub.url });

  it('creates an order with the amount in paise, the receipt and notes, authenticated with the keys', async () => {
    const order = await gateway().createOrder({
      amountPaise: 99_800,
      currency: 'INR',
      receipt: 'receipt-1',
      notes: { purpose: 'gemstone' },
    });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amountPaise: 99_800,
      currency: 'INR',
    });
    expect(stub.requests).toEqual([
      {
        method: 'POST',
        url: '/v1/orders',
        authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
        body: {
          amount: 99_800,
          currency: 'INR',
          receipt: 'receipt-1',
          notes: { purpose: 'gemstone' },
        },
      },
    ]);
  });

  it('lists the payments of an order', async () => {
    const order = await gateway().createOrder({
      amountPaise: 79_100,
      currency: 'INR',
      receipt: 'r',
      notes: {},
    });
    const failed = stubPayment(order.id, 79_100, 'failed');
    const captured = stubPayment(order.id, 79_100, 'captured');
    expect(await gateway().fetchOrderPayments(order.id)).toEqual([
      { id: failed, orderId: order.id, amountPaise: 79_100, currency: 'INR', status: 'failed' },
      { id: captured, orderId: order.id, amountPaise: 79_100, currency: 'INR', status: 'captured' },
    ]);
  });

  it('turns Razorpay errors and an unreachable API into a GatewayError', async () => {
    const wrongKey = createRazorpayGateway({ keyId, keySecret: 'wrong', apiUrl: stub.url });
    const refused = wrongKey.createOrder({
      amountPaise: 100,
      currency: 'INR',
      receipt: 'r',
      notes: {},
    });
    await expect(refused).rejects.toBeInstanceOf(GatewayError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 401,
      message: expect.stringMatching(/Authentication failed/),
    });

    const nowhere = createRazorpayGateway({ keyId, keySecret, apiUrl: 'http://127.0.0.1:9' });
    await expect(nowhere.fetchOrderPayments('order_x')).rejects.toThrow(/no answer from the API/);
  });
});

describe("refunds at Razorpay (the SDK's HTTP client against the stand-in)", () => {
  const gateway = () => createRazorpayGateway({ keyId, keySecret, apiUrl: stub.url });

  it('sends a refund with its idempotency header: the same key again is the same refund', async () => {
    const order = await gateway().createOrder({
      amountPaise: 150_000,
      currency: 'INR',
      receipt: 'r',
      notes: {},
    });
    const paymentId = stubPayment(order.id, 150_000, 'captured');
    const request = {
      paymentId,
      amountPaise: 50_000,
      idempotencyKey: 'a7d1f8f0-3c1e-4a55-9a7e-2b0f6e2f9c11',
      receipt: 'a7d1f8f0-3c1e-4a55-9a7e-2b0f6e2f9c11',
      notes: { reason: 'customer-cancelled' },
    };
    const first = await gateway().refundPayment(request);
    expect(first).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      paymentId,
      amountPaise: 50_000,
      status: 'pending',
    });
    expect(stub.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v1/payments/${paymentId}/refund`,
      idempotencyKey: request.idempotencyKey,
      body: { amount: 50_000, speed: 'normal', receipt: request.receipt, notes: request.notes },
    });
    // A retry after a lost answer: the same refund, not a second one.
    expect(await gateway().refundPayment(request)).toEqual(first);
    expect(
      [...stub.refunds.values()].filter((refund) => refund.payment_id === paymentId),
    ).toHaveLength(1);
    expect(await gateway().fetchRefund(paymentId, first.id)).toEqual(first);
    // More than is left of the payment is refused (a GatewayError with the status).
    const refused = gateway().refundPayment({
      ...request,
      amountPaise: 150_000,
      idempotencyKey: 'b7d1f8f0-3c1e-4a55-9a7e-2b0f6e2f9c11',
    });
    await expect(refused).rejects.toBeInstanceOf(GatewayError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('the app with Razorpay keys', () => {
  let context: TestApp;
  beforeAll(async () => {
    context = await createTestApp({
      environment: {
        RAZORPAY_KEY_ID: keyId,
        RAZORPAY_KEY_SECRET: keySecret,
        RAZORPAY_WEBHOOK_SECRET: 'stub-webhook-secret-0123456789',
        RAZORPAY_API_URL: stub.url,
      },
    });
  });
  afterAll(() => context.close());
  const kit = paymentKit(() => context);

  it('makes payment orders at Razorpay and tells the browser to use Razorpay Checkout', async () => {
    const buyer = await kit.buyer();
    const response = await kit.capture(
      { amount: 998, purpose: 'gemstone', items: [{ id: 2 }], addressData: address },
      buyer.token,
    );
    expect(response.statusCode).toBe(200);
    const body = json<{ order: { id: string } }>(response);
    expect(body).toMatchObject({
      order: { amount: 99_800, currency: 'INR' },
      checkout: { gateway: 'razorpay', keyId, name: 'Shubh Jyotish' },
    });
    expect(stub.orders.has(body.order.id)).toBe(true);
    const [stored] = await context.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, body.order.id));
    expect(stored).toMatchObject({ gateway: 'razorpay', amountPaise: 99_800 });
    expect(stub.requests[0]?.body).toMatchObject({ receipt: stored?.id });
  });

  it('verifies a Checkout result signed with the key secret', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const paymentId = stubPayment(id, 99_800, 'captured');
    const response = await kit.verify(
      kit.verifyBody({
        razorpay_order_id: id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmac(`${id}|${paymentId}`, keySecret),
      }),
      buyer.token,
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      order: { paymentInfo: { id: paymentId, type: 'Razorpay', status: 'Paid' } },
    });
  });

  it('asks Razorpay about the payment before recording it, and captures an authorized one', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const paymentId = stubPayment(id, 99_800, 'authorized');
    const body = kit.verifyBody({
      razorpay_order_id: id,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(`${id}|${paymentId}`, keySecret),
    });
    const response = await kit.verify(body, buyer.token);
    expect(response.statusCode).toBe(200);
    expect(stub.requests.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `GET /v1/payments/${paymentId}`,
        `POST /v1/payments/${paymentId}/capture`,
      ]),
    );
    expect(stub.requests.find((r) => r.url.endsWith('/capture'))?.body).toMatchObject({
      amount: 99_800,
      currency: 'INR',
    });
    // Asked again, it answers from what is recorded.
    stub.requests = [];
    expect((await kit.verify(body, buyer.token)).statusCode).toBe(200);
    expect(stub.requests).toEqual([]);
  });

  it('records nothing when Razorpay says the payment failed, is of another order or amount, or is unknown', async () => {
    const buyer = await kit.buyer();
    const attempt = async (make: (orderId: string) => string) => {
      const { id } = await kit.captureGemstones(buyer.token);
      const paymentId = make(id);
      const response = await kit.verify(
        kit.verifyBody({
          razorpay_order_id: id,
          razorpay_payment_id: paymentId,
          // A genuine signature: only Razorpay's own record can refuse these.
          razorpay_signature: hmac(`${id}|${paymentId}`, keySecret),
        }),
        buyer.token,
      );
      const recorded = await context.db.select().from(orders).where(eq(orders.gatewayOrderId, id));
      return { statusCode: response.statusCode, message: json(response).message, recorded };
    };
    const otherOrder = await kit.captureGemstones(buyer.token);
    for (const make of [
      (orderId: string) => stubPayment(orderId, 99_800, 'failed'),
      (orderId: string) => stubPayment(orderId, 100, 'captured'),
      () => stubPayment(otherOrder.id, 99_800, 'captured'),
      () => 'pay_NotKnownAtAll1',
    ]) {
      const outcome = await attempt(make);
      expect(outcome.statusCode).toBe(400);
      expect(outcome.message).toMatch(/^Payment verification failed/);
      expect(outcome.recorded).toEqual([]);
    }
  });

  it('answers 502 and records nothing when Razorpay cannot confirm the payment', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const paymentId = stubPayment(id, 99_800, 'captured');
    stub.failNext = 503;
    const response = await kit.verify(
      kit.verifyBody({
        razorpay_order_id: id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmac(`${id}|${paymentId}`, keySecret),
      }),
      buyer.token,
    );
    expect(response.statusCode).toBe(502);
    expect(json(response).message).toMatch(/do not pay again/);
    expect(await context.db.select().from(orders).where(eq(orders.gatewayOrderId, id))).toEqual([]);
  });

  it('refunds a cancelled consultation at Razorpay, and follows its refund.processed and refund.failed events', async () => {
    const webhook = (event: object) => {
      const body = JSON.stringify(event);
      return context.app.inject({
        method: 'POST',
        url: '/api/v1/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(body, 'stub-webhook-secret-0123456789'),
        },
        payload: body,
      });
    };
    const bookOne = async (email: string) => {
      const addressData = {
        name: 'Kavya Iyer',
        phone: '+91 98450 11223',
        email,
        address: '4 Brigade Road, Bengaluru',
        pin: '560001',
        location: 'domestic',
        package: 'regular',
      };
      // More than a day ahead: the customer's cancellation refunds in full whatever the hour.
      const slot = await firstFreeSlot(context.app, { minHoursAhead: 30 });
      const captured = await kit.capture({
        amount: 1500,
        purpose: 'appointment',
        addressData,
        slot: { start: slot.start },
      });
      const orderId = json<{ order: { id: string } }>(captured).order.id;
      const paymentId = stubPayment(orderId, 150_000, 'captured');
      const verified = await context.app.inject({
        method: 'POST',
        url: '/api/v1/razorpay/verifyPayment-appiment',
        payload: {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: hmac(`${orderId}|${paymentId}`, keySecret),
          addressData,
        },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      return json<{ appointment: { _id: string }; manageKey: string }>(verified);
    };
    const readRefund = async (booking: { appointment: { _id: string }; manageKey: string }) =>
      json<{ appointment: { refund: { status: string; amount: number } | null } }>(
        await context.app.inject({
          method: 'GET',
          url: `/api/v1/appointments/${booking.appointment._id}?key=${booking.manageKey}`,
        }),
      ).appointment.refund;

    const processed = await bookOne('refund.processed@example.com');
    const cancelled = await context.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${processed.appointment._id}/cancel?key=${processed.manageKey}`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json<{ refund: object }>(cancelled).refund).toEqual({ status: 'pending', amount: 1500 });
    const [sent] = [...stub.refunds.values()].filter(
      (refund) => refund.notes.appointment === processed.appointment._id,
    );
    expect(sent).toMatchObject({ amount: 150_000, status: 'pending' });
    // Razorpay processes it and says so.
    const event = (name: string, refund: StubRefund) => ({
      event: name,
      payload: { refund: { entity: { ...refund, status: name.split('.')[1] } } },
    });
    expect((await webhook(event('refund.processed', sent as StubRefund))).statusCode).toBe(200);
    expect(await readRefund(processed)).toMatchObject({ status: 'processed', amount: 1500 });
    // Delivered twice: nothing changes.
    expect((await webhook(event('refund.processed', sent as StubRefund))).statusCode).toBe(200);

    const failed = await bookOne('refund.failed@example.com');
    await context.app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${failed.appointment._id}/cancel?key=${failed.manageKey}`,
    });
    const [failing] = [...stub.refunds.values()].filter(
      (refund) => refund.notes.appointment === failed.appointment._id,
    );
    expect((await webhook(event('refund.failed', failing as StubRefund))).statusCode).toBe(200);
    expect(await readRefund(failed)).toMatchObject({ status: 'failed' });
    // A late "processed" for a failed refund does not undo what a person must now look at.
    await webhook(event('refund.processed', failing as StubRefund));
    expect(await readRefund(failed)).toMatchObject({ status: 'failed' });
    // The admin sees it with the payments that need a person.
    const admin = await kit.admin();
    const attention = await context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments/attention',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(json<{ payments: object[] }>(attention).payments).toContainEqual(
      expect.objectContaining({
        purpose: 'refund',
        amountPaise: 150_000,
        buyerEmail: 'refund.failed@example.com',
        reason: expect.stringMatching(/^Refund failed/),
      }),
    );
  });

  it('has no simulated Pay endpoint', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/razorpay/simulated/pay',
      payload: { order_id: 'order_x' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 502 when Razorpay fails, and stores nothing', async () => {
    const buyer = await kit.buyer();
    const before = await context.db.select({ n: sql<number>`count(*)::int` }).from(paymentOrders);
    stub.failNext = 500;
    const response = await kit.capture({ amount: 791 }, buyer.token);
    expect(response.statusCode).toBe(502);
    expect(json(response).message).toMatch(/could not be started/);
    const after = await context.db.select({ n: sql<number>`count(*)::int` }).from(paymentOrders);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('reconciles: asks Razorpay for the payments and completes the captured one', async () => {
    const buyer = await kit.buyer();
    const paid = await kit.captureGemstones(buyer.token);
    const unpaid = await kit.captureGemstones(buyer.token);
    const paymentId = stubPayment(paid.id, 99_800, 'captured');
    stubPayment(unpaid.id, 99_800, 'failed');
    await context.db
      .update(paymentOrders)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(sql`${paymentOrders.gatewayOrderId} in (${paid.id}, ${unpaid.id})`);
    const results = await context.app.payments.reconciler.runOnce();
    expect(results[paid.id]).toBe('completed');
    expect(results[unpaid.id]).toBe('unpaid');
    const [order] = await context.db
      .select()
      .from(orders)
      .where(eq(orders.gatewayOrderId, paid.id));
    expect(order).toMatchObject({ paymentId, userId: buyer.id });
    expect(stub.requests.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `GET /v1/orders/${paid.id}/payments`,
        `GET /v1/orders/${unpaid.id}/payments`,
      ]),
    );
  });

  it('keeps a pending order for a later pass when Razorpay cannot be reached', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    await context.db
      .update(paymentOrders)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(paymentOrders.gatewayOrderId, id));
    stub.failNext = 503;
    const results = await context.app.payments.reconciler.runOnce();
    expect(results[id]).toBe('error');
    const [row] = await context.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, id));
    expect(row?.status).toBe('created');
  });
});

describe('choosing the gateway', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'gateway-test-'));

  it('uses Razorpay with both keys, else the simulator', () => {
    const withKeys = loadConfig({
      DATA_DIR: dataDir(),
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
    });
    expect(createPaymentGateway(withKeys, notQueried)).toMatchObject({
      kind: 'razorpay',
      keyId,
      keySecret,
    });
    const onlyId = loadConfig({ DATA_DIR: dataDir(), RAZORPAY_KEY_ID: keyId });
    expect(createPaymentGateway(onlyId, notQueried).kind).toBe('simulated');
  });

  it('gives the simulator a random secret kept in the data folder (mode 0600) when none is set', () => {
    const folder = dataDir();
    const config = loadConfig({ DATA_DIR: folder });
    const first = createPaymentGateway(config, notQueried);
    const file = path.join(folder, 'payment-simulator-secret');
    expect(first.keySecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.keySecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(createPaymentGateway(config, notQueried).keySecret).toBe(first.keySecret);
    expect(
      createPaymentGateway(
        loadConfig({ DATA_DIR: folder, RAZORPAY_KEY_SECRET: 'given' }),
        notQueried,
      ).keySecret,
    ).toBe('given');
  });

  it('refuses to start in production without Razorpay keys', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: dataDir(),
      SELLER_LEGAL_NAME: 'Shubh Jyotish Private Limited',
      SELLER_ADDRESS: '12 Lodhi Road, New Delhi 110003',
    };
    expect(() => loadConfig(production)).toThrow(
      /RAZORPAY_KEY_ID: is required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...production, RAZORPAY_KEY_ID: keyId })).toThrow(
      /RAZORPAY_KEY_SECRET: is required/,
    );
    expect(
      loadConfig({ ...production, RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret }).razorpay
        .gateway,
    ).toBe('razorpay');
  });
});
