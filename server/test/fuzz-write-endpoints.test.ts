import { randomUUID } from 'node:crypto';
import { isMultiLine, isSingleLine } from '@app/contract/common';
import { defaultAvailability } from '@app/contract/consultation-slots';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstFreeSlot } from './helpers/consultation-slots.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { paymentEnvironment, paymentKit } from './modules/payments/payment-test-kit.ts';

/**
 * Every write endpoint, one field at a time with the rest of the body valid, against hostile
 * values (issue 13): none may answer 5xx, none may store a hostile string, and the server must be
 * healthy afterwards. A new write endpoint must be added to `endpoints` (the last test checks the
 * list against the routes the app has).
 */

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp({ environment: paymentEnvironment });
});
afterAll(() => context.close());
const kit = paymentKit(() => context);

/**
 * Marks each string that no field may store (control characters, direction overrides, a lone
 * surrogate, 100 KB), so the database can be searched for any that got stored.
 */
const marker = 'fuzz-marker';
const hostileValues: unknown[] = [
  `${marker}\u0000nul`,
  `\u0000`,
  `${marker}\u0007bell`,
  `${marker}\u001b[31mescape`,
  `${marker}\u007fdelete`,
  `${marker}\u0085next-line`,
  // Line breaks: fine in a message or an address, refused in every one-line field.
  'line\nbreak',
  'carriage\rreturn',
  `${marker}\u2028separator`,
  `${marker}\u202eoverride`,
  `${marker}\u2066isolate\u2069`,
  `${marker}\ud800lone-surrogate`,
  `${marker}${'x'.repeat(100_000)}`,
  '',
  '   ',
  '0x3',
  ' 3 ',
  12345,
  -1,
  1e308,
  0.5,
  true,
  false,
  null,
  {},
  [],
  ['a'],
  [3],
  { __proto__: { role: 'admin' } },
  '__proto__',
  { constructor: { prototype: { polluted: true } } },
  "' OR 1=1 --",
];
type Endpoint = {
  method: 'POST' | 'PUT' | 'DELETE';
  /** The route as the app declares it. */
  route: string;
  url: (id: string) => string;
  /** A valid body, new for each request (unique e-mails). */
  body: () => Record<string, unknown>;
  /** Dotted paths of the fields to replace, one at a time. */
  fields: string[];
  token?: () => string;
  /** The path parameter is fuzzed too. */
  fuzzPath?: boolean;
};

const address = () => ({
  name: 'Meera Joshi',
  phone: '+91 98100 12345',
  email: `meera.${randomUUID().slice(0, 8)}@example.com`,
  address: '12 Assi Ghat\nVaranasi',
  pin: '221005',
});
const birth = { date: '1990-05-14', time: '06:30', lat: 28.61, lon: 77.21, zone: 'Asia/Kolkata' };
const paymentResult = {
  razorpay_payment_id: 'pay_fuzz',
  razorpay_order_id: 'order_fuzz',
  razorpay_signature: 'ab12',
};

let buyer: { token: string; id: string };
let admin: { token: string };
let orderId: string;
/** A free consultation slot, and a booked consultation. */
let slotStart = '';
let appointmentId = '';
/** Accounts whose sessions or whole selves the fuzzing may end (decision 038). */
const accountPassword = 'correct horse battery';
let changer: { token: string };
let leaver: { token: string };
let doomed: { token: string };
let personId = '';
/** A message of the site's forms, for the inbox's endpoints (issue 34). */
let messageId = '';
const savedPerson = {
  name: 'Sunita',
  relation: 'parent',
  date: '1962-03-14',
  time: '05:20',
  placeName: 'Varanasi',
  lat: 25.3176,
  lon: 82.9739,
  zone: 'Asia/Kolkata',
  consent: true,
};

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    route: '/api/v1/auth/register',
    url: () => '/api/v1/auth/register',
    body: () => ({
      name: 'Asha',
      email: `asha.${randomUUID().slice(0, 8)}@example.com`,
      password: 'a long password 1',
      location: 'Pune',
    }),
    fields: ['name', 'email', 'password', 'location'],
  },
  {
    method: 'POST',
    route: '/api/v1/auth/login',
    url: () => '/api/v1/auth/login',
    body: () => ({ email: 'nobody@example.com', password: 'a long password 1' }),
    fields: ['email', 'password'],
  },
  {
    method: 'POST',
    route: '/api/v1/contact/create',
    url: () => '/api/v1/contact/create',
    body: () => ({
      name: 'Ravi',
      email: 'ravi@example.com',
      contact: '+91 98100 55555',
      message: 'Hello\nthere',
      source: 'popup',
    }),
    fields: ['name', 'email', 'contact', 'message', 'source'],
  },
  {
    method: 'POST',
    route: '/api/v1/razorpay/capturePayment',
    url: () => '/api/v1/razorpay/capturePayment',
    body: () => ({
      amount: 998,
      purpose: 'gemstone',
      items: [{ id: 2, quantity: 1, size: '' }],
      addressData: address(),
    }),
    fields: [
      'amount',
      'purpose',
      'items',
      'items.0',
      'items.0.id',
      'items.0.quantity',
      'items.0.size',
      'addressData',
      'addressData.name',
      'addressData.phone',
      'addressData.email',
      'addressData.address',
      'addressData.pin',
    ],
    token: () => buyer.token,
  },
  {
    method: 'POST',
    route: '/api/v1/razorpay/capturePayment',
    url: () => '/api/v1/razorpay/capturePayment',
    body: () => ({
      amount: 1500,
      purpose: 'appointment',
      addressData: {
        ...address(),
        location: 'domestic',
        mode: 'video',
        questions: 'About my work\nand my health',
        birth: { ...birth, placeName: 'New Delhi' },
      },
      location: 'domestic',
      slot: { start: slotStart },
    }),
    fields: [
      'location',
      'slot',
      'slot.start',
      'addressData.name',
      'addressData.address',
      'addressData.location',
      'addressData.mode',
      'addressData.questions',
      'addressData.timeZone',
      'addressData.birth',
      'addressData.birth.placeName',
      'addressData.birth.time',
    ],
  },
  {
    method: 'POST',
    route: '/api/v1/appointments/:id/reschedule',
    url: (id) => `/api/v1/appointments/${appointmentId || id}/reschedule`,
    body: () => ({ start: slotStart }),
    fields: ['start'],
    token: () => admin.token,
  },
  {
    method: 'POST',
    route: '/api/v1/appointments/:id/cancel',
    url: (id) => `/api/v1/appointments/${id}/cancel`,
    body: () => ({}),
    fields: [],
    fuzzPath: true,
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/appointments/:id',
    url: () => `/api/v1/admin/appointments/${appointmentId}`,
    body: () => ({ status: 'Booked', notes: 'Prepared\nthe chart' }),
    fields: ['status', 'notes'],
    token: () => admin.token,
  },
  {
    method: 'POST',
    route: '/api/v1/admin/appointments/:id/summary',
    url: (id) => `/api/v1/admin/appointments/${id}/summary`,
    body: () => ({ text: 'Saturn favours patience\nthis year.' }),
    fields: ['text'],
    token: () => admin.token,
    fuzzPath: true,
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/availability',
    url: () => '/api/v1/admin/availability',
    body: () => structuredClone(defaultAvailability) as unknown as Record<string, unknown>,
    fields: [
      'weeklyHours',
      'weeklyHours.mon',
      'weeklyHours.mon.0.start',
      'slotMinutes.regular.audio',
      'bufferMinutes',
      'noticeHours',
      'horizonDays',
      'blockedDates',
    ],
    token: () => admin.token,
  },
  // The back office's catalogue (decision 042).
  {
    method: 'PUT',
    route: '/api/v1/admin/catalogue/products/:id',
    url: (id) => `/api/v1/admin/catalogue/products/${id === orderId ? '2' : id}`,
    body: () => ({
      nameEn: '5 Mukhi Rudraksha',
      nameHi: '5 मुखी रुद्राक्ष',
      descriptionEn: 'The five-faced bead.',
      descriptionHi: 'पाँच मुख वाला मनका।',
      price: 998,
      stock: 25,
      onSale: true,
      taxCode: '1404 90',
      taxRatePercent: 0,
    }),
    fields: [
      'nameEn',
      'nameHi',
      'descriptionEn',
      'descriptionHi',
      'price',
      'stock',
      'onSale',
      'taxCode',
      'taxRatePercent',
    ],
    token: () => admin.token,
    fuzzPath: true,
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/catalogue/prices/:key',
    url: (id) => `/api/v1/admin/catalogue/prices/${id === orderId ? 'report:love' : id}`,
    body: () => ({ price: 399, taxCode: '999799', taxRatePercent: 18 }),
    fields: ['price', 'taxCode', 'taxRatePercent'],
    token: () => admin.token,
    fuzzPath: true,
  },
  {
    method: 'POST',
    route: '/api/v1/admin/catalogue/products/:id/image',
    url: (id) => `/api/v1/admin/catalogue/products/${id === orderId ? '2' : id}/image`,
    body: () => ({ picture: 'not a picture' }),
    fields: ['picture'],
    token: () => admin.token,
    fuzzPath: true,
  },
  {
    method: 'POST',
    route: '/api/v1/razorpay/verifyPayment',
    url: () => '/api/v1/razorpay/verifyPayment',
    body: () => ({ ...paymentResult, product: { id: 2 }, addressData: address(), total: 998 }),
    fields: [
      'razorpay_payment_id',
      'razorpay_order_id',
      'razorpay_signature',
      'product',
      'product.id',
      'addressData.name',
      'addressData.address',
      'total',
    ],
    token: () => buyer.token,
  },
  {
    method: 'POST',
    route: '/api/v1/razorpay/capturePayment',
    url: () => '/api/v1/razorpay/capturePayment',
    body: () => ({
      amount: 399,
      purpose: 'report',
      report: {
        product: 'love',
        language: 'hi',
        chartStyle: 'north',
        email: `love.${randomUUID().slice(0, 8)}@example.com`,
        people: [{ ...birth, name: 'Meera', placeName: 'Delhi', timeApproximate: true }],
      },
    }),
    fields: [
      'report',
      'report.product',
      'report.language',
      'report.chartStyle',
      'report.email',
      'report.people',
      'report.people.0',
      'report.people.0.name',
      'report.people.0.date',
      'report.people.0.time',
      'report.people.0.placeName',
      'report.people.0.lat',
      'report.people.0.zone',
      'report.people.0.utcOffsetMinutes',
      'report.people.0.timeApproximate',
    ],
    token: () => buyer.token,
  },
  {
    method: 'POST',
    route: '/api/v1/razorpay/verifyPayment',
    url: () => '/api/v1/razorpay/verifyPayment',
    body: () => ({ ...paymentResult, purpose: 'report' }),
    fields: ['purpose', 'razorpay_order_id', 'razorpay_signature'],
    token: () => buyer.token,
  },
  {
    method: 'POST',
    route: '/api/v1/admin/reports/:orderId/regenerate',
    url: (id) => `/api/v1/admin/reports/${id}/regenerate`,
    body: () => ({}),
    fields: [],
    token: () => admin.token,
    fuzzPath: true,
  },
  {
    method: 'POST',
    route: '/api/v1/admin/reports/:orderId/resend',
    url: (id) => `/api/v1/admin/reports/${id}/resend`,
    body: () => ({}),
    fields: [],
    token: () => admin.token,
    fuzzPath: true,
  },
  {
    method: 'POST',
    route: '/api/v1/razorpay/verifyPayment-appiment',
    url: () => '/api/v1/razorpay/verifyPayment-appiment',
    body: () => ({
      ...paymentResult,
      addressData: { ...address(), location: 'domestic' },
      total: 1500,
    }),
    fields: ['razorpay_payment_id', 'razorpay_signature', 'addressData.name', 'total'],
  },
  {
    method: 'POST',
    route: '/api/v1/razorpay/simulated/pay',
    url: () => '/api/v1/razorpay/simulated/pay',
    body: () => ({ order_id: 'order_doesnotexist' }),
    fields: ['order_id'],
  },
  {
    method: 'POST',
    route: '/api/v1/razorpay/webhook',
    url: () => '/api/v1/razorpay/webhook',
    body: () => ({ event: 'payment.captured', payload: {} }),
    fields: ['event', 'payload'],
  },
  {
    method: 'PUT',
    route: '/api/v1/order/return/:orderId',
    url: (id) => `/api/v1/order/return/${id}`,
    body: () => ({}),
    fields: [],
    token: () => buyer.token,
    fuzzPath: true,
  },
  {
    method: 'PUT',
    route: '/api/v1/order/update/:orderId',
    url: (id) => `/api/v1/order/update/${id}`,
    body: () => ({ newStatus: 'Shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' }),
    fields: ['newStatus', 'courier', 'trackingNumber'],
    token: () => admin.token,
    fuzzPath: true,
  },
  {
    method: 'POST',
    route: '/api/v1/order/:orderId/refund',
    url: (id) => `/api/v1/order/${id}/refund`,
    // One key: whatever else a request says, the order is refunded ₹1 once.
    body: () => ({ action: 'refund', amount: 1, idempotencyKey: 'fuzz-refund-key-1' }),
    fields: ['action', 'amount', 'idempotencyKey'],
    token: () => admin.token,
    fuzzPath: true,
  },
  {
    method: 'POST',
    route: '/api/v1/admin/mail/:id/retry',
    url: (id) => `/api/v1/admin/mail/${id}/retry`,
    body: () => ({}),
    fields: [],
    token: () => admin.token,
    fuzzPath: true,
  },
  {
    method: 'POST',
    route: '/api/v1/astro/chart',
    url: () => '/api/v1/astro/chart',
    body: () => ({ ...birth }),
    fields: ['date', 'time', 'lat', 'lon', 'zone', 'utcOffsetMinutes', 'node'],
  },
  {
    method: 'POST',
    route: '/api/v1/astro/match',
    url: () => '/api/v1/astro/match',
    body: () => ({ boy: { ...birth }, girl: { ...birth, date: '1992-11-02' } }),
    fields: ['boy', 'girl.date', 'girl.zone', 'girl.lat'],
  },
  // The account (decision 038).
  {
    method: 'POST',
    route: '/api/v1/auth/forgot-password',
    url: () => '/api/v1/auth/forgot-password',
    body: () => ({ email: `nobody.${randomUUID().slice(0, 8)}@example.com` }),
    fields: ['email'],
  },
  {
    method: 'POST',
    route: '/api/v1/auth/reset-password',
    url: () => '/api/v1/auth/reset-password',
    body: () => ({ token: 'A'.repeat(43), password: 'a long password 1' }),
    fields: ['token', 'password'],
  },
  {
    method: 'POST',
    route: '/api/v1/auth/change-password',
    url: () => '/api/v1/auth/change-password',
    body: () => ({ currentPassword: accountPassword, newPassword: 'another long password 2' }),
    fields: ['currentPassword', 'newPassword'],
    token: () => changer.token,
  },
  {
    method: 'POST',
    route: '/api/v1/auth/change-email',
    url: () => '/api/v1/auth/change-email',
    body: () => ({ email: `moved.${randomUUID().slice(0, 8)}@example.com`, password: 'wrong one' }),
    fields: ['email', 'password'],
    token: () => buyer.token,
  },
  {
    method: 'POST',
    route: '/api/v1/auth/confirm-email',
    url: () => '/api/v1/auth/confirm-email',
    body: () => ({ token: 'A'.repeat(43) }),
    fields: ['token'],
  },
  {
    method: 'POST',
    route: '/api/v1/auth/logout-everywhere',
    url: () => '/api/v1/auth/logout-everywhere',
    body: () => ({}),
    fields: [],
    token: () => leaver.token,
  },
  {
    method: 'PUT',
    route: '/api/v1/auth/me',
    url: () => '/api/v1/auth/me',
    body: () => ({ name: 'Asha', phone: '+91 98100 12345', location: 'Pune' }),
    fields: ['name', 'phone', 'location'],
    token: () => buyer.token,
  },
  {
    method: 'POST',
    route: '/api/v1/account/people',
    url: () => '/api/v1/account/people',
    body: () => ({ ...savedPerson }),
    fields: [
      'name',
      'relation',
      'date',
      'time',
      'timeUnknown',
      'placeName',
      'lat',
      'lon',
      'zone',
      'utcOffsetMinutes',
      'consent',
    ],
    token: () => buyer.token,
  },
  {
    method: 'PUT',
    route: '/api/v1/account/people/:id',
    url: (id) => `/api/v1/account/people/${id === orderId ? personId : id}`,
    body: () => ({ ...savedPerson }),
    fields: ['name', 'date', 'placeName', 'consent'],
    token: () => buyer.token,
    fuzzPath: true,
  },
  {
    method: 'DELETE',
    route: '/api/v1/account/people/:id',
    url: (id) => `/api/v1/account/people/${id}`,
    body: () => ({}),
    fields: [],
    token: () => buyer.token,
    fuzzPath: true,
  },
  {
    method: 'DELETE',
    route: '/api/v1/account/consents/:id',
    url: (id) => `/api/v1/account/consents/${id}`,
    body: () => ({}),
    fields: [],
    token: () => buyer.token,
    fuzzPath: true,
  },
  // The back office's inbox (decision 043).
  {
    method: 'POST',
    route: '/api/v1/admin/messages/:id/reply',
    url: (id) => `/api/v1/admin/messages/${id === orderId ? messageId : id}/reply`,
    body: () => ({
      body: 'Namaste,\nwe will call you tomorrow.',
      idempotencyKey: randomUUID(),
      mailLanguage: 'en',
    }),
    fields: ['body', 'idempotencyKey', 'mailLanguage'],
    token: () => admin.token,
    fuzzPath: true,
  },
  {
    method: 'PUT',
    route: '/api/v1/admin/messages/:id/status',
    url: (id) => `/api/v1/admin/messages/${id === orderId ? messageId : id}/status`,
    body: () => ({ status: 'closed' }),
    fields: ['status'],
    token: () => admin.token,
    fuzzPath: true,
  },
  {
    method: 'DELETE',
    route: '/api/v1/account',
    url: () => '/api/v1/account',
    body: () => ({ password: accountPassword }),
    fields: ['password'],
    token: () => doomed.token,
  },
];

function withField(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) as string] = value;
  return copy;
}

let addressCounter = 0;
/** A new client address per request, so rate limits and the login throttle stay out of the way. */
const someAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function send(endpoint: Endpoint, payload: string, id: string) {
  const token = endpoint.token?.();
  return context.app.inject({
    method: endpoint.method,
    url: endpoint.url(id),
    payload,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    remoteAddress: someAddress(),
  });
}

describe('hostile values sent to every write endpoint', () => {
  beforeAll(async () => {
    buyer = await kit.buyer();
    admin = await kit.admin();
    [changer, leaver, doomed] = [await kit.buyer(), await kit.buyer(), await kit.buyer()];
    const saved = await context.app.inject({
      method: 'POST',
      url: '/api/v1/account/people',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: savedPerson,
    });
    personId = json<{ person: { _id: string } }>(saved).person._id;
    const { id } = await kit.captureGemstones(buyer.token);
    const verified = await kit.verify(kit.verifyBody(await kit.pay(id)), buyer.token);
    orderId = json<{ order: { _id: string } }>(verified).order._id;
    // A booked consultation for the admin's endpoints, then a free time for the others.
    const booking = { ...address(), location: 'domestic' };
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
    appointmentId = json<{ appointment: { _id: string } }>(booked).appointment._id;
    slotStart = (await firstFreeSlot(context.app)).start;
    const message = await context.app.inject({
      method: 'POST',
      url: '/api/v1/contact/create',
      payload: { name: 'Ravi', email: 'ravi@example.com', message: 'Please call me.' },
    });
    messageId = json<{ data: { _id: string } }>(message).data._id;
  });

  it('never answer 5xx, never store a hostile value, and leave the server healthy', async () => {
    let tried = 0;
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      const cases: { label: string; payload: string; id: string }[] = [];
      for (const field of endpoint.fields) {
        for (const value of hostileValues) {
          cases.push({
            label: `${field}=${JSON.stringify(value)?.slice(0, 40)}`,
            payload: JSON.stringify(withField(endpoint.body(), field, value)),
            id: orderId,
          });
        }
      }
      // A key named __proto__ in the JSON itself (JSON.stringify of an object cannot make one).
      cases.push({
        label: '__proto__ key',
        payload: JSON.stringify(endpoint.body()).replace(
          /^\{/,
          '{"__proto__":{"role":"admin","isAdmin":true},',
        ),
        id: orderId,
      });
      if (endpoint.fuzzPath) {
        for (const value of hostileValues) {
          if (typeof value !== 'string' || value.length > 1000 || /[\ud800-\udfff]/.test(value))
            continue;
          cases.push({
            label: `path=${JSON.stringify(value).slice(0, 40)}`,
            payload: JSON.stringify(endpoint.body()),
            id: encodeURIComponent(value),
          });
        }
        cases.push({ label: 'path=long', payload: '{}', id: 'a'.repeat(5000) });
      }
      for (const { label, payload, id } of cases) {
        tried += 1;
        const response = await send(endpoint, payload, id);
        if (response.statusCode >= 500) {
          failures.push(`${endpoint.method} ${endpoint.route} ${label}: ${response.statusCode}`);
        }
        const body = json<{ success?: unknown; message?: unknown }>(response);
        if (typeof body.success !== 'boolean' || typeof body.message !== 'string') {
          if (response.statusCode >= 400) {
            failures.push(`${endpoint.route} ${label}: reply not in the API's format`);
          }
        }
      }
    }
    // The issue asks the test to print how many it tried.
    // biome-ignore lint/suspicious/noConsole: the count is part of the test report
    console.log(`fuzz: ${tried} hostile requests to ${endpoints.length} write endpoints`);
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(20 * endpoints.length);

    // Nothing hostile was stored: every text column of every table, searched for the markers.
    const { rows } = (await context.db.execute(sql`
      select 'users' as table_name, name || ' ' || email || ' ' || location || ' ' || phone as value from users
      union all select 'saved_people', name || ' ' || relation || ' ' || birth_date || ' '
        || coalesce(birth_time, '') || ' ' || place_name || ' ' || coalesce(zone, '') from saved_people
      union all select 'contact_messages', name || ' ' || email || ' ' || contact || ' ' || message
        from contact_messages
      union all select 'orders', shipping_name || ' ' || shipping_address || ' ' || shipping_email
        from orders
      union all select 'appointments', name || ' ' || address || ' ' || questions || ' ' || notes
        || ' ' || coalesce(summary, '') || ' ' || coalesce(birth::text, '') from appointments
      union all select 'consultation_settings', availability::text from consultation_settings
      union all select 'payment_orders', coalesce(payload::text, '') from payment_orders
      union all select 'order_items', name || ' ' || size from order_items
      union all select 'login_failures', email from login_failures
      union all select 'contact_replies', body from contact_replies
      union all select 'outbox', to_address || ' ' || subject || ' ' || text_body from outbox`)) as unknown as {
      rows: { table_name: string; value: string }[];
    };
    // One-line columns hold no line breaks either.
    const { rows: oneLine } = (await context.db.execute(sql`
      select 'users' as table_name, name || email || location || phone as value from users
      union all select 'saved_people', name || place_name || coalesce(zone, '') from saved_people
      union all select 'contact_messages', name || email || contact from contact_messages
      union all select 'orders', shipping_name || shipping_phone || shipping_email || shipping_pin
        from orders
      union all select 'appointments', name || phone || email || pin from appointments
      union all select 'order_items', size from order_items`)) as unknown as {
      rows: { table_name: string; value: string }[];
    };
    expect(oneLine.filter((row) => !isSingleLine(row.value))).toEqual([]);
    const hostile = rows.filter(
      // Every hostile string carries the marker (jsonb shows control characters escaped).
      (row) => !isMultiLine(row.value) || row.value.includes(marker),
    );
    expect(hostile.map((row) => `${row.table_name}: ${row.value.slice(0, 80)}`)).toEqual([]);

    const ready = await context.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
  }, 120_000);

  it('covers every write endpoint the app has', () => {
    const routes = context.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => /\((?:[^)]*\b(POST|PUT|DELETE|PATCH)\b)/.test(line));
    const declared = new Set(endpoints.map((endpoint) => endpoint.route));
    const written = routes
      .map((line) => line.replace(/^[\s│├└─]+/, '').replace(/\s*\(.*$/, ''))
      .filter((route) => route.startsWith('/api/'));
    expect(written.length).toBeGreaterThanOrEqual(10);
    for (const route of written) expect(declared, route).toContain(route);
  });
});
