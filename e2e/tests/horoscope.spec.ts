import { builtinHoroscope } from '@app/contract/horoscope-reading';
import { zodiacSigns } from '@app/contract/zodiac';
import type { Page, Route } from '@playwright/test';
import { closeContactPopup, expect, pauseClock, startInLanguage, test } from '../support/fixtures';

/** Horoscope pages (specification section 2 "Horoscope pages"), against the real API. */

const grids = [
  { path: '/horoscope/weekly-horoscope', title: 'Weekly Horoscope', sign: 'Leo Weekly Horoscope' },
  {
    path: '/horoscope/weekly-love-horoscope',
    title: 'Weekly Love Horoscope',
    sign: 'Leo Weekly Love Horoscope',
  },
  { path: '/horoscope/yearly-horoscope', title: 'Yearly Horoscope', sign: 'Leo Yearly Horoscope' },
] as const;

const apiPattern = '**/api/v1/horoscope/**';
const readingCard = (page: Page) => page.getByTestId('reading-card');
const skeleton = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Loading your horoscope' });
const signSelect = (page: Page) => page.getByLabel('Select your sign');
const languageLink = (page: Page, name: 'English' | 'हिंदी') =>
  page
    .getByRole('banner')
    .getByRole('group', { name: /^(Language|भाषा)$/ })
    .getByRole('link', { name });

/** Holds every horoscope API call until `release()` is called. */
async function holdHoroscopeApi(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(apiPattern, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    held,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

for (const grid of grids) {
  test(`${grid.title}: a grid of twelve sign cards that open their pages`, async ({ page }) => {
    await page.goto(grid.path);
    await closeContactPopup(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(grid.title);

    const cards = page.getByTestId('sign-grid').getByRole('link');
    await expect(cards).toHaveCount(12);
    for (const [index, sign] of zodiacSigns.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(sign.symbol);
      await expect(card).toContainText(sign.displayName.en);
      await expect(card).toContainText(sign.dateRange.text.en);
      await expect(card.locator(`[data-element="${sign.element}"]`)).toBeVisible();
      await expect(card).toHaveAttribute('href', `${grid.path}/${sign.name}`);
    }

    await cards.filter({ hasText: 'Leo' }).click();
    await expect(page).toHaveURL(`${grid.path}/leo`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(grid.sign);
    await expect(readingCard(page)).toBeVisible();
  });
}

test('a sign page shows the reading of the week with every field', async ({ page }) => {
  await page.goto('/horoscope/weekly-horoscope/gemini');
  await closeContactPopup(page);
  await expect(page).toHaveTitle(/^Gemini Weekly Horoscope \(May 21 – Jun 20\) \| Shubh Jyotish$/);
  const card = readingCard(page);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Weekly Horoscope for Gemini');
  const expected = builtinHoroscope({ kind: 'weekly', sign: 'gemini', language: 'en' });
  await expect(card.getByTestId('reading-date')).toHaveText(expected.current_date);
  await expect(card.getByTestId('reading-description')).toHaveText(expected.description);
  for (const [label, value] of [
    ['Mood', expected.mood],
    ['Color', expected.color],
    ['Lucky Number', expected.lucky_number],
    ['Lucky Time', expected.lucky_time],
    ['Compatible With', expected.compatibility],
  ] as const) {
    const fact = card.locator('dl > div').filter({ has: page.getByRole('term').getByText(label) });
    await expect(fact.getByRole('definition')).toContainText(value);
  }
  // The sign's static facts are part of the page, not of the reading.
  await expect(page.getByRole('heading', { name: 'About Gemini' })).toBeVisible();
  await expect(page.getByText('Curious', { exact: true })).toBeVisible();
});

test('the yearly reading has the current year in its title and date', async ({ page }) => {
  await page.goto('/horoscope/yearly-horoscope/pisces');
  await closeContactPopup(page);
  const year = String(new Date(Date.now() + 5.5 * 3_600_000).getUTCFullYear());
  const card = readingCard(page);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(
    `Yearly Horoscope ${year} for Pisces`,
  );
  await expect(card.getByTestId('reading-date')).toHaveText(year);
  await expect(card.getByTestId('reading-description')).toHaveText(/^Your yearly outlook: /);
});

test('the sign selector opens the chosen sign on the weekly page', async ({ page }) => {
  await page.goto('/horoscope/weekly-horoscope/aries');
  await closeContactPopup(page);
  await expect(signSelect(page)).toHaveValue('aries');
  await expect(signSelect(page).locator('option')).toHaveText(
    zodiacSigns.map((sign) => `${sign.symbol} ${sign.displayName.en}`),
  );
  await signSelect(page).selectOption('virgo');
  await expect(page).toHaveURL('/horoscope/weekly-horoscope/virgo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Virgo Weekly Horoscope');
  await expect(readingCard(page).getByRole('heading')).toHaveText('Weekly Horoscope for Virgo');
  await expect(signSelect(page)).toHaveValue('virgo');
});

test('the love page selector goes through /weekly-love-horoscope/{sign}', async ({ page }) => {
  await page.goto('/horoscope/weekly-love-horoscope/aries');
  await closeContactPopup(page);
  // The alias is resolved in the browser: nothing is fetched for it.
  const aliasFetches: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/weekly-love-horoscope/')) aliasFetches.push(pathname);
  });
  await signSelect(page).selectOption('leo');
  await expect(page).toHaveURL('/horoscope/weekly-love-horoscope/leo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leo Weekly Love Horoscope');
  const card = readingCard(page);
  await expect(card.getByRole('heading')).toHaveText('Weekly Love Horoscope for Leo');
  await expect(card.getByTestId('reading-description')).toHaveText(/^Love forecast: /);
  // Back goes to the page the visitor came from, not to the alias.
  await page.goBack();
  await expect(page).toHaveURL('/horoscope/weekly-love-horoscope/aries');
  expect(aliasFetches).toEqual([]);
});

test('the alias paths land on the right pages', async ({ page }) => {
  for (const [alias, target, heading] of [
    ['/weekly', '/horoscope/weekly-horoscope', 'Weekly Horoscope'],
    ['/weekly-love-horoscope', '/horoscope/weekly-love-horoscope', 'Weekly Love Horoscope'],
    ['/yearly', '/horoscope/yearly-horoscope', 'Yearly Horoscope'],
    [
      '/weekly-love-horoscope/scorpio',
      '/horoscope/weekly-love-horoscope/scorpio',
      'Scorpio Weekly Love Horoscope',
    ],
  ] as const) {
    await page.goto(alias);
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('an unknown sign sends the visitor to the list of signs', async ({ page }) => {
  for (const [path, target] of [
    ['/horoscope/yearly-horoscope/ophiuchus', '/horoscope/yearly-horoscope'],
    ['/horoscope/weekly-love-horoscope/unknown', '/horoscope/weekly-love-horoscope'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(target);
    await expect(page.getByTestId('sign-grid').getByRole('link')).toHaveCount(12);
  }
});

test('a sign page arrives with the reading in its HTML and asks the API for nothing', async ({
  page,
}) => {
  const expected = builtinHoroscope({ kind: 'weekly', sign: 'cancer', language: 'en' });
  // The HTML the server sends already holds the reading (not the build's slots).
  const html = await (await page.request.get('/horoscope/weekly-horoscope/cancer')).text();
  expect(html).toContain(expected.description);
  expect(html).not.toContain('%%reading.');

  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/horoscope/')) apiCalls.push(request.url());
  });
  await page.goto('/horoscope/weekly-horoscope/cancer');
  await closeContactPopup(page);
  const card = readingCard(page);
  await expect(card.getByRole('heading')).toHaveText('Weekly Horoscope for Cancer');
  await expect(card.getByTestId('reading-description')).toHaveText(expected.description);
  await expect(skeleton(page)).toHaveCount(0);
  // Hydrated (the contact popup opens only after hydration) without fetching the reading again;
  // the fixture fails the test on a hydration error.
  expect(apiCalls).toEqual([]);
});

test('a skeleton shows while the reading of a sign chosen in the page loads', async ({ page }) => {
  await page.goto('/horoscope/weekly-horoscope/cancer');
  await closeContactPopup(page);
  await expect(readingCard(page).getByRole('heading')).toHaveText('Weekly Horoscope for Cancer');

  // A sign chosen in the page is fetched: the previous reading gives way to the skeleton.
  const api = await holdHoroscopeApi(page);
  await signSelect(page).selectOption('libra');
  await expect(page).toHaveURL('/horoscope/weekly-horoscope/libra');
  await expect(skeleton(page)).toBeVisible();
  await expect(page.getByText('Weekly Horoscope for Cancer')).toHaveCount(0);
  await expect.poll(() => api.held.length).toBeGreaterThan(0);
  await api.release();
  await expect(readingCard(page).getByRole('heading')).toHaveText('Weekly Horoscope for Libra');
  await expect(skeleton(page)).toHaveCount(0);

  // Back to the first sign within the app: its reading is fetched again, not taken from the
  // page it arrived with.
  await page.unrouteAll({ behavior: 'wait' });
  const again = await holdHoroscopeApi(page);
  await signSelect(page).selectOption('cancer');
  await expect(skeleton(page)).toBeVisible();
  await expect.poll(() => again.held.length).toBeGreaterThan(0);
  await again.release();
  await expect(readingCard(page).getByRole('heading')).toHaveText('Weekly Horoscope for Cancer');
});

test('without a reading the page says so, and Try again loads it', async ({ page }) => {
  await page.goto('/horoscope/weekly-horoscope/aries');
  await closeContactPopup(page);
  let fail = true;
  await page.route(apiPattern, (route) =>
    fail
      ? route.fulfill({
          status: 500,
          json: {
            success: false,
            message: 'Failed to get your horoscope. Please try again later.',
          },
        })
      : route.continue(),
  );
  await signSelect(page).selectOption('sagittarius');
  await expect(page.getByText('No horoscope data available')).toBeVisible();
  await expect(
    page.getByText('There was a problem loading your horoscope. Please try again later.'),
  ).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(readingCard(page).getByRole('heading')).toHaveText(
    'Weekly Horoscope for Sagittarius',
  );
});

test('when the API cannot be reached, the built-in reading is made in the browser', async ({
  page,
}) => {
  await page.goto('/horoscope/weekly-love-horoscope/aries');
  await closeContactPopup(page);
  await page.route(apiPattern, (route) => route.abort('connectionrefused'));
  await signSelect(page).selectOption('capricorn');
  const expected = builtinHoroscope({ kind: 'weekly-love', sign: 'capricorn', language: 'en' });
  await expect(readingCard(page).getByTestId('reading-description')).toHaveText(
    expected.description,
  );
});

test('in Hindi the page and the reading are Hindi', async ({ page }) => {
  await startInLanguage(page, 'hi');
  await page.goto('/horoscope/weekly-horoscope/leo');
  await expect(page).toHaveURL('/hi/horoscope/weekly-horoscope/leo');
  await closeContactPopup(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('सिंह साप्ताहिक राशिफल');
  await expect(page.getByLabel('अपनी राशि चुनें')).toHaveValue('leo');
  const card = readingCard(page);
  await expect(card.getByRole('heading')).toHaveText('सिंह राशि का साप्ताहिक राशिफल');
  const expected = builtinHoroscope({ kind: 'weekly', sign: 'leo', language: 'hi' });
  await expect(card.getByTestId('reading-description')).toHaveText(expected.description);
  await expect(card).toContainText('शुभ अंक');
  await expect(card).toContainText('अनुकूल राशि');

  // Switching back to English moves to the English page, which fetches the English reading.
  const englishRequest = page.waitForRequest((request) =>
    request.url().includes('/api/v1/horoscope/weekly/leo?lang=en'),
  );
  await languageLink(page, 'English').click();
  await englishRequest;
  await expect(page).toHaveURL('/horoscope/weekly-horoscope/leo');
  await expect(card.getByRole('heading')).toHaveText('Weekly Horoscope for Leo');
  await expect(card.getByTestId('reading-description')).toHaveText(
    builtinHoroscope({ kind: 'weekly', sign: 'leo', language: 'en' }).description,
  );
});

test('switching to Hindi on a love page shows the Hindi love reading', async ({ page }) => {
  await page.goto('/horoscope/weekly-love-horoscope/pisces');
  await closeContactPopup(page);
  await expect(readingCard(page).getByTestId('reading-description')).toHaveText(/^Love forecast:/);
  await languageLink(page, 'हिंदी').click();
  await expect(page).toHaveURL('/hi/horoscope/weekly-love-horoscope/pisces');
  await expect(readingCard(page).getByRole('heading')).toHaveText(
    'मीन राशि का साप्ताहिक प्रेम राशिफल',
  );
  await expect(readingCard(page).getByTestId('reading-description')).toHaveText(/^प्रेम भविष्यफल: /);
  await expect(page.getByTestId('sign-grid')).toHaveCount(0);
});

test.describe('the star field', () => {
  /** Specification section 9: one more star every 2 seconds, at most 100. */
  const starIntervalMs = 2_000;
  const starCount = async (page: Page) =>
    Number(await page.getByTestId('star-field').getAttribute('data-stars'));

  test('adds a star every 2 seconds up to 100, and pauses while the tab is hidden', async ({
    page,
    openPage,
  }) => {
    await openPage('/horoscope/weekly-horoscope');
    const canvas = page.getByTestId('star-field');
    await expect(canvas).toHaveAttribute('data-stars', /^\d+$/);
    await expect(canvas.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
    // From here the page's time moves only when the test moves it, two seconds at a time: each
    // jump is one tick of the field's timer and one animation frame (drawing thousands of
    // frames in software would take minutes).
    await pauseClock(page);
    const ticks = async (count: number) => {
      for (let tick = 0; tick < count; tick += 1) await page.clock.fastForward(starIntervalMs);
    };
    const first = await starCount(page);
    expect(first).toBeLessThan(100);
    await ticks(1);
    await expect.poll(() => starCount(page)).toBe(first + 1);
    await ticks(5);
    await expect.poll(() => starCount(page)).toBe(first + 6);

    // A hidden tab draws nothing and adds no stars.
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await ticks(10);
    expect(await starCount(page)).toBe(first + 6);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // Enough ticks to pass 100: the field stops there.
    await ticks(100 - first);
    await expect.poll(() => starCount(page)).toBe(100);
    await ticks(3);
    expect(await starCount(page)).toBe(100);
  });

  test('is a still field of 100 stars for reduced motion, and absent on yearly pages', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/horoscope/weekly-love-horoscope/aries');
    await closeContactPopup(page);
    await expect(page.getByTestId('star-field')).toHaveAttribute('data-stars', '100');
    await page.goto('/horoscope/yearly-horoscope');
    await closeContactPopup(page);
    await expect(page.getByTestId('sign-grid')).toBeVisible();
    await expect(page.getByTestId('star-field')).toHaveCount(0);
  });
});

const axePages = [
  { name: 'a grid', path: '/horoscope/weekly-love-horoscope' },
  { name: 'a sign page', path: '/horoscope/weekly-horoscope/taurus' },
];

for (const language of ['en', 'hi'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.use({ language });
    for (const { name, path } of axePages) {
      test(`${name} has no serious accessibility findings`, async ({
        page,
        openPage,
        scanA11y,
      }) => {
        await openPage(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        if (name === 'a sign page') await expect(readingCard(page)).toBeVisible();
        expect(await scanA11y()).toEqual([]);
      });
    }
  });
}
