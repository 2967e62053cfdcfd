import type { Locator, Page, Request, Route } from '@playwright/test';
import admin from '../../web/app/locales/hi/admin.json' with { type: 'json' };
import checkout from '../../web/app/locales/hi/checkout.json' with { type: 'json' };
import common from '../../web/app/locales/hi/common.json' with { type: 'json' };
import consultation from '../../web/app/locales/hi/consultation.json' with { type: 'json' };
import orderAdmin from '../../web/app/locales/hi/order-admin.json' with { type: 'json' };
import shop from '../../web/app/locales/hi/shop.json' with { type: 'json' };
import { chooseSlot, randomFreeSlot } from '../support/booking';
import {
  closeContactPopup,
  expect,
  registerUser,
  shippingAddress,
  test,
} from '../support/fixtures';

/**
 * A Hindi reader's toasts and dialogs are Hindi end to end (issue 15): where the page shows its
 * own words (the specification's login, sign-up, contact and payment messages) they are the
 * Hindi ones, and where it shows the server's reply (an appointment's booking or refusal, a
 * refused payment, the admin's status changes) the server wrote it in Hindi because the page
 * asked for it (Accept-Language). Every failure here is the real server's own refusal: a request
 * is at most altered on its way (a wrong signature, a wrong e-mail), never answered for it.
 */

test.use({ language: 'hi' });
// Payments and hydration take a while on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 });

const toasts = (page: Page) => page.getByRole('region', { name: common.toast.regionLabel });
const errorToast = (page: Page, text: string) =>
  toasts(page).locator('[data-toast-kind="error"]', { hasText: text });
const successToast = (page: Page, text: string) =>
  toasts(page).locator('[data-toast-kind="success"]', { hasText: text });
const main = (page: Page) => page.getByRole('main');

/** Letters of the Latin alphabet that make a word: an English sentence leaves some behind. */
const englishWord = /\b[A-Za-z]{4,}\b/;

/** The `message` of the reply to the next call to `path`, as the server wrote it. */
async function replyMessage(page: Page, path: string, act: () => Promise<void>) {
  const reply = page.waitForResponse((response) => response.url().includes(path));
  await act();
  const response = await reply;
  const body = (await response.json()) as { message: string };
  return { status: response.status(), message: body.message };
}

/** Sends the page's request on with one field of its JSON body changed. */
function alterBody(change: (body: Record<string, unknown>) => void) {
  return async (route: Route, request: Request) => {
    const body = request.postDataJSON() as Record<string, unknown>;
    change(body);
    await route.continue({ postData: JSON.stringify(body) });
  };
}

/** A signature that is not the gateway's: the server refuses the payment. */
const wrongSignature = alterBody((body) => {
  body.razorpay_signature = 'f'.repeat(64);
});

test('a failed login and a failed sign-up are told in Hindi', async ({ page }) => {
  const user = await registerUser(page.request);
  await page.goto('/login');
  await closeContactPopup(page);
  await expect(page).toHaveURL('/hi/login');
  const form = main(page).locator('form');
  await form.getByLabel(common.auth.fields.email).fill(user.email);
  await form.getByLabel(common.auth.fields.password).fill('not-the-password');
  const login = await replyMessage(page, '/api/v1/auth/login', () =>
    form.getByRole('button', { name: common.auth.login.submit }).click(),
  );
  // The page's own words (specification section 8), in Hindi...
  await expect(errorToast(page, common.auth.toast.loginFailed)).toBeVisible();
  await expect(page).toHaveURL('/hi/login');
  // ...and the server, which the page does not quote for a login, answered in Hindi too.
  expect(login).toEqual({ status: 401, message: 'ईमेल या पासवर्ड ग़लत है।' });

  await page.goto('/register');
  await closeContactPopup(page);
  await expect(page).toHaveURL('/hi/register');
  const register = main(page).locator('form');
  await register.getByLabel(common.auth.fields.name).fill('कोई और');
  await register.getByLabel(common.auth.fields.email).fill(user.email);
  await register.getByLabel(common.auth.fields.password).fill('another-good-password');
  await register.getByLabel(common.auth.fields.location).fill('पुणे');
  const signup = await replyMessage(page, '/api/v1/auth/register', () =>
    register.getByRole('button', { name: common.auth.register.submit }).click(),
  );
  await expect(errorToast(page, common.auth.toast.signupFailed)).toBeVisible();
  await expect(page).toHaveURL('/hi/register');
  expect(signup).toEqual({ status: 409, message: 'इस ईमेल से पहले ही एक खाता बना हुआ है।' });
  await expect(toasts(page)).not.toContainText(englishWord);
});

test('the contact form says in Hindi that a message was sent, or that it could not be', async ({
  page,
}) => {
  await page.goto('/contact');
  await closeContactPopup(page);
  await expect(page).toHaveURL('/hi/contact');
  const form = page.locator('#contact-form form');
  const fill = async (message: string) => {
    await form.getByLabel(common.contactForm.name).fill('सुनीता अय्यर');
    await form.getByLabel(common.contactForm.email).fill('sunita@e2e.test');
    await form.getByLabel(common.contactForm.message).fill(message);
  };

  await fill('मेरे ऑर्डर के बारे में एक सवाल है।');
  const sent = await replyMessage(page, '/api/v1/contact/create', () =>
    form.getByRole('button', { name: common.contactForm.submit }).click(),
  );
  expect(sent).toEqual({ status: 201, message: 'धन्यवाद! आपका संदेश भेज दिया गया है।' });
  const success = page.getByRole('dialog', { name: common.contactForm.status.success.title });
  await expect(success).toContainText(common.contactForm.status.success.text);
  await success.getByRole('button', { name: common.contactForm.status.ok }).click();
  await expect(success).toBeHidden();

  // The server refuses the next one (its e-mail address is spoilt on the way).
  await page.route(
    '**/api/v1/contact/create',
    alterBody((body) => {
      body.email = 'not-an-address';
    }),
  );
  await fill('यह संदेश नहीं पहुँचेगा।');
  const refused = await replyMessage(page, '/api/v1/contact/create', () =>
    form.getByRole('button', { name: common.contactForm.submit }).click(),
  );
  expect(refused).toEqual({
    status: 400,
    message: 'कृपया सही ईमेल पता लिखें (जैसे name@example.com)।',
  });
  const failure = page.getByRole('dialog', { name: common.contactForm.status.error.title });
  await expect(failure).toContainText(common.contactForm.status.error.text);
  await expect(failure).not.toContainText(englishWord);
});

/** Opens the 3 Mukhi rudraksha's buy dialog (signed in) and fills in the address. */
async function openBuyDialog(page: Page): Promise<Locator> {
  await page.goto('/shop/1');
  await closeContactPopup(page);
  await expect(page).toHaveURL('/hi/shop/1');
  await main(page)
    .getByRole('button', { name: `${shop.product.buyNow}: 3 मुखी रुद्राक्ष` })
    .click();
  const dialog = page.getByRole('dialog', { name: shop.buy.title });
  await dialog.getByLabel(shop.buy.fields.phone).fill(shippingAddress.phone);
  await dialog.getByLabel(shop.buy.fields.address).fill(shippingAddress.address);
  await dialog.getByLabel(shop.buy.fields.pin).fill(shippingAddress.pin);
  return dialog;
}

test('a declined payment and a refused verification are told in Hindi', async ({
  page,
  buyer: _buyer,
}) => {
  const dialog = await openBuyDialog(page);
  const pay = '₹791 का भुगतान करें';
  await dialog.getByRole('button', { name: pay }).click();

  // The test checkout names its buttons as they are labelled, in Hindi.
  const gateway = page.getByTestId('simulated-checkout');
  await expect(gateway.getByRole('button', { name: pay })).toBeVisible();
  await expect(gateway).toContainText(
    checkout.simulated.notice.replace('{{pay}}', pay).replace('{{fail}}', checkout.simulated.fail),
  );
  await gateway.getByRole('button', { name: checkout.simulated.fail }).click();
  await expect(errorToast(page, checkout.errors.paymentFailed)).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(shop.buy.notice.failed);

  // Paid, but the signature the page sends on is not the gateway's: the server refuses it.
  await page.route('**/api/v1/razorpay/verifyPayment', wrongSignature);
  await dialog.getByRole('button', { name: `फिर से कोशिश करें – ${pay}` }).click();
  const refused = await replyMessage(page, '/api/v1/razorpay/verifyPayment', () =>
    gateway.getByRole('button', { name: pay }).click(),
  );
  expect(refused).toEqual({
    status: 400,
    message: 'भुगतान की पुष्टि नहीं हो सकी: भुगतान का हस्ताक्षर (signature) मान्य नहीं है।',
  });
  await expect(errorToast(page, checkout.errors.verificationFailed)).toBeVisible();
  // The dialog quotes the server's Hindi reason inside its own Hindi sentence.
  const notice = dialog.getByRole('alert');
  await expect(notice).toContainText(refused.message);
  await expect(notice).toContainText('अगर आपके खाते से पैसा कटा है');
  await expect(toasts(page)).not.toContainText(englishWord);
});

test('an appointment’s booking and its refusal are the server’s Hindi', async ({ page }) => {
  const book = async (email: string) => {
    await page.goto('/appointment');
    await closeContactPopup(page);
    await expect(page).toHaveURL('/hi/appointment');
    await chooseSlot(page, await randomFreeSlot(page.request), 'hi');
    const form = consultation.appointment.form;
    await page.getByLabel(form.name, { exact: false }).first().fill('रवि कुमार');
    await page.getByLabel(form.phone, { exact: false }).first().fill('+91 98100 55555');
    await page.getByLabel(form.email, { exact: false }).first().fill(email);
    await page.getByLabel(form.address, { exact: false }).first().fill('7 पार्क स्ट्रीट, कोलकाता');
    await page.getByLabel(form.pin, { exact: false }).first().fill('700016');
    await page.getByRole('button', { name: /का भुगतान करें और बुक करें$/ }).click();
    return page.getByTestId('simulated-checkout');
  };

  // Refused: the server's reason is the toast (the page has no words of its own for it).
  await page.route('**/api/v1/razorpay/verifyPayment-appiment', wrongSignature);
  let gateway = await book(`ravi.${Date.now()}@e2e.test`);
  const refused = await replyMessage(page, '/api/v1/razorpay/verifyPayment-appiment', () =>
    gateway.getByRole('button', { name: /भुगतान करें$/ }).click(),
  );
  expect(refused.status).toBe(400);
  await expect(errorToast(page, refused.message)).toBeVisible();
  expect(refused.message).toBe(
    'भुगतान की पुष्टि नहीं हो सकी: भुगतान का हस्ताक्षर (signature) मान्य नहीं है।',
  );
  await expect(errorToast(page, checkout.errors.verificationFailed)).toBeVisible();

  // Booked: the server's confirmation is the toast.
  await page.unroute('**/api/v1/razorpay/verifyPayment-appiment');
  gateway = await book(`ravi.${Date.now()}@e2e.test`);
  const booked = await replyMessage(page, '/api/v1/razorpay/verifyPayment-appiment', () =>
    gateway.getByRole('button', { name: /भुगतान करें$/ }).click(),
  );
  expect(booked.status).toBe(200);
  expect(booked.message).toMatch(/^भुगतान सफल रहा! आपका परामर्श बुक हो गया है।/);
  await expect(successToast(page, booked.message)).toBeVisible();
  await expect(page).toHaveURL(/\/payment-success$/);
});

test('the admin’s status changes are told in Hindi sentences with the status as a noun', async ({
  page,
  admin: _admin,
  shop: purchases,
}) => {
  const buyer = await registerUser(page.request);
  const moved = await purchases.paidOrder(buyer);
  const returned = await purchases.paidOrder(buyer);
  const kept = await purchases.paidOrder(buyer);
  await purchases.requestReturn(buyer, returned);
  await purchases.requestReturn(buyer, kept);

  const openOrder = async (orderId: string) => {
    await page.goto(`/admin/orders?q=${orderId}`);
    const card = main(page).getByRole('article', { name: new RegExp(orderId) });
    await expect(card).toBeVisible();
    return card;
  };
  const updated = (status: keyof typeof admin.status) =>
    `ऑर्डर की स्थिति बदलकर '${admin.status[status]}' कर दी गई`;

  let card = await openOrder(moved);
  await expect(card.locator('[data-status]')).toHaveText(admin.status.Processing);
  await card.getByRole('combobox').selectOption('Shipped');
  await card.getByRole('button', { name: admin.orders.update }).click();
  const ship = page.getByRole('dialog', { name: orderAdmin.ship.title });
  await ship.getByLabel(orderAdmin.ship.courier).fill('इंडिया पोस्ट');
  await ship.getByLabel(orderAdmin.ship.tracking).fill('EE123456789IN');
  await ship.getByRole('button', { name: orderAdmin.ship.confirm }).click();
  await expect(successToast(page, updated('Shipped'))).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText(admin.status.Shipped);
  await card.getByRole('combobox').selectOption('Delivered');
  await card.getByRole('button', { name: admin.orders.update }).click();
  await expect(successToast(page, updated('Delivered'))).toBeVisible();
  // A move the server refuses: its reason, in Hindi, naming both statuses as nouns.
  await card.getByRole('combobox').selectOption('Processing');
  await card.getByRole('button', { name: admin.orders.update }).click();
  await expect(
    errorToast(page, "ऑर्डर की स्थिति 'डिलीवर' से बदलकर 'प्रोसेसिंग में' नहीं की जा सकती।"),
  ).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText(admin.status.Delivered);

  card = await openOrder(returned);
  await expect(card.locator('[data-status]')).toHaveText(admin.status.Cancel);
  await card.getByRole('button', { name: orderAdmin.refund.open['accept-return'] }).click();
  await page
    .getByRole('dialog', { name: orderAdmin.refund.title['accept-return'] })
    .getByRole('button', { name: orderAdmin.refund.confirm.replace('{{amount}}', '₹998') })
    .click();
  await expect(
    successToast(
      page,
      `₹998 का रिफ़ंड पेमेंट गेटवे को भेज दिया गया है और ऑर्डर की स्थिति बदलकर '${admin.status.Return}' कर दी गई है।`,
    ),
  ).toBeVisible();
  await expect(card.getByText(admin.orders.returnFinal)).toBeVisible();

  card = await openOrder(kept);
  await card.getByRole('button', { name: admin.orders.rejectReturn }).click();
  await expect(successToast(page, updated('Delivered'))).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText(admin.status.Delivered);
  await expect(toasts(page)).not.toContainText(englishWord);
});
