import type { RevenueReply } from '@app/contract/exports';
import { and, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  orderItems,
  orders,
  paymentOrders,
  refunds,
  reportOrders,
} from '../../../src/db/schema.ts';
import { revenueOfLastDays } from '../../../src/modules/exports/revenue.service.ts';
import { seedOrders } from '../../helpers/seed-orders.ts';
import {
  createTestApp,
  json,
  registerAndLogIn,
  setRoleAndLogIn,
  type TestApp,
} from '../../helpers/test-app.ts';

/**
 * The accountant's files and the dashboard's revenue (issue 34, docs/decisions/043) on a real
 * database (PGlite, and PostgreSQL with TEST_DATABASE_URL): each CSV is parsed back here by a
 * parser of its own and its rows and totals compared with the database; India's day boundaries,
 * RFC 4180 quoting, Hindi, formula injection, files longer than one page of rows, and bad
 * ranges. The revenue: per IST day and line, refunds on the day the gateway processed them.
 */

/** 30 Nov 2026, 17:30 IST: "today" for the revenue. */
const clock = new Date('2026-11-30T12:00:00Z');

let context: TestApp;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  context = await createTestApp({ dependencies: { now: () => clock } });
  const owner = await registerAndLogIn(context.app);
  adminToken = await setRoleAndLogIn(context, owner, 'admin');
  userToken = (await registerAndLogIn(context.app)).token;
});
afterAll(() => context.close());

// ---------------------------------------------------------------------------------------------
// Seeding: paid orders, reports, bookings and refunds at chosen instants.
// ---------------------------------------------------------------------------------------------

let counter = 0;
async function paymentOrder(amountPaise: number, purpose: 'gemstone' | 'appointment' | 'report') {
  counter += 1;
  const gatewayOrderId = `order_export_${Date.now()}_${counter}`;
  await context.db.insert(paymentOrders).values({
    gateway: 'simulated',
    gatewayOrderId,
    amountPaise,
    purpose,
    status: 'paid',
    paymentId: `pay_export_${counter}`,
    paidAt: new Date(),
  });
  return gatewayOrderId;
}

type Buyer = { name: string; email: string; phone: string };
const plainBuyer: Buyer = { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210' };

async function seedOrder(
  totalPaise: number,
  createdAt: Date,
  options: { buyer?: Buyer; report?: boolean; items?: { name: string; quantity: number }[] } = {},
) {
  const gatewayOrderId = await paymentOrder(totalPaise, options.report ? 'report' : 'gemstone');
  const buyer = options.buyer ?? plainBuyer;
  const [order] = await context.db
    .insert(orders)
    .values({
      gatewayOrderId,
      paymentId: `pay_${gatewayOrderId}`,
      paymentType: 'Razorpay',
      paymentStatus: 'Paid',
      totalPaise,
      shippingName: buyer.name,
      shippingPhone: buyer.phone,
      shippingEmail: buyer.email,
      shippingAddress: '1 MG Road, Delhi',
      shippingPin: '110001',
      createdAt,
    })
    .returning();
  if (!order) throw new Error('no order');
  const items = options.items ?? [{ name: '5 Mukhi Rudraksha', quantity: 1 }];
  await context.db.insert(orderItems).values(
    items.map((item, position) => ({
      orderId: order.id,
      position,
      productId: 2,
      name: item.name,
      pricePaise: Math.round(totalPaise / item.quantity / items.length),
      quantity: item.quantity,
    })),
  );
  if (options.report) {
    await context.db.insert(reportOrders).values({
      orderId: order.id,
      product: 'sade-sati-basic',
      language: 'en',
      chartStyle: 'north',
      email: buyer.email,
      people: [],
      status: 'ready',
    });
  }
  return { id: order.id, gatewayOrderId };
}

async function seedBooking(totalPaise: number, createdAt: Date, buyer: Buyer = plainBuyer) {
  const gatewayOrderId = await paymentOrder(totalPaise, 'appointment');
  const [booking] = await context.db
    .insert(appointments)
    .values({
      name: buyer.name,
      phone: buyer.phone,
      email: buyer.email,
      address: '2 Park Street, Kolkata',
      pin: '700016',
      location: 'domestic',
      package: 'regular',
      totalPaise,
      gatewayOrderId,
      paymentId: `pay_${gatewayOrderId}`,
      paymentType: 'Razorpay',
      paymentStatus: 'Paid',
      slotStart: new Date(createdAt.getTime() + 3 * 86_400_000),
      slotEnd: new Date(createdAt.getTime() + 3 * 86_400_000 + 30 * 60_000),
      createdAt,
    })
    .returning();
  if (!booking) throw new Error('no booking');
  return { id: booking.id, gatewayOrderId };
}

async function seedRefund(
  subject: { orderId?: string; appointmentId?: string; gatewayOrderId: string },
  amountPaise: number,
  createdAt: Date,
  processedAt: Date | null,
) {
  counter += 1;
  await context.db.insert(refunds).values({
    idempotencyKey: `refund-export-${counter}-${Date.now()}`,
    gateway: 'simulated',
    gatewayOrderId: subject.gatewayOrderId,
    paymentId: `pay_${subject.gatewayOrderId}`,
    ...(subject.orderId ? { orderId: subject.orderId } : {}),
    ...(subject.appointmentId ? { appointmentId: subject.appointmentId } : {}),
    amountPaise,
    reason: subject.appointmentId ? 'customer-cancelled' : 'return-accepted',
    status: processedAt ? 'processed' : 'pending',
    gatewayRefundId: processedAt ? `rfnd_export_${counter}` : null,
    processedAt,
    createdAt,
  });
}

// ---------------------------------------------------------------------------------------------
// Reading a CSV back: a parser of its own (RFC 4180), not the writer's code.
// ---------------------------------------------------------------------------------------------

function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  expect(field, 'the file ends with CRLF').toBe('');
  expect(record).toEqual([]);
  return records;
}

/** The file's records as objects by their English headings. */
async function download(kind: string, query: string, language: 'en' | 'hi' = 'en') {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/v1/admin/exports/${kind}.csv${query}`,
    headers: { authorization: `Bearer ${adminToken}`, 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  const bytes = response.rawPayload;
  // UTF-8 with a byte order mark, so that Excel reads the Hindi right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [headings = [], ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  for (const row of rows) expect(row).toHaveLength(headings.length);
  return {
    response,
    headings,
    rows: rows.map((row) => Object.fromEntries(headings.map((heading, i) => [heading, row[i]]))),
  };
}

const rupeesToPaise = (text: string | undefined) => Math.round(Number(text) * 100);
const sum = (values: (string | undefined)[]) =>
  values.reduce((total, value) => total + rupeesToPaise(value), 0);

// ---------------------------------------------------------------------------------------------
// November 2026 (IST), with sales on both sides of its first and last midnights.
// ---------------------------------------------------------------------------------------------

const november = '?from=2026-11-01&to=2026-11-30';
const tricky: Buyer = {
  name: 'Sharma, "Guddu"\nजी',
  email: '=HYPERLINK("http://evil.example")@example.com',
  phone: '+91 98100 12345',
};
const seeded = {
  beforeStart: { id: '', gatewayOrderId: '' },
  atStart: { id: '', gatewayOrderId: '' },
  atEnd: { id: '', gatewayOrderId: '' },
  afterEnd: { id: '', gatewayOrderId: '' },
  report: { id: '', gatewayOrderId: '' },
  booking: { id: '', gatewayOrderId: '' },
  octoberBooking: { id: '', gatewayOrderId: '' },
};

beforeAll(async () => {
  // 1 Nov 00:00 IST is 31 Oct 18:30 UTC; 1 Dec 00:00 IST is 30 Nov 18:30 UTC.
  seeded.beforeStart = await seedOrder(791_00, new Date('2026-10-31T18:29:59.999Z'));
  seeded.atStart = await seedOrder(998_00, new Date('2026-10-31T18:30:00.000Z'), {
    buyer: tricky,
    items: [
      { name: '@SUM(A1:A9)', quantity: 1 },
      { name: '5 Mukhi Rudraksha', quantity: 2 },
    ],
  });
  seeded.atEnd = await seedOrder(1996_00, new Date('2026-11-30T18:29:59.999Z'));
  seeded.afterEnd = await seedOrder(791_00, new Date('2026-11-30T18:30:00.000Z'));
  seeded.report = await seedOrder(499_00, new Date('2026-11-20T04:00:00Z'), { report: true });
  seeded.booking = await seedBooking(1500_00, new Date('2026-11-10T06:00:00Z'), {
    name: 'रवि कुमार',
    email: 'ravi@example.com',
    phone: '-5+5',
  });
  seeded.octoberBooking = await seedBooking(3200_00, new Date('2026-10-20T06:00:00Z'));

  // Refunds: part of the first November order, processed on 25 Nov; the whole October booking,
  // asked on 28 Oct and processed on 2 Nov; one still pending.
  await seedRefund(
    { orderId: seeded.atStart.id, gatewayOrderId: seeded.atStart.gatewayOrderId },
    300_00,
    new Date('2026-11-24T10:00:00Z'),
    new Date('2026-11-25T10:00:00Z'),
  );
  await seedRefund(
    {
      appointmentId: seeded.octoberBooking.id,
      gatewayOrderId: seeded.octoberBooking.gatewayOrderId,
    },
    3200_00,
    new Date('2026-10-28T10:00:00Z'),
    new Date('2026-11-02T10:00:00Z'),
  );
  await seedRefund(
    { orderId: seeded.report.id, gatewayOrderId: seeded.report.gatewayOrderId },
    499_00,
    new Date('2026-11-29T10:00:00Z'),
    null,
  );
});

describe('who may download', () => {
  it('answers 401 to a visitor and 403 to a customer', async () => {
    for (const url of [
      `/api/v1/admin/exports/orders.csv${november}`,
      `/api/v1/admin/exports/bookings.csv${november}`,
      `/api/v1/admin/exports/refunds.csv${november}`,
      '/api/v1/admin/revenue',
    ]) {
      expect((await context.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const customer = await context.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${userToken}` },
      });
      expect(customer.statusCode, url).toBe(403);
      expect(customer.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('GET /api/v1/admin/exports/orders.csv', () => {
  it('holds the orders paid from the first to the last day in India, totals equal to the database', async () => {
    const { response, rows, headings } = await download('orders', november);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-11-01-to-2026-11-30.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(headings).toEqual([
      'Order ID',
      'Paid at (IST)',
      'Line',
      'Items',
      'Customer',
      'E-mail',
      'Phone',
      'PIN',
      'Status',
      'Payment ID',
      'Gateway order ID',
      'Total (INR)',
      'Refunded (INR)',
      'Net (INR)',
      'Courier',
      'Tracking number',
      'Shipped at (IST)',
    ]);
    expect(rows.map((row) => row['Order ID'])).toEqual([
      seeded.atStart.id,
      seeded.report.id,
      seeded.atEnd.id,
    ]);
    expect(rows.map((row) => row['Paid at (IST)'])).toEqual([
      '2026-11-01 00:00',
      '2026-11-20 09:30',
      '2026-11-30 23:59',
    ]);
    expect(rows.map((row) => row.Line)).toEqual(['beads', 'reports', 'beads']);
    expect(rows[0]).toMatchObject({
      'Total (INR)': '998.00',
      'Refunded (INR)': '300.00',
      'Net (INR)': '698.00',
      Status: 'Processing',
    });
    // The pending refund is not money returned.
    expect(rows[1]).toMatchObject({ 'Total (INR)': '499.00', 'Refunded (INR)': '0.00' });

    // The totals equal the database's sums over the same instants.
    const [database] = await context.db
      .select({ paise: sql<string>`sum(${orders.totalPaise})::text` })
      .from(orders)
      .where(
        and(
          gte(orders.createdAt, new Date('2026-10-31T18:30:00Z')),
          lt(orders.createdAt, new Date('2026-11-30T18:30:00Z')),
        ),
      );
    expect(sum(rows.map((row) => row['Total (INR)']))).toBe(Number(database?.paise));
    expect(sum(rows.map((row) => row['Total (INR)']))).toBe(998_00 + 499_00 + 1996_00);
    expect(sum(rows.map((row) => row['Net (INR)']))).toBe(998_00 + 499_00 + 1996_00 - 300_00);
  });

  it('quotes commas, quotes and line breaks, keeps Hindi, and turns formulas into text', async () => {
    const { rows } = await download('orders', november);
    const row = rows[0];
    expect(row?.Customer).toBe('Sharma, "Guddu"\nजी');
    expect(row?.['E-mail']).toBe(`'${tricky.email}`);
    expect(row?.Phone).toBe(`'${tricky.phone}`);
    expect(row?.Items).toBe("'@SUM(A1:A9); 5 Mukhi Rudraksha × 2");
    const bookings = await download('bookings', november);
    expect(bookings.rows[0]?.Phone).toBe("'-5+5");
    expect(bookings.rows[0]?.Client).toBe('रवि कुमार');
  });

  it('writes the headings in Hindi for a Hindi request, the values unchanged', async () => {
    const { headings, rows } = await download('orders', november, 'hi');
    expect(headings.slice(0, 3)).toEqual(['ऑर्डर आईडी', 'भुगतान का समय (IST)', 'श्रेणी']);
    const line = headings[2] ?? '';
    expect(rows.map((row) => row[line])).toEqual(['beads', 'reports', 'beads']);
  });

  it('reads a long range a page at a time, every order once', async () => {
    const owner = await registerAndLogIn(context.app);
    const tag = `bulk${Date.now()}`;
    await seedOrders(context.db, { userId: owner.id, count: 1234, tag });
    // Paid as the payment's verification records it, 600 days ago (away from November 2026).
    await context.db.execute(
      sql`update orders set payment_status = 'Paid', created_at = created_at - interval '600 days'
          where shipping_email like ${`%@${tag}.test`}`,
    );
    // Seeded at the database's now: that day and the one before, in India, cover it.
    const istDay = (offsetDays: number) =>
      new Date(Date.now() + 5.5 * 3_600_000 - offsetDays * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await download('orders', `?from=${istDay(601)}&to=${istDay(600)}`);
    const bulk = rows.filter((row) => row['E-mail']?.endsWith(`@${tag}.test`));
    expect(bulk).toHaveLength(1234);
    expect(new Set(bulk.map((row) => row['Order ID'])).size).toBe(1234);
    expect(sum(bulk.map((row) => row['Total (INR)']))).toBe(1234 * 998_00);
  });
});

describe('GET /api/v1/admin/exports/bookings.csv and refunds.csv', () => {
  it('lists the bookings paid in the range with what was refunded of them', async () => {
    const { rows } = await download('bookings', november);
    expect(rows.map((row) => row['Booking ID'])).toEqual([seeded.booking.id]);
    expect(rows[0]).toMatchObject({
      'Paid at (IST)': '2026-11-10 11:30',
      'Call at (IST)': '2026-11-13 11:30',
      Package: 'regular',
      Location: 'domestic',
      Status: 'Booked',
      'Total (INR)': '1500.00',
      'Refunded (INR)': '0.00',
    });
    const october = await download('bookings', '?from=2026-10-01&to=2026-10-31');
    expect(october.rows.map((row) => row['Refunded (INR)'])).toEqual(['3200.00']);
    expect(october.rows.map((row) => row['Net (INR)'])).toEqual(['0.00']);
  });

  it('lists the refunds asked for in the range, whatever their state', async () => {
    const { rows } = await download('refunds', november);
    expect(rows.map((row) => [row.Line, row.Status, row['Amount (INR)']])).toEqual([
      ['beads', 'processed', '300.00'],
      ['reports', 'pending', '499.00'],
    ]);
    expect(rows[0]).toMatchObject({
      'Order ID': seeded.atStart.id,
      'Booking ID': '',
      'Asked at (IST)': '2026-11-24 15:30',
      'Processed at (IST)': '2026-11-25 15:30',
      Reason: 'return-accepted',
      Customer: tricky.name,
    });
    const october = await download('refunds', '?from=2026-10-01&to=2026-10-31');
    expect(october.rows).toEqual([
      expect.objectContaining({
        Line: 'consultations',
        'Booking ID': seeded.octoberBooking.id,
        'Processed at (IST)': '2026-11-02 15:30',
        'Amount (INR)': '3200.00',
      }),
    ]);
  });

  it('gives just the headings for a range without sales', async () => {
    const { rows, headings } = await download('refunds', '?from=2020-01-01&to=2020-01-31');
    expect(rows).toEqual([]);
    expect(headings[0]).toBe('Refund ID');
  });
});

describe('bad ranges', () => {
  const get = (query: string, language: 'en' | 'hi' = 'en') =>
    context.app.inject({
      method: 'GET',
      url: `/api/v1/admin/exports/orders.csv${query}`,
      headers: { authorization: `Bearer ${adminToken}`, 'accept-language': language },
    });

  it.each([
    ['', 'from'],
    ['?from=2026-11-01', 'to'],
    ['?from=2026-11-31&to=2026-12-01', 'from'],
    ['?from=01-11-2026&to=2026-12-01', 'from'],
    ['?from=2026-11-01&to=2026-02-30', 'to'],
  ])('refuses %s naming %s', async (query, path) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toMatchObject({
      success: false,
      errors: expect.arrayContaining([expect.objectContaining({ path })]),
    });
  });

  it('refuses a reversed or too long range, in both languages', async () => {
    const reversed = await get('?from=2026-11-30&to=2026-11-01');
    expect(json(reversed)).toEqual({
      success: false,
      message: 'The last day (to) cannot be before the first day (from).',
      errors: [{ path: 'to', message: 'The last day (to) cannot be before the first day (from).' }],
    });
    const hindi = await get('?from=2026-11-30&to=2026-11-01', 'hi');
    expect(json<{ message: string }>(hindi).message).toBe(
      'आख़िरी दिन (to) पहले दिन (from) से पहले नहीं हो सकता।',
    );
    const tooLong = await get('?from=2023-04-01&to=2024-04-01');
    expect(tooLong.statusCode).toBe(400);
    expect(json<{ message: string }>(tooLong).message).toBe(
      'Choose at most 366 days at a time (this range has 367).',
    );
    expect(
      json<{ message: string }>(await get('?from=2023-04-01&to=2024-04-01', 'hi')).message,
    ).toBe('एक बार में ज़्यादा से ज़्यादा 366 दिन चुनें (इस अवधि में 367 दिन हैं)।');
    // A whole financial year, even a leap one (366 days), is allowed.
    expect((await get('?from=2023-04-01&to=2024-03-31')).statusCode).toBe(200);
  });
});

describe('GET /api/v1/admin/revenue', () => {
  it('gives each IST day of the last 30 with gross, refunds by the day processed, and net per line', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/revenue?days=30',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { revenue } = json<RevenueReply>(response);
    expect(revenue.from).toBe('2026-11-01');
    expect(revenue.to).toBe('2026-11-30');
    expect(revenue.days).toHaveLength(30);
    const day = (date: string) => revenue.days.find((entry) => entry.date === date);

    expect(day('2026-11-01')?.beads).toEqual({
      grossPaise: 998_00,
      refundsPaise: 0,
      netPaise: 998_00,
    });
    // The October booking's refund counts on the day the gateway processed it.
    expect(day('2026-11-02')?.consultations).toEqual({
      grossPaise: 0,
      refundsPaise: 3200_00,
      netPaise: -3200_00,
    });
    expect(day('2026-11-10')?.consultations.grossPaise).toBe(1500_00);
    expect(day('2026-11-20')?.reports).toEqual({
      grossPaise: 499_00,
      refundsPaise: 0,
      netPaise: 499_00,
    });
    expect(day('2026-11-25')?.all).toEqual({
      grossPaise: 0,
      refundsPaise: 300_00,
      netPaise: -300_00,
    });
    expect(day('2026-11-30')?.beads.grossPaise).toBe(1996_00);

    expect(revenue.totals).toEqual({
      reports: { grossPaise: 499_00, refundsPaise: 0, netPaise: 499_00 },
      beads: {
        grossPaise: 998_00 + 1996_00,
        refundsPaise: 300_00,
        netPaise: 998_00 + 1996_00 - 300_00,
      },
      consultations: { grossPaise: 1500_00, refundsPaise: 3200_00, netPaise: 1500_00 - 3200_00 },
      all: {
        grossPaise: 499_00 + 998_00 + 1996_00 + 1500_00,
        refundsPaise: 3500_00,
        netPaise: 499_00 + 998_00 + 1996_00 + 1500_00 - 3500_00,
      },
    });
    // The days add up to the totals.
    const net = revenue.days.reduce((total, entry) => total + entry.all.netPaise, 0);
    expect(net).toBe(revenue.totals.all.netPaise);
  });

  it('starts each day at midnight in India', async () => {
    // On 1 Nov, 05:00 IST, the last day is 1 Nov: the 00:00 IST order is in, the 23:59 one of
    // 31 Oct on the day before.
    const revenue = await revenueOfLastDays(context.db, 2, new Date('2026-10-31T23:30:00Z'));
    expect(revenue.days.map((entry) => [entry.date, entry.beads.grossPaise])).toEqual([
      ['2026-10-31', 791_00],
      ['2026-11-01', 998_00],
    ]);
  });

  it('refuses a bad number of days in both languages', async () => {
    for (const days of ['0', '93', 'x', '1.5']) {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/v1/admin/revenue?days=${days}`,
        headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'hi' },
      });
      expect(response.statusCode, days).toBe(400);
      expect(json(response)).toMatchObject({ errors: [{ path: 'days' }] });
      expect(json<{ message: string }>(response).message).toMatch(/[\u0900-\u097F]/);
    }
  });
});
