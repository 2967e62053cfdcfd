import { defaultAvailability } from '@app/contract/consultation-slots';
import { eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  consultationReservations,
  outbox,
  refunds,
  simulatedRefunds,
} from '../../../src/db/schema.ts';
import type { OutboxMail } from '../../../src/modules/mail/outbox.repository.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import { paymentKit } from '../payments/payment-test-kit.ts';

/**
 * Consultations end to end through the API (issue 30, docs/decisions/035), on a clock the test
 * moves: the owner's hours make the slots; a slot is held while paying, booked once paid, and a
 * payment that comes after its hold ran out, when someone else took the slot, is refunded in
 * full; a booking is read, moved and cancelled under the policy by its key; its invite parses;
 * its reminders go once, and never for a cancelled booking.
 */

/** Monday 5 April 2027, 00:00 UTC (05:30 IST). */
const start = Date.parse('2027-04-05T00:00:00Z');
const clock = { now: start };
const hour = 3_600_000;
const sent: OutboxMail[] = [];

let context: TestApp;
let adminToken: string;
beforeAll(async () => {
  context = await createTestApp({
    environment: {
      BUSINESS_EMAIL: 'owner@shop.example',
      SITE_URL: 'https://shubh.example',
      MEETING_URL_TEMPLATE: 'https://meet.jit.si/ShubhJyotish-{room}',
    },
    dependencies: {
      now: () => new Date(clock.now),
      mailSender: {
        async send(mail) {
          sent.push(mail);
          return 'captured by the test';
        },
        close() {},
      },
    },
  });
  adminToken = (await paymentKit(() => context).admin()).token;
});
afterAll(() => context.close());

const api = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  context.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let counter = 0;
function form(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Client ${counter}`,
    phone: '+91 98450 11223',
    email: `client.${counter}@example.com`,
    address: '4 Brigade Road, Bengaluru',
    pin: '560001',
    location: 'domestic',
    package: 'regular',
    mode: 'audio',
    ...overrides,
  };
}

async function slots(query = 'days=14&package=regular&mode=audio') {
  const response = await api('GET', `/appointments/slots?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ slots: { start: string; end: string }[] }>(response).slots;
}

const capture = (addressData: Record<string, unknown>, slotStart: string, amount = 1500) =>
  api('POST', '/razorpay/capturePayment', {
    amount,
    purpose: 'appointment',
    addressData,
    slot: { start: slotStart },
  });

/** The simulated Checkout's Pay: what Checkout hands the page. */
async function pay(orderId: string) {
  const paid = await api('POST', '/razorpay/simulated/pay', { order_id: orderId });
  expect(paid.statusCode, paid.body).toBe(200);
  const result = json<Record<string, string>>(paid);
  return {
    razorpay_payment_id: result.razorpay_payment_id,
    razorpay_order_id: result.razorpay_order_id,
    razorpay_signature: result.razorpay_signature,
  };
}

const verify = (result: Record<string, unknown>, addressData: Record<string, unknown>) =>
  api('POST', '/razorpay/verifyPayment-appiment', { ...result, addressData });

async function payAndVerify(orderId: string, addressData: Record<string, unknown>) {
  return verify(await pay(orderId), addressData);
}

/** Books the first free slot (or `at`) for a new client; resolves with the reply's booking. */
async function book(overrides: Record<string, unknown> = {}, at?: string) {
  const data = form(overrides);
  const slot = at ?? (await slots(`days=30&package=${data.package}&mode=${data.mode}`))[0]?.start;
  if (!slot) throw new Error('no free slot');
  const captured = await capture(data, slot, data.location === 'international' ? 3200 : 1500);
  expect(captured.statusCode, captured.body).toBe(200);
  const verified = await payAndVerify(json<{ order: { id: string } }>(captured).order.id, data);
  expect(verified.statusCode, verified.body).toBe(200);
  return {
    data,
    ...json<{
      manageKey: string;
      appointment: {
        _id: string;
        slot: { start: string; end: string };
        canReschedule: boolean;
        meetingUrl: string | null;
      };
    }>(verified),
  };
}

describe('the owner’s hours make the slots', () => {
  it('offers Monday to Saturday, 10:00-13:00 and 15:00-19:00 IST, from 12 hours ahead, by default', async () => {
    const listed = await slots('from=2027-04-05&days=7');
    expect(listed.length).toBeGreaterThan(30);
    for (const slot of listed) {
      const ist = new Date(Date.parse(slot.start) + 330 * 60_000);
      const minutes = ist.getUTCHours() * 60 + ist.getUTCMinutes();
      const endMinutes = minutes + 30;
      expect(ist.getUTCDay(), slot.start).not.toBe(0);
      expect(
        (minutes >= 600 && endMinutes <= 780) || (minutes >= 900 && endMinutes <= 1140),
        slot.start,
      ).toBe(true);
      // Twelve hours' notice from the test's clock.
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(clock.now + 12 * hour);
    }
    // 30-minute calls with 15 minutes between them: 10:00, 10:45, 11:30, 12:15 IST.
    const tuesday = listed.filter((slot) => slot.start.startsWith('2027-04-06'));
    expect(tuesday.slice(0, 4).map((slot) => slot.start)).toEqual([
      '2027-04-06T04:30:00.000Z',
      '2027-04-06T05:15:00.000Z',
      '2027-04-06T06:00:00.000Z',
      '2027-04-06T06:45:00.000Z',
    ]);
    // Couples talk for 45 minutes.
    const couple = await slots('from=2027-04-06&days=1&package=couple');
    expect(Date.parse(couple[0]?.end ?? '') - Date.parse(couple[0]?.start ?? '')).toBe(45 * 60_000);
  });

  it('follows the owner’s changes: new hours and a holiday; bad settings are refused, in Hindi too', async () => {
    const changed = {
      ...defaultAvailability,
      weeklyHours: { ...defaultAvailability.weeklyHours, thu: [{ start: '16:00', end: '18:00' }] },
      blockedDates: [{ date: '2027-04-09', note: 'Festival' }],
    };
    const saved = await api('PUT', '/admin/availability', changed, {
      authorization: `Bearer ${adminToken}`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const week = await slots('from=2027-04-05&days=7');
    expect(week.filter((slot) => slot.start.startsWith('2027-04-09'))).toEqual([]);
    const thursday = week.filter((slot) => slot.start.startsWith('2027-04-08'));
    // 16:00, 16:45 and 17:30 IST: the last ends at 18:00.
    expect(thursday.map((slot) => slot.start)).toEqual([
      '2027-04-08T10:30:00.000Z',
      '2027-04-08T11:15:00.000Z',
      '2027-04-08T12:00:00.000Z',
    ]);

    const refused = await api(
      'PUT',
      '/admin/availability',
      {
        ...changed,
        weeklyHours: { ...changed.weeklyHours, mon: [{ start: '12:00', end: '11:00' }] },
      },
      { authorization: `Bearer ${adminToken}`, 'accept-language': 'hi' },
    );
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string }>(refused).message).toContain('काम का समय');
    expect(
      (await api('PUT', '/admin/availability', changed)).statusCode,
      'only an admin sets the hours',
    ).toBe(401);

    // Back to the defaults for the rest of the tests.
    await api('PUT', '/admin/availability', defaultAvailability, {
      authorization: `Bearer ${adminToken}`,
    });
  });

  it('refuses a query out of bounds with a 400 naming the field', async () => {
    for (const query of [
      'days=0',
      'days=63',
      'days=x',
      'package=gold',
      'mode=fax',
      'from=2027-13-01',
    ]) {
      const response = await api('GET', `/appointments/slots?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('holding and booking a slot', () => {
  it('holds the slot while one buyer pays: another is refused with other times, the same buyer may try again', async () => {
    const [slot] = await slots();
    const first = form();
    expect((await capture(first, slot?.start ?? '')).statusCode).toBe(200);
    const listed = await slots();
    expect(listed.map((free) => free.start)).not.toContain(slot?.start);

    const second = await capture(form(), slot?.start ?? '');
    expect(second.statusCode).toBe(409);
    const refusal = json<{ message: string; slots: { start: string }[] }>(second);
    expect(refusal.message).toMatch(/choose another time/);
    expect(refusal.slots.length).toBeGreaterThan(0);
    expect(refusal.slots.map((free) => free.start)).not.toContain(slot?.start);

    // A second click of the first buyer moves the hold to the new payment order.
    expect((await capture(first, slot?.start ?? '')).statusCode).toBe(200);
  });

  it('refuses a time that is no slot: outside the hours, too soon, on the grid of another day', async () => {
    for (const wrong of [
      '2027-04-06T03:00:00.000Z', // 08:30 IST, before the hours
      '2027-04-05T04:30:00.000Z', // 10:00 IST today: within the 12 hours' notice
      '2027-04-06T04:40:00.000Z', // not on the slots' grid
      '2027-04-11T04:30:00.000Z', // a Sunday
    ]) {
      const response = await capture(form(), wrong);
      expect(response.statusCode, wrong).toBe(409);
    }
    const noSlot = await api('POST', '/razorpay/capturePayment', {
      amount: 1500,
      purpose: 'appointment',
      addressData: form(),
    });
    expect(noSlot.statusCode).toBe(400);
    expect(json<{ message: string }>(noSlot).message).toBe('Choose a time for your call.');
  });

  it('gives the last slot to one of two racing buyers: the database decides', async () => {
    const free = await slots();
    const target = free[5]?.start ?? '';
    const replies = await Promise.all([capture(form(), target), capture(form(), target)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const holds = await context.db
      .select()
      .from(consultationReservations)
      .where(eq(consultationReservations.startsAt, new Date(target)));
    expect(holds).toHaveLength(1);
  });

  it('books a paid slot, with a meeting link for video, mails with the invite, and reminders', async () => {
    const booking = await book({ mode: 'video', timeZone: 'europe/london', package: 'couple' });
    expect(booking.appointment.meetingUrl).toMatch(
      /^https:\/\/meet\.jit\.si\/ShubhJyotish-[a-z]{20}$/,
    );
    const mails = await context.db
      .select()
      .from(outbox)
      .where(like(outbox.textBody, `%${booking.appointment._id}%`));
    const kinds = mails.map((mail) => mail.kind).sort();
    expect(kinds).toEqual([
      'appointment-confirmation',
      'appointment-notification',
      'appointment-reminder-1h',
      'appointment-reminder-24h',
    ]);
    const confirmation = mails.find((mail) => mail.kind === 'appointment-confirmation');
    // The time in IST and in the client's own zone (London), and the manage link with its key.
    expect(confirmation?.textBody).toMatch(/India Standard Time \(IST\), 45 minutes/);
    expect(confirmation?.textBody).toContain('(Europe/London)');
    expect(confirmation?.textBody).toContain(
      `https://shubh.example/appointment/manage?id=${booking.appointment._id}&key=`,
    );
    expect(confirmation?.textBody).toContain(booking.appointment.meetingUrl);
    const reminder = mails.find((mail) => mail.kind === 'appointment-reminder-24h');
    expect(reminder?.nextAttemptAt.getTime()).toBe(
      Date.parse(booking.appointment.slot.start) - 24 * hour,
    );
  });
});

describe('a payment that arrives after its hold ran out', () => {
  it('books the slot if it is still free, else refunds in full and offers other times', async () => {
    const free = await slots();
    const late = form();
    const target = free[10]?.start ?? '';
    const lateOrder = json<{ order: { id: string } }>(await capture(late, target)).order.id;

    // Sixteen minutes later the hold has run out; someone else takes the slot and pays.
    clock.now += 16 * 60_000;
    const taker = await book({}, target);
    expect(taker.appointment.slot.start).toBe(target);

    const latePayment = await pay(lateOrder);
    const refused = await verify(latePayment, late);
    expect(refused.statusCode).toBe(409);
    const reply = json<{
      message: string;
      appointment: { _id: string; status: string; refund: { status: string; amount: number } };
      slots: unknown[];
    }>(refused);
    expect(reply.message).toMatch(/refunded/);
    expect(reply.appointment.status).toBe('Cancelled');
    expect(reply.appointment.refund).toMatchObject({ status: 'processed', amount: 1500 });
    expect(reply.slots.length).toBeGreaterThan(0);
    // The money went back through the gateway, once.
    const sentBack = await context.db
      .select()
      .from(refunds)
      .where(eq(refunds.appointmentId, reply.appointment._id));
    expect(sentBack).toHaveLength(1);
    expect(
      await context.db
        .select()
        .from(simulatedRefunds)
        .where(eq(simulatedRefunds.paymentId, sentBack[0]?.paymentId ?? '')),
    ).toHaveLength(1);
    // Verifying again answers the same, and refunds nothing more.
    expect((await verify(latePayment, late)).statusCode).toBe(409);
    expect(
      await context.db
        .select()
        .from(refunds)
        .where(eq(refunds.appointmentId, reply.appointment._id)),
    ).toHaveLength(1);
    const mail = await context.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'appointment-slot-taken'));
    expect(mail.some((row) => row.toAddress === late.email)).toBe(true);

    // A late payment for a slot nobody took is booked.
    const lucky = form();
    const luckyTime = (await slots())[3]?.start ?? '';
    const luckyOrder = json<{ order: { id: string } }>(await capture(lucky, luckyTime)).order.id;
    clock.now += 20 * 60_000;
    const booked = await payAndVerify(luckyOrder, lucky);
    expect(booked.statusCode, booked.body).toBe(200);
  });
});

describe('a booking, by its key', () => {
  it('is read by its key, the booker or an admin, and by nobody else', async () => {
    const booking = await book();
    const id = booking.appointment._id;
    expect((await api('GET', `/appointments/${id}`)).statusCode).toBe(401);
    const byKey = await api('GET', `/appointments/${id}?key=${booking.manageKey}`);
    expect(byKey.statusCode).toBe(200);
    expect(json<{ appointment: { notes?: string } }>(byKey).appointment.notes).toBeUndefined();
    const other = await book();
    expect((await api('GET', `/appointments/${id}?key=${other.manageKey}`)).statusCode).toBe(403);
    expect((await api('GET', `/appointments/${id}?key=forged.key.value`)).statusCode).toBe(403);
    const byAdmin = await api('GET', `/appointments/${id}`, undefined, {
      authorization: `Bearer ${adminToken}`,
    });
    expect(json<{ appointment: { notes?: string } }>(byAdmin).appointment.notes).toBe('');
  });

  it('is not opened to an account that registers the guest’s e-mail address later', async () => {
    const guest = await book();
    const id = guest.appointment._id;
    // Anyone may register any address (addresses are not verified at sign-up, decision 016).
    const stranger = await paymentKit(() => context).signUp({ email: guest.data.email });
    const asStranger = { authorization: `Bearer ${stranger.token}` };
    expect((await api('GET', `/appointments/${id}`, undefined, asStranger)).statusCode).toBe(403);
    const mine = await api('GET', '/appointments/mine', undefined, asStranger);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(json<{ appointment: unknown[] }>(mine).appointment).toEqual([]);
    // The guest's own link still opens it.
    const byKey = await api('GET', `/appointments/${id}?key=${guest.manageKey}`);
    expect(byKey.statusCode).toBe(200);
  });

  it('has a calendar invite that a calendar library reads: UID, UTC times, a reminder', async () => {
    const booking = await book();
    const response = await api(
      'GET',
      `/appointments/${booking.appointment._id}/calendar.ics?key=${booking.manageKey}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe(`${booking.appointment._id}@shubhjyotish.in`);
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.appointment.slot.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(booking.appointment.slot.end);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.sequence).toBe(0);
    expect(event.component.getFirstSubcomponent('valarm')).not.toBeNull();
  });

  it('moves once, up to 24 hours before, with a new invite of the same UID and a higher SEQUENCE', async () => {
    const booking = await book();
    const id = booking.appointment._id;
    const key = booking.manageKey;
    const later = (await slots('days=30'))[8]?.start ?? '';
    const moved = await api('POST', `/appointments/${id}/reschedule?key=${key}`, { start: later });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = json<{
      appointment: { slot: { start: string }; moves: number; canReschedule: boolean };
    }>(moved).appointment;
    expect(after).toMatchObject({ slot: { start: later }, moves: 1, canReschedule: false });
    // The old time is free again, the new one taken.
    const free = (await slots('days=30')).map((slot) => slot.start);
    expect(free).toContain(booking.appointment.slot.start);
    expect(free).not.toContain(later);

    const ics = await api('GET', `/appointments/${id}/calendar.ics?key=${key}`);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.uid).toBe(`${id}@shubhjyotish.in`);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe(later);

    // The reminders follow the new time; the old ones were withdrawn.
    const reminders = await context.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `appointment-reminder:${id}:%`));
    expect(reminders.map((mail) => mail.dedupeKey?.endsWith(later)).every(Boolean)).toBe(true);
    expect(reminders).toHaveLength(2);

    const again = await api('POST', `/appointments/${id}/reschedule?key=${key}`, {
      start: (await slots('days=30'))[9]?.start,
    });
    expect(again.statusCode).toBe(409);
  });

  it('cancels 24 hours or more before with a full refund, once; later, with none', async () => {
    const early = await book();
    const url = `/appointments/${early.appointment._id}/cancel?key=${early.manageKey}`;
    const [first, second] = await Promise.all([api('POST', url), api('POST', url)]);
    for (const reply of [first, second]) {
      expect(reply.statusCode, reply.body).toBe(200);
      expect(json<{ refund: { amount: number } }>(reply).refund.amount).toBe(1500);
    }
    expect(
      await context.db
        .select()
        .from(refunds)
        .where(eq(refunds.appointmentId, early.appointment._id)),
    ).toHaveLength(1);
    expect((await slots('days=30')).map((slot) => slot.start)).toContain(
      early.appointment.slot.start,
    );
    const cancelMail = await context.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'appointment-cancelled'));
    expect(cancelMail.some((mail) => mail.toAddress === early.data.email)).toBe(true);

    const late = await book();
    const saved = clock.now;
    clock.now = Date.parse(late.appointment.slot.start) - 3 * hour;
    const lateCancel = await api(
      'POST',
      `/appointments/${late.appointment._id}/cancel?key=${late.manageKey}`,
    );
    clock.now = saved;
    expect(lateCancel.statusCode).toBe(200);
    expect(json<{ refund: { amount: number }; message: string }>(lateCancel)).toMatchObject({
      refund: { amount: 0 },
      message: expect.stringMatching(/nothing is refunded/),
    });
  });
});

describe('reminders and the astrologer’s day', () => {
  it('sends each reminder once when its time comes, and none for a cancelled booking', async () => {
    const kept = await book();
    const dropped = await book();
    await api('POST', `/appointments/${dropped.appointment._id}/cancel?key=${dropped.manageKey}`);
    const saved = clock.now;
    // What is due now (the confirmations) goes first; then the clock reaches the reminders.
    await context.app.outbox.processDue();
    sent.length = 0;
    clock.now = Date.parse(kept.appointment.slot.start) - 23 * hour;
    await context.app.outbox.processDue();
    await context.app.outbox.processDue();
    const forKept = sent.filter((mail) => mail.textBody.includes(kept.appointment._id));
    expect(forKept.map((mail) => mail.kind)).toEqual(['appointment-reminder-24h']);
    expect(sent.filter((mail) => mail.textBody.includes(dropped.appointment._id))).toEqual([]);
    clock.now = Date.parse(kept.appointment.slot.start) - 30 * 60_000;
    await context.app.outbox.processDue();
    expect(
      sent.filter((mail) => mail.textBody.includes(kept.appointment._id)).map((mail) => mail.kind),
    ).toEqual(['appointment-reminder-24h', 'appointment-reminder-1h']);
    clock.now = saved;
  });

  it('lists the agenda, keeps notes and status, and mails a summary once', async () => {
    const booking = await book({
      questions: 'Will I change jobs this year?',
      birth: {
        date: '1990-05-14',
        time: '06:30',
        placeName: 'New Delhi',
        lat: 28.61,
        lon: 77.21,
        zone: 'Asia/Kolkata',
      },
    });
    const admin = { authorization: `Bearer ${adminToken}` };
    const day = new Date(Date.parse(booking.appointment.slot.start) + 330 * 60_000)
      .toISOString()
      .slice(0, 10);
    const agenda = await api(
      'GET',
      `/admin/appointments/agenda?from=${day}&days=1`,
      undefined,
      admin,
    );
    expect(agenda.statusCode).toBe(200);
    const listed = json<{ appointment: { _id: string; birth: unknown; questions: string }[] }>(
      agenda,
    ).appointment.find((item) => item._id === booking.appointment._id);
    expect(listed).toMatchObject({ questions: 'Will I change jobs this year?' });
    expect(listed?.birth).toMatchObject({ placeName: 'New Delhi', time: '06:30' });

    const updated = await api(
      'PUT',
      `/admin/appointments/${booking.appointment._id}`,
      { status: 'Completed', notes: 'Jupiter in the 10th: talk about the offer.' },
      admin,
    );
    expect(
      json<{ appointment: { status: string; notes: string } }>(updated).appointment,
    ).toMatchObject({
      status: 'Completed',
      notes: 'Jupiter in the 10th: talk about the offer.',
    });
    const text = 'We looked at your tenth house.\nTake the offer after June.';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const summary = await api(
        'POST',
        `/admin/appointments/${booking.appointment._id}/summary`,
        { text },
        admin,
      );
      expect(summary.statusCode).toBe(200);
    }
    const mails = await context.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'appointment-summary'));
    expect(mails.filter((mail) => mail.toAddress === booking.data.email)).toHaveLength(1);
    const byKey = await api(
      'GET',
      `/appointments/${booking.appointment._id}?key=${booking.manageKey}`,
    );
    expect(json<{ appointment: { summary: string } }>(byKey).appointment.summary).toBe(text);
    // A done call can no longer be moved or cancelled.
    const cancel = await api(
      'POST',
      `/appointments/${booking.appointment._id}/cancel?key=${booking.manageKey}`,
    );
    expect(cancel.statusCode).toBe(409);
    const [row] = await context.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, booking.appointment._id));
    expect(row?.status).toBe('Completed');
  });
});
