import type { APIRequestContext, Locator, Page } from '@playwright/test';
import checkoutEn from '../../web/app/locales/en/checkout.json' with { type: 'json' };
import en from '../../web/app/locales/en/shop.json' with { type: 'json' };
import checkoutHi from '../../web/app/locales/hi/checkout.json' with { type: 'json' };
import hi from '../../web/app/locales/hi/shop.json' with { type: 'json' };
import {
  adminCredentials,
  afterReactEffects,
  closeContactPopup,
  expect,
  logIn,
  type NewUser,
  shippingAddress,
  startInLanguage,
  test,
} from '../support/fixtures';

/**
 * The gemstone shop (specification sections 2, 4 "Payment", 5 "Gemstone buy form", 8):
 * buying through the simulated checkout, failing and paying again, Buy Now as a visitor,
 * My Orders with a cancellation and a return, /payment-success, and the Hindi labels.
 */

const address = shippingAddress;

const toasts = (page: Page) => page.getByRole('region', { name: /^(Notifications|सूचनाएँ)$/ });
const buyDialog = (page: Page) =>
  page.getByRole('dialog', { name: /^(Your order details|आपके ऑर्डर की जानकारी)$/ });
const checkout = (page: Page) => page.getByTestId('simulated-checkout');
const main = (page: Page) => page.getByRole('main');

async function fillDetails(dialog: Locator) {
  await dialog.getByLabel('Phone').fill(address.phone);
  await dialog.getByLabel('Address').fill(address.address);
  await dialog.getByLabel('PIN code').fill(address.pin);
}

/** The orders of `user`, as the API lists them. */
async function ordersOf(request: APIRequestContext, user: NewUser) {
  const response = await request.get(`/api/v1/order/get/${user.id}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  return ((await response.json()) as { order: { _id: string; status: string; total: number }[] })
    .order;
}

test('a customer buys a rudraksha through the simulated checkout and finds it in My Orders', async ({
  page,
  buyer,
  openPage,
}) => {
  const user = buyer;
  await openPage('/gemstone');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(en.gemstone.title);

  // The grid: both products with picture, name, description, price and Buy Now.
  const cards = main(page).locator('[data-testid^="product-"]');
  await expect(cards).toHaveCount(2);
  const threeFaced = main(page).getByTestId('product-1');
  const fiveFaced = main(page).getByTestId('product-2');
  await expect(threeFaced.getByRole('heading', { name: '3 Mukhi Rudraksha' })).toBeVisible();
  await expect(threeFaced).toContainText('₹791');
  await expect(fiveFaced.getByRole('heading', { name: '5 Mukhi Rudraksha' })).toBeVisible();
  await expect(fiveFaced).toContainText('₹998');
  await expect(fiveFaced).toContainText('Kalagni Rudra');
  await expect(fiveFaced.locator('img')).toHaveAttribute('width', '800');

  await fiveFaced.getByRole('button', { name: 'Buy Now: 5 Mukhi Rudraksha' }).click();
  const dialog = buyDialog(page);
  await expect(dialog).toBeVisible();
  // Prefilled from the account; every field is required.
  await expect(dialog.getByLabel('Full name')).toHaveValue(user.name);
  await expect(dialog.getByLabel('E-mail')).toHaveValue(user.email);
  await dialog.getByRole('button', { name: 'Pay ₹998' }).click();
  await expect(toasts(page).getByText(checkoutEn.errors.missingDetails)).toBeVisible();
  await expect(dialog.getByText(en.buy.errors.phoneRequired)).toBeVisible();
  await expect(dialog.getByText(en.buy.errors.addressRequired)).toBeVisible();
  await expect(dialog.getByText(en.buy.errors.pinRequired)).toBeVisible();
  await expect(checkout(page)).toHaveCount(0);

  await fillDetails(dialog);
  await dialog.getByLabel('PIN code').fill('2210');
  await dialog.getByRole('button', { name: 'Pay ₹998' }).click();
  await expect(dialog.getByText(en.buy.errors.pinInvalid)).toBeVisible();
  await dialog.getByLabel('PIN code').fill(address.pin);
  await dialog.getByRole('button', { name: 'Pay ₹998' }).click();

  // The simulated checkout: purple, the shop's name, the amount, prefilled name, e-mail, phone.
  const pay = checkout(page);
  await expect(pay).toBeVisible();
  await expect(pay).toContainText('Shubh Jyotish');
  await expect(pay).toContainText('₹998');
  await expect(pay.getByLabel('Name')).toHaveValue(user.name);
  await expect(pay.getByLabel('E-mail')).toHaveValue(user.email);
  await expect(pay.getByLabel('Phone')).toHaveValue(address.phone);
  const header = pay.locator('div').first();
  await expect(header).toHaveCSS('background-color', 'rgb(106, 43, 209)');
  await pay.getByRole('button', { name: 'Pay ₹998' }).click();

  await expect(page).toHaveURL('/payment-success');
  const success = page.getByTestId('payment-success');
  await expect(success.getByRole('heading', { name: en.success.title })).toBeVisible();
  await expect(success).toContainText(en.success.order);
  const [order] = await ordersOf(page.request, user);
  expect(order).toMatchObject({ status: 'Processing', total: 998 });
  await expect(success).toContainText(order?._id ?? 'missing');

  await success.getByRole('link', { name: 'View Orders' }).click();
  await expect(page).toHaveURL('/my-orders');
  const card = main(page).getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(order?._id ?? 'missing');
  await expect(card.getByRole('link', { name: '5 Mukhi Rudraksha' })).toHaveAttribute(
    'href',
    '/shop/2',
  );
  await expect(card).toContainText('₹998 × 1');
  await expect(card.getByTestId('order-status')).toHaveText('Processing');
  await expect(card).toContainText('Razorpay · Paid');
  await expect(card.getByRole('button', { name: 'Cancel order' })).toBeVisible();
});

test('Fail in the checkout says so, keeps the details, and the customer can pay again', async ({
  page,
  buyer,
  openPage,
}) => {
  const user = buyer;
  await openPage('/shop/1');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('3 Mukhi Rudraksha');
  await main(page).getByRole('button', { name: 'Buy Now: 3 Mukhi Rudraksha' }).click();
  const dialog = buyDialog(page);
  await fillDetails(dialog);
  await dialog.getByRole('button', { name: 'Pay ₹791' }).click();

  await checkout(page).getByRole('button', { name: 'Fail' }).click();
  await expect(checkout(page)).toHaveCount(0);
  await expect(toasts(page).getByText(checkoutEn.errors.paymentFailed)).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(en.buy.notice.failed);
  await expect(dialog.getByLabel('Address')).toHaveValue(address.address);

  // Closing the checkout without paying is told apart from a failure.
  await dialog.getByRole('button', { name: 'Try again – pay ₹791' }).click();
  await page
    .getByRole('dialog', { name: checkoutEn.simulated.title })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(toasts(page).getByText(checkoutEn.errors.cancelled)).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(en.buy.notice.cancelled);

  await dialog.getByRole('button', { name: 'Try again – pay ₹791' }).click();
  await checkout(page).getByRole('button', { name: 'Pay ₹791' }).click();
  await expect(page).toHaveURL('/payment-success');
  // The failed attempts' messages are gone once the payment succeeds.
  await expect(toasts(page).getByText(checkoutEn.errors.paymentFailed)).toHaveCount(0);
  const orders = await ordersOf(page.request, user);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ total: 791, status: 'Processing' });
});

test('a payment whose verification is cut off is confirmed with Check again', async ({
  page,
  buyer,
  openPage,
}) => {
  const user = buyer;
  await openPage('/gemstone');
  await main(page).getByRole('button', { name: 'Buy Now: 5 Mukhi Rudraksha' }).click();
  const dialog = buyDialog(page);
  await fillDetails(dialog);
  // The network drops the first verification (the payment itself went through).
  let dropped = false;
  await page.route('**/api/v1/razorpay/verifyPayment', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    return route.abort('internetdisconnected');
  });
  await dialog.getByRole('button', { name: 'Pay ₹998' }).click();
  await checkout(page).getByRole('button', { name: 'Pay ₹998' }).click();
  await expect(toasts(page).getByText(checkoutEn.errors.verifyError)).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(en.buy.notice.verifyUnreachable);
  expect(await ordersOf(page.request, user)).toHaveLength(0);

  await dialog.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL('/payment-success');
  expect(await ordersOf(page.request, user)).toHaveLength(1);
});

test('Buy Now sends a visitor to /login', async ({ page }) => {
  await page.goto('/gemstone');
  await closeContactPopup(page);
  await main(page).getByRole('button', { name: 'Buy Now: 3 Mukhi Rudraksha' }).click();
  await expect(page).toHaveURL('/login');

  await page.goto('/shop/2');
  await closeContactPopup(page);
  await main(page).getByRole('button', { name: 'Buy Now: 5 Mukhi Rudraksha' }).click();
  await expect(page).toHaveURL('/login');
});

test('the product pages are prerendered with their own titles; an unknown one is a 404', async ({
  page,
}) => {
  for (const [id, name] of [
    [1, '3 Mukhi Rudraksha'],
    [2, '5 Mukhi Rudraksha'],
  ] as const) {
    const response = await page.request.get(`/shop/${id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${name} | Shubh Jyotish</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
  }
  const gemstone = await (await page.request.get('/gemstone')).text();
  expect(gemstone).toContain('<title>Rudraksha beads – 3 and 5 mukhi | Shubh Jyotish</title>');
  expect((await page.request.get('/shop/3')).status()).toBe(404);
  // In the browser the product page itself says so (and the page throws no hydration error).
  await page.goto('/shop/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.product.notFoundTitle);
});

test('the customer cancels an order, and asks to return one after delivery, each confirmed first', async ({
  page,
  buyer,
  shop,
}) => {
  const user = buyer;
  const orderId = await shop.paidOrder(user, 1);
  await page.goto('/my-orders');
  await closeContactPopup(page);

  const card = main(page).getByTestId('order-card');
  await expect(card).toContainText(orderId);
  await card.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: en.orders.confirm.cancelTitle });
  await expect(confirm).toContainText(en.orders.confirm.cancelText);
  await confirm.getByRole('button', { name: en.orders.confirm.keep }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card.getByTestId('order-status')).toHaveText('Processing');

  await card.getByRole('button', { name: 'Cancel order' }).click();
  await confirm.getByRole('button', { name: en.orders.confirm.confirmCancel }).click();
  await expect(toasts(page).getByText(en.orders.requested.cancel)).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Cancellation requested');
  await expect(card.getByRole('button', { name: /Cancel order|Request return/ })).toHaveCount(0);
  expect((await ordersOf(page.request, user))[0]?.status).toBe('Cancel');

  // The shop rejects the cancellation (the order was already delivered): a return is possible.
  const admin = await logIn(page.request, adminCredentials);
  const rejected = await page.request.put(`/api/v1/order/update/${orderId}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { newStatus: 'Delivered' },
  });
  expect(rejected.ok()).toBe(true);
  await page.reload();
  await closeContactPopup(page);
  await expect(card.getByTestId('order-status')).toHaveText('Delivered');
  await card.getByRole('button', { name: 'Request return' }).click();
  const returnDialog = page.getByRole('dialog', { name: en.orders.confirm.returnTitle });
  await returnDialog.getByRole('button', { name: en.orders.confirm.confirmReturn }).click();
  await expect(toasts(page).getByText(en.orders.requested.return)).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Cancellation requested');
});

test('My Orders lists the newest first and says "No orders found." when there are none', async ({
  page,
  buyer,
  shop,
}) => {
  const user = buyer;
  await page.goto('/my-orders');
  await closeContactPopup(page);
  await expect(main(page).getByText('No orders found.')).toBeVisible();

  const older = await shop.paidOrder(user, 1);
  const newer = await shop.paidOrder(user, 2);
  await page.reload();
  await closeContactPopup(page);
  const cards = main(page).getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute('data-order-id', newer);
  await expect(cards.nth(1)).toHaveAttribute('data-order-id', older);
});

test('My Orders does not fetch the orders again when the language changes', async ({
  page,
  buyer,
  shop,
}) => {
  const orderId = await shop.paidOrder(buyer, 1);
  // Counted in the page, as the app calls fetch, so nothing depends on when events arrive.
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { ordersFetches: calls });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/order/get/')) calls.push(url);
      return fetch(input, init);
    };
  });
  const ordersFetches = async () => {
    await afterReactEffects(page);
    return page.evaluate(() => (window as unknown as { ordersFetches: string[] }).ordersFetches);
  };
  await page.goto('/my-orders');
  await closeContactPopup(page);
  const card = main(page).getByTestId('order-card');
  await expect(card).toContainText(orderId);
  expect(await ordersFetches()).toHaveLength(1);

  await page.getByRole('button', { name: 'हिंदी' }).first().click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(hi.orders.title);
  await expect(card.getByTestId('order-status')).toHaveText(hi.orders.status.Processing);
  expect(await ordersFetches()).toHaveLength(1);

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(en.orders.title);
  await expect(card.getByTestId('order-status')).toHaveText('Processing');
  expect(await ordersFetches()).toHaveLength(1);
});

test('/payment-success follows the protected guard, but thanks a guest who has just paid', async ({
  page,
}) => {
  await page.goto('/payment-success');
  await expect(page).toHaveURL('/login');

  // What the appointment page leaves behind after a guest pays (lib/payment-success.ts).
  await page.addInitScript(() => {
    sessionStorage.setItem(
      'payment-success',
      JSON.stringify({ kind: 'appointment', reference: 'appt-123', at: Date.now() }),
    );
  });
  await page.goto('/payment-success');
  const success = page.getByTestId('payment-success');
  await expect(success).toContainText(en.success.appointment);
  await expect(success).toContainText('appt-123');
  await expect(success.getByRole('link', { name: 'View Orders' })).toHaveCount(0);
  await expect(success.getByRole('link', { name: en.success.home })).toHaveAttribute('href', '/');
});

test('the shop, the buy dialog, the checkout and My Orders speak Hindi', async ({
  page,
  buyer,
  openPage,
}) => {
  await startInLanguage(page, 'hi');
  await openPage('/gemstone');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(hi.gemstone.title);
  await expect(main(page).getByRole('heading', { name: '5 मुखी रुद्राक्ष' })).toBeVisible();
  await main(page)
    .getByRole('button', { name: `${hi.product.buyNow}: 5 मुखी रुद्राक्ष` })
    .click();

  const dialog = buyDialog(page);
  await expect(dialog.getByText(hi.buy.intro.replace('{{name}}', '5 मुखी रुद्राक्ष'))).toBeVisible();
  for (const label of ['name', 'phone', 'email', 'address', 'pin'] as const) {
    await expect(dialog.getByLabel(hi.buy.fields[label])).toBeVisible();
  }
  await expect(dialog.getByLabel(hi.buy.fields.name)).toHaveValue(buyer.name);
  await dialog.getByRole('button', { name: '₹998 का भुगतान करें' }).click();
  await expect(toasts(page).getByText(checkoutHi.errors.missingDetails)).toBeVisible();
  await expect(dialog.getByText(hi.buy.errors.pinRequired)).toBeVisible();
  await dialog.getByLabel(hi.buy.fields.phone).fill(address.phone);
  await dialog.getByLabel(hi.buy.fields.address).fill(address.address);
  await dialog.getByLabel(hi.buy.fields.pin).fill(address.pin);
  await dialog.getByRole('button', { name: '₹998 का भुगतान करें' }).click();

  const pay = checkout(page);
  await expect(pay.getByRole('heading', { name: checkoutHi.simulated.title })).toBeVisible();
  await expect(pay.getByRole('button', { name: checkoutHi.simulated.fail })).toBeVisible();
  await pay.getByRole('button', { name: '₹998 का भुगतान करें' }).click();

  await expect(page).toHaveURL('/payment-success');
  await expect(page.getByRole('heading', { name: hi.success.title })).toBeVisible();
  await page.getByRole('link', { name: hi.success.viewOrders }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(hi.orders.title);
  const card = main(page).getByTestId('order-card');
  await expect(card.getByTestId('order-status')).toHaveText(hi.orders.status.Processing);
  await expect(card).toContainText(hi.orders.total);
  await expect(card.getByRole('button', { name: hi.orders.actions.cancel })).toBeVisible();
});

for (const language of ['en', 'hi'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.use({ language });

    test('the shop, the buy dialog, the checkout and My Orders pass axe', async ({
      page,
      buyer,
      shop,
      scanA11y,
    }) => {
      await shop.paidOrder(buyer, 2);
      const copy = language === 'en' ? en : hi;

      await page.goto('/gemstone');
      await closeContactPopup(page);
      expect(await scanA11y()).toEqual([]);

      await main(page)
        .getByRole('button', { name: `${copy.product.buyNow}: 3` })
        .click();
      const dialog = buyDialog(page);
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(copy.buy.fields.phone).fill(address.phone);
      await dialog.getByLabel(copy.buy.fields.address).fill(address.address);
      await dialog.getByLabel(copy.buy.fields.pin).fill(address.pin);
      expect(await scanA11y({ includeShell: true })).toEqual([]);
      await dialog.getByRole('button', { name: /₹791/ }).click();
      await expect(checkout(page)).toBeVisible();
      expect(await scanA11y({ includeShell: true })).toEqual([]);
      await checkout(page)
        .getByRole('button', { name: language === 'en' ? 'Fail' : checkoutHi.simulated.fail })
        .click();

      await page.goto('/my-orders');
      await closeContactPopup(page);
      await expect(main(page).getByTestId('order-card')).toHaveCount(1);
      expect(await scanA11y()).toEqual([]);

      await page.goto('/shop/2');
      await closeContactPopup(page);
      expect(await scanA11y()).toEqual([]);
    });
  });
}
