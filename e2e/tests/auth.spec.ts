import { localizedPath } from '@app/contract/web-routes';
import type { Page } from '@playwright/test';
import enCommon from '../../web/app/locales/en/common.json' with { type: 'json' };
import hiCommon from '../../web/app/locales/hi/common.json' with { type: 'json' };
import {
  adminCredentials,
  closeContactPopup,
  expect,
  newUserDetails,
  registerUser,
  signIn,
  test,
} from '../support/fixtures';

/** Sign-up, login, logout and the route guards (specification sections 4, 5 and 8). */

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
const header = (page: Page) => page.getByRole('banner');
/** The page's own content, apart from the (closed) contact popup that stays in the document. */
const main = (page: Page) => page.getByRole('main');
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('a visitor signs up, logs in, sees My Order and Logout, and logs out', async ({ page }) => {
  const user = newUserDetails();
  await page.goto('/register');
  await closeContactPopup(page);

  await main(page).getByLabel('Full name').fill(user.name);
  await main(page).getByLabel('Email').fill(user.email);
  await main(page).getByLabel('Password').fill(user.password);
  await main(page).getByLabel('Location').fill(user.location);
  await main(page).getByRole('button', { name: 'Sign up' }).click();

  await expect(toast(page, 'Signup Successful')).toBeVisible();
  await expect(page).toHaveURL('/login');
  // The address changes before the login page's code has loaded: until its heading shows, the
  // sign-up form (which has fields of the same names) is still the one on screen.
  await expect(main(page).getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await main(page).getByLabel('Email').fill(user.email);
  await main(page).getByLabel('Password').fill(user.password);
  await main(page).getByRole('button', { name: 'Log in' }).click();

  await expect(toast(page, 'Login Successful')).toBeVisible();
  await expect(toast(page, 'Loading...')).toHaveCount(0);
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('link', { name: 'My Order' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  expect(await storedToken(page)).toBeTruthy();
  const storedUser = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(storedUser).toMatchObject({ email: user.email, name: user.name, role: 'user' });

  // The session survives a reload (restored from localStorage and confirmed by the server).
  await page.reload();
  await closeContactPopup(page);
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();

  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged Out')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'My Order' })).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
});

test('a wrong password shows "Login Failed" and stays on the login page', async ({ page }) => {
  const user = await registerUser(page.request);
  await page.goto('/login');
  await closeContactPopup(page);

  await main(page).getByLabel('Email').fill(user.email);
  await main(page).getByLabel('Password').fill('not-the-password');
  await main(page).getByRole('button', { name: 'Log in' }).click();

  await expect(toast(page, 'Login Failed')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await storedToken(page)).toBeNull();
  // The server's own message is not shown for login failures (specification section 8).
  await expect(page.getByText(/invalid|incorrect|wrong/i)).toHaveCount(0);
});

test('a taken e-mail shows "Signup Failed" and stays on the register page', async ({ page }) => {
  const existing = await registerUser(page.request);
  await page.goto('/register');
  await closeContactPopup(page);

  await main(page).getByLabel('Full name').fill('Someone Else');
  await main(page).getByLabel('Email').fill(existing.email);
  await main(page).getByLabel('Password').fill('another-password');
  await main(page).getByLabel('Location').fill('Pune');
  await main(page).getByRole('button', { name: 'Sign up' }).click();

  await expect(toast(page, 'Signup Failed')).toBeVisible();
  await expect(page).toHaveURL('/register');
});

for (const language of ['en', 'hi'] as const) {
  test.describe(`passwords (${language})`, () => {
    test.use({ language });
    const copy = language === 'en' ? enCommon : hiCommon;

    test('a blank, one-character or common password is refused with the reason under the field', async ({
      page,
    }) => {
      await page.goto('/register');
      await closeContactPopup(page);
      const form = main(page).locator('form');
      const field = (name: string) => form.locator(`[name="${name}"]`);
      await field('name').fill('Asha Verma');
      await field('email').fill(newUserDetails().email);
      await field('location').fill('Varanasi');
      const submit = form.getByRole('button', { name: copy.auth.register.submit });

      // The contract's rule, checked in the browser before anything is sent.
      await field('password').fill('aaaaaaaa');
      await submit.click();
      await expect(form.getByText(copy.validation.passwordWeak)).toBeVisible();

      // A password on the list of common ones: the server refuses it and the page says why.
      await field('password').fill('password1');
      await submit.click();
      await expect(form.getByText(copy.validation.passwordCommon)).toBeVisible();
      await expect(field('password')).toBeFocused();
      await expect(page).toHaveURL(localizedPath('/register', language));
    });
  });
}

test('the account forms explain what is missing before sending anything', async ({ page }) => {
  let authRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/')) authRequests += 1;
  });
  await page.goto('/register');
  await closeContactPopup(page);

  await main(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  await expect(page.getByText('Please enter your location.')).toBeVisible();
  await expect(main(page).getByLabel('Full name')).toBeFocused();
  await expect(main(page).getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

  await main(page).getByLabel('Email').fill('not-an-email');
  await main(page).getByLabel('Password').fill('short');
  await main(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByText('Please enter a valid e-mail address, like name@example.com.'),
  ).toBeVisible();
  await expect(page.getByText('Your password needs at least 8 characters.')).toBeVisible();

  await main(page).getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login');
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  expect(authRequests).toBe(0);
});

test('a stored token the server rejects signs the visitor out quietly', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    localStorage.setItem('token', 'expired.or.forged');
    localStorage.setItem(
      'user',
      JSON.stringify({
        _id: 'x',
        name: 'Old',
        email: 'old@e2e.test',
        phone: '',
        role: 'admin',
        location: 'X',
      }),
    );
  });
  await page.goto('/');
  await closeContactPopup(page);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByRole('listitem'),
  ).toHaveCount(0);
});

/** Guards act once the page has hydrated, which can take a while on a busy machine. */
const afterHydration = { timeout: 20_000 };

test.describe('route guards', () => {
  test('a signed-in user who opens /login is sent home', async ({ page }) => {
    const user = await registerUser(page.request);
    await signIn(page, user);
    await page.goto('/login');
    await expect(page).toHaveURL('/', afterHydration);
    await page.goto('/register');
    await expect(page).toHaveURL('/', afterHydration);
  });

  test('a signed-in admin who opens /login is sent to the admin dashboard', async ({ page }) => {
    await signIn(page, adminCredentials);
    await page.goto('/login');
    await expect(page).toHaveURL('/admin/dashboard', afterHydration);
  });

  test('an admin sees the Admin Dashboard link', async ({ page }) => {
    await signIn(page, adminCredentials);
    await page.goto('/');
    await closeContactPopup(page);
    await expect(header(page).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  test('a visitor who opens /my-orders is sent to /login', async ({ page }) => {
    await page.goto('/my-orders');
    await expect(page).toHaveURL('/login', afterHydration);
  });

  test('a signed-in user may open /my-orders', async ({ page }) => {
    const user = await registerUser(page.request);
    await signIn(page, user);
    await page.goto('/my-orders');
    await expect(page.getByRole('heading', { name: 'My Order' })).toBeVisible(afterHydration);
    await expect(page).toHaveURL('/my-orders');
  });
});
