import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminCredentials, loginAs, registerUser } from '../support/auth';
import { startInLanguage } from '../support/language';

/**
 * The admin back office (specification section 2 "Admin layout", "Admin orders", "Admin
 * appointments"; section 4 "Order status values" and "Route guards"). Orders and appointments
 * are made through the real purchase flow on the simulated gateway: capturePayment, the
 * simulated Checkout's Pay (POST /razorpay/simulated/pay, which signs on the server as Razorpay
 * would), then the real verification. Other tests share the server, so each test finds its own
 * orders by id.
 */

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Admin navigation' });
const main = (page: Page) => page.getByRole('main');

const shippingAddress = (email: string) => ({
  name: 'Meera Joshi',
  phone: '+91 98100 12345',
  email,
  address: '12 Assi Ghat, Varanasi',
  pin: '221005',
});

type Session = { token: string; email: string };

async function signedInBuyer(request: APIRequestContext): Promise<Session> {
  const user = await registerUser(request);
  const response = await request.post('/api/v1/auth/login', {
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { token: ((await response.json()) as { token: string }).token, email: user.email };
}

/** The simulated Checkout's Pay: the payment result Checkout would hand the page. */
async function pay(request: APIRequestContext, orderId: string) {
  const response = await request.post('/api/v1/razorpay/simulated/pay', {
    data: { order_id: orderId },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { success: _success, ...result } = (await response.json()) as Record<string, unknown>;
  return result;
}

/** Buys the 5-faced rudraksha (998 rupees) as `buyer`; returns the new order's id. */
async function buyRudraksha(request: APIRequestContext, buyer: Session): Promise<string> {
  const headers = { authorization: `Bearer ${buyer.token}` };
  const addressData = shippingAddress(buyer.email);
  const capture = await request.post('/api/v1/razorpay/capturePayment', {
    headers,
    data: { amount: 998, purpose: 'gemstone', items: [{ id: 2 }], addressData },
  });
  expect(capture.ok(), await capture.text()).toBe(true);
  const { order } = (await capture.json()) as { order: { id: string } };
  const verify = await request.post('/api/v1/razorpay/verifyPayment', {
    headers,
    data: {
      ...(await pay(request, order.id)),
      product: { id: 2 },
      addressData,
      user: {},
      total: 998,
      paymentInfo: { type: 'Razorpay', status: 'Paid' },
    },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  return ((await verify.json()) as { order: { _id: string } }).order._id;
}

/** The buyer asks to cancel or return: the order goes to Cancel. */
async function requestReturn(request: APIRequestContext, buyer: Session, orderId: string) {
  const response = await request.put(`/api/v1/order/return/${orderId}`, {
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A visitor books and pays for a domestic consultation call (1500 rupees). */
async function bookAppointment(request: APIRequestContext, email: string) {
  const addressData = {
    name: 'Ravi Kumar',
    phone: '+91 98100 55555',
    email,
    address: '7 Park Street, Kolkata',
    pin: '700016',
    location: 'domestic',
  };
  const capture = await request.post('/api/v1/razorpay/capturePayment', {
    data: { amount: 1500, purpose: 'appointment', addressData, location: 'domestic' },
  });
  expect(capture.ok(), await capture.text()).toBe(true);
  const { order } = (await capture.json()) as { order: { id: string } };
  const result = await pay(request, order.id);
  const verify = await request.post('/api/v1/razorpay/verifyPayment-appiment', {
    data: {
      ...result,
      addressData,
      total: 1500,
      paymentInfo: { id: result.razorpay_payment_id, type: 'Razorpay', status: 'Paid' },
    },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  return result.razorpay_payment_id as string;
}

/** Opens the orders page searched down to one order and returns its card. */
async function openOrder(page: Page, orderId: string): Promise<Locator> {
  await page.goto(`/admin/orders?q=${orderId}`);
  const card = main(page).getByRole('article', { name: new RegExp(orderId) });
  await expect(card).toBeVisible();
  return card;
}

test.describe('guards', () => {
  for (const path of ['/admin', '/admin/dashboard', '/admin/orders', '/admin/appointment']) {
    test(`a visitor who opens ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
    });
  }

  test('a signed-in user is kept out of the admin pages', async ({ page }) => {
    const user = await registerUser(page.request);
    await loginAs(page, user);
    await page.goto('/admin/orders');
    await expect(page).toHaveURL('/');
    await page.goto('/admin/appointment');
    await expect(page).toHaveURL('/');
    await expect(sidebar(page)).toHaveCount(0);
  });
});

test.describe('admin', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, adminCredentials);
  });

  test('/admin opens the dashboard: welcome, heading and the summary linking to the lists', async ({
    page,
  }) => {
    const buyer = await signedInBuyer(page.request);
    const orderId = await buyRudraksha(page.request, buyer);
    await requestReturn(page.request, buyer, orderId);

    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page).toHaveTitle('Dashboard – Admin');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, \S.+$/);
    await expect(main(page).getByRole('heading', { level: 2 })).toBeVisible();
    // No site header or footer in the admin layout.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await expect(main(page).getByText('Revenue this month')).toBeVisible();
    await expect(main(page).getByText(/^₹[\d,]+$/)).toBeVisible();
    await main(page)
      .getByRole('link', { name: /^Cancel \d+$/ })
      .click();
    await expect(page).toHaveURL('/admin/orders?status=Cancel');
    await expect(main(page).getByLabel('Status', { exact: true })).toHaveValue('Cancel');
    await expect(main(page).getByRole('article', { name: new RegExp(orderId) })).toBeVisible();
    for (const badge of await main(page).locator('article [data-status]').all()) {
      await expect(badge).toHaveAttribute('data-status', 'Cancel');
    }
  });

  test('the sidebar collapses, stays collapsed after a reload, and collapses on an outside click', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/dashboard');
    const aside = sidebar(page);
    await expect(aside).toHaveAttribute('data-collapsed', 'false');
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(256);
    for (const name of ['Back To Home', 'Dashboard', 'Orders', 'Appointments']) {
      await expect(aside.getByRole('link', { name })).toBeVisible();
    }
    await expect(aside.getByRole('button', { name: 'Logout' })).toBeVisible();

    await aside.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(aside).toHaveAttribute('data-collapsed', 'true');
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(80);
    expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('true');
    // Collapsed, the links keep their names (for screen readers) and still work.
    await aside.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL('/admin/orders');
    await expect(main(page).getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

    await page.reload();
    await expect(aside).toHaveAttribute('data-collapsed', 'true');
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(80);

    await aside.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(aside).toHaveAttribute('data-collapsed', 'false');
    await main(page).getByRole('heading', { name: 'Orders', level: 1 }).click();
    await expect(aside).toHaveAttribute('data-collapsed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('sidebarCollapsed'))).toBe('true');
  });

  test('on a phone the sidebar is a rail that opens over the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/dashboard');
    const aside = sidebar(page);
    await expect(aside).toHaveAttribute('data-collapsed', 'true');
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(80);
    await aside.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(aside.getByRole('link', { name: 'Appointments' })).toBeVisible();
    await page.mouse.click(370, 400);
    await expect(aside).toHaveAttribute('data-collapsed', 'true');
  });

  test('the admin moves an order through its statuses; a refused move keeps the card', async ({
    page,
  }) => {
    const buyer = await signedInBuyer(page.request);
    const orderId = await buyRudraksha(page.request, buyer);
    const card = await openOrder(page, orderId);

    await expect(card.getByText('Total Amount')).toBeVisible();
    await expect(card.getByText('₹998', { exact: true })).toBeVisible();
    await expect(card.locator('[data-payment-status="Paid"]')).toHaveText('Paid');
    await expect(card.locator('[data-payment-status="Paid"]')).toHaveClass(/text-success-600/);
    await expect(card.getByText('5 Mukhi Rudraksha')).toBeVisible();
    await expect(card.getByText('₹998 x 1')).toBeVisible();
    await expect(card.getByRole('link', { name: /View details of/ })).toHaveAttribute(
      'href',
      '/shop/2',
    );
    const badge = card.locator('[data-status]');
    await expect(badge).toHaveText('Processing');
    await expect(badge).toHaveClass(/bg-warning-100/);

    const select = card.getByRole('combobox');
    await expect(select.locator('option')).toHaveText(['Processing', 'Shipped', 'Delivered']);
    await select.selectOption('Shipped');
    await card.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Order status updated to Shipped')).toBeVisible();
    await expect(badge).toHaveText('Shipped');

    await select.selectOption('Delivered');
    await card.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Order status updated to Delivered')).toBeVisible();
    await expect(badge).toHaveText('Delivered');
    await expect(badge).toHaveClass(/bg-success-100/);

    // Delivered -> Processing is not allowed: the server's message, and the card is unchanged.
    await select.selectOption('Processing');
    await card.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'An order cannot move from Delivered to Processing.')).toBeVisible();
    await expect(badge).toHaveText('Delivered');

    // What the server stored is what the page shows after a reload.
    await page.reload();
    await expect(
      main(page)
        .getByRole('article', { name: new RegExp(orderId) })
        .locator('[data-status]'),
    ).toHaveText('Delivered');
  });

  test('the admin accepts one return and rejects another', async ({ page }) => {
    const buyer = await signedInBuyer(page.request);
    const accepted = await buyRudraksha(page.request, buyer);
    const rejected = await buyRudraksha(page.request, buyer);
    await requestReturn(page.request, buyer, accepted);
    await requestReturn(page.request, buyer, rejected);

    let card = await openOrder(page, accepted);
    await expect(card.locator('[data-status]')).toHaveText('Cancel');
    await expect(card.getByRole('combobox')).toHaveCount(0);
    await card.getByRole('button', { name: 'Accept Return' }).click();
    await expect(toast(page, 'Order status updated to Return')).toBeVisible();
    await expect(card.locator('[data-status]')).toHaveText('Return');
    await expect(card.getByRole('button', { name: 'Accept Return' })).toHaveCount(0);

    card = await openOrder(page, rejected);
    await card.getByRole('button', { name: 'Reject Return' }).click();
    await expect(toast(page, 'Order status updated to Delivered')).toBeVisible();
    await expect(card.locator('[data-status]')).toHaveText('Delivered');
    await expect(card.getByRole('combobox')).toBeVisible();
  });

  test('search by customer e-mail and filter by status narrow the list', async ({ page }) => {
    const buyer = await signedInBuyer(page.request);
    const orderId = await buyRudraksha(page.request, buyer);
    await page.goto('/admin/orders');
    await main(page).getByLabel('Search').fill(buyer.email);
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await expect(main(page).getByRole('article', { name: new RegExp(orderId) })).toBeVisible();
    await main(page).getByLabel('Status', { exact: true }).selectOption('Return');
    await expect(main(page).getByRole('article')).toHaveCount(0);
    await expect(main(page).getByText('No orders match this filter.')).toBeVisible();
  });

  test('a paid appointment appears in All Appointments', async ({ page }) => {
    const email = `ravi.${randomUUID().slice(0, 8)}@e2e.test`;
    const paymentId = await bookAppointment(page.request, email);

    await page.goto('/admin/appointment');
    const table = main(page).getByRole('table');
    await expect(main(page).getByRole('heading', { name: 'All Appointments' })).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Email',
      'Address',
      'Location',
      'PIN',
      'Payment ID',
      'Status',
      'Type',
      'Total',
      'Order Status',
      'Date',
    ]);
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell')).toHaveText([
      'Ravi Kumar',
      email,
      '7 Park Street, Kolkata',
      'Domestic',
      '700016',
      paymentId,
      'Paid',
      'Razorpay',
      '₹1,500',
      'Booked',
      /\d{1,2} \w{3} \d{4}/,
    ]);
  });

  test('the admin pages switch to Hindi', async ({ page }) => {
    await page.goto('/admin/appointment');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(main(page).getByRole('heading', { name: 'सभी अपॉइंटमेंट' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'एडमिन नेविगेशन' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ऑर्डर' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('a failed order fetch shows "Failed to get order!"', async ({ page }) => {
    // The network drops the call (the server is never asked): the page's own message.
    await page.route('**/api/v1/order/getAll', (route) => route.abort());
    await page.goto('/admin/orders');
    await expect(toast(page, 'Failed to get order!')).toBeVisible();
    await expect(main(page).getByRole('alert')).toContainText('Failed to get order!');
  });

  test('Logout in the sidebar signs the admin out', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged Out')).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('accessibility', () => {
  for (const language of ['en', 'hi'] as const) {
    test(`the admin pages have no serious axe findings (${language})`, async ({ browser }) => {
      // @axe-core/playwright needs a page from browser.newContext().
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await startInLanguage(page, language);
      await loginAs(page, adminCredentials);
      const buyer = await signedInBuyer(page.request);
      await requestReturn(page.request, buyer, await buyRudraksha(page.request, buyer));
      await bookAppointment(page.request, `axe.${randomUUID().slice(0, 8)}@e2e.test`);

      for (const path of ['/admin/dashboard', '/admin/orders', '/admin/appointment']) {
        await page.goto(path);
        await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
          }));
        expect(serious, path).toEqual([]);
      }
      await context.close();
    });
  }
});
