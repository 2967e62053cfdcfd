import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  adminCredentials,
  contactPopup,
  expect,
  signIn,
  startInLanguage,
  test,
  waitForContactPopup,
} from '../support/fixtures';

/** The contact popup (specification "Contact popup", sections 4, 5 and 8 "Contact"). */

async function fillPopup(page: Page, message: string) {
  const popup = await waitForContactPopup(page);
  await popup.getByLabel('Name').fill('Ravi Shankar');
  await popup.getByLabel('Email').fill('ravi@e2e.test');
  await popup.getByLabel('Contact number').fill('+91 98100 55555');
  await popup.getByLabel('Message').fill(message);
}

test('the popup opens by itself, sends a message and clears the form', async ({
  page,
  mailbox,
}) => {
  await page.goto('/');
  const popup = await waitForContactPopup(page);
  await expect(popup).toHaveAccessibleName('Have a question about your stars?');
  await expect(popup.getByRole('img')).toHaveAttribute('src', '/images/contact-popup.svg');

  const message = `Please call me about my Sade Sati report. ${randomUUID()}`;
  await fillPopup(page, message);
  await popup.getByRole('button', { name: 'Send Message' }).click();

  // The popup closes on submit; the status dialog takes over.
  await expect(popup).toBeHidden();
  const status = page.getByRole('dialog', { name: 'Good job!' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('Your message has been sent successfully!');
  await status.getByRole('button', { name: 'OK' }).click();
  await expect(status).toBeHidden();

  // Cleared after success (the closed popup keeps its form).
  const form = page.locator('[data-testid="contact-popup"] form');
  for (const field of ['name', 'email', 'contact', 'message']) {
    await expect(form.locator(`[name="${field}"]`)).toHaveValue('');
  }

  // The server stored it and wrote the notification for the business.
  await mailbox.waitForMailWith(message.split(' ').at(-1) ?? message);
});

test('the popup shows the loading dialog while sending', async ({ page }) => {
  let releaseReply: () => void = () => {};
  const replyMayGo = new Promise<void>((resolve) => {
    releaseReply = resolve;
  });
  await page.route('**/api/v1/contact/create', async (route) => {
    await replyMayGo;
    await route.continue();
  });
  await page.goto('/');
  await fillPopup(page, 'Checking the loading dialog.');
  await contactPopup(page).getByRole('button', { name: 'Send Message' }).click();

  const loading = page.getByRole('dialog', { name: 'Loading...' });
  await expect(loading).toBeVisible();
  await expect(loading).toContainText('Please wait while we process your request.');
  await expect(loading.getByRole('button')).toHaveCount(0); // nothing to dismiss while sending
  releaseReply();
  await expect(page.getByRole('dialog', { name: 'Good job!' })).toBeVisible();
});

test('when the server fails, the error dialog shows and the form is cleared', async ({ page }) => {
  await page.route('**/api/v1/contact/create', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Internal Server Error' }),
    }),
  );
  await page.goto('/');
  await fillPopup(page, 'This one will fail.');
  await contactPopup(page).getByRole('button', { name: 'Send Message' }).click();

  const status = page.getByRole('dialog', { name: 'Error!' });
  await expect(status).toBeVisible();
  await expect(status).toContainText(
    'There was a problem sending your message. Please try again later.',
  );
  await page.keyboard.press('Escape');
  await expect(status).toBeHidden();
  await expect(page.locator('[data-testid="contact-popup"] [name="message"]')).toHaveValue('');
});

test('all four popup fields are required and the e-mail must look like one', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/contact/create')) sent += 1;
  });
  await page.goto('/');
  const popup = await waitForContactPopup(page);
  await popup.getByRole('button', { name: 'Send Message' }).click();
  await expect(popup.getByText('Please enter your name.')).toBeVisible();
  await expect(popup.getByText('Please enter your e-mail address.')).toBeVisible();
  await expect(popup.getByText('Please enter your contact number.')).toBeVisible();
  await expect(popup.getByText('Please write your message.')).toBeVisible();
  await expect(popup.getByLabel('Name')).toBeFocused();

  await popup.getByLabel('Email').fill('ravi@');
  await popup.getByRole('button', { name: 'Send Message' }).click();
  await expect(popup.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid e-mail address, like name@example.com.',
  );
  await expect(popup).toBeVisible();
  expect(sent).toBe(0);
});

test('the popup speaks Hindi when Hindi is chosen', async ({ page }) => {
  await startInLanguage(page, 'hi');
  await page.goto('/');
  const popup = await waitForContactPopup(page);
  await expect(popup).toHaveAccessibleName('अपने ग्रहों के बारे में कोई प्रश्न है?');
  await expect(popup.getByRole('button', { name: 'संदेश भेजें' })).toBeVisible();
  await popup.getByRole('button', { name: 'बंद करें' }).click();
  await expect(popup).toBeHidden();
});

test('the popup never opens on admin pages', async ({ page }) => {
  await signIn(page, adminCredentials);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/admin/dashboard');
  await page.clock.runFor(5000);
  await expect(contactPopup(page)).toHaveCount(0);
});

test('the popup comes once per page load, not again on moving inside the site', async ({
  page,
}) => {
  await page.goto('/login');
  await page.clock.runFor(2000);
  await expect(contactPopup(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(contactPopup(page)).toBeHidden();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/register');
  await page.clock.runFor(5000);
  await expect(contactPopup(page)).toHaveCount(0);
});
