import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { closeContactPopup, waitForContactPopup } from '../support/contact-popup';
import { startInLanguage } from '../support/language';

/**
 * Accessibility scans (axe, WCAG 2.1 A and AA rules plus best practices) of every page the shell
 * issue built, in English and Hindi, and of the contact popup and the mobile menu (the same on
 * every page, so scanned once per language). No serious or critical finding is allowed.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'not found', path: '/no-such-page' },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

async function openPage(
  browser: Browser,
  language: 'en' | 'hi',
  viewport = { width: 1280, height: 800 },
) {
  // @axe-core/playwright needs a page from browser.newContext().
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await startInLanguage(page, language);
  return { context, page };
}

// A full axe run on a long page takes a while on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

for (const language of ['en', 'hi'] as const) {
  for (const { name, path } of pages) {
    test(`${name} (${language}) has no serious accessibility findings`, async ({ browser }) => {
      const { context, page } = await openPage(browser, language);
      await page.goto(path);
      await closeContactPopup(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  test(`the contact popup (${language}) has no serious accessibility findings`, async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, language);
    await page.goto('/login');
    await waitForContactPopup(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test(`the mobile menu (${language}) has no serious accessibility findings`, async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, language, { width: 390, height: 844 });
    await page.goto('/login');
    await closeContactPopup(page);
    await page.getByRole('button', { name: language === 'hi' ? 'मेनू खोलें' : 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
