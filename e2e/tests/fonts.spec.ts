import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The site's Devanagari fonts come after the page has loaded (docs/decisions/030): a Hindi page's
 * first paint waits for none of them, and English pages never download them.
 */

/** Mukta's faces that cover Devanagari (U+0900), with their state. */
function devanagariFaces(page: Page) {
  return page.evaluate(() =>
    [...document.fonts]
      .filter(
        (face) => /U\+9/i.test(face.unicodeRange) && face.family.replaceAll('"', '') === 'Mukta',
      )
      .map((face) => ({ family: face.family, weight: face.weight, status: face.status })),
  );
}

/** When the load event started, and when each Devanagari font file was requested (ms). */
function fontTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      loadEventStart: navigation?.loadEventStart ?? 0,
      devanagariFiles: performance
        .getEntriesByType('resource')
        .filter((entry) => /devanagari.*\.woff2/.test(entry.name))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    };
  });
}

test('a Hindi page asks for Mukta’s Devanagari file only after it has loaded, then draws in it', async ({
  page,
}) => {
  await page.goto('/hi/about');
  await page.waitForLoadState('load');
  await expect
    .poll(async () => (await devanagariFaces(page)).filter((face) => face.status === 'loaded'))
    .toContainEqual({ family: 'Mukta', weight: '400', status: 'loaded' });
  const { loadEventStart, devanagariFiles } = await fontTimings(page);
  expect(devanagariFiles.map((file) => file.name).join()).toMatch(/mukta-devanagari-400/);
  for (const file of devanagariFiles) expect(file.startTime).toBeGreaterThanOrEqual(loadEventStart);
});

test('an English page with prices registers the Devanagari faces but downloads none', async ({
  page,
}) => {
  await page.goto('/gemstone');
  await page.waitForLoadState('load');
  // Registered (so a switch to Hindi would use them) and left unloaded: no text needs them.
  await expect
    .poll(async () => (await devanagariFaces(page)).map((face) => face.status))
    .toEqual(['unloaded', 'unloaded']);
  await expect(page.getByText('₹').first()).toBeVisible();
  expect((await fontTimings(page)).devanagariFiles).toEqual([]);
});
