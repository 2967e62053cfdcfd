import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The site's Devanagari fonts (docs/decisions/030): a Hindi page's first paint waits for none of
 * them; they are downloaded after a Hindi page has loaded and drawn in from the next page drawn in
 * the app, so text never changes font under a reader's eyes; English pages never download them.
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
 * The Devanagari font files the page asks for, and the document's readyState each time the page
 * started a font download by script (FontFace.load): "complete" is after the load event.
 */
async function watchDevanagariFiles(page: Page) {
  await page.addInitScript(() => {
    const downloads: string[] = [];
    Object.assign(window, { fontDownloadStates: downloads });
    const load = FontFace.prototype.load;
    FontFace.prototype.load = function (this: FontFace) {
      downloads.push(document.readyState);
      return load.call(this);
    };
  });
  const files: string[] = [];
  page.on('request', (request) => {
    if (/devanagari.*\.woff2/.test(request.url())) files.push(request.url());
  });
  return {
    files,
    startedIn: () =>
      page.evaluate(
        () => (window as unknown as { fontDownloadStates: string[] }).fontDownloadStates,
      ),
  };
}

test('a Hindi page downloads the Devanagari files after load and uses them from the next page', async ({
  page,
}) => {
  const { files, startedIn } = await watchDevanagariFiles(page);
  await page.goto('/hi/about');
  await expect.poll(() => files.length).toBe(3);
  expect(await startedIn()).toEqual(['complete', 'complete', 'complete']);
  expect(files.join()).toMatch(/mukta-devanagari-400/);
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

  // A page loaded in full is painted in the system's font again (nothing before its first paint
  // can know the files are still cached), asks for them after load, and its next page uses them.
  await page.goto('/hi/support');
  expect(await fontsAttribute(page)).toBeNull();
  await expect.poll(startedIn).toEqual(['complete', 'complete', 'complete']);
  await page.getByRole('contentinfo').locator('a[href="/hi/gemstone"]').click();
  await expect(page).toHaveURL('/hi/gemstone');
  await expect.poll(() => fontsAttribute(page)).toBe('devanagari');
  await expect
    .poll(async () => (await devanagariFaces(page))['Rozha One Devanagari 400'])
    .toBe('loaded');
});

test('an English page downloads no Devanagari file and names no Devanagari face', async ({
  page,
}) => {
  const { files } = await watchDevanagariFiles(page);
  await page.goto('/gemstone');
  await page.waitForLoadState('load');
  await expect(page.getByText('₹').first()).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Free kundli' }).click();
  await expect(page).toHaveURL('/kundli');
  expect(await fontsAttribute(page)).toBeNull();
  expect(files).toEqual([]);
});
