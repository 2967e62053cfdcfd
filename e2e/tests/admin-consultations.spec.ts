import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { signName } from '../../astro/src/names.ts';
import enAdmin from '../../web/app/locales/en/admin.json' with { type: 'json' };
import hiAdmin from '../../web/app/locales/hi/admin.json' with { type: 'json' };
import { fill, type Reference, referenceCharts } from '../support/birth-form';
import { adminCredentials, expect, logIn, test } from '../support/fixtures';

/**
 * The astrologer's side of consultations (issue 30, docs/decisions/035), in both languages on the
 * real server: the owner sets the hours and a holiday on /admin/availability and the free slots
 * follow; a booking paid through the API with birth details shows in the week's agenda, and its
 * preparation page shows the client's chart (checked against the Swiss Ephemeris reference
 * charts), takes the call's outcome, private notes and a summary mailed to the client, moves it
 * and cancels it with a refund.
 */

const words = { en: enAdmin, hi: hiAdmin } as const;
/** What the server answers when the hours are saved (availabilitySaved, appointments.messages.ts). */
const savedMessage = {
  en: 'The consultation hours are saved. Bookings already made keep their times.',
  hi: 'परामर्श के घंटे सहेज लिए गए हैं। पहले से बनी बुकिंग के समय नहीं बदलते।',
} as const;
const summaryMessage = {
  en: 'The summary has been e-mailed to the client.',
  hi: 'सारांश ग्राहक को ईमेल कर दिया गया है।',
} as const;
const rangeOrderMessage = {
  en: 'A working range must end after it starts.',
  hi: 'काम का समय शुरू होने के बाद ही ख़त्म हो सकता है।',
} as const;

const main = (page: Page) => page.getByRole('main');
const dayMs = 86_400_000;
const istOffsetMs = 330 * 60_000;

type Slot = { start: string; end: string };
type Availability = { weeklyHours: Record<string, unknown>; blockedDates: unknown[] } & Record<
  string,
  unknown
>;

/** The calendar date in India at an instant, and the clock there (`HH:mm`). */
const istDate = (instant: number | string) =>
  new Date(new Date(instant).getTime() + istOffsetMs).toISOString().slice(0, 10);
const istClock = (instant: string) =>
  new Date(new Date(instant).getTime() + istOffsetMs).toISOString().slice(11, 16);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
/** 0 = Monday ... 6 = Sunday. */
const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
const nextWeekday = (from: string, day: number) => addDays(from, (day - weekday(from) + 7) % 7);

async function adminHeaders(request: APIRequestContext) {
  const { token } = await logIn(request, adminCredentials);
  return { authorization: `Bearer ${token}` };
}

async function slotsOn(request: APIRequestContext, from: string, days = 1): Promise<Slot[]> {
  const response = await request.get(
    `/api/v1/appointments/slots?from=${from}&days=${days}&package=regular&mode=audio`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

/**
 * A consultation booked and paid through the API as the booking page does it (capturePayment
 * holding a free slot of the coming week, the simulated Checkout's Pay, the verification), with
 * the client's birth details and questions. The slot is picked at random, and another is tried
 * when a test running beside this one took it first.
 */
async function bookConsultation(
  request: APIRequestContext,
  client: { name: string; email: string; birth?: Record<string, unknown>; questions?: string },
) {
  const addressData = {
    name: client.name,
    phone: '+91 98100 77777',
    email: client.email,
    address: '12 Assi Ghat, Varanasi',
    pin: '221005',
    location: 'domestic',
    package: 'regular',
    mode: 'audio',
    questions: client.questions ?? '',
    timeZone: 'Europe/London',
    ...(client.birth ? { birth: client.birth } : {}),
  };
  // Tomorrow and the five days after it: on this week's agenda whatever the hour.
  let slots = await slotsOn(request, addDays(istDate(Date.now()), 1), 5);
  for (let attempt = 1; ; attempt += 1) {
    const slot = slots[Math.floor(Math.random() * slots.length)];
    if (!slot) throw new Error('no free consultation slot this week');
    const capture = await request.post('/api/v1/razorpay/capturePayment', {
      data: { amount: 1500, purpose: 'appointment', addressData, slot: { start: slot.start } },
    });
    if (capture.status() === 409 && attempt < 5) {
      slots = slots.filter((other) => other.start !== slot.start);
      continue;
    }
    expect(capture.ok(), await capture.text()).toBe(true);
    const { order } = (await capture.json()) as { order: { id: string } };
    const pay = await request.post('/api/v1/razorpay/simulated/pay', {
      data: { order_id: order.id },
    });
    expect(pay.ok(), await pay.text()).toBe(true);
    const { success: _success, ...result } = (await pay.json()) as Record<string, string>;
    const verify = await request.post('/api/v1/razorpay/verifyPayment-appiment', {
      data: { ...result, addressData, total: 1500 },
    });
    expect(verify.ok(), await verify.text()).toBe(true);
    return ((await verify.json()) as { appointment: { _id: string; slot: Slot } }).appointment;
  }
}

/** A reference chart's birth as a consultation's form sends it. */
function birthOfReference(reference: Reference) {
  const [date, time] = reference.local.split('T');
  return {
    date,
    time,
    timeUnknown: false,
    placeName: reference.place,
    lat: reference.lat,
    lon: reference.lon,
    zone: reference.zone,
  };
}

// Both languages change the one setting the server keeps: one after the other, each putting
// back what it found (other specs book slots meanwhile: the changes only add Sunday hours and
// take away one day five weeks ahead).
test.describe
  .serial('the owner sets the hours', () => {
    for (const [language, sundayHours, holidayWeekday] of [
      ['en', ['07:00', '08:30'], 0],
      ['hi', ['06:30', '08:00'], 1],
    ] as const) {
      test.describe(language, () => {
        test.use({ language });

        test(`hours and a holiday set on /admin/availability make the free slots (${language})`, async ({
          page,
          admin: _admin,
          scanA11y,
        }) => {
          const t = words[language].availability;
          const headers = await adminHeaders(page.request);
          const before = await page.request.get('/api/v1/admin/availability', { headers });
          const saved = ((await before.json()) as { availability: Availability }).availability;
          const today = istDate(Date.now());
          const holiday = nextWeekday(addDays(today, 35), holidayWeekday);
          const sunday = nextWeekday(addDays(today, 2), 6);
          expect(await slotsOn(page.request, holiday)).not.toEqual([]);

          try {
            await page.goto('/admin/availability');
            await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(t.title);
            await expect(main(page).getByText(t.keepTimesNote)).toBeVisible();
            expect(await scanA11y({ includeShell: true })).toEqual([]);
            await expect(
              page
                .getByRole('complementary', { name: words[language].layout.sidebarLabel })
                .getByRole('link', { name: words[language].layout.availability }),
            ).toHaveAttribute('aria-current', 'page');

            // Sunday (closed by default) gets a range, first the wrong way round.
            const sundayName = t.weekdays.sun;
            const sundayRow = main(page).locator('[data-weekday="sun"]');
            await sundayRow
              .getByRole('button', { name: fill(t.weekly.add, { day: sundayName }) })
              .click();
            const names = { day: sundayName, number: 1 };
            const from = sundayRow.getByLabel(fill(t.weekly.start, names), { exact: true });
            const to = sundayRow.getByLabel(fill(t.weekly.end, names), { exact: true });
            await from.fill(sundayHours[0]);
            await to.fill('05:00');

            // A holiday five weeks ahead, with its note.
            const daysOff = main(page).getByRole('region', { name: t.daysOff.title });
            await daysOff.getByLabel(t.daysOff.date, { exact: true }).fill(holiday);
            await daysOff.getByLabel(t.daysOff.note).fill('Diwali');
            await daysOff.getByRole('button', { name: t.daysOff.add, exact: true }).click();
            await expect(daysOff.locator(`[data-day-off="${holiday}"]`)).toContainText('Diwali');

            // The server refuses the range and says so beside Sunday; nothing is saved.
            await main(page).getByRole('button', { name: t.save }).click();
            await expect(sundayRow).toContainText(rangeOrderMessage[language]);
            await expect(from).toHaveAttribute('aria-invalid', 'true');
            await expect(main(page).getByRole('alert')).toHaveText(t.fixFields);
            expect(await slotsOn(page.request, holiday)).not.toEqual([]);

            await to.fill(sundayHours[1]);
            await main(page).getByRole('button', { name: t.save }).click();
            await expect(
              main(page).getByRole('status').filter({ hasText: savedMessage[language] }),
            ).toBeVisible();
            await expect(sundayRow).not.toContainText(rangeOrderMessage[language]);

            // The calendar follows at once: no slot on the holiday, Sunday's only within its hours.
            expect(await slotsOn(page.request, holiday)).toEqual([]);
            const sundaySlots = await slotsOn(page.request, sunday);
            expect(sundaySlots.length).toBeGreaterThan(0);
            for (const slot of sundaySlots) {
              expect(istDate(slot.start)).toBe(sunday);
              expect(istClock(slot.start) >= sundayHours[0]).toBe(true);
              expect(istClock(slot.end) <= sundayHours[1]).toBe(true);
            }

            // What the server keeps is what the page shows again.
            await page.reload();
            await expect(
              main(page).locator('[data-weekday="sun"]').getByLabel(fill(t.weekly.start, names), {
                exact: true,
              }),
            ).toHaveValue(sundayHours[0]);
            await expect(main(page).locator(`[data-day-off="${holiday}"]`)).toContainText('Diwali');
          } finally {
            const restore = await page.request.put('/api/v1/admin/availability', {
              headers,
              data: saved,
            });
            expect(restore.ok(), await restore.text()).toBe(true);
          }
          expect(await slotsOn(page.request, holiday)).not.toEqual([]);
        });
      });
    }
  });

for (const [language, referenceIndex] of [
  ['en', 0],
  ['hi', 6],
] as const) {
  test.describe(`the astrologer's day (${language})`, () => {
    test.use({ language });

    test('the agenda opens the preparation page: the chart, done, notes, summary, move, cancel with refund', async ({
      page,
      admin: _admin,
      mailbox,
      scanA11y,
    }) => {
      const t = words[language];
      const reference = referenceCharts[referenceIndex] as Reference;
      const token = randomUUID().slice(0, 8);
      const client = {
        name: `Meera ${token}`,
        email: `meera.${token}@e2e.test`,
        birth: birthOfReference(reference),
        questions: `Will the new job in Pune work out? (${token})`,
      };
      const booked = await bookConsultation(page.request, client);

      // This week's agenda lists the call on its day (IST) and opens its page.
      await page.goto('/admin/appointment');
      const agenda = main(page).getByRole('region', { name: t.agenda.title });
      const day = agenda.locator(`[data-agenda-day="${istDate(booked.slot.start)}"]`);
      await day.getByRole('link', { name: new RegExp(client.name) }).click();
      await expect(page).toHaveURL(`/admin/appointment/${booked._id}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(client.name);
      await expect(main(page).getByText(client.questions)).toBeVisible();
      const call = main(page).getByRole('region', { name: t.booking.call, exact: true });
      await expect(call.locator('[data-field="timeIst"]')).toContainText('IST');
      await expect(call.locator('[data-field="timeClient"]')).toContainText('Europe/London');

      // The client's chart, computed in the browser: the Swiss Ephemeris reference's signs.
      const chart = main(page).getByTestId('consultation-chart');
      await expect(chart.locator('[data-chart="rashi"] svg')).toBeVisible();
      await expect(chart.locator('[data-chart="navamsa"] svg')).toBeVisible();
      await expect(chart.locator('[data-fact="ascendant"] dd')).toHaveText(
        signName(reference.ascendantSign)[language],
      );
      await expect(chart.locator('[data-fact="moonSign"] dd')).toHaveText(
        signName(reference.moonSign)[language],
      );
      await expect(chart.locator('[data-graha="ascendant"]')).toHaveAttribute(
        'data-sign',
        String(reference.ascendantSign),
      );
      for (const graha of ['sun', 'moon', 'mars', 'jupiter', 'saturn'] as const) {
        await expect(chart.locator(`tr[data-graha="${graha}"]`)).toHaveAttribute(
          'data-sign',
          String(reference.planets[graha].sign),
        );
      }
      await expect(chart.locator('[data-fact="dasha"] dd')).not.toHaveText(t.chart.facts.needsTime);
      await expect(chart.locator('li[data-mahadasha][data-current]')).toHaveCount(1);
      await expect(chart.locator('[data-fact="sadeSati"] dd')).toBeVisible();
      await expect(chart.locator('[data-manglik]')).toBeVisible();
      expect(await scanA11y({ includeShell: true })).toEqual([]);

      // Done, and back to booked (a wrong click can be undone).
      const actions = main(page).getByRole('complementary', { name: client.name });
      const status = main(page).locator('header [data-status]');
      await actions.getByRole('button', { name: t.actions.status.done }).click();
      await expect(status).toHaveText(t.status.Completed);
      await expect(actions.getByText(t.actions.status.saved.Completed)).toBeVisible();
      await actions.getByRole('button', { name: t.actions.status.reopen }).click();
      await expect(status).toHaveText(t.status.Booked);

      // Private notes, kept by the server.
      const notes = `Saturn return; ask about his father (${token})`;
      await actions.getByLabel(t.actions.notes.label, { exact: true }).fill(notes);
      await actions.getByRole('button', { name: t.actions.notes.save }).click();
      await expect(actions.getByText(t.actions.notes.saved)).toBeVisible();

      // The session's summary, e-mailed to the client.
      const summary = `Good months for the new job from March (${token}).`;
      await actions.getByLabel(t.actions.summary.label, { exact: true }).fill(summary);
      await actions.getByRole('button', { name: t.actions.summary.send }).click();
      await expect(actions.getByText(summaryMessage[language])).toBeVisible();
      const mail = await mailbox.waitForMailWith(`(${token}).`);
      expect(mail).toContain(client.email);

      await page.reload();
      await expect(main(page).getByLabel(t.actions.notes.label, { exact: true })).toHaveValue(
        notes,
      );
      await expect(main(page).getByLabel(t.actions.summary.label, { exact: true })).toHaveValue(
        summary,
      );

      // Moved to another free time: the page shows the new one.
      await actions.getByRole('button', { name: t.actions.move.open }).click();
      const moveDialog = page.getByRole('dialog', { name: t.actions.move.title });
      const times = moveDialog.getByRole('group', { name: t.actions.move.time });
      // A late time, a different one in each language: the two tests run side by side, and the
      // second to move to the same time would be refused (409) and left with the dialog open.
      const timeLabels = times.locator('label');
      await timeLabels.nth((await timeLabels.count()) - (language === 'en' ? 1 : 2)).click();
      const chosen = await times.locator('input:checked').getAttribute('value');
      await moveDialog
        .getByRole('button', { name: new RegExp(fill(t.actions.move.confirm, { time: '' })) })
        .click();
      await expect(moveDialog).toBeHidden();
      await expect(call.locator('[data-field="timeIst"] time')).toHaveAttribute(
        'datetime',
        chosen ?? '',
      );

      // Cancelled with a full refund, after a confirmation: the refund shows on the page.
      await actions
        .getByRole('button', { name: fill(t.actions.cancel.open, { amount: '₹1,500' }) })
        .click();
      const confirm = page.getByRole('dialog', { name: t.actions.cancel.title });
      await confirm
        .getByRole('button', { name: fill(t.actions.cancel.confirm, { amount: '₹1,500' }) })
        .click();
      await expect(status).toHaveText(t.status.Cancelled);
      await expect(call.locator('[data-field="refund"] [data-refund]')).toContainText('₹1,500');
      await expect(call.locator('[data-field="refund"]')).toContainText(
        t.refund.reason['business-cancelled'],
      );
      await expect(actions.getByRole('button', { name: t.actions.move.open })).toHaveCount(0);

      // The table of all appointments shows the booking's time and refund too.
      await page.goto('/admin/appointment');
      const row = main(page).getByRole('row').filter({ hasText: client.email });
      await expect(row.locator('[data-status]')).toHaveText(t.status.Cancelled);
      await expect(row.locator('[data-refund]')).toContainText('₹1,500');
      await expect(row.locator(`time[datetime="${chosen}"]`)).toBeVisible();
    });
  });
}
