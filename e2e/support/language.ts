import type { Page } from '@playwright/test';

/** Makes every page load of `page` start in `language`, as if the visitor had chosen it before. */
export async function startInLanguage(page: Page, language: 'en' | 'hi'): Promise<void> {
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
}
