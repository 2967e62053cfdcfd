import type { HoroscopeKind } from '@app/contract/horoscope';
import type { HoroscopeReply } from '@app/contract/horoscope-reply';
import { type ZodiacSignName, zodiacSigns } from '@app/contract/zodiac';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import {
  closeContactPopup,
  expect,
  type Language,
  pauseClock,
  startInLanguage,
  test,
} from '../support/fixtures';

/**
 * Horoscope pages (specification section 2 "Horoscope pages"; issue 31: the daily pages, the
 * readings read from the sky with their basis), against the real API. The server's clock is
 * real: a reading is compared with the one the API answers at the same moment.
 */

const grids = [
  { path: '/horoscope/daily-horoscope', title: 'Daily Horoscope', sign: 'Leo Daily Horoscope' },
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

/** The reading the API answers now (`date`: another day's daily reading). */
async function apiReading(
  request: APIRequestContext,
  kind: HoroscopeKind,
  sign: ZodiacSignName,
  language: Language,
  date?: string,
): Promise<HoroscopeReply> {
  const query = `lang=${language}${date ? `&date=${date}` : ''}`;
  const response = await request.get(`/api/v1/horoscope/${kind}/${sign}?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as HoroscopeReply;
}

/** The day (`YYYY-MM-DD`) on India's calendar of an instant, and the day `days` after it. */
const istDay = (instant: string, days = 0) =>
  new Date(Date.parse(instant) + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? `&${name};`,
  );

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

    // A sign here is the Moon sign; the note links the calculator that finds it.
    await expect(page.getByTestId('moon-sign-note')).toContainText('Moon sign (rashi)');
    await expect(
      page.getByTestId('moon-sign-note').getByRole('link', { name: 'Moon sign calculator' }),
    ).toHaveAttribute('href', '/calculators/moon-sign');

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
  const expected = (await apiReading(page.request, 'weekly', 'gemini', 'en')).horoscope;
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
    ['/horoscope/daily-horoscope/ophiuchus', '/horoscope/daily-horoscope'],
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
  const expected = (await apiReading(page.request, 'weekly', 'cancer', 'en')).horoscope;
  // The HTML the server sends already holds the reading (not the build's slots).
  const html = unescapeHtml(
    await (await page.request.get('/horoscope/weekly-horoscope/cancer')).text(),
  );
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

test('when the API cannot be reached, no reading is made up: the page says so', async ({
  page,
}) => {
  await page.goto('/horoscope/weekly-love-horoscope/aries');
  await closeContactPopup(page);
  await page.route(apiPattern, (route) => route.abort('connectionrefused'));
  await signSelect(page).selectOption('capricorn');
  await expect(page.getByText('No horoscope data available')).toBeVisible();
  await expect(
    page.getByText('There was a problem loading your horoscope. Please try again later.'),
  ).toBeVisible();
  await expect(page.getByTestId('reading-description')).toHaveCount(0);
  await expect(page.getByTestId('reading-basis')).toHaveCount(0);
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
  const expected = (await apiReading(page.request, 'weekly', 'leo', 'hi')).horoscope;
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
    (await apiReading(page.request, 'weekly', 'leo', 'en')).horoscope.description,
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

/** The words the pages write, by language, for the tests below. */
const words = {
  en: {
    kinds: { daily: 'Daily', weekly: 'Weekly', yearly: 'Yearly' },
    why: 'Why this reading',
    jupiter: 'Jupiter',
    moonSign: 'Moon sign (rashi)',
    days: { yesterday: 'Yesterday', today: 'Today', tomorrow: 'Tomorrow' },
  },
  hi: {
    kinds: { daily: 'दैनिक', weekly: 'साप्ताहिक', yearly: 'वार्षिक' },
    why: 'यह राशिफल किस आधार पर',
    jupiter: 'गुरु',
    moonSign: 'चंद्र राशि',
    days: { yesterday: 'बीता कल', today: 'आज', tomorrow: 'आने वाला कल' },
  },
} as const;

/** The slow grahas a yearly reading follows (the others are folded away in its panel). */
const slowGrahas = ['jupiter', 'saturn', 'rahu', 'ketu'];

/**
 * What the "Why this reading" panel must show of a basis: each graha's transits (house and sign,
 * favourable or not), and the Moon's houses through the day or week.
 */
async function expectBasisShown(page: Page, reply: HoroscopeReply, language: Language) {
  const panel = page.getByTestId('reading-basis');
  const table = panel.getByTestId('basis-transits').first();
  await expect(table).toBeVisible();
  const { basis } = reply;
  const listed = basis.transits.filter(
    (transit) =>
      (transit.planet !== 'moon' || basis.moonHouses.length === 0) &&
      (basis.moonHouses.length > 0 || slowGrahas.includes(transit.planet)),
  );
  expect(listed.length).toBeGreaterThan(3);
  for (const [index, transit] of listed.entries()) {
    // The rows of a graha are its transits in order.
    const nth = listed.slice(0, index).filter((row) => row.planet === transit.planet).length;
    const row = table.locator(`tbody[data-graha="${transit.planet}"] tr[data-house]`).nth(nth);
    const signName = zodiacSigns[transit.sign - 1]?.displayName[language];
    await expect(row).toHaveAttribute('data-house', String(transit.house));
    await expect(row).toContainText(`${transit.house} · ${signName}`);
    const effect = !transit.favourable
      ? 'unfavourable'
      : transit.obstructedBy
        ? 'obstructed'
        : 'favourable';
    await expect(row.locator('[data-effect]')).toHaveAttribute('data-effect', effect);
  }
  await expect(table.locator('tbody[data-graha="jupiter"] th')).toHaveText(words[language].jupiter);
  if (basis.moonHouses.length > 0) {
    const moon = panel.getByTestId('basis-moon').locator('tbody tr');
    await expect(moon).toHaveCount(basis.moonHouses.length);
    for (const [index, stay] of basis.moonHouses.entries()) {
      await expect(moon.nth(index)).toHaveAttribute('data-house', String(stay.house));
    }
  }
  await expect(panel.getByTestId('basis-areas').locator('[data-area]')).toHaveCount(4);
}

for (const language of ['en', 'hi'] as const) {
  for (const [kind, sign] of [
    ['daily', 'sagittarius'],
    ['weekly', 'virgo'],
    ['yearly', 'leo'],
  ] as const) {
    const path = `${language === 'hi' ? '/hi' : ''}/horoscope/${kind}-horoscope/${sign}`;
    test(`${path}: the first paint has today's reading; the panel shows its transits with houses${kind === 'daily' ? '; yesterday and tomorrow' : ''}`, async ({
      page,
      openPage,
    }) => {
      const now = Date.now();
      const reply = await apiReading(page.request, kind, sign, language);
      const { period } = reply.basis;
      expect(Date.parse(period.start)).toBeLessThanOrEqual(now);
      expect(Date.parse(period.end)).toBeGreaterThan(now);

      // The HTML as sent, before any script: today's reading and its data block, no slots.
      const html = await (await page.request.get(path)).text();
      expect(html).not.toContain('%%reading.');
      const slot = (testId: string) =>
        unescapeHtml(html.match(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`))?.[1] ?? '');
      expect(slot('reading-description')).toBe(reply.horoscope.description);
      expect(slot('reading-date')).toBe(reply.horoscope.current_date);
      const block = html.match(
        /<script type="application\/json" id="horoscope-reading">(.*?)<\/script>/,
      );
      expect(JSON.parse(block?.[1] ?? 'null')).toMatchObject({
        kind,
        sign,
        language,
        basis: reply.basis,
      });
      // The panel's body is drawn in the browser only (nothing to mismatch while hydrating).
      expect(html).not.toContain('data-testid="reading-basis-body"');

      await openPage(path);
      const card = readingCard(page);
      await expect(card.getByTestId('reading-description')).toHaveText(reply.horoscope.description);
      await expect(
        page
          .getByRole('navigation', {
            name: language === 'hi' ? 'राशिफल का प्रकार' : 'Horoscope type',
          })
          .getByRole('link', { name: words[language].kinds[kind], exact: true }),
      ).toHaveAttribute('aria-current', 'page');

      // The sign is read as the Moon sign; the note links the free calculator.
      const note = page.getByTestId('moon-sign-note');
      await expect(note).toContainText(words[language].moonSign);
      await expect(note.getByRole('link')).toHaveAttribute(
        'href',
        `${language === 'hi' ? '/hi' : ''}/calculators/moon-sign`,
      );

      // Why this reading: closed at first, its body loaded when opened.
      await page.getByText(words[language].why, { exact: true }).click();
      await expectBasisShown(page, reply, language);

      if (kind !== 'daily') return;
      // Yesterday and tomorrow come from the API (`date=`), counted from the reading's own day;
      // the panel follows the day shown.
      for (const [choice, date] of [
        ['yesterday', istDay(period.start, -1)],
        ['tomorrow', istDay(period.start, 1)],
      ] as const) {
        const other = await apiReading(page.request, 'daily', sign, language, date);
        const asked = page.waitForRequest((request) => request.url().includes(`date=${date}`));
        await page.getByRole('button', { name: words[language].days[choice], exact: true }).click();
        await asked;
        await expect(card.getByTestId('reading-date')).toHaveText(other.horoscope.current_date);
        await expect(card.getByTestId('reading-description')).toHaveText(
          other.horoscope.description,
        );
        expect(istDay(other.basis.period.start)).toBe(date);
        await expectBasisShown(page, other, language);
      }
      await page.getByRole('button', { name: words[language].days.today, exact: true }).click();
      await expect(card.getByTestId('reading-description')).toHaveText(reply.horoscope.description);
      await expect(
        page.getByRole('button', { name: words[language].days.today, exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
    });
  }
}

test('the Moon sign note leads to the Moon sign calculator, in the page’s language', async ({
  page,
  openPage,
}) => {
  await openPage('/hi/horoscope/weekly-love-horoscope/taurus');
  await page.getByTestId('moon-sign-note').getByRole('link').click();
  await expect(page).toHaveURL('/hi/calculators/moon-sign');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('चंद्र राशि');
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
  { name: 'a sign page', path: '/horoscope/daily-horoscope/taurus' },
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
        if (name === 'a sign page') {
          await expect(readingCard(page)).toBeVisible();
          // With "Why this reading" open: its tables are scanned too.
          await page.getByTestId('reading-basis').locator('summary').click();
          await expect(page.getByTestId('reading-basis-body')).toBeVisible();
        }
        expect(await scanA11y()).toEqual([]);
      });
    }
  });
}
