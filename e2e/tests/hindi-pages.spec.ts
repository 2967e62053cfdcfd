import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures';

/**
 * Hindi pages at their own addresses (issue 15, docs/decisions/026): what a Hindi reader's
 * browser paints before any script runs is Hindi.
 */

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/app/locales',
);

/** Every string of a locale file, flattened. */
function stringsOf(language: 'en' | 'hi', namespace: string): string[] {
  const walk = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(walk)
        : [];
  return walk(
    JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')),
  );
}

/**
 * English interface text that a Hindi page must not show: every English string of the shell's
 * namespace and the page's own with a word of three Latin letters or more that the Hindi strings
 * do not also use (names written the same in both, such as "English" in the language switch, are
 * fine), without its placeholders.
 */
function englishInterfaceText(namespace: string): string[] {
  const hindi = new Set([...stringsOf('hi', 'common'), ...stringsOf('hi', namespace)]);
  return [...stringsOf('en', 'common'), ...stringsOf('en', namespace)]
    .filter((text) => !hindi.has(text))
    .flatMap((text) => text.split(/\{\{[^}]*\}\}|<[^>]*>/))
    .map((part) => part.trim())
    .filter((part) => /[A-Za-z]{3,}/.test(part) && part.length > 5);
}

const pages = [
  { english: '/', hindi: '/hi', namespace: 'home', heading: 'शुभ ज्योतिष' },
  {
    english: '/reports/sade-sati',
    hindi: '/hi/reports/sade-sati',
    namespace: 'reports-sade-sati',
    heading: 'साढ़े',
  },
  { english: '/gemstone', hindi: '/hi/gemstone', namespace: 'shop', heading: 'रुद्राक्ष' },
  {
    english: '/horoscope/weekly-horoscope/leo',
    hindi: '/hi/horoscope/weekly-horoscope/leo',
    namespace: 'horoscope',
    heading: 'सिंह',
  },
  { english: '/contact', hindi: '/hi/contact', namespace: 'content-contact', heading: 'मदद' },
  {
    english: '/calculators/sade-sati',
    hindi: '/hi/calculators/sade-sati',
    namespace: 'calculators-small',
    heading: 'साढ़े साती',
  },
];

test.describe('a Hindi reader’s first paint', () => {
  // No scripts at all: what the HTML says is what is painted first.
  test.use({ javaScriptEnabled: false });

  for (const { english, hindi, namespace, heading } of pages) {
    test(`${english} opened by a visitor who chose Hindi paints Hindi only`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'language', value: 'hi', url: String(baseURL) }]);
      const response = await page.goto(english);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(hindi);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      expect(await page.title()).toMatch(/[\u0900-\u097F]/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      const text = await page.locator('body').innerText();
      const englishFound = englishInterfaceText(namespace).filter((phrase) =>
        text.includes(phrase),
      );
      expect(englishFound, 'English interface text on the Hindi page').toEqual([]);
    });
  }
});
