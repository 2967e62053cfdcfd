import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, registerUser, test } from '../support/fixtures';

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

/** Opens the orders page searched down to one order and returns its card. */
async function openOrder(page: Page, orderId: string): Promise<Locator> {
  await page.goto(`/admin/orders?q=${orderId}`);
  const card = main(page).getByRole('article', { name: new RegExp(orderId) });
  await expect(card).toBeVisible();
  return card;
}

test.describe('guards', () => {
  for (const path of [
    '/admin',
    '/admin/dashboard',
    '/admin/orders',
    '/admin/appointment',
    '/admin/availability',
  ]) {
    test(`a visitor who opens ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
    });
  }

  test('a signed-in user is kept out of the admin pages', async ({ page, buyer: _buyer }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL('/');
    await page.goto('/admin/appointment');
    await expect(page).toHaveURL('/');
    await expect(sidebar(page)).toHaveCount(0);
  });
});

test.describe('admin', () => {
  // Every test here runs as the shop owner: the admin fixture signs the page in.
  test.beforeEach(async ({ admin: _admin }) => {});

  test('/admin opens the dashboard: welcome, heading and the summary linking to the lists', async ({
    page,
    shop,
  }) => {
    const buyer = await registerUser(page.request);
    const orderId = await shop.paidOrder(buyer);
    await shop.requestReturn(buyer, orderId);

    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page).toHaveTitle('Dashboard – Admin');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, \S.+$/);
    await expect(main(page).getByRole('heading', { level: 2, name: /at a glance$/ })).toBeVisible();
    // No site header or footer in the admin layout.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await expect(main(page).getByText('Revenue this month')).toBeVisible();
    // (The revenue of the last 30 days below has rupees too: the card's own figure.)
    await expect(
      main(page)
        .locator('section', { hasText: 'Revenue this month' })
        .getByText(/^₹[\d,]+$/),
    ).toBeVisible();
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
    for (const name of [
      'Back To Home',
      'Dashboard',
      'Orders',
      'Appointments',
      'Consultation hours',
    ]) {
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
    shop,
  }) => {
    const buyer = await registerUser(page.request);
    const orderId = await shop.paidOrder(buyer);
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
    // Shipped asks for the courier and the tracking number (admin-refunds.spec tells the rest).
    const ship = page.getByRole('dialog', { name: 'Mark the order Shipped' });
    await ship.getByLabel('Courier').fill('Blue Dart');
    await ship.getByLabel('Tracking number').fill('BD-1029384756');
    await ship.getByRole('button', { name: 'Mark Shipped and e-mail the customer' }).click();
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

  test('the admin accepts one return and rejects another', async ({ page, shop }) => {
    const buyer = await registerUser(page.request);
    const accepted = await shop.paidOrder(buyer);
    const rejected = await shop.paidOrder(buyer);
    await shop.requestReturn(buyer, accepted);
    await shop.requestReturn(buyer, rejected);

    let card = await openOrder(page, accepted);
    await expect(card.locator('[data-status]')).toHaveText('Cancel');
    await expect(card.getByRole('combobox')).toHaveCount(0);
    // Accepting refunds through the gateway, all that was paid unless the admin says less.
    await card.getByRole('button', { name: 'Accept and refund…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Refund ₹998' }).click();
    await expect(
      toast(
        page,
        "A refund of ₹998 has been sent to the payment gateway and the order is now 'Return'.",
      ),
    ).toBeVisible();
    await expect(card.locator('[data-status]')).toHaveText('Return');
    await expect(card.getByRole('button', { name: 'Accept and refund…' })).toHaveCount(0);

    card = await openOrder(page, rejected);
    await card.getByRole('button', { name: 'Reject Return' }).click();
    await expect(toast(page, 'Order status updated to Delivered')).toBeVisible();
    await expect(card.locator('[data-status]')).toHaveText('Delivered');
    await expect(card.getByRole('combobox')).toBeVisible();
  });

  test('search by customer e-mail and filter by status narrow the list', async ({ page, shop }) => {
    const buyer = await registerUser(page.request);
    const orderId = await shop.paidOrder(buyer);
    await page.goto('/admin/orders');
    await main(page).getByLabel('Search').fill(buyer.email);
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await expect(main(page).getByRole('article', { name: new RegExp(orderId) })).toBeVisible();
    await main(page).getByLabel('Status', { exact: true }).selectOption('Return');
    await expect(main(page).getByRole('article')).toHaveCount(0);
    await expect(main(page).getByText('No orders match this filter.')).toBeVisible();
  });

  test('a paid appointment appears in All Appointments', async ({ page, shop }) => {
    const email = `ravi.${randomUUID().slice(0, 8)}@e2e.test`;
    const paymentId = await shop.bookedAppointment(email);

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
      'Call time (IST)',
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
      /^\w+day, \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
    ]);
  });

  test('the admin pages switch to Hindi', async ({ page }) => {
    await page.goto('/admin/appointment');
    await page.getByRole('button', { name: 'हिंदी' }).click();
    await expect(main(page).getByRole('heading', { name: 'सभी अपॉइंटमेंट' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'एडमिन नेविगेशन' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ऑर्डर' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('the admin pages open in the language the visitor chose, from the first paint', async ({
    page,
  }) => {
    await page.goto('/admin/appointment');
    await page.getByRole('button', { name: 'हिंदी' }).click();
    await expect(page).toHaveTitle('अपॉइंटमेंट – एडमिन');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(main(page).getByRole('heading', { name: 'सभी अपॉइंटमेंट' })).toBeVisible();
    // Back to the public site: the Hindi home page.
    await page.getByRole('link', { name: 'होम पर वापस जाएँ' }).click();
    await expect(page).toHaveURL('/hi');
  });

  test('an unknown /admin/ address shows the admin not-found page with status 404', async ({
    page,
  }) => {
    const response = await page.goto('/admin/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('No such admin page');
    await expect(page.getByRole('complementary', { name: 'Admin navigation' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });

  test('a failed order fetch shows "Failed to get order!"', async ({ page }) => {
    // The network drops the call (the server is never asked): the page's own message.
    await page.route('**/api/v1/order/getAll', (route) => route.abort());
    await page.goto('/admin/orders');
    await expect(toast(page, 'Failed to get order!')).toBeVisible();
    await expect(main(page).getByRole('alert')).toContainText('Failed to get order!');
  });

  test('the dashboard lists payments that need attention and undelivered e-mail, and sends one again', async ({
    page,
  }) => {
    // Neither state can be reached from outside a healthy server (the money path refuses what
    // could cause them), so these two lists are answered here, in the contract's shapes.
    await page.route('**/api/v1/admin/payments/attention', (route) =>
      route.fulfill({
        json: {
          success: true,
          payments: [
            {
              gatewayOrderId: 'order_AttentionTest01',
              paymentId: 'pay_AttentionTest01',
              purpose: 'gemstone',
              amountPaise: 99_800,
              reason: 'The product is no longer in the catalogue.',
              at: '2026-11-20T06:30:00.000Z',
              buyerEmail: 'meera.joshi@example.com',
            },
          ],
        },
      }),
    );
    await page.route('**/api/v1/admin/mail/failed', (route) =>
      route.fulfill({
        json: {
          success: true,
          mails: [
            {
              id: '6a0f3c1e-1111-4a4a-9b9b-000000000001',
              kind: 'order-confirmation',
              to: 'meera.joshi@example.com',
              subject: 'Your order is confirmed',
              attempts: 8,
              lastError: 'relay refused the recipient',
              failedAt: '2026-11-21T06:30:00.000Z',
              createdAt: '2026-11-20T06:30:00.000Z',
            },
          ],
        },
      }),
    );
    let retried = '';
    await page.route('**/api/v1/admin/mail/*/retry', (route) => {
      retried = route.request().url();
      return route.fulfill({ json: { success: true, message: 'Queued again.' } });
    });
    await page.goto('/admin/dashboard');
    const panel = main(page).getByRole('region', { name: 'Needs your attention' });
    await expect(panel).toContainText('order_AttentionTest01');
    await expect(panel).toContainText('The product is no longer in the catalogue.');
    await expect(panel).toContainText('₹998');
    await expect(panel).toContainText('Your order is confirmed');
    await panel.getByRole('button', { name: 'Send again: Your order is confirmed' }).click();
    await expect(toast(page, 'The e-mail will be sent again.')).toBeVisible();
    expect(retried).toContain('/admin/mail/6a0f3c1e-1111-4a4a-9b9b-000000000001/retry');
    await expect(panel).not.toContainText('Your order is confirmed');
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

for (const language of ['en', 'hi'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.use({ language });

    test('the admin pages have no serious axe findings', async ({
      page,
      admin: _admin,
      scanA11y,
      shop,
    }) => {
      const buyer = await registerUser(page.request);
      await shop.requestReturn(buyer, await shop.paidOrder(buyer));
      await shop.bookedAppointment(`axe.${randomUUID().slice(0, 8)}@e2e.test`);

      for (const path of [
        '/admin/dashboard',
        '/admin/orders',
        '/admin/appointment',
        '/admin/availability',
      ]) {
        await page.goto(path);
        await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
        expect(await scanA11y({ includeShell: true }), path).toEqual([]);
      }
    });
  });
}
