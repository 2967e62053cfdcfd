import type { APIRequestContext, Page } from '@playwright/test';
import enBooking from '../../web/app/locales/en/booking.json' with { type: 'json' };
import enConsultation from '../../web/app/locales/en/consultation.json' with { type: 'json' };
import hiBooking from '../../web/app/locales/hi/booking.json' with { type: 'json' };
import hiConsultation from '../../web/app/locales/hi/consultation.json' with { type: 'json' };
import { expect, freeSlots, type Language, type Slot } from './fixtures';

/**
 * Booking a consultation as a visitor does (web/app/features/appointment): the words of the
 * pages, a free time to take, the time picker, the form; and the wall clock of an instant in a
 * zone, written the way the pages write it, worked out here with the tz database and no code of
 * the app.
 */

export const bookingWords = { en: enBooking, hi: hiBooking } as const;
export const consultationWords = { en: enConsultation, hi: hiConsultation } as const;

/**
 * A free time picked at random among the coming weeks' (the specs run side by side on one
 * server, and each booking takes its time for good).
 */
export async function randomFreeSlot(
  request: APIRequestContext,
  packageId = 'regular',
  mode = 'audio',
  startingFrom?: Date,
): Promise<Slot> {
  const slots = await freeSlots(request, packageId, mode, startingFrom);
  const slot = slots[Math.floor(Math.random() * slots.length)];
  if (!slot) throw new Error('no free consultation slot');
  return slot;
}

function wallClock(iso: string, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hours: Number(part('hour')) % 24,
    minutes: part('minute'),
  };
}

/** The calendar date an instant falls on in a zone: `YYYY-MM-DD`. */
function dateIn(iso: string, zone: string): string {
  return wallClock(iso, zone).date;
}

/** "9:00 AM" / "सुबह 9:00": an instant on the clocks of a zone, as the pages write it. */
export function clockIn(iso: string, zone: string, language: Language): string {
  const { hours, minutes } = wallClock(iso, zone);
  const clock = `${hours % 12 || 12}:${minutes}`;
  if (language === 'en') return `${clock} ${hours < 12 ? 'AM' : 'PM'}`;
  const period =
    hours >= 20 || hours < 4 ? 'रात' : hours >= 16 ? 'शाम' : hours >= 12 ? 'दोपहर' : 'सुबह';
  return `${period} ${clock}`;
}

/**
 * Waits for the page's free times, then takes `slot`: its day in the zone the page shows times
 * in (moving to its month), then its time.
 */
export async function chooseSlot(page: Page, slot: Slot, language: Language) {
  const calendar = page.getByTestId('slot-calendar').first();
  await expect(calendar).toBeVisible();
  const zone = await page.locator('select[name="timeZone"]').first().inputValue();
  const day = calendar.locator(`button[data-date="${dateIn(slot.start, zone)}"]`);
  const next = calendar.getByRole('button', { name: bookingWords[language].picker.nextMonth });
  for (let month = 0; month < 3 && (await day.count()) === 0; month += 1) await next.click();
  await day.click();
  await page.locator(`[data-testid="slot-option"][data-start="${slot.start}"]`).click();
  await expect(page.getByTestId('chosen-slot')).toBeVisible();
}

export type Contact = {
  name: string;
  phone: string;
  email: string;
  address: string;
  pin: string;
};

/** Fills the booking form's contact details (labels of the page's language). */
export async function fillContact(page: Page, language: Language, values: Partial<Contact>) {
  const form = consultationWords[language].appointment.form;
  const labels: Record<keyof Contact, string | RegExp> = {
    name: form.name,
    phone: form.phone,
    email: form.email,
    address: form.address,
    // A PIN code in India, a postal code from abroad.
    pin: new RegExp(`^(${form.pin}|${form.pinAbroad})`),
  };
  for (const [field, value] of Object.entries(values)) {
    await page
      .getByLabel(labels[field as keyof Contact], { exact: false })
      .first()
      .fill(value);
  }
}
