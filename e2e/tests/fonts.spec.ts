import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The site's Devanagari fonts come after the page has loaded (docs/decisions/030): a Hindi page's
 * first paint waits for none of them, and English pages never download them.
 */

/** Mukta's faces that cover Devanagari (U+0900), with their state. */
function devanagariFaces(page: Page) {
  return page.evaluate(() => {
    const faces: FontFace[] = [];
    document.fonts.forEach((face) => {
      faces.push(face);
    });
    return faces
      .filter(
        (face) => /U\+9/i.test(face.unicodeRange) && face.family.replaceAll('"', '') === 'Mukta',
      )
      .map((face) => ({ family: face.family, weight: face.weight, status: face.status }));
  });
}

/**
 * The Devanagari font files the page asks for, each with whether the page's load event had
 * already fired (from Playwright's events: the test fixtures' fake clock also fakes the page's
 * Performance API).
 */
function watchDevanagariFiles(page: Page) {
  let loaded = false;
  const files: { url: string; afterLoad: boolean }[] = [];
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    if (/devanagari.*\.woff2/.test(request.url())) {
      files.push({ url: request.url(), afterLoad: loaded });
    }
  });
  return files;
}

test('a Hindi page asks for Mukta’s Devanagari file only after it has loaded, then draws in it', async ({
  page,
}) => {
  const files = watchDevanagariFiles(page);
  await page.goto('/hi/about');
  await expect
    .poll(async () => (await devanagariFaces(page)).filter((face) => face.status === 'loaded'))
    .toContainEqual({ family: 'Mukta', weight: '400', status: 'loaded' });
  expect(files.map((file) => file.url).join()).toMatch(/mukta-devanagari-400/);
  expect(files.filter((file) => !file.afterLoad)).toEqual([]);
});

test('an English page with prices registers the Devanagari faces but downloads none', async ({
  page,
}) => {
  const files = watchDevanagariFiles(page);
  await page.goto('/gemstone');
  await page.waitForLoadState('load');
  // Registered (so a switch to Hindi would use them) and left unloaded: no text needs them.
  await expect
    .poll(async () => (await devanagariFaces(page)).map((face) => face.status))
    .toEqual(['unloaded', 'unloaded']);
  await expect(page.getByText('₹').first()).toBeVisible();
  expect(files).toEqual([]);
});
