import { formatRupees } from '@app/contract/money';
import type { Browser, Locator, Page } from '@playwright/test';
import en from '../../web/app/locales/en/order-updates.json' with { type: 'json' };
import enShop from '../../web/app/locales/en/shop.json' with { type: 'json' };
import hi from '../../web/app/locales/hi/order-updates.json' with { type: 'json' };
import hiShop from '../../web/app/locales/hi/shop.json' with { type: 'json' };
import {
  adminCredentials,
  expect,
  type Language,
  logIn,
  type NewUser,
  registerUser,
  signIn,
  startInLanguage,
  test,
} from '../support/fixtures';

/**
 * Money back and shipping from the back office (issue 34, docs/decisions/040), clicked as the
 * admin clicks them, on orders bought through the real purchase path on the simulated gateway:
 * a return accepted with a part refunded, a double click that refunds once, an order marked
 * Shipped with its courier and tracking number; then the customer's My Orders, in English and
 * in Hindi, and the customer's e-mails.
 */

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);
const main = (page: Page) => page.getByRole('main');
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

async function openOrder(page: Page, orderId: string): Promise<Locator> {
  await page.goto(`/admin/orders?q=${orderId}`);
  const card = main(page).getByRole('article', { name: new RegExp(orderId) });
  await expect(card).toBeVisible();
  return card;
}

/** The buyer's own browser, signed in, in `language`: their My Orders card of `orderId`. */
async function customerCard(
  browser: Browser,
  buyer: NewUser,
  orderId: string,
  language: Language,
): Promise<{ card: Locator; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, buyer);
  if (language === 'hi') await startInLanguage(page, 'hi');
  // A signed-in page has no /hi twin: the stored choice of language decides.
  await page.goto('/my-orders');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(card).toBeVisible();
  return { card, close: () => context.close() };
}

/** The order as the admin's API has it now (its refunds, as stored). */
async function storedOrder(page: Page, orderId: string) {
  const { token } = await logIn(page.request, adminCredentials);
  const response = await page.request.get(`/api/v1/order/getAll?q=${orderId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { orders } = (await response.json()) as {
    orders: {
      _id: string;
      status: string;
      refund?: { status: string; amount: number };
      refunds?: { amount: number }[];
    }[];
  };
  return orders.find((order) => order._id === orderId);
}

test.describe('the admin refunds and ships', () => {
  test.beforeEach(async ({ admin: _admin }) => {});

  test('accepts a return with a part refunded; the customer sees it in My Orders and is e-mailed', async ({
    page,
    browser,
    shop,
    mailbox,
    scanA11y,
  }) => {
    const buyer = await registerUser(page.request);
    const orderId = await shop.paidOrder(buyer, 2);
    await shop.requestReturn(buyer, orderId);

    const card = await openOrder(page, orderId);
    await card.getByRole('button', { name: 'Accept and refund…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept the return and refund' });
    const amount = dialog.getByLabel('Amount to refund (₹)');
    // Full by default: all that was paid.
    await expect(amount).toHaveValue('998');
    expect(await scanA11y({ includeShell: true })).toEqual([]);
    await amount.fill('1200');
    await dialog.getByRole('button', { name: /^Refund/ }).click();
    await expect(dialog.getByText('Enter an amount from ₹0.01 up to ₹998')).toBeVisible();
    await amount.fill('400');
    await dialog.getByRole('button', { name: 'Refund ₹400' }).click();
    await expect(
      toast(
        page,
        "A refund of ₹400 has been sent to the payment gateway and the order is now 'Return'.",
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'Return');
    const refunds = card.getByTestId('admin-refunds');
    await expect(refunds).toContainText('Refunded ₹400 of ₹998');
    await expect(refunds.locator('[data-refund-status="processed"]')).toContainText(
      '₹400 · Return accepted',
    );

    // The rest can still be refunded later, up to what is left.
    await card.getByRole('button', { name: 'Refund…' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Refund money for this order' }).getByLabel(/Amount/),
    ).toHaveValue('598');
    await page.getByRole('button', { name: 'Keep as it is' }).click();

    for (const language of ['en', 'hi'] as const) {
      const strings = language === 'hi' ? hi : en;
      const customer = await customerCard(browser, buyer, orderId, language);
      const refund = customer.card.getByTestId('order-refund');
      await expect(refund).toHaveAttribute('data-refund-status', 'processed');
      await expect(refund).toContainText(
        fill(strings.refund.processed, { amount: formatRupees(400) }),
      );
      // A return asked for and accepted: no button to ask again.
      const shopStrings = language === 'hi' ? hiShop : enShop;
      for (const name of Object.values(shopStrings.orders.actions)) {
        await expect(customer.card.getByRole('button', { name })).toHaveCount(0);
      }
      await customer.close();
    }

    const started = await mailbox.waitForMailWith(`${orderId}`);
    expect(started).toContain(buyer.email);
    const mails = async () => (await mailbox.all()).filter((mail) => mail.includes(buyer.email));
    await expect
      .poll(async () => (await mails()).length, { message: 'refund started and processed mails' })
      .toBeGreaterThanOrEqual(2);
  });

  test('a double click on the refund refunds once', async ({ page, shop }) => {
    const buyer = await registerUser(page.request);
    const orderId = await shop.paidOrder(buyer, 1);
    const card = await openOrder(page, orderId);
    await card.getByRole('button', { name: 'Cancel and refund…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the order and refund' });
    await expect(dialog.getByLabel('Amount to refund (₹)')).toHaveValue('791');
    await dialog.getByRole('button', { name: 'Refund ₹791' }).dblclick();
    await expect(toast(page, /A refund of ₹791 has been sent/)).toBeVisible();
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'Return');
    await expect(card.getByTestId('admin-refunds').locator('li')).toHaveCount(1);

    const stored = await storedOrder(page, orderId);
    expect(stored?.refunds).toHaveLength(1);
    expect(stored?.refund).toEqual({ status: 'processed', amount: 791 });
    // Nothing is left to refund: no button offers more.
    await expect(card.getByRole('button', { name: /refund…$/i })).toHaveCount(0);
  });

  test('marks an order Shipped with its courier and tracking number; the customer sees them', async ({
    page,
    browser,
    shop,
    mailbox,
    scanA11y,
  }) => {
    const buyer = await registerUser(page.request);
    const orderId = await shop.paidOrder(buyer, 2);
    const card = await openOrder(page, orderId);
    await card.getByRole('combobox').selectOption('Shipped');
    await card.getByRole('button', { name: 'Update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark the order Shipped' });
    // Both are required.
    await dialog.getByRole('button', { name: 'Mark Shipped and e-mail the customer' }).click();
    await expect(dialog.getByText("Enter the courier's name.")).toBeVisible();
    await expect(dialog.getByText('Enter the tracking number.')).toBeVisible();
    await dialog.getByLabel('Courier').fill('India Post');
    await dialog.getByLabel('Tracking number').fill('EE123456789IN');
    await dialog.getByRole('button', { name: 'Mark Shipped and e-mail the customer' }).click();
    await expect(toast(page, 'Order status updated to Shipped')).toBeVisible();
    await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'Shipped');
    await expect(card.getByTestId('admin-shipment')).toContainText('India Post · EE123456789IN');
    expect(await scanA11y({ includeShell: true })).toEqual([]);

    // The packing slip is a PDF download.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Packing slip (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe(`packing-slip-${orderId}.pdf`);

    for (const language of ['en', 'hi'] as const) {
      const strings = language === 'hi' ? hi : en;
      const customer = await customerCard(browser, buyer, orderId, language);
      const shipment = customer.card.getByTestId('order-shipment');
      await expect(shipment.getByRole('heading')).toHaveText(strings.shipment.title);
      await expect(shipment).toContainText(strings.shipment.courier);
      await expect(shipment).toContainText('India Post');
      await expect(shipment).toContainText('EE123456789IN');
      await customer.close();
    }

    const mail = await mailbox.waitForMailWith('EE123456789IN');
    expect(mail).toContain(buyer.email);
  });
});
