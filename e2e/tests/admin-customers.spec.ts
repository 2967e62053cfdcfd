import { randomInt, randomUUID } from 'node:crypto';
import { intlLocales } from '@app/contract/intl-formatters';
import type { APIRequestContext, Page } from '@playwright/test';
import enAdmin from '../../web/app/locales/en/admin.json' with { type: 'json' };
import hiAdmin from '../../web/app/locales/hi/admin.json' with { type: 'json' };
import { expect, type NewUser, registerUser, test } from '../support/fixtures';

/**
 * The admin's customers (issue 33, docs/decisions/038) on the real server: a customer registered
 * through the API, with a phone, a paid order and two people saved with their consent, is found
 * on /admin/customers by e-mail and by phone; their page shows the order, the saved people and
 * each consent's date; once the customer withdraws a consent, the person it covered is gone from
 * the page and the consent shows when it was withdrawn and why. The labels are checked in Hindi
 * too. Other tests share the server, so each test searches for its own customer.
 */

const main = (page: Page) => page.getByRole('main');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Admin navigation' });

/** A date as the admin pages write it (web/app/lib/format.ts formatDate: India's calendar). */
const adminDate = (iso: string, language: 'en' | 'hi' = 'en') =>
  new Intl.DateTimeFormat(intlLocales[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

type SavedPerson = { _id: string; consent: { _id: string; givenAt: string } };

/** Saves a person with the customer's consent (POST /account/people), as the account page does. */
async function savePerson(
  request: APIRequestContext,
  customer: NewUser,
  person: Record<string, unknown>,
): Promise<SavedPerson> {
  const response = await request.post('/api/v1/account/people', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: {
      relation: 'spouse',
      date: '1990-02-11',
      placeName: 'Jaipur, Rajasthan',
      lat: 26.9124,
      lon: 75.7873,
      zone: 'Asia/Kolkata',
      consent: true,
      ...person,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { person: SavedPerson }).person;
}

/**
 * A customer of their own: registered, with a phone nobody else has (PUT /auth/me), a paid
 * rudraksha order, and two saved people (one with a birth time, one without).
 */
async function customerWithPeople(
  request: APIRequestContext,
  paidOrder: (buyer: NewUser) => Promise<string>,
) {
  const tag = randomUUID().slice(0, 6);
  const customer = await registerUser(request, { name: `Meera Joshi ${tag}`, location: 'Pune' });
  const phone = `+91 9${randomInt(1000, 9999)} ${randomInt(10000, 99999)}`;
  const profile = await request.put('/api/v1/auth/me', {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { name: customer.name, phone, location: 'Pune' },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const orderId = await paidOrder(customer);
  const husband = await savePerson(request, customer, { name: 'Vikram Joshi', time: '10:10' });
  const mother = await savePerson(request, customer, {
    name: 'Sunita Joshi',
    relation: 'parent',
    date: '1962-07-30',
    timeUnknown: true,
    placeName: 'Nagpur, Maharashtra',
    lat: 21.1458,
    lon: 79.0882,
  });
  return { customer, phone, orderId, husband, mother };
}

test.describe('guards', () => {
  test('a visitor who opens /admin/customers is sent to /login', async ({ page }) => {
    await page.goto('/admin/customers');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('the admin customers', () => {
  test.beforeEach(async ({ admin: _admin }) => {});

  test('the list finds a customer by e-mail and by phone, and says when nobody matches', async ({
    page,
    shop,
  }) => {
    const { customer, phone } = await customerWithPeople(page.request, (buyer) =>
      shop.paidOrder(buyer),
    );

    await page.goto('/admin/dashboard');
    await sidebar(page).getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL('/admin/customers');
    await expect(page).toHaveTitle('Customers – Admin');
    await expect(main(page).getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Newest first: the customer just registered is on the first page.
    const card = main(page).getByRole('article', { name: customer.name });
    await expect(card).toBeVisible();
    await expect(card.locator('[data-field="email"] dd')).toHaveText(customer.email);
    await expect(card.locator('[data-field="phone"] dd')).toHaveText(phone);
    await expect(card.locator('[data-field="location"] dd')).toHaveText('Pune');
    await expect(card.locator('[data-role]')).toHaveText('Customer');
    await expect(card.getByText(/^Joined \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect(card.locator('[data-field="counts"] > span')).toHaveText([
      '1 order',
      '0 consultations',
      '2 saved people',
    ]);

    const search = main(page).getByRole('searchbox', { name: 'Search' });
    await search.fill(customer.email.toUpperCase());
    await expect(page).toHaveURL(
      `/admin/customers?q=${encodeURIComponent(customer.email.toUpperCase())}`,
    );
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await expect(main(page).getByRole('article', { name: customer.name })).toBeVisible();
    await expect(main(page).getByRole('status')).toHaveText('All 1 shown');

    // Part of the phone number, as the admin reads it off a call.
    await search.fill(phone.slice(4));
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await expect(main(page).getByRole('article', { name: customer.name })).toBeVisible();

    await search.fill(`nobody-${randomUUID()}`);
    await expect(main(page).getByRole('article')).toHaveCount(0);
    await expect(main(page).getByText('No customer matches this search.')).toBeVisible();

    // The search is in the address: a reload keeps it; Clear empties it.
    await page.goto(`/admin/customers?q=${encodeURIComponent(phone)}`);
    await expect(search).toHaveValue(phone);
    await expect(main(page).getByRole('article', { name: customer.name })).toBeVisible();
    await main(page).getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL('/admin/customers');
    await expect(search).toHaveValue('');

    await search.fill(customer.email);
    await main(page).getByRole('link', { name: customer.name }).click();
    await expect(page).toHaveURL(`/admin/customers/${customer.id}`);
    await expect(main(page).getByRole('heading', { name: customer.name, level: 1 })).toBeVisible();
  });

  test('the customer page shows the saved people and consents; a withdrawn consent takes its person away', async ({
    page,
    shop,
  }) => {
    const { customer, phone, orderId, husband, mother } = await customerWithPeople(
      page.request,
      (buyer) => shop.paidOrder(buyer),
    );

    await page.goto(`/admin/customers/${customer.id}`);
    await expect(page).toHaveTitle('Customer – Admin');
    await expect(main(page).getByRole('heading', { name: customer.name, level: 1 })).toBeVisible();
    const contact = main(page).getByRole('region', { name: 'Contact' });
    await expect(contact.locator('[data-field="email"] dd')).toHaveText(customer.email);
    await expect(contact.locator('[data-field="phone"] dd')).toHaveText(phone);
    await expect(contact.locator('[data-field="location"] dd')).toHaveText('Pune');
    await expect(contact.locator('[data-field="joined"] dd')).toHaveText(/^\d{1,2} \w{3} \d{4}$/);

    const orders = main(page).getByRole('region', { name: /^Orders/ });
    const order = orders.locator(`[data-order-id="${orderId}"]`);
    await expect(order).toContainText('5 Mukhi Rudraksha × 1');
    await expect(order).toContainText('₹998');
    await expect(order.locator('[data-status]')).toHaveText('Processing');
    await expect(main(page).getByRole('region', { name: /^Consultations/ })).toContainText(
      'No consultations.',
    );

    const people = main(page).getByRole('region', { name: /^Saved people/ });
    await expect(people).toContainText('Only the people whose consent still stands are shown');
    await expect(people.locator('[data-person-id]')).toHaveCount(2);
    const husbandCard = people.locator(`[data-person-id="${husband._id}"]`);
    await expect(husbandCard).toContainText('Vikram Joshi');
    await expect(husbandCard).toContainText('Spouse');
    await expect(husbandCard.locator('[data-field="date"]')).toHaveText('11 February 1990');
    await expect(husbandCard.locator('[data-field="time"]')).toHaveText('10:10 AM');
    await expect(husbandCard.locator('[data-field="place"]')).toHaveText('Jaipur, Rajasthan');
    await expect(husbandCard.locator('[data-field="consent"]')).toHaveText(
      adminDate(husband.consent.givenAt),
    );
    const motherCard = people.locator(`[data-person-id="${mother._id}"]`);
    await expect(motherCard).toContainText('Parent');
    await expect(motherCard.locator('[data-field="time"]')).toHaveText('Time not known');

    // The consents' card, found by its heading in either language.
    const consents = main(page).locator('section[aria-labelledby="customer-consents-title"]');
    await expect(consents.getByRole('heading', { level: 2 })).toHaveText('Consents (2)');
    const husbandConsent = consents.locator(`[data-consent-id="${husband.consent._id}"]`);
    await expect(husbandConsent).toContainText('Keep a saved person’s birth details');
    await expect(husbandConsent).toContainText('For Vikram Joshi');
    await expect(husbandConsent.locator('[data-field="given"]')).toHaveText(
      adminDate(husband.consent.givenAt),
    );
    await expect(husbandConsent.locator('[data-field="version"]')).toHaveText(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    await expect(husbandConsent.locator('[data-field="state"]')).toHaveText('In force');
    await expect(husbandConsent.locator('[data-field="ended"]')).toHaveCount(0);

    // The customer withdraws the consent for Vikram: his birth details are deleted with it.
    const withdrawal = await page.request.delete(
      `/api/v1/account/consents/${husband.consent._id}`,
      { headers: { authorization: `Bearer ${customer.token}` } },
    );
    expect(withdrawal.ok(), await withdrawal.text()).toBe(true);
    const { consent } = (await withdrawal.json()) as { consent: { withdrawnAt: string } };

    await page.reload();
    await expect(people.locator('[data-person-id]')).toHaveCount(1);
    await expect(people.locator(`[data-person-id="${husband._id}"]`)).toHaveCount(0);
    await expect(people).not.toContainText('Vikram Joshi');
    await expect(people.locator(`[data-person-id="${mother._id}"]`)).toBeVisible();
    await expect(husbandConsent.locator('[data-field="state"]')).toHaveText('Withdrawn');
    await expect(husbandConsent).toHaveAttribute('data-standing', 'false');
    await expect(husbandConsent).toContainText('The person’s details have been deleted.');
    await expect(husbandConsent.locator('[data-field="given"]')).toHaveText(
      adminDate(husband.consent.givenAt),
    );
    await expect(husbandConsent.locator('[data-field="ended"]')).toHaveText(
      `${adminDate(consent.withdrawnAt)} · withdrawn by the customer`,
    );
    await expect(
      consents.locator(`[data-consent-id="${mother.consent._id}"] [data-field="state"]`),
    ).toHaveText('In force');

    // The order opens on the orders page, searched down to it.
    await order.getByRole('link', { name: `Open order ${orderId} in Orders` }).click();
    await expect(page).toHaveURL(`/admin/orders?q=${orderId}`);
    await expect(main(page).getByRole('article', { name: new RegExp(orderId) })).toBeVisible();
    await page.goBack();

    // The same page in Hindi.
    await page.getByRole('button', { name: 'हिंदी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const hi = hiAdmin.customer;
    await expect(page).toHaveTitle(hiAdmin.meta.customer.title);
    await expect(main(page).getByRole('link', { name: hi.back })).toBeVisible();
    for (const title of [hi.contact, hi.orders.title, hi.people.title, hi.consents.title]) {
      await expect(
        main(page).getByRole('heading', { name: new RegExp(`^${title}`) }),
      ).toBeVisible();
    }
    await expect(main(page).getByText(hi.people.note)).toBeVisible();
    const hiPeople = main(page).getByRole('region', { name: new RegExp(`^${hi.people.title}`) });
    const motherHi = hiPeople.locator(`[data-person-id="${mother._id}"]`);
    await expect(motherHi).toContainText(hi.relations.parent);
    await expect(motherHi.locator('[data-field="time"]')).toHaveText(hi.people.timeUnknown);
    await expect(motherHi).toContainText(hi.people.date);
    await expect(husbandConsent.locator('[data-field="state"]')).toHaveText(hi.consents.withdrawn);
    await expect(husbandConsent.locator('[data-field="ended"]')).toHaveText(
      `${adminDate(consent.withdrawnAt, 'hi')} · ${hi.consents.endings.withdrawn}`,
    );
    await expect(
      consents.locator(`[data-consent-id="${mother.consent._id}"] [data-field="state"]`),
    ).toHaveText(hi.consents.inForce);
    await expect(husbandConsent).toContainText(hi.consents.purposes['saved-person-birth-details']);
    await expect(
      page
        .getByRole('complementary', { name: hiAdmin.layout.sidebarLabel })
        .getByRole('link', { name: hiAdmin.layout.customers }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown customer id says there is no such customer, with the way back', async ({
    page,
  }) => {
    await page.goto(`/admin/customers/${randomUUID()}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      enAdmin.customer.notFound.title,
    );
    await expect(main(page).getByText(enAdmin.customer.notFound.text)).toBeVisible();
    // Said once, on the page: no error toast as well.
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('No such customer.'),
    ).toHaveCount(0);
    await main(page)
      .getByTestId('no-such-customer')
      .getByRole('link', { name: enAdmin.customer.notFound.list })
      .click();
    await expect(page).toHaveURL('/admin/customers');
    await expect(main(page).getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  });
});
