import { consultationPolicy } from '@app/contract/appointment-terms';
import type { Browser, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { enterBirth } from '../support/birth-form';
import {
  bookingWords,
  chooseSlot,
  clockIn,
  consultationWords,
  fillContact,
  randomFreeSlot,
} from '../support/booking';
import {
  closeContactPopup,
  expect,
  freeSlots,
  type Language,
  mailText,
  type Slot,
  startInLanguage,
  test,
} from '../support/fixtures';

/**
 * A consultation buys a time (issue 30), in both languages on the real server: visitors in New
 * Delhi and London see the same free time each on their own clock with India's beside it; the
 * London visitor pays for it in test mode and finds the time on the confirmation, in the mail and
 * in the calendar invite (read back with ical.js); two buyers race for one time and only one
 * pays; a client moves a booking once and cancels it, and sees the refund on the booking's page
 * and in My Orders. The server's clock is real, so these times are in the coming weeks; summer
 * time abroad (London in March and October) is tested in web/app/lib/consultation-time.test.ts.
 */

test.describe.configure({ timeout: 90_000 });

const delhi = 'Asia/Kolkata';
const london = 'Europe/London';

/** The address of a page in a language. */
const at = (path: string, language: Language) => (language === 'hi' ? `/hi${path}` : path);

/**
 * A second visitor: their own browser in `zone`, on the fake clock like the fixture's page, in
 * `language`; errors thrown in it fail the test.
 */
async function visitorIn(browser: Browser, zone: string, language: Language, baseURL: string) {
  const context = await browser.newContext({ timezoneId: zone, baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.clock.install();
  if (language === 'hi') await startInLanguage(page, 'hi');
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'errors thrown in the second visitor’s page').toEqual([]);
    },
  };
}

async function openBooking(page: Page, language: Language) {
  await page.goto(at('/appointment', language));
  await closeContactPopup(page);
}

/** The option of `slot` in the page's picker. */
const optionOf = (page: Page, slot: Slot) =>
  page.locator(`[data-testid="slot-option"][data-start="${slot.start}"]`);

/** "30 November 2026" / "30 नवंबर 2026": the date of an instant in a zone, as mails write it. */
function mailDate(iso: string, zone: string, language: Language) {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: zone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

/** "6:45" of an instant in a zone: the clock digits every form of a time shares. */
const digitsOf = (iso: string, zone: string) => clockIn(iso, zone, 'en').replace(/ (AM|PM)$/, '');

for (const language of ['en', 'hi'] as const) {
  test.describe(`consultations (${language})`, () => {
    test.use({ language, timezoneId: delhi });
    const words = bookingWords[language];
    const form = consultationWords[language].appointment;

    test('New Delhi and London see the same time on their own clocks; London books it and gets the time on the confirmation, in the mail and in the invite', async ({
      page,
      browser,
      baseURL,
      mailbox,
    }) => {
      const slot = await randomFreeSlot(page.request);
      const inIndia = clockIn(slot.start, delhi, language);
      const inLondon = clockIn(slot.start, london, language);

      // New Delhi: the browser's zone is India's, so the time is IST alone.
      await openBooking(page, language);
      await chooseSlot(page, slot, language);
      await expect(page.locator('select[name="timeZone"]')).toHaveValue(delhi);
      await expect(optionOf(page, slot)).toHaveText(inIndia);
      await expect(page.getByTestId('chosen-slot')).toContainText(inIndia);
      // Every zone the browser knows is offered once the visitor reaches for the list (the 400
      // options are drawn then, not with the free times).
      const zoneList = page.locator('select[name="timeZone"]');
      await expect(zoneList.locator('option[value="Asia/Ulaanbaatar"]')).toHaveCount(0);
      await zoneList.focus();
      await zoneList.selectOption('Asia/Ulaanbaatar');
      await expect(zoneList).toHaveValue('Asia/Ulaanbaatar');
      expect(await zoneList.locator('option').count()).toBeGreaterThan(300);

      // London: the same slot on London's clock, with India's beside it.
      const londoner = await visitorIn(browser, london, language, baseURL ?? '');
      const other = londoner.page;
      await openBooking(other, language);
      await expect(other.locator('select[name="timeZone"]')).toHaveValue(london);
      await chooseSlot(other, slot, language);
      await expect(optionOf(other, slot)).toContainText(inLondon);
      await expect(optionOf(other, slot)).toContainText(`${inIndia} IST`);
      const chosen = other.getByTestId('chosen-slot');
      await expect(chosen).toContainText(inLondon);
      await expect(chosen).toContainText(inIndia);

      // The Londoner books it from abroad and pays in test mode.
      const email = `london.${Date.now()}@e2e.test`;
      await other.getByRole('radio', { name: form.form.locations.international }).check();
      await fillContact(other, language, {
        name: 'Priya Shah',
        phone: '+44 7700 900123',
        email,
        address: '14 Ealing Road, London',
        pin: 'HA0 4TL',
      });
      await other
        .getByRole('textbox', { name: form.questions.label })
        .fill('When is a good time to change jobs?');
      // Her birth details, for the astrologer to prepare with: the time she does not know.
      await other.getByRole('button', { name: form.birth.add }).click();
      await enterBirth(other.locator('#main-content form'), language, {
        name: '',
        date: '1991-03-14',
        time: null,
        placeQuery: 'Varanasi',
        placeId: '1253405',
      });
      await expect(other.getByTestId('consultation-policy')).toBeVisible();
      const capture = other.waitForRequest('**/api/v1/razorpay/capturePayment');
      await other.getByRole('button', { name: /₹3,200/ }).click();
      expect((await capture).postDataJSON()).toMatchObject({
        purpose: 'appointment',
        location: 'international',
        slot: { start: slot.start },
        addressData: {
          package: 'regular',
          mode: 'audio',
          timeZone: london,
          questions: 'When is a good time to change jobs?',
          birth: { date: '1991-03-14', timeUnknown: true, zone: delhi },
        },
      });
      const checkout = other.getByTestId('simulated-checkout');
      await expect(checkout).toContainText('₹3,200');
      await checkout.getByRole('button', { name: /₹3,200/ }).click();
      await expect(other).toHaveURL(/\/payment-success$/);

      // The confirmation: the time on the Londoner's clock and in IST, the audio call, the policy.
      const details = other.getByTestId('booking-details');
      await expect(details.getByTestId('time-yours')).toContainText(inLondon);
      await expect(details.getByTestId('time-ist')).toContainText(inIndia);
      await expect(details).toContainText(words.modes.audio);
      await expect(details).toContainText('+44 7700 900123');
      await expect(other.getByTestId('consultation-policy')).toBeVisible();
      const manage = other.getByRole('link', { name: words.actions.manage });
      await expect(manage).toHaveAttribute('href', /\/appointment\/manage\?id=[\w-]+&key=/);

      // The mail gives the time in IST and on the client's clock.
      // The client's own mail (the business's notice has the address as Reply-To).
      const mail = mailText(await mailbox.waitForMailWith(`\nTo: ${email}`));
      expect(mail).toContain(mailDate(slot.start, delhi, language));
      expect(mail).toContain(digitsOf(slot.start, delhi));
      expect(mail).toContain(digitsOf(slot.start, london));
      expect(mail).toContain(london);

      // The invite: an RFC 5545 request with the booking's UID, the instant in UTC and an alarm.
      const invite = other.getByTestId('add-to-calendar');
      const href = (await invite.getAttribute('href')) ?? '';
      const id = new URL(href, baseURL).pathname.split('/').at(-2) ?? '';
      const response = await other.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/calendar');
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      const event = calendar.getFirstSubcomponent('vevent');
      expect(event).not.toBeNull();
      expect(String(event?.getFirstPropertyValue('uid'))).toMatch(new RegExp(`^${id}@`));
      const start = event?.getFirstPropertyValue('dtstart') as ICAL.Time;
      expect(start.zone?.tzid).toBe('UTC');
      expect(start.toJSDate().toISOString()).toBe(slot.start);
      const end = event?.getFirstPropertyValue('dtend') as ICAL.Time;
      expect(end.toJSDate().toISOString()).toBe(slot.end);
      expect(event?.getAllSubcomponents('valarm')).toHaveLength(1);
      await londoner.close();
    });

    test('two buyers race for one time: one books it, the other is refused before paying', async ({
      page,
      browser,
      baseURL,
    }) => {
      const slot = await randomFreeSlot(page.request);
      const second = await visitorIn(browser, delhi, language, baseURL ?? '');
      const buyers = [page, second.page];
      const paid: string[] = [];
      second.page.on('request', (request) => {
        if (request.url().includes('/razorpay/simulated/pay')) paid.push(request.url());
      });
      for (const [index, buyer] of buyers.entries()) {
        await openBooking(buyer, language);
        await chooseSlot(buyer, slot, language);
        await fillContact(buyer, language, {
          name: index === 0 ? 'Meera Iyer' : 'Kavya Rao',
          phone: '+91 98100 44455',
          email: `race.${index}.${Date.now()}@e2e.test`,
          address: '3 MG Road, Bengaluru',
          pin: '560001',
        });
      }

      // The first opens the payment: the time is held for her.
      await page.getByRole('button', { name: /₹1,500/ }).click();
      const checkout = page.getByTestId('simulated-checkout');
      await expect(checkout).toBeVisible();

      // The second is told at once, before any payment, and offered the next free times.
      const refused = second.page.waitForResponse('**/api/v1/razorpay/capturePayment');
      await second.page.getByRole('button', { name: /₹1,500/ }).click();
      expect((await refused).status()).toBe(409);
      const setback = second.page.getByTestId('slot-setback');
      await expect(setback).toContainText(form.setback.takenTitle);
      await expect(second.page.getByTestId('simulated-checkout')).toHaveCount(0);
      const offered = setback.getByTestId('offered-slot');
      await expect(offered.first()).toBeVisible();
      await expect(
        setback.locator(`[data-testid="offered-slot"][data-start="${slot.start}"]`),
      ).toHaveCount(0);

      // The first pays and has it; nobody else can have it any more.
      await checkout.getByRole('button', { name: /₹1,500/ }).click();
      await expect(page).toHaveURL(/\/payment-success$/);
      expect((await freeSlots(page.request)).map((free) => free.start)).not.toContain(slot.start);

      // The second takes an offered time instead; nothing was ever paid on her side.
      const instead = (await offered.first().getAttribute('data-start')) ?? '';
      await offered.first().click();
      await expect(setback).toHaveCount(0);
      await expect(second.page.getByTestId('chosen-slot')).toContainText(
        clockIn(instead, delhi, language),
      );
      expect(paid).toEqual([]);
      await second.close();
    });

    test('a client moves the call once and cancels it, and sees the refund on its page and in My Orders', async ({
      page,
      buyer,
      shop,
    }) => {
      // Times more than a day ahead (an hour to spare): the call may be moved, and cancelled for
      // the whole amount. A random time within the day, likelier late in the Indian evening, can
      // no longer be moved (CI run 4 of 2026-11-29).
      const changeable = new Date(
        Date.now() + (consultationPolicy.changeCutoffHours + 1) * 60 * 60 * 1000,
      );
      // Booked signed in: a booking is the account's by its id, never by its e-mail address.
      const { appointment, manageKey } = await shop.booking({
        token: buyer.token,
        email: buyer.email,
        name: buyer.name,
        language,
        timeZone: delhi,
        startingFrom: changeable,
      });
      const query = (key: string) => new URLSearchParams({ id: appointment._id, key });

      // A link that is not this booking's, and a booking that does not exist, are said plainly.
      await page.goto(at(`/appointment/manage?${query('not-the-key')}`, language));
      await closeContactPopup(page);
      await expect(page.getByTestId('manage-problem')).toHaveAttribute('data-problem', 'expired');
      await page.goto(
        at(
          `/appointment/manage?${new URLSearchParams({ id: crypto.randomUUID(), key: manageKey })}`,
          language,
        ),
      );
      await closeContactPopup(page);
      await expect(page.getByTestId('manage-problem')).toContainText(words.manage.errors.notFound);

      // The mail's link: the booking on the client's clock.
      await page.goto(at(`/appointment/manage?${query(manageKey)}`, language));
      await closeContactPopup(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const details = page.getByTestId('booking-details');
      await expect(details.getByTestId('time-yours')).toContainText(
        clockIn(appointment.slot.start, delhi, language),
      );
      await expect(details.getByTestId('booking-status')).toHaveText(words.status.Booked);

      // Moved once to another free time.
      await page.getByRole('button', { name: words.manage.move.button }).click();
      const move = page.getByTestId('move-booking');
      let next = await randomFreeSlot(page.request, 'regular', 'audio', changeable);
      while (next.start === appointment.slot.start) {
        next = await randomFreeSlot(page.request, 'regular', 'audio', changeable);
      }
      await chooseSlot(page, next, language);
      const moved = page.waitForResponse((response) => response.url().includes('/reschedule'));
      await move.getByRole('button', { name: /^(Move to|.* पर बदलें$)/ }).click();
      expect((await moved).status()).toBe(200);
      await expect(move).toHaveCount(0);
      await expect(details.getByTestId('time-yours')).toContainText(
        clockIn(next.start, delhi, language),
      );
      await expect(page.getByText(words.manage.noMoveLeft)).toBeVisible();
      await expect(page.getByRole('button', { name: words.manage.move.button })).toHaveCount(0);

      // Cancelled more than a day ahead: the dialog says the whole ₹1,500 comes back first.
      await page.getByRole('button', { name: words.manage.cancel.button }).click();
      const dialog = page.getByRole('dialog', { name: words.manage.cancel.title });
      await expect(dialog).toContainText('₹1,500');
      await dialog.getByRole('button', { name: words.manage.cancel.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(details.getByTestId('booking-status')).toHaveText(words.status.Cancelled);
      const refund = details.getByTestId('booking-refund');
      await expect(refund).toContainText('₹1,500');
      await expect(refund).toHaveAttribute('data-refund-status', /^(pending|processed)$/);

      // My Orders lists it with its time, status and refund, and opens it with the token.
      await page.goto('/my-orders');
      await closeContactPopup(page);
      const card = page.locator(
        `[data-testid="consultation-card"][data-appointment-id="${appointment._id}"]`,
      );
      await expect(card.getByTestId('booking-status')).toHaveText(words.status.Cancelled);
      await expect(card.getByTestId('booking-refund')).toContainText('₹1,500');
      await expect(card.getByTestId('time-yours')).toContainText(
        clockIn(next.start, delhi, language),
      );
      await card.getByRole('link', { name: words.mine.manage }).click();
      await expect(page).toHaveURL(/\/appointment\/manage\?id=[\w-]+$/);
      await expect(page.getByTestId('booking-details').getByTestId('booking-status')).toHaveText(
        words.status.Cancelled,
      );
    });
  });
}
