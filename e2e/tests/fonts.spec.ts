import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The site's Devanagari fonts (docs/decisions/030): a Hindi page's first paint waits for none of
 * them; they are downloaded after a Hindi page has loaded and drawn in from the next page on, so
 * text never changes font under a reader's eyes; English pages never download them.
 */

/** The state of each Devanagari face ("Mukta Devanagari" 400 …), as the page's fonts say. */
function devanagariFaces(page: Page) {
  return page.evaluate(() => {
    const faces: Record<string, string> = {};
    document.fonts.forEach((face) => {
      const family = face.family.replaceAll('"', '');
      if (family.endsWith(' Devanagari')) faces[`${family} ${face.weight}`] = face.status;
    });
    return faces;
  });
}

const fontsAttribute = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-fonts'));

/**
 * The Devanagari font files the page asks for, each with whether the load event of the document
 * asking had already fired (from Playwright's events: the test fixtures' fake clock also fakes the page's
 * Performance API).
 */
function watchDevanagariFiles(page: Page) {
  let loaded = false;
  const files: { url: string; afterLoad: boolean }[] = [];
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    // A new document: its own load event is still to come.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loaded = false;
    if (/devanagari.*\.woff2/.test(request.url())) {
      files.push({ url: request.url(), afterLoad: loaded });
    }
  });
  return files;
}

test('a Hindi page downloads the Devanagari files after load and uses them from the next page', async ({
  page,
}) => {
  const files = watchDevanagariFiles(page);
  await page.goto('/hi/about');
  await expect.poll(() => files.length).toBe(3);
  expect(files.filter((file) => !file.afterLoad)).toEqual([]);
  expect(files.map((file) => file.url).join()).toMatch(/mukta-devanagari-400/);
  // Downloaded, not drawn: this page keeps the system's Devanagari font it was painted in.
  expect(await fontsAttribute(page)).toBeNull();
  expect(await devanagariFaces(page)).toEqual({
    'Mukta Devanagari 400': 'unloaded',
    'Mukta Devanagari 600': 'unloaded',
    'Rozha One Devanagari 400': 'unloaded',
  });

  // The next page drawn in the app is drawn in Mukta and Rozha One.
  await page.getByRole('contentinfo').locator('a[href="/hi/gemstone"]').click();
  await expect(page).toHaveURL('/hi/gemstone');
  await expect.poll(() => fontsAttribute(page)).toBe('devanagari');
  await expect
    .poll(async () => (await devanagariFaces(page))['Mukta Devanagari 400'])
    .toBe('loaded');

  // So is a page loaded in full afterwards, from its first paint (the head script), with the
  // files from the cache.
  const before = files.length;
  await page.goto('/hi/support');
  expect(await fontsAttribute(page)).toBe('devanagari');
  await expect
    .poll(async () => (await devanagariFaces(page))['Rozha One Devanagari 400'])
    .toBe('loaded');
  expect(files.slice(before).every((file) => !file.afterLoad)).toBe(true);
});

test('an English page downloads no Devanagari file and names no Devanagari face', async ({
  page,
}) => {
  const files = watchDevanagariFiles(page);
  await page.goto('/gemstone');
  await page.waitForLoadState('load');
  await expect(page.getByText('₹').first()).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Free kundli' }).click();
  await expect(page).toHaveURL('/kundli');
  expect(await fontsAttribute(page)).toBeNull();
  expect(files).toEqual([]);
});
