import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, outbox, paymentOrders } from '../../../src/db/schema.ts';
import { firstFreeSlot } from '../../helpers/consultation-slots.ts';
import {
  createTestApp,
  json,
  registerAndLogIn,
  setRoleAndLogIn,
  type TestApp,
} from '../../helpers/test-app.ts';

/** Known secrets, so the test signs as Razorpay would (and forges with a wrong one). */
const keySecret = 'test-razorpay-key-secret-appointments-0123';
const webhookSecret = 'test-razorpay-webhook-secret-appointments-9876';
const hmac = (message: string, secret: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp({
    environment: {
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      BUSINESS_EMAIL: 'owner@shop.example',
    },
  });
});
afterAll(() => context.close());

let counter = 0;
/** A valid appointment form with an e-mail no other test uses. */
function form(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Kavya Iyer',
    phone: '+91 98450 11223',
    email: `kavya.${counter}@example.com`,
    address: '4 Brigade Road\nBengaluru',
    pin: '560001',
    location: 'domestic',
    package: 'couple',
    ...overrides,
  };
}

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
  context.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const capture = (payload: unknown) => inject('POST', '/razorpay/capturePayment', payload);

async function captureAppointment(addressData: Record<string, unknown>, amount: number) {
  // More than a day ahead, whatever the time of day the suite runs: both reminders (24 h and
  // 1 h before) are then queued with the booking.
  const slot = await firstFreeSlot(context.app, {
    package: String(addressData.package ?? 'regular'),
    minHoursAhead: 25,
  });
  const response = await capture({
    amount,
    purpose: 'appointment',
    addressData,
    slot: { start: slot.start },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ order: { id: string; amount: number; currency: string } }>(response).order;
}

/** The simulated Checkout's Pay: the result Checkout hands the page. */
async function pay(orderId: string) {
  const response = await inject('POST', '/razorpay/simulated/pay', { order_id: orderId });
  expect(response.statusCode, response.body).toBe(200);
  const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = json<{
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  }>(response);
  return { razorpay_payment_id, razorpay_order_id, razorpay_signature };
}

const verify = (result: object, addressData: object, total = 1500) =>
  inject('POST', '/razorpay/verifyPayment-appiment', {
    ...result,
    addressData,
    total,
    paymentInfo: { id: 'ignored', type: 'Razorpay', status: 'Paid' },
  });

const appointmentsOf = (gatewayOrderId: string) =>
  context.db.select().from(appointments).where(eq(appointments.gatewayOrderId, gatewayOrderId));

describe('capturePayment for an appointment', () => {
  it('prices the call from the location and stores the form as pending', async () => {
    const domestic = await captureAppointment(form(), 1500);
    expect(domestic).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 150000,
      currency: 'INR',
    });
    const international = await captureAppointment(form({ location: 'international' }), 3200);
    expect(international.amount).toBe(320000);

    const [pending] = await context.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, international.id));
    expect(pending).toMatchObject({
      purpose: 'appointment',
      status: 'created',
      amountPaise: 320000,
      userId: null,
      payload: expect.objectContaining({
        form: expect.objectContaining({ location: 'international', pin: '560001' }),
        slot: expect.objectContaining({ start: expect.any(String), end: expect.any(String) }),
      }),
    });
    expect(await appointmentsOf(international.id)).toEqual([]);
  });

  it('takes the location beside the form too, and refuses an amount that is not its price', async () => {
    const { location: _location, ...withoutLocation } = form();
    const beside = await capture({
      amount: 3200,
      purpose: 'appointment',
      addressData: withoutLocation,
      location: 'international',
      slot: { start: (await firstFreeSlot(context.app, { package: 'couple' })).start },
    });
    expect(json<{ order: { amount: number } }>(beside).order.amount).toBe(320000);

    const before = (await context.db.select().from(paymentOrders)).length;
    for (const [location, amount] of [
      ['domestic', 1],
      ['domestic', 3200],
      ['international', 1500],
    ] as const) {
      const response = await capture({
        amount,
        purpose: 'appointment',
        addressData: form({ location }),
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        success: false,
        message: expect.stringContaining('price'),
      });
    }
    expect((await context.db.select().from(paymentOrders)).length).toBe(before);
  });

  it.each([
    ['address', { address: '' }],
    ['address', { address: undefined }],
    ['pin', { pin: '   ' }],
    ['pin', { pin: undefined }],
    ['name', { name: '' }],
    ['phone', { phone: '' }],
    ['email', { email: '' }],
    ['location', { location: 'moon' }],
  ])('refuses a form without a valid %s (400, nothing stored)', async (_field, change) => {
    const before = (await context.db.select().from(paymentOrders)).length;
    const response = await capture({
      amount: 1500,
      purpose: 'appointment',
      addressData: form(change),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ success: false, message: expect.any(String) });
    expect((await context.db.select().from(paymentOrders)).length).toBe(before);
  });
});

describe('POST /api/v1/razorpay/verifyPayment-appiment', () => {
  it('books the appointment for a guest, from the server price, and queues both e-mails', async () => {
    const data = form({ location: 'international', package: 'urgent-couple' });
    const order = await captureAppointment(data, 3200);
    const result = await pay(order.id);
    // The body's total is not trusted: the location's price is stored.
    const response = await verify(result, data, 1);
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ message: string; appointment: { _id: string } }>(response);
    expect(body).toMatchObject({
      success: true,
      message: expect.stringContaining('booked'),
      manageKey: expect.any(String),
      appointment: {
        _id: expect.any(String),
        addressData: {
          name: data.name,
          phone: data.phone,
          email: data.email,
          address: data.address,
          pin: data.pin,
          location: 'international',
        },
        paymentInfo: { id: result.razorpay_payment_id, type: 'Razorpay', status: 'Paid' },
        total: 3200,
        status: 'Booked',
        package: 'urgent-couple',
        createdAt: expect.stringMatching(/Z$/),
        slot: { start: expect.stringMatching(/Z$/), end: expect.stringMatching(/Z$/) },
        mode: 'audio',
        refund: null,
        canCancel: true,
      },
    });

    const [stored] = await appointmentsOf(order.id);
    expect(stored).toMatchObject({
      totalPaise: 320000,
      status: 'Booked',
      package: 'urgent-couple',
    });
    const [paymentOrder] = await context.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, order.id));
    expect(paymentOrder).toMatchObject({ status: 'paid', paymentId: result.razorpay_payment_id });

    const mails = (await context.db.select().from(outbox)).filter((mail) =>
      mail.textBody.includes(body.appointment._id),
    );
    expect(mails.map((mail) => [mail.kind, mail.toAddress]).sort()).toEqual([
      ['appointment-confirmation', data.email],
      ['appointment-notification', 'owner@shop.example'],
      ['appointment-reminder-1h', data.email],
      ['appointment-reminder-24h', data.email],
    ]);
    for (const mail of mails) {
      expect(mail.textBody).toContain(data.name);
      if (!mail.kind.startsWith('appointment-reminder')) expect(mail.textBody).toContain('3,200');
    }
  });

  it('is idempotent: verifying again returns the same appointment and stores nothing new', async () => {
    const data = form();
    const order = await captureAppointment(data, 1500);
    const result = await pay(order.id);
    const first = json<{ appointment: { _id: string } }>(await verify(result, data));
    const again = await verify(result, data);
    expect(again.statusCode).toBe(200);
    expect(json<{ appointment: { _id: string } }>(again).appointment._id).toBe(
      first.appointment._id,
    );
    expect(await appointmentsOf(order.id)).toHaveLength(1);
    const mails = (await context.db.select().from(outbox)).filter((mail) =>
      mail.textBody.includes(first.appointment._id),
    );
    // The confirmation, the business's notice and the two reminders, once.
    expect(mails).toHaveLength(4);
  });

  it('creates exactly one appointment when verifications race', async () => {
    const data = form();
    const order = await captureAppointment(data, 1500);
    const result = await pay(order.id);
    const replies = await Promise.all(Array.from({ length: 5 }, () => verify(result, data)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(
      replies.map((reply) => json<{ appointment: { _id: string } }>(reply).appointment._id),
    );
    expect(ids.size).toBe(1);
    expect(await appointmentsOf(order.id)).toHaveLength(1);
  });

  it('refuses a bad signature and stores nothing', async () => {
    const data = form();
    const order = await captureAppointment(data, 1500);
    const result = await pay(order.id);
    for (const signature of [
      hmac(`${order.id}|${result.razorpay_payment_id}`, 'not-the-secret'),
      'f'.repeat(64),
      'short',
    ]) {
      const response = await verify({ ...result, razorpay_signature: signature }, data);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        success: false,
        message: expect.stringContaining('verification failed'),
      });
    }
    expect(await appointmentsOf(order.id)).toEqual([]);
  });

  it('refuses a payment whose amount is not the price of the location in the form', async () => {
    // A bare payment order (the specification's `{amount}`) for 1500, then an international form.
    const bare = await capture({ amount: 1500 });
    const orderId = json<{ order: { id: string } }>(bare).order.id;
    const result = await pay(orderId);
    const response = await verify(result, form({ location: 'international' }), 3200);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      success: false,
      message: expect.stringContaining('does not match'),
    });
    expect(await appointmentsOf(orderId)).toEqual([]);

    // The same order with a domestic form is a valid booking.
    const ok = await verify(result, form());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<{ appointment: { total: number } }>(ok).appointment.total).toBe(1500);
  });

  it('refuses a form that differs from the one paid for (another location)', async () => {
    const data = form();
    const order = await captureAppointment(data, 1500);
    const result = await pay(order.id);
    const response = await verify(result, { ...data, location: 'international' }, 3200);
    expect(response.statusCode).toBe(409);
    expect(await appointmentsOf(order.id)).toEqual([]);
  });

  it('refuses a form without address or PIN (400, nothing stored)', async () => {
    const data = form();
    const order = await captureAppointment(data, 1500);
    const result = await pay(order.id);
    for (const change of [{ address: '' }, { pin: '' }]) {
      const response = await verify(result, { ...data, ...change });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ success: false });
    }
    expect(await appointmentsOf(order.id)).toEqual([]);
  });
});

describe('the webhook completes an appointment the browser never verified', () => {
  const event = (orderId: string, paymentId: string, amount: number) =>
    JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount,
            currency: 'INR',
            status: 'captured',
            order_id: orderId,
          },
        },
      },
      created_at: 1_700_000_000,
    });
  const webhook = (body: string, signature: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: body,
    });

  it('books it once, however often the event arrives, and a later verification gets it', async () => {
    const data = form({ package: null });
    const order = await captureAppointment(data, 1500);
    const result = await pay(order.id);
    const body = event(order.id, result.razorpay_payment_id, 150000);

    const forged = await webhook(body, hmac(body, 'not-the-webhook-secret'));
    expect(forged.statusCode).toBe(400);
    expect(await appointmentsOf(order.id)).toEqual([]);

    for (let i = 0; i < 2; i += 1) {
      const response = await webhook(body, hmac(body, webhookSecret));
      expect(response.statusCode).toBe(200);
    }
    const stored = await appointmentsOf(order.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ totalPaise: 150000, package: null, email: data.email });
    const mails = (await context.db.select().from(outbox)).filter((mail) =>
      mail.textBody.includes(stored[0]?.id ?? '-'),
    );
    // The confirmation, the business's notice and the two reminders, once.
    expect(mails).toHaveLength(4);

    const late = await verify(result, data);
    expect(late.statusCode).toBe(200);
    expect(json<{ appointment: { _id: string } }>(late).appointment._id).toBe(stored[0]?.id);
  });
});

describe('the reconciler completes an appointment nobody reported', () => {
  it('books it once from the pending form, with both e-mails', async () => {
    const data = form({ location: 'international', package: 'regular' });
    const order = await captureAppointment(data, 3200);
    await pay(order.id);
    // Old enough that the browser has had its chance.
    await context.db
      .update(paymentOrders)
      .set({ createdAt: sql`now() - make_interval(mins => 5)`, checkedAt: null })
      .where(eq(paymentOrders.gatewayOrderId, order.id));
    expect((await context.app.payments.reconciler.runOnce())[order.id]).toBe('completed');
    const stored = await appointmentsOf(order.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      totalPaise: 320000,
      location: 'international',
      package: 'regular',
      email: data.email,
    });
    const mails = (await context.db.select().from(outbox)).filter((mail) =>
      mail.textBody.includes(stored[0]?.id ?? '-'),
    );
    // The confirmation, the business's notice and the two reminders, once.
    expect(mails).toHaveLength(4);
    // Nothing left to do on the next pass.
    expect((await context.app.payments.reconciler.runOnce())[order.id]).toBeUndefined();
    expect(await appointmentsOf(order.id)).toHaveLength(1);
  });
});

describe('GET /api/v1/order/getAll-appointment', () => {
  it('answers 401 to a visitor and 403 to a user', async () => {
    const visitor = await inject('GET', '/order/getAll-appointment');
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor)).toMatchObject({ success: false });
    const user = await registerAndLogIn(context.app);
    const asUser = await inject('GET', '/order/getAll-appointment', undefined, user.token);
    expect(asUser.statusCode).toBe(403);
  });

  it('lists every appointment, newest first, for an admin', async () => {
    const data = form({ name: 'Newest Caller' });
    const order = await captureAppointment(data, 1500);
    await verify(await pay(order.id), data);

    const admin = await registerAndLogIn(context.app, { name: 'Owner' });
    admin.token = await setRoleAndLogIn(context, admin, 'admin');
    const response = await inject('GET', '/order/getAll-appointment', undefined, admin.token);
    expect(response.statusCode).toBe(200);
    const body = json<{
      success: boolean;
      appointment: { createdAt: string; addressData: { name: string } }[];
    }>(response);
    expect(body.success).toBe(true);
    const stored = await context.db.select().from(appointments);
    expect(body.appointment).toHaveLength(stored.length);
    expect(body.appointment[0]?.addressData.name).toBe('Newest Caller');
    const times = body.appointment.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    // Pages (shared/API.md): one at a time, every appointment once, then nextCursor null.
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { appointment: { _id: string }[]; nextCursor: string | null } = json(
        await inject(
          'GET',
          `/order/getAll-appointment?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
          undefined,
          admin.token,
        ),
      );
      expect(page.appointment.length).toBeLessThanOrEqual(1);
      walked.push(...page.appointment.map((item) => item._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toHaveLength(stored.length);
    expect(new Set(walked).size).toBe(stored.length);
    // A search by name, in the database.
    const found = json<{ appointment: { addressData: { name: string } }[] }>(
      await inject('GET', '/order/getAll-appointment?q=newest%20caller', undefined, admin.token),
    );
    expect(found.appointment.map((item) => item.addressData.name)).toEqual(['Newest Caller']);
  });
});
