import { createHash } from 'node:crypto';
import type { AccountExport } from '@app/contract/account';
import type { ReportOrderInput } from '@app/contract/reports';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  consents,
  consultationReservations,
  contactMessages,
  contactReplies,
  orderItems,
  orders,
  outbox,
  paymentOrders,
  reportOrders,
  reportPdfs,
  users,
} from '../../../src/db/schema.ts';
import type { PdfRenderer } from '../../../src/modules/reports/pdf-renderer.ts';
import { firstFreeSlot } from '../../helpers/consultation-slots.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import { paymentEnvironment, paymentKit } from '../payments/payment-test-kit.ts';
import { type Account, accountKit } from './account-test-kit.ts';

/**
 * The person's data (issue 33, docs/decisions/038): the export holds everything kept about the
 * account, and the deletion leaves nothing of the person in any table and column of the
 * database (read back here, every row of every table), while paid orders and bookings stay for
 * the tax records without the person. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */

/** Monday 5 April 2027, 00:00 UTC: the consultation slots are counted from the test's clock. */
const clock = { now: Date.parse('2027-04-05T00:00:00Z') };
const dayMs = 86_400_000;

/** Prints no real PDF: the report's generation is not what is tested here. */
const renderer: PdfRenderer = {
  render: async () => ({ pdf: Buffer.from('%PDF-1.4\n% Kestrel stand-in\n%%EOF\n'), pages: 1 }),
  close: async () => {},
};

let context: TestApp;
const kit = accountKit(() => context);
const pay = paymentKit(() => context);

beforeAll(async () => {
  context = await createTestApp({
    environment: { ...paymentEnvironment, SITE_URL: 'https://shubh.example' },
    dependencies: { now: () => new Date(clock.now), pdfRenderer: renderer },
  });
});
afterAll(() => context.close());

/** Every word below belongs to the person whose account is deleted; none may remain. */
const marker = 'Kestrel';
const stamp = Date.now();
const victimEmail = `zorawar.${stamp}@privacy.example`;
const phones = ['+91 98111 40404', '+91 98111 40405', '+91 98111 40406'];
const birthDates = ['1991-07-19', '1990-01-23', '1962-03-14', '2019-10-02', '1993-12-05'];

const shipping = {
  name: `Zorawar ${marker}by`,
  phone: phones[1],
  email: victimEmail,
  address: `42 ${marker} Lane\nSonipat, Haryana`,
  pin: '131001',
};
const reportOrder = (name: string, place: string, date: string): ReportOrderInput => ({
  product: 'sade-sati-basic',
  language: 'en',
  chartStyle: 'north',
  email: victimEmail,
  people: [
    {
      name,
      date,
      time: '07:07',
      placeName: place,
      lat: 29.9695,
      lon: 76.8783,
      zone: 'Asia/Kolkata',
    },
  ],
});
const appointmentForm = {
  name: `Zorawar ${marker}by`,
  phone: phones[2],
  email: victimEmail,
  address: `9 ${marker} Marg, Rohtak`,
  pin: '124001',
  location: 'domestic',
  package: 'regular',
  mode: 'video',
  questions: `A ${marker} question about my career`,
  birth: {
    date: birthDates[1],
    time: '23:11',
    placeName: `Panipat ${marker}pur`,
    lat: 29.3909,
    lon: 76.9635,
    zone: 'Asia/Kolkata',
  },
};
const savedPerson = (name: string, date: string) => ({
  name,
  relation: 'parent',
  date,
  time: '05:20',
  placeName: `Hisar ${marker}abad`,
  lat: 29.1492,
  lon: 75.7217,
  zone: 'Asia/Kolkata',
  consent: true,
});

let victim: Account;
let control: Account;
let adminToken: string;
const ids = {
  gemstoneOrder: '',
  reportOrder: '',
  appointment: '',
  draftGatewayOrderId: '',
  withdrawnConsent: '',
  keptConsent: '',
  contactMessage: '',
};

async function buyGemstone(account: Account, address: typeof shipping) {
  const captured = await pay.capture(
    { amount: 998, purpose: 'gemstone', items: [{ id: 2 }], addressData: address },
    account.token,
  );
  expect(captured.statusCode, captured.body).toBe(200);
  const paid = await pay.pay(json<{ order: { id: string } }>(captured).order.id);
  const verified = await pay.verify(
    pay.verifyBody(paid, { id: 2 }, { addressData: address }),
    account.token,
  );
  expect(verified.statusCode, verified.body).toBe(200);
  return json<{ order: { _id: string } }>(verified).order._id;
}

async function buyReport(account: Account, report: ReportOrderInput) {
  const captured = await pay.capture({ amount: 299, purpose: 'report', report }, account.token);
  expect(captured.statusCode, captured.body).toBe(200);
  const paid = await pay.pay(json<{ order: { id: string } }>(captured).order.id);
  const verified = await pay.verify({ ...paid, purpose: 'report' }, account.token);
  expect(verified.statusCode, verified.body).toBe(200);
  return json<{ order: { _id: string } }>(verified).order._id;
}

async function bookCall(account: Account) {
  const slot = await firstFreeSlot(context.app, { mode: 'video' });
  const captured = await pay.capture(
    {
      amount: 1500,
      purpose: 'appointment',
      addressData: appointmentForm,
      slot: { start: slot.start },
    },
    account.token,
  );
  expect(captured.statusCode, captured.body).toBe(200);
  const paid = await pay.pay(json<{ order: { id: string } }>(captured).order.id);
  const verified = await context.app.inject({
    method: 'POST',
    url: '/api/v1/razorpay/verifyPayment-appiment',
    payload: { ...paid, addressData: appointmentForm },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return json<{ appointment: { _id: string } }>(verified).appointment._id;
}

beforeAll(async () => {
  adminToken = (await pay.admin()).token;
  victim = await kit.account({ name: `Zorawar ${marker}by`, email: victimEmail });
  control = await kit.account({ name: 'Control Customer' });

  await kit.call('PUT', '/auth/me', {
    token: victim.token,
    payload: { name: `Zorawar ${marker}by`, phone: phones[0], location: `Sonipat ${marker}` },
  });
  // Two saved people, one of them withdrawn again.
  const kept = json<{ person: { consent: { _id: string } } }>(
    await kit.call('POST', '/account/people', {
      token: victim.token,
      payload: savedPerson(`Meher ${marker}by`, birthDates[2] as string),
    }),
  ).person;
  const withdrawn = json<{ person: { consent: { _id: string } } }>(
    await kit.call('POST', '/account/people', {
      token: victim.token,
      payload: savedPerson(`Ivaan ${marker}by`, birthDates[3] as string),
    }),
  ).person;
  ids.keptConsent = kept.consent._id;
  ids.withdrawnConsent = withdrawn.consent._id;
  await kit.call('DELETE', `/account/consents/${withdrawn.consent._id}`, { token: victim.token });

  // A message sent signed in.
  const sent = await kit.call('POST', '/contact/create', {
    token: victim.token,
    payload: {
      name: `Zorawar ${marker}by`,
      email: victimEmail,
      contact: phones[0],
      message: `A ${marker} note for the astrologer`,
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  // The shop's answer from the inbox (issue 34): the person's data too.
  ids.contactMessage = json<{ data: { _id: string } }>(sent).data._id;
  const answered = await context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/messages/${ids.contactMessage}/reply`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { body: `Dear ${marker}by, we will call you.`, idempotencyKey: crypto.randomUUID() },
  });
  expect(answered.statusCode, answered.body).toBe(201);

  ids.gemstoneOrder = await buyGemstone(victim, shipping);
  ids.reportOrder = await buyReport(
    victim,
    reportOrder(`Inaya ${marker}by`, `Kurukshetra ${marker}gram`, birthDates[0] as string),
  );
  expect(await context.app.reportJobs.runDue()).toBeGreaterThan(0);
  ids.appointment = await bookCall(victim);
  // The astrologer's notes and summary are about the person too.
  await context.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/appointments/${ids.appointment}`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { notes: `${marker}: prefers Hindi` },
  });
  await context.app.inject({
    method: 'POST',
    url: `/api/v1/admin/appointments/${ids.appointment}/summary`,
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { text: `${marker} summary of the call` },
  });
  // A report started and never paid: the checkout keeps the births.
  const draft = await pay.capture(
    {
      amount: 299,
      purpose: 'report',
      report: reportOrder(`Tara ${marker}by`, `Karnal ${marker}nagar`, birthDates[4] as string),
    },
    victim.token,
  );
  ids.draftGatewayOrderId = json<{ order: { id: string } }>(draft).order.id;
  // A password reset asked for, and a wrong password typed once.
  await kit.call('POST', '/auth/forgot-password', { payload: { email: victimEmail } });
  await context.app.accounts.settled();
  await kit.logIn(victimEmail, 'not the password');

  // The control account: its data must stay as it is.
  await kit.call('POST', '/account/people', {
    token: control.token,
    payload: { ...savedPerson('Control Person', '1970-01-01'), placeName: 'Control Town' },
  });
  await buyGemstone(control, {
    ...shipping,
    name: 'Control Customer',
    email: control.email,
    phone: '+91 90000 00000',
    address: 'Control Street',
  });
}, 120_000);

/** Every row of every table of the database, as JSON text. */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  const tables = (await context.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  // Every table there is, not a list written here: a new table is searched as soon as it exists.
  expect(tables.rows.length).toBeGreaterThanOrEqual(20);
  const rows: { table: string; row: string }[] = [];
  for (const { table_name: table } of tables.rows) {
    const result = (await context.db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
    )) as unknown as { rows: { row: string }[] };
    for (const { row } of result.rows) rows.push({ table, row });
  }
  return rows;
}

const personalMarkers = () => [
  marker,
  victimEmail,
  victim.id,
  createHash('sha256').update(victimEmail).digest('hex'),
  ...phones,
  ...birthDates,
];

describe('GET /api/v1/account/export', () => {
  it('downloads everything kept about the account as JSON', async () => {
    const response = await kit.call('GET', '/account/export', { token: victim.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="shubh-jyotish-my-data-2027-04-05.json"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = json<AccountExport>(response);
    expect(data.account).toMatchObject({
      _id: victim.id,
      email: victimEmail,
      phone: phones[0],
      createdAt: expect.any(String),
    });
    expect(data.savedPeople.map((person) => person.name)).toEqual([`Meher ${marker}by`]);
    expect(data.consents.map((consent) => [consent._id, consent.ending]).sort()).toEqual(
      [
        [ids.keptConsent, null],
        [ids.withdrawnConsent, 'withdrawn'],
      ].sort(),
    );
    expect(data.orders.map((order) => order._id).sort()).toEqual(
      [ids.gemstoneOrder, ids.reportOrder].sort(),
    );
    const reportOrderOut = data.orders.find((order) => order._id === ids.reportOrder);
    expect(reportOrderOut?.report?.people[0]).toMatchObject({
      name: `Inaya ${marker}by`,
      date: birthDates[0],
    });
    expect(data.reportPdfs).toEqual([
      {
        orderId: ids.reportOrder,
        product: 'sade-sati-basic',
        url: `/api/v1/order/${ids.reportOrder}/report.pdf`,
      },
    ]);
    // The link works for the account.
    const pdf = await kit.call('GET', `/order/${ids.reportOrder}/report.pdf`, {
      token: victim.token,
    });
    expect(pdf.statusCode).toBe(200);
    expect(data.appointments).toHaveLength(1);
    expect(data.appointments[0]).toMatchObject({
      _id: ids.appointment,
      questions: appointmentForm.questions,
      birth: { placeName: appointmentForm.birth.placeName },
    });
    // The astrologer's private notes are not the client's to read.
    expect(data.appointments[0]).not.toHaveProperty('notes');
    expect(data.unpaidPurchases).toEqual([
      expect.objectContaining({
        gatewayOrderId: ids.draftGatewayOrderId,
        purpose: 'report',
        status: 'created',
        details: expect.objectContaining({
          people: [expect.objectContaining({ name: `Tara ${marker}by` })],
        }),
      }),
    ]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({
        message: `A ${marker} note for the astrologer`,
        status: 'answered',
        replies: [{ body: `Dear ${marker}by, we will call you.`, createdAt: expect.any(String) }],
      }),
    ]);
    const kinds = data.emails.map((mail) => mail.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'account-password-reset',
        'contact-notification',
        'contact-reply',
        'order-confirmation',
        'report-ordered',
        'report-delivery',
      ]),
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        'appointment-confirmation',
        'appointment-notification',
        'appointment-summary',
      ]),
    );
    // The keys of the mailed links are not in the file.
    const resetMail = data.emails.find((mail) => mail.kind === 'account-password-reset');
    expect(resetMail?.text).toContain('/reset-password?token=[removed]');
    expect(data.emails.map((mail) => mail.text).join('\n')).not.toMatch(
      /[?&](token|key)=(?!\[removed\])/,
    );
    // Nothing of another account.
    expect(response.body).not.toContain(control.email);
    expect(response.body).not.toContain('Control');
  });

  it('needs a token', async () => {
    expect((await kit.call('GET', '/account/export')).statusCode).toBe(401);
  });
});

describe('DELETE /api/v1/account', () => {
  it('needs the password', async () => {
    const wrong = await kit.call('DELETE', '/account', {
      token: victim.token,
      payload: { password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ errors: [{ path: 'password' }] });
    expect((await kit.call('GET', '/auth/me', { token: victim.token })).statusCode).toBe(200);
  });

  it('waits while an order or a call still needs the person', async () => {
    const refused = await kit.call('DELETE', '/account', {
      token: victim.token,
      payload: { password: victim.password },
    });
    expect(refused.statusCode).toBe(409);
    // The gemstones not yet delivered and the call not yet held.
    expect(json<{ message: string }>(refused).message).toMatch(/2 of your orders/);
    const [still] = await context.db.select().from(users).where(eq(users.id, victim.id));
    expect(still?.email).toBe(victimEmail);
  });

  it('erases the person from every table and column, keeping paid orders without them', async () => {
    // The gemstones are delivered and the call's time has passed.
    const delivered = await context.app.inject({
      method: 'PUT',
      url: `/api/v1/order/update/${ids.gemstoneOrder}`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { newStatus: 'Delivered' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    clock.now += 70 * dayMs;

    const [orderBefore] = await context.db
      .select()
      .from(orders)
      .where(eq(orders.id, ids.gemstoneOrder));
    const [bookingBefore] = await context.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, ids.appointment));
    // Before: the person is there.
    const before = (await everyRow()).filter(({ row }) => row.includes(marker));
    expect(before.length).toBeGreaterThan(10);

    const deleted = await kit.call('DELETE', '/account', {
      token: victim.token,
      payload: { password: victim.password },
      language: 'hi',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(json<{ message: string }>(deleted).message).toMatch(
      /खाता और आपकी निजी जानकारी मिटा दी गई/,
    );

    // No row of any table holds anything of the person: names, places, addresses, phones,
    // the e-mail address (or its hash), birth dates, the account's id.
    const remaining = (await everyRow()).filter(({ row }) =>
      personalMarkers().some((personal) => row.includes(personal)),
    );
    expect(remaining).toEqual([]);

    // The account row is gone; every token issued before is refused at once.
    expect(await context.db.select().from(users).where(eq(users.id, victim.id))).toEqual([]);
    expect((await kit.call('GET', '/auth/me', { token: victim.token })).statusCode).toBe(401);
    expect((await kit.call('GET', '/account/export', { token: victim.token })).statusCode).toBe(
      401,
    );

    // The paid gemstone order: what the tax records need, column by column, and nothing else.
    const [order] = await context.db.select().from(orders).where(eq(orders.id, ids.gemstoneOrder));
    expect(order).toEqual({
      ...orderBefore,
      userId: null,
      shippingName: '',
      shippingPhone: '',
      shippingEmail: '',
      shippingAddress: '',
      shippingPin: '131',
      updatedAt: expect.any(Date),
    });
    expect(order?.totalPaise).toBe(99_800);
    const items = await context.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, ids.gemstoneOrder));
    expect(items).toEqual([
      expect.objectContaining({ productId: 2, pricePaise: 99_800, quantity: 1 }),
    ]);

    // The report order: kept with its product and amount; its births, e-mail and PDF gone.
    const [report] = await context.db
      .select()
      .from(reportOrders)
      .where(eq(reportOrders.orderId, ids.reportOrder));
    expect(report).toMatchObject({ product: 'sade-sati-basic', email: '', people: [] });
    expect(
      await context.db
        .select()
        .from(reportPdfs)
        .where(eq(reportPdfs.reportId, report?.id ?? '')),
    ).toEqual([]);
    const [reportOrderRow] = await context.db
      .select()
      .from(orders)
      .where(eq(orders.id, ids.reportOrder));
    expect(reportOrderRow).toMatchObject({ userId: null, shippingName: '', shippingEmail: '' });

    // The booking: amount, package, status, time, payment kept; everything about the person not.
    const [booking] = await context.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, ids.appointment));
    expect(booking).toEqual({
      ...bookingBefore,
      name: '',
      phone: '',
      email: '',
      address: '',
      pin: '124',
      birth: null,
      questions: '',
      notes: '',
      summary: null,
      clientZone: null,
      meetingRoom: null,
      userId: null,
      updatedAt: expect.any(Date),
    });
    expect(booking).toMatchObject({
      totalPaise: 150_000,
      location: 'domestic',
      package: 'regular',
    });
    const reservations = await context.db
      .select()
      .from(consultationReservations)
      .where(eq(consultationReservations.appointmentId, ids.appointment));
    expect(reservations.map((reservation) => reservation.holder)).toEqual(['erased']);

    // The payment orders: amounts and states kept, what the checkout held gone; the unpaid one
    // given up.
    const payments = await context.db
      .select()
      .from(paymentOrders)
      .where(
        inArray(paymentOrders.gatewayOrderId, [
          orderBefore?.gatewayOrderId ?? '',
          bookingBefore?.gatewayOrderId ?? '',
          ids.draftGatewayOrderId,
        ]),
      );
    expect(payments).toHaveLength(3);
    for (const payment of payments) {
      expect(payment).toMatchObject({ userId: null, payload: null });
    }
    expect(payments.find((p) => p.gatewayOrderId === ids.draftGatewayOrderId)?.status).toBe(
      'expired',
    );

    // Consents: kept as counts, not whose; each ended.
    const ended = await context.db
      .select()
      .from(consents)
      .where(inArray(consents.id, [ids.keptConsent, ids.withdrawnConsent]));
    expect(ended.map((consent) => [consent.id, consent.userId, consent.ending]).sort()).toEqual(
      [
        [ids.keptConsent, null, 'account-deleted'],
        [ids.withdrawnConsent, null, 'withdrawn'],
      ].sort(),
    );

    // The mails and messages about the person are gone.
    expect(await context.db.select().from(outbox).where(eq(outbox.toAddress, victimEmail))).toEqual(
      [],
    );
    expect(
      await context.db.select().from(contactMessages).where(eq(contactMessages.email, victimEmail)),
    ).toEqual([]);
    expect(
      await context.db
        .select()
        .from(contactReplies)
        .where(eq(contactReplies.messageId, ids.contactMessage)),
    ).toEqual([]);

    // The control account is untouched.
    const controlExport = json<AccountExport>(
      await kit.call('GET', '/account/export', { token: control.token }),
    );
    expect(controlExport.savedPeople.map((person) => person.name)).toEqual(['Control Person']);
    expect(controlExport.orders[0]?.addressData.name).toBe('Control Customer');
  });

  it('lets the address register again, as a new account with nothing in it', async () => {
    const again = await kit.account({ name: 'New Owner', email: victimEmail });
    expect(again.id).not.toBe(victim.id);
    const data = json<AccountExport>(
      await kit.call('GET', '/account/export', { token: again.token }),
    );
    expect(data).toMatchObject({
      savedPeople: [],
      consents: [],
      orders: [],
      appointments: [],
      unpaidPurchases: [],
      contactMessages: [],
      emails: [],
    });
    // The old orders are no longer anyone's: not even the new owner's of the address.
    const old = await kit.call('GET', `/order/${ids.reportOrder}/report.pdf`, {
      token: again.token,
    });
    expect(old.statusCode).toBe(403);
  });

  it('needs a token, and a second request from the deleted account does nothing', async () => {
    expect((await kit.call('DELETE', '/account', { payload: { password: 'x' } })).statusCode).toBe(
      401,
    );
    const second = await kit.call('DELETE', '/account', {
      token: victim.token,
      payload: { password: victim.password },
    });
    expect(second.statusCode).toBe(401);
  });
});
