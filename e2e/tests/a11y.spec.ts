import { expect, test, waitForContactPopup } from '../support/fixtures';

/**
 * Accessibility (axe: WCAG 2.1 A and AA rules plus best practices) of the shell every page shares
 * (header, footer, contact popup, mobile menu) and of the pages the shell issue built, in English
 * and Hindi. The shell is scanned here once per language; page specs scan only their own content
 * (`scanA11y()` in support/fixtures.ts). No serious or critical finding is allowed.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'not found', path: '/no-such-page' },
];

for (const language of ['en', 'hi'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
    test.use({ language });

    test('the shell (header, footer, page) has no serious findings', async ({
      page,
      openPage,
      scanA11y,
    }) => {
      await openPage('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await scanA11y({ includeShell: true })).toEqual([]);
    });

    for (const { name, path } of pages) {
      test(`${name} has no serious findings`, async ({ page, openPage, scanA11y }) => {
        await openPage(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        expect(await scanA11y()).toEqual([]);
      });
    }

    test('the contact popup has no serious findings', async ({ page, scanA11y }) => {
      await page.goto('/login');
      await waitForContactPopup(page);
      expect(await scanA11y({ includeShell: true })).toEqual([]);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the mobile menu has no serious findings', async ({ page, openPage, scanA11y }) => {
        await openPage('/login');
        await page
          .getByRole('button', { name: language === 'hi' ? 'मेनू खोलें' : 'Open menu' })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await scanA11y({ includeShell: true })).toEqual([]);
      });
    });
  });
}
