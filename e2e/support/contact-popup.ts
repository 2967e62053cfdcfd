import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The contact popup opens by itself about 1.5 s after every full page load (it is also the
 * sign that the page has hydrated). Call this after `page.goto` before using the page.
 */
export function contactPopup(page: Page): Locator {
  return page.locator('dialog[open]:has([data-testid="contact-popup"])');
}

/**
 * Waits for the popup to open and returns it. The wait is generous because the popup needs the
 * page to have hydrated first, which takes a while on a busy 2-core machine.
 */
export async function waitForContactPopup(page: Page): Promise<Locator> {
  const popup = contactPopup(page);
  await expect(popup).toBeVisible({ timeout: 20_000 });
  return popup;
}

/** Waits for the contact popup to open and closes it with its close button. */
export async function closeContactPopup(page: Page): Promise<void> {
  const popup = await waitForContactPopup(page);
  await popup.getByRole('button', { name: /^(Close|बंद करें)$/ }).click();
  await expect(popup).toBeHidden();
}
