import type { Page } from '@playwright/test';
import { chooseSlot, consultationWords, fillContact, randomFreeSlot } from '../support/booking';
import {
  afterReactEffects,
  closeContactPopup,
  expect,
  startInLanguage,
  test,
} from '../support/fixtures';
import { watchScripts } from '../support/scripts-received';

/**
 * The call consultation page and the appointment booking (issues 6 and 30): the page's sections,
 * the package passed to the booking page in a new tab, the missing-field message (no payment
 * starts), a guest's booking of a free time through the simulated checkout to /payment-success,
 * Hindi, and axe scans of both pages. consultation-booking.spec.ts follows a booking through its
 * time zones, mail, invite, move and cancellation.
 */

/** The visitor's clock in these tests (Playwright's default zone is the machine's). */
const zone = 'Asia/Kolkata';
test.use({ timezoneId: zone });

// Hydration, the popup and the payment round trips take a while on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

async function open(page: Page, path: string) {
  await page.goto(path);
  await closeContactPopup(page);
}

/** Records the API calls the page makes to start a payment. */
function watchPayments(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/razorpay/')) calls.push(new URL(request.url()).pathname);
  });
  return calls;
}

async function fillForm(
  page: Page,
  values: Partial<Record<'name' | 'phone' | 'email' | 'address' | 'pin', string>>,
) {
  const labels = {
    name: 'Full name',
    phone: 'Phone number',
    email: 'E-mail',
    address: 'Address',
    pin: 'PIN code',
  } as const;
  for (const [field, value] of Object.entries(values)) {
    await page
      .getByLabel(labels[field as keyof typeof labels], { exact: false })
      .first()
      .fill(value);
  }
}

test('the consultation page has its sections, a closed FAQ and links to /appointment', async ({
  page,
}) => {
  await open(page, '/call-consultation');
  await expect(page).toHaveTitle(/Call Consultation/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The video is a click-to-load facade: no player until play is pressed.
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: /Play the video/ }).click();
  await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);

  for (const area of [
    'Career',
    'Love and Relationship',
    'Health',
    'Business',
    'Marriage',
    'Child',
  ]) {
    await expect(page.getByRole('heading', { name: area, exact: true })).toBeVisible();
  }

  await expect(page.getByRole('heading', { name: 'Book Your Call Now' })).toBeVisible();
  const bookCalls = page.getByRole('link', { name: /^Book Call: .* \(opens in a new tab\)$/ });
  await expect(bookCalls).toHaveCount(4);
  for (const id of ['urgent', 'couple', 'regular', 'urgent-couple']) {
    const link = page.locator(`[data-package="${id}"] a`);
    await expect(link).toHaveAttribute('href', `/appointment?package=${id}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  // The large audio and video price strings are data only.
  await expect(page.getByText('2,24,000')).toHaveCount(0);

  for (const term of [
    '30 minutes',
    '7 days of support',
    'move it once, or cancel it for a full refund',
    'within 5-7 days',
  ]) {
    await expect(page.getByText(term, { exact: false }).first()).toBeVisible();
  }

  // The FAQ starts with every answer closed; one opens at a time.
  const questions = page.locator('section[aria-labelledby="faq-title"] button[aria-expanded]');
  await expect(questions).toHaveCount(6);
  await expect(
    page.locator('section[aria-labelledby="faq-title"] button[aria-expanded="true"]'),
  ).toHaveCount(0);
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(3).click();
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');

  const bookButtons = page.getByRole('link', { name: 'Book your consultation call' });
  expect(await bookButtons.count()).toBeGreaterThanOrEqual(2);
  await bookButtons.last().click();
  await expect(page).toHaveURL(/\/appointment$/);
  await expect(
    page.getByRole('heading', { name: 'Book Your Appointment', level: 1 }),
  ).toBeVisible();
});

test('Book Call opens the booking page in a new tab with the package chosen', async ({
  page,
  context,
}) => {
  await open(page, '/call-consultation');
  const [booking] = await Promise.all([
    context.waitForEvent('page'),
    page.locator('[data-package="couple"] a').click(),
  ]);
  await booking.waitForLoadState();
  await expect(booking).toHaveURL(/\/appointment\?package=couple$/);
  await closeContactPopup(booking);
  await expect(booking.getByRole('radio', { name: /^Couple Consultation/ })).toBeChecked();
  await expect(booking.getByRole('radio', { name: /Regular Consultation/ })).not.toBeChecked();
  // The consultation page stays open in its own tab.
  await expect(page).toHaveURL(/\/call-consultation$/);
});

test('the booking page shows the benefits and each location with its price', async ({ page }) => {
  await open(page, '/appointment');
  await expect(page).toHaveTitle(/Book Your Appointment/);
  await expect(page.getByRole('heading', { name: 'Why Book with Shubh Jyotish?' })).toBeVisible();
  await expect(page.locator('aside li')).toHaveCount(5);
  // Without a package from the consultation page, the regular one, by phone.
  await expect(page.getByRole('radio', { name: /Regular Consultation/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Audio call/ })).toBeChecked();
  const domestic = page.getByRole('radio', { name: /Domestic/ });
  const international = page.getByRole('radio', { name: /International/ });
  await expect(domestic).toBeChecked();
  await expect(page.locator('label:has(input[value="domestic"])')).toContainText('₹1,500');
  await expect(page.locator('label:has(input[value="international"])')).toContainText('₹3,200');
  await expect(page.getByTestId('appointment-total')).toHaveText('₹1,500');
  await international.check();
  await expect(page.getByTestId('appointment-total')).toHaveText('₹3,200');
  await expect(page.getByRole('button', { name: 'Pay ₹3,200 and book' })).toBeVisible();
});

test('a missing field or time says "Please fill all required fields." and no payment starts', async ({
  page,
}) => {
  await open(page, '/appointment');
  const payments = watchPayments(page);
  await fillForm(page, { name: 'Ravi Kumar', phone: '+91 98100 55555', email: 'ravi@example.com' });
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fill all required fields.' }),
  ).toBeVisible();
  await expect(
    page.locator('[data-toast-kind="error"]', { hasText: 'Please fill all required fields.' }),
  ).toBeVisible();
  // No time chosen: the picker says so and has the focus (it comes first on the page).
  await expect(page.getByText('Choose a time for your call.')).toBeVisible();
  await expect(page.locator('[data-testid="slot-times"] input').first()).toBeFocused();
  await expect(page.getByLabel('Address', { exact: false })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // A time chosen, the address and PIN still empty: the address is next.
  await chooseSlot(page, await randomFreeSlot(page.request), 'en');
  await expect(page.getByText('Choose a time for your call.')).toHaveCount(0);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByLabel('Address', { exact: false })).toBeFocused();
  await expect(page.getByLabel('Address', { exact: false })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByLabel('PIN code', { exact: false })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // Only the PIN missing: still no payment.
  await fillForm(page, { address: '7 Park Street, Kolkata' });
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fill all required fields.' }),
  ).toBeVisible();
  await expect(page.getByLabel('PIN code', { exact: false })).toBeFocused();
  expect(payments).toEqual([]);
});

test('the consultation and booking pages check the form and the free times without zod (decision 046)', async ({
  page,
}) => {
  // zod (about 23 KB compressed) loads when a payment starts, not with these pages: the form's
  // e-mail, phone and PIN and the free times are checked by the contract's zod-free checks
  // (address-checks.ts, slot-checks.ts, email-address.ts).
  const { count, withZod } = watchScripts(page);
  const errors = consultationWords.en.appointment.errors;

  await open(page, '/call-consultation');
  await open(page, '/appointment');
  await expect(page.getByTestId('slot-calendar').first()).toBeVisible();
  const payments = watchPayments(page);
  await fillForm(page, {
    name: 'Ravi Kumar',
    phone: '98100 12345 ext. 4',
    email: 'ravi@example',
    address: '7 Park Street, Kolkata',
    pin: '011001',
  });
  await page.getByRole('button', { name: /^Pay / }).click();
  for (const message of [errors.emailInvalid, errors.phoneInvalid, errors.pinInvalid]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByRole('radio', { name: /International/ }).check();
  await fillContact(page, 'en', { pin: '-75008' });
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText(errors.postalCodeInvalid, { exact: true })).toBeVisible();
  await afterReactEffects(page);
  expect(payments).toEqual([]);
  expect(count()).toBeGreaterThan(20);
  expect(await withZod()).toEqual([]);
});

test('a guest books a call through the simulated checkout and reaches /payment-success', async ({
  page,
}) => {
  await open(page, '/appointment?package=urgent');
  await expect(page.getByRole('radio', { name: /Astrologer Consultation/ })).toBeChecked();
  await page.getByText('Video call', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Video call/ })).toBeChecked();
  const slot = await randomFreeSlot(page.request, 'urgent', 'video');
  await chooseSlot(page, slot, 'en');
  const email = `guest.${Date.now()}@example.com`;
  await fillForm(page, {
    name: 'Ananya Sen',
    phone: '+91 98300 44556',
    email,
    address: '21 Lake Road, Kolkata',
    pin: '700029',
  });
  await page.getByRole('radio', { name: /International/ }).check();

  const capture = page.waitForRequest('**/api/v1/razorpay/capturePayment');
  await page.getByRole('button', { name: 'Pay ₹3,200 and book' }).click();
  const captureBody = (await capture).postDataJSON() as Record<string, unknown>;
  expect(captureBody).toMatchObject({
    amount: 3200,
    purpose: 'appointment',
    location: 'international',
    addressData: {
      name: 'Ananya Sen',
      email,
      pin: '700029',
      package: 'urgent',
      mode: 'video',
      timeZone: zone,
    },
    slot: { start: slot.start },
  });

  // The simulated checkout: purple, the shop name, the amount and the prefilled details.
  const checkout = page.getByTestId('simulated-checkout');
  await expect(checkout).toBeVisible();
  await expect(checkout).toContainText('Shubh Jyotish');
  await expect(checkout).toContainText('₹3,200');
  await expect(checkout.getByLabel('Name')).toHaveValue('Ananya Sen');
  await expect(checkout.getByLabel('E-mail')).toHaveValue(email);
  await expect(checkout.getByLabel('Phone')).toHaveValue('+91 98300 44556');

  const verify = page.waitForResponse('**/api/v1/razorpay/verifyPayment-appiment');
  await checkout.getByRole('button', { name: /^Pay / }).click();
  const verified = await verify;
  expect(verified.status()).toBe(200);
  const reply = (await verified.json()) as {
    message: string;
    appointment: { _id: string; total: number; status: string; package: string };
  };
  expect(reply.appointment).toMatchObject({
    total: 3200,
    status: 'Booked',
    package: 'urgent',
    mode: 'video',
    slot: { start: slot.start },
  });

  // The server's message as a toast, and the confirmation a guest may see.
  await expect(
    page.locator('[data-toast-kind="success"]', { hasText: reply.message }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/payment-success$/);
  const success = page.getByTestId('payment-success');
  await expect(success).toContainText('Your consultation is booked');
  await expect(success).toContainText(reply.appointment._id);
  // The booking itself, read with its key: a video call without a meeting service set up.
  await expect(success.getByTestId('booking-details')).toContainText('Astrologer Consultation');
  await expect(success.getByTestId('booking-details')).toContainText('Video call');
  await expect(success).toContainText('We will e-mail you the link to your video call');
});

test('a declined or closed checkout says so and books nothing; paying again works', async ({
  page,
}) => {
  await open(page, '/appointment');
  await chooseSlot(page, await randomFreeSlot(page.request), 'en');
  await fillForm(page, {
    name: 'Rohit Mehra',
    phone: '+91 99100 22334',
    email: `rohit.${Date.now()}@example.com`,
    address: '5 Civil Lines, Jaipur',
    pin: '302006',
  });
  const payments = watchPayments(page);
  await page.getByRole('button', { name: 'Pay ₹1,500 and book' }).click();
  const checkout = page.getByTestId('simulated-checkout');
  await checkout.getByRole('button', { name: 'Fail' }).click();
  await expect(
    page.locator('[data-toast-kind="error"]', { hasText: 'Payment failed.' }),
  ).toBeVisible();
  await expect(checkout).toBeHidden();
  await expect(page).toHaveURL(/\/appointment$/);

  // Closing the checkout without paying says so too.
  await page.getByRole('button', { name: 'Pay ₹1,500 and book' }).click();
  await expect(page.getByTestId('simulated-checkout')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.locator('[data-toast-kind="error"]', { hasText: 'Payment cancelled.' }),
  ).toBeVisible();
  await expect(page.getByTestId('simulated-checkout')).toBeHidden();

  // Trying again reuses the same payment order (one capture), then pays.
  await page.getByRole('button', { name: 'Pay ₹1,500 and book' }).click();
  await page.getByTestId('simulated-checkout').getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success$/);
  expect(payments.filter((path) => path.endsWith('/capturePayment'))).toHaveLength(1);
  expect(payments.filter((path) => path.endsWith('/verifyPayment-appiment'))).toHaveLength(1);
});

test('the pages read in Hindi', async ({ page }) => {
  await startInLanguage(page, 'hi');
  await open(page, '/appointment?package=urgent');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'अपना अपॉइंटमेंट बुक करें', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'शुभ ज्योतिष के साथ क्यों बुक करें?' })).toBeVisible();
  for (const label of ['पूरा नाम', 'फ़ोन नंबर', 'ईमेल', 'पता', 'पिन कोड']) {
    await expect(page.getByLabel(label, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: /देश में \(भारत\)/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /ज्योतिषी परामर्श/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'समय चुनें' })).toBeVisible();
  await page.getByRole('button', { name: /भुगतान करें और बुक करें/ }).click();
  await expect(page.getByText('अपनी कॉल के लिए समय चुनें।')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'कृपया सभी ज़रूरी जानकारी भरें।' }),
  ).toBeVisible();

  await open(page, '/call-consultation');
  await expect(page.getByRole('heading', { name: 'अभी अपनी कॉल बुक करें' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^कॉल बुक करें: .*\(नए टैब में खुलता है\)$/ })).toHaveCount(
    4,
  );
  await expect(page.getByRole('link', { name: 'अपनी परामर्श कॉल बुक करें' }).first()).toBeVisible();
});

for (const language of ['en', 'hi'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.use({ language });
    for (const path of ['/call-consultation', '/appointment?package=regular']) {
      test(`${path} has no serious accessibility findings`, async ({ page, scanA11y }) => {
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        if (path.startsWith('/appointment')) {
          // The time picker is drawn once the free times have come.
          await expect(page.getByTestId('slot-option').first()).toBeVisible();
        }
        expect(await scanA11y()).toEqual([]);
      });
    }
  });
}
