import type { Page } from '@playwright/test';
import { type CalendarMonth, monthCalendar } from '../../astro/src/calendar-month.ts';
import published from '../../astro/test/published-festival-dates.json' with { type: 'json' };
import enPanchang from '../../web/app/locales/en/calculators-panchang.json' with { type: 'json' };
import enCalendar from '../../web/app/locales/en/calendar.json' with { type: 'json' };
import enCommon from '../../web/app/locales/en/common.json' with { type: 'json' };
import hiCalendar from '../../web/app/locales/hi/calendar.json' with { type: 'json' };
import hiCommon from '../../web/app/locales/hi/common.json' with { type: 'json' };
import { closeContactPopup, expect, type Language, test } from '../support/fixtures';

/**
 * The Hindu calendar's month page, /panchang/calendar/{yyyy}/{mm} and /panchang/calendar, with
 * their Hindi twins (issue 32, docs/decisions/037): New Delhi's months of the build's year and
 * the next are prerendered; another city, another year and the current month of a visitor in
 * another month are computed in the browser. The expected days come from the engine itself
 * (astro/src/calendar-month.ts), run here in the test; festival dates also from the published
 * dates the engine is tested against (astro/test/published-festival-dates.json, each row with
 * its source).
 */

const copy = { en: enCalendar, hi: hiCalendar } as const;
const newDelhi = { id: '1261481', lat: 28.621, lon: 77.215, zone: 'Asia/Kolkata' };
const newYork = {
  id: '5128581',
  query: 'New York',
  lat: 40.714,
  lon: -74.006,
  zone: 'America/New_York',
};
const engineChunk = /\/assets\/astro-engine-[\w-]+\.js$/;
/** The calendar's worker: another city or year is computed there, off the page's thread. */
const calendarWorker = /\/assets\/calendar-worker-[\w-]+\.js$/;

const monthPath = (year: number, month: number, language: Language = 'en') =>
  `${language === 'hi' ? '/hi' : ''}/panchang/calendar/${year}/${String(month).padStart(2, '0')}`;

/** The engine's month at a place, as the page should show it. */
const expected = (year: number, month: number, place: { lat: number; lon: number; zone: string }) =>
  monthCalendar(year, month, { lat: place.lat, lon: place.lon, zone: place.zone });

/** What the page shows of each day: tithi, nakshatra, marks and the festivals' links. */
function shownDays(page: Page) {
  return page.locator('ol[data-calendar-days] > li').evaluateAll((items) =>
    items.map((item) => ({
      date: item.getAttribute('data-date'),
      tithi: Number(item.getAttribute('data-tithi')),
      nakshatra: Number(item.getAttribute('data-nakshatra')),
      marks: item.getAttribute('data-marks'),
      festivals: Array.from(item.querySelectorAll('ul a'), (link) => link.getAttribute('href')),
    })),
  );
}

function daysOf(calendar: CalendarMonth, language: Language) {
  const prefix = language === 'hi' ? '/hi' : '';
  return calendar.days.map((day) => ({
    date: day.date,
    tithi: day.tithi,
    nakshatra: day.nakshatra,
    marks: day.marks.join(' '),
    festivals: day.festivals.map(
      (festival) => `${prefix}/festivals/${day.date.slice(0, 4)}/${festival.id}`,
    ),
  }));
}

/** The page shows the engine's month: its days, lunar months and samvat years, at the place. */
async function expectMonth(
  page: Page,
  language: Language,
  calendar: CalendarMonth,
  placeId: string,
) {
  const month = `${calendar.year}-${String(calendar.month).padStart(2, '0')}`;
  await expect(page.locator('#calendar-grid-title')).toHaveAttribute('data-calendar-month', month);
  await expect(page.locator('[data-calendar-place]')).toHaveAttribute(
    'data-calendar-place',
    placeId,
  );
  await expect(page.locator('ol[data-calendar-days] > li')).toHaveCount(calendar.days.length);
  await expect.poll(() => shownDays(page)).toEqual(daysOf(calendar, language));
  for (const reckoning of ['amanta', 'purnimanta'] as const) {
    for (const lunar of calendar.lunarMonths[reckoning]) {
      await expect(page.locator(`[data-fact="${reckoning}"] dd`)).toContainText(
        lunar.label[language],
      );
    }
  }
  const words = copy[language].month;
  await expect(page.locator('[data-fact="samvat"] dd')).toContainText(
    words.vikram.replace('{{year}}', calendar.samvat.vikram.join('–')),
  );
  await expect(page.locator('[data-fact="samvat"] dd')).toContainText(
    words.shaka.replace('{{year}}', calendar.samvat.shaka.join('–')),
  );
}

for (const language of ['en', 'hi'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
    test.use({ language });
    const words = copy[language];

    test('November 2026 at New Delhi: the engine’s days, their marks and festivals', async ({
      page,
      openPage,
      scanA11y,
    }) => {
      await openPage(monthPath(2026, 11, language));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        words.month.hero.title
          .replace('{{month}}', language === 'en' ? 'November' : 'नवंबर')
          .replace('{{year}}', '2026'),
      );
      const calendar = expected(2026, 11, newDelhi);
      await expectMonth(page, language, calendar, newDelhi.id);

      // Diwali (Lakshmi Puja) on 8 November, Kartika Amavasya the 9th, Kartika Purnima the
      // 24th, the Sun entering Vrishchika the 16th; Ekadashi on the 5th and the 20th.
      const day = (date: string) =>
        page.locator(`ol[data-calendar-days] > li[data-date="${date}"]`);
      await expect(day('2026-11-08')).toContainText(
        calendar.days[7]?.festivals.find((festival) => festival.id === 'diwali')?.name[language] ??
          'missing',
      );
      await expect(day('2026-11-08')).toContainText(calendar.days[7]?.tithiName[language] ?? '');
      await expect(day('2026-11-09')).toHaveAttribute('data-marks', 'amavasya');
      await expect(day('2026-11-24')).toHaveAttribute('data-marks', 'purnima');
      await expect(day('2026-11-16')).toHaveAttribute('data-marks', 'sankranti');
      await expect(day('2026-11-16')).toContainText(
        words.month.sankranti.replace('{{sign}}', words.month.signs[7] ?? ''),
      );
      for (const date of ['2026-11-05', '2026-11-20']) {
        await expect(day(date)).toHaveAttribute('data-marks', 'ekadashi');
      }
      // Each day leads to its panchang; the festivals to their pages; the list below repeats them.
      await expect(day('2026-11-05').getByRole('link').first()).toHaveAttribute(
        'href',
        `${language === 'hi' ? '/hi' : ''}/panchang?date=2026-11-05`,
      );
      await expect(page.locator('[data-month-festivals] > li')).toHaveCount(
        calendar.days.filter((entry) => entry.festivals.length > 0).length,
      );
      await expect(
        page.getByRole('link', { name: words.month.yearLink.replace('{{year}}', '2026') }),
      ).toHaveAttribute('href', `${language === 'hi' ? '/hi' : ''}/festivals/2026`);
      // The Hindi page is scanned on a phone (below).
      if (language === 'en') expect(await scanA11y()).toEqual([]);
    });
  });
}

test('the published Ekadashi dates of January 2026 are marked for New Delhi', async ({
  page,
  openPage,
}) => {
  const rows = published.rows.filter(
    (row) => row.city === 'New Delhi' && row.date.startsWith('2026-01'),
  );
  expect(rows.map((row) => row.id)).toContain('ekadashi');
  await openPage(monthPath(2026, 1));
  await expectMonth(page, 'en', expected(2026, 1, newDelhi), newDelhi.id);
  for (const row of rows) {
    const day = page.locator(`ol[data-calendar-days] > li[data-date="${row.date}"]`);
    await expect(day.locator(`a[href="/festivals/2026/${row.id}"]`), row.source).toBeVisible();
    if (row.id === 'ekadashi') await expect(day).toHaveAttribute('data-marks', /ekadashi/);
  }
});

test('the current month is prerendered with its values for New Delhi, before any script', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/panchang/calendar');
  const month = await page.locator('#calendar-grid-title').getAttribute('data-calendar-month');
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  const [year, number] = (month ?? '').split('-').map(Number);
  await expect(page.locator('[data-calendar-place]')).toHaveText('For New Delhi, Delhi, India');
  await expect
    .poll(() => shownDays(page))
    .toEqual(daysOf(expected(year ?? 0, number ?? 0, newDelhi), 'en'));
  await expect(page.locator('[data-computed="prerendered"]')).toContainText(
    enCalendar.place.prerendered,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/panchang\/calendar$/,
  );
  await expect(page).toHaveTitle(new RegExp(`^${enCalendar.meta.current.title}`));
  await page.goto('/hi/panchang/calendar');
  await expect(page.locator('[data-calendar-place]')).toHaveText('नई दिल्ली, दिल्ली, भारत के लिए');
  await context.close();
});

test('previous and next month, and a day’s link to its panchang', async ({ page, openPage }) => {
  await openPage(monthPath(2026, 11));
  await page.locator('[data-month-link="next"]').first().click();
  await expect(page).toHaveURL(/\/panchang\/calendar\/2026\/12$/);
  await expectMonth(page, 'en', expected(2026, 12, newDelhi), newDelhi.id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hindu calendar for December 2026',
  );

  await page.locator('[data-month-link="previous"]').first().click();
  await expect(page).toHaveURL(/\/panchang\/calendar\/2026\/11$/);
  await page.locator('[data-month-link="previous"]').first().click();
  await expect(page).toHaveURL(/\/panchang\/calendar\/2026\/10$/);
  await expectMonth(page, 'en', expected(2026, 10, newDelhi), newDelhi.id);

  // A day opens its panchang, and the panchang leads back to the month.
  await page.getByRole('link', { name: 'Thursday, 15 October', exact: true }).click();
  await expect(page).toHaveURL(/\/panchang\?date=2026-10-15$/);
  await expect(page.locator('#panchang-day-title')).toHaveAttribute(
    'data-panchang-date',
    '2026-10-15',
  );
  await page
    .getByRole('link', {
      name: enPanchang.controls.calendar
        .replace('{{month}}', 'October')
        .replace('{{year}}', '2026'),
    })
    .click();
  await expect(page).toHaveURL(/\/panchang\/calendar\/2026\/10$/);
  await expectMonth(page, 'en', expected(2026, 10, newDelhi), newDelhi.id);
});

test('another city is computed on the device, and its dates can differ', async ({
  page,
  openPage,
}) => {
  await openPage(monthPath(2026, 11));
  const engineOnPage: string[] = [];
  page.on('request', (request) => {
    if (engineChunk.test(new URL(request.url()).pathname)) engineOnPage.push(request.url());
  });
  const worker = page.waitForRequest(calendarWorker);
  const place = page.getByRole('combobox', { name: enCalendar.place.label });
  await place.fill(newYork.query);
  await page.locator(`[role="option"][data-place-id="${newYork.id}"]`).click();
  await worker;
  const calendar = expected(2026, 11, newYork);
  await expectMonth(page, 'en', calendar, newYork.id);
  await expect(page.locator('[data-calendar-place]')).toHaveText(
    'For New York City, New York, United States',
  );
  await expect(page.locator('[data-computed="device"]')).toContainText(enCalendar.place.device);
  // In New York, Rama Ekadashi falls on 4 November and Amavasya (and Lakshmi Puja) on the 8th,
  // a day before New Delhi's.
  const day = (date: string) => page.locator(`ol[data-calendar-days] > li[data-date="${date}"]`);
  await expect(day('2026-11-04')).toHaveAttribute('data-marks', 'ekadashi');
  await expect(day('2026-11-08')).toHaveAttribute('data-marks', 'amavasya');

  // The choice is remembered: the next month is computed for New York too.
  await page.locator('[data-month-link="next"]').first().click();
  await expectMonth(page, 'en', expected(2026, 12, newYork), newYork.id);
  // Computed in the worker: the engine's chunk never came to the page itself.
  expect(engineOnPage).toEqual([]);
});

test('a month of a year not prerendered is computed in the browser', async ({ page }) => {
  const response = await page.goto(monthPath(2031, 5, 'hi'));
  expect(response?.status()).toBe(200);
  await closeContactPopup(page);
  await expectMonth(page, 'hi', expected(2031, 5, newDelhi), newDelhi.id);
  await expect(page.locator('[data-computed="device"]')).toContainText(hiCalendar.place.device);
  await expect(page).toHaveTitle(/^हिंदू कैलेंडर मई 2031/);
});

test('the worker failing to load says so, and trying again computes the month', async ({
  page,
  openPage,
}) => {
  await page.route(calendarWorker, (route) => route.abort());
  await openPage(monthPath(2031, 5));
  const alert = page.getByRole('alert').filter({ hasText: enCalendar.place.engineFailed });
  await expect(alert).toBeVisible();

  await page.unroute(calendarWorker);
  await alert.getByRole('button', { name: enCalendar.place.retry }).click();
  await expect(alert).toBeHidden();
  await expectMonth(page, 'en', expected(2031, 5, newDelhi), newDelhi.id);
});

test('the current month follows the visitor’s clock', async ({ page }) => {
  await page.clock.setSystemTime(Date.parse('2031-05-15T12:00:00+05:30'));
  await page.goto('/panchang/calendar');
  await closeContactPopup(page);
  await expect(page).toHaveURL(/\/panchang\/calendar$/);
  await expectMonth(page, 'en', expected(2031, 5, newDelhi), newDelhi.id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hindu calendar for May 2031');
  await expect(page.locator('ol[data-calendar-days] > li[data-today]')).toHaveAttribute(
    'data-date',
    '2031-05-15',
  );
});

test('a month out of 1900-2100 is not found', async ({ page }) => {
  for (const path of ['/panchang/calendar/2101/01', '/hi/panchang/calendar/1899/12']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await closeContactPopup(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      path.startsWith('/hi') ? hiCommon.notFound.title : enCommon.notFound.title,
    );
    await expect(page.locator('ol[data-calendar-days]')).toHaveCount(0);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, language: 'hi' });

  test('the Hindi month reads as a list of days, without serious accessibility findings', async ({
    page,
    openPage,
    scanA11y,
  }) => {
    await openPage(monthPath(2026, 11, 'hi'));
    await expectMonth(page, 'hi', expected(2026, 11, newDelhi), newDelhi.id);
    // One day a row: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const first = await page.locator('ol[data-calendar-days] > li').first().boundingBox();
    const second = await page.locator('ol[data-calendar-days] > li').nth(1).boundingBox();
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
    expect(await scanA11y()).toEqual([]);
  });
});
