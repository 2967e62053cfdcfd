import type { Page } from '@playwright/test';
import { computePanchang, type DayPanchang } from '../../astro/src/panchang.ts';
import { formatClockTime } from '../../web/app/lib/format.ts';
import enBirth from '../../web/app/locales/en/birth-details.json' with { type: 'json' };
import enPanchang from '../../web/app/locales/en/calculators-panchang.json' with { type: 'json' };
import hiBirth from '../../web/app/locales/hi/birth-details.json' with { type: 'json' };
import hiPanchang from '../../web/app/locales/hi/calculators-panchang.json' with { type: 'json' };
import { expect, type Language, test } from '../support/fixtures';

/**
 * /panchang and /hi/panchang (issue 17): the day's panchang at a place, prerendered for New
 * Delhi and computed in the browser for another day or place. The expected values come from the
 * engine itself (astro/src/panchang.ts), run here in the test: the page must show what the
 * engine computes for that day and place.
 */

const copy = {
  en: { birth: enBirth, panchang: enPanchang },
  hi: { birth: hiBirth, panchang: hiPanchang },
} as const;
const pathOf = (language: Language) => (language === 'hi' ? '/hi/panchang' : '/panchang');
const newDelhi = { id: '1261481', lat: 28.621, lon: 77.215, zone: 'Asia/Kolkata' };
const mumbai = { id: '1275339', query: 'मुंबई', lat: 19.073, lon: 72.883 };
const engineChunk = /\/assets\/astro-engine-[\w-]+\.js$/;

const dayHeading = (page: Page) => page.locator('#panchang-day-title');

/** The engine's panchang of a date at a place, as the page should show it. */
function expected(date: string, place: { lat: number; lon: number }): DayPanchang {
  return computePanchang({ date, lat: place.lat, lon: place.lon, zone: 'Asia/Kolkata' });
}

/** A clock time on New Delhi's clocks as the page writes it (Intl here, only to check). */
function clockOf(day: DayPanchang, language: Language) {
  return (iso: string | null | undefined) => {
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: day.zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso ?? ''));
    return formatClockTime(time, language);
  };
}

/**
 * The muhurat section shows the engine's choghadiyas (name, time, quality) and horas of the day
 * and the night, Abhijit muhurat, and moonrise beside sunrise.
 */
async function expectMuhurat(page: Page, language: Language, day: DayPanchang) {
  const words = copy[language].panchang;
  const clock = clockOf(day, language);
  const span = (period: { start: string; end: string }) =>
    words.muhurat.span
      .replace('{{start}}', clock(period.start))
      .replace('{{end}}', clock(period.end));
  const section = page.locator('#panchang-muhurat');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(words.muhurat.title);
  for (const half of ['day', 'night'] as const) {
    const rows = section.locator(`[data-choghadiya="${half}"] tbody tr`);
    const parts = day.choghadiya?.[half] ?? [];
    await expect(rows).toHaveCount(8);
    for (const [index, part] of parts.entries()) {
      await expect(rows.nth(index).locator('td').first()).toHaveText(span(part));
      await expect(rows.nth(index).getByRole('rowheader')).toHaveText(part.name[language]);
      await expect(rows.nth(index).locator('td').last()).toHaveText(
        words.muhurat.choghadiya[part.quality],
      );
    }
  }
  await expect(section.locator('[data-hora] tbody tr')).toHaveCount(24);
  const firstHora = day.hora?.[0];
  await expect(section.locator('[data-hora="day"] tbody tr').first()).toContainText(
    words.muhurat.grahas[firstHora?.planet ?? 'sun'],
  );
  await expect(section.locator('[data-fact="abhijit"] dd')).toHaveText(
    day.abhijit ? span(day.abhijit) : words.muhurat.noAbhijit,
  );
  await expect(section.locator('[data-fact="brahmaMuhurta"] dd')).toHaveText(
    span(day.brahmaMuhurta ?? { start: '', end: '' }),
  );
  await expect(page.locator('[data-panchang="moonrise"] dd')).toHaveText(
    day.moonrise ? clock(day.moonrise) : words.sun.none,
  );
}

/** The page shows the engine's tithi (each of the day's, with its paksha) and nakshatra. */
async function expectDay(page: Page, language: Language, day: DayPanchang) {
  await expect(dayHeading(page)).toHaveAttribute('data-panchang-date', day.date);
  const words = copy[language].panchang.limbs;
  const tithis = page.locator('[data-panchang="tithi"] li');
  await expect(tithis).toHaveCount(day.tithi.length);
  for (const [index, tithi] of day.tithi.entries()) {
    const paksha = tithi.index <= 15 ? words.shukla : words.krishna;
    await expect(tithis.nth(index)).toHaveAttribute('data-element', String(tithi.index));
    await expect(tithis.nth(index)).toContainText(`${tithi.name[language]}, ${paksha}`);
  }
  await expect(page.locator('[data-panchang="nakshatra"] li').first()).toContainText(
    day.nakshatra[0]?.name[language] ?? 'missing',
  );
  await expect(page.locator('[data-panchang="vara"]')).toContainText(day.vara.name[language]);
  // Times depend on the place: sunrise and Rahu kaal on the place's clocks.
  const clock = clockOf(day, language);
  await expect(page.locator('[data-panchang="sunrise"] dd')).toHaveText(clock(day.sunrise));
  await expect(page.locator('[data-panchang="rahuKaal"] dd')).toHaveText(
    copy[language].panchang.periods.span
      .replace('{{start}}', clock(day.rahuKaal?.start))
      .replace('{{end}}', clock(day.rahuKaal?.end)),
  );
}

for (const language of ['en', 'hi'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
    test.use({ language });
    const words = copy[language].panchang;

    test('a fixed date shows the engine’s panchang for New Delhi, and the days step by', async ({
      page,
      openPage,
      scanA11y,
    }) => {
      await openPage(`${pathOf(language)}?date=2026-03-14`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('[data-panchang-place]')).toHaveAttribute(
        'data-panchang-place',
        newDelhi.id,
      );
      await expectDay(page, language, expected('2026-03-14', newDelhi));
      await expectMuhurat(page, language, expected('2026-03-14', newDelhi));
      await expect(page.getByText(words.how.device)).toBeVisible();
      await expect(page.locator('[data-computed="choghadiya"] dd')).toHaveText(
        words.how.choghadiyaValue,
      );
      expect(await scanA11y()).toEqual([]);

      await page.getByRole('button', { name: words.controls.next }).click();
      await expect(page).toHaveURL(/\?date=2026-03-15$/);
      await expectDay(page, language, expected('2026-03-15', newDelhi));
      await expectMuhurat(page, language, expected('2026-03-15', newDelhi));

      await page.getByRole('button', { name: words.controls.previous }).click();
      await page.getByRole('button', { name: words.controls.previous }).click();
      await expectDay(page, language, expected('2026-03-13', newDelhi));

      await page.getByLabel(words.controls.date, { exact: true }).fill('2027-01-01');
      await expect(page).toHaveURL(/\?date=2027-01-01$/);
      await expectDay(page, language, expected('2027-01-01', newDelhi));

      // A typed date takes the place of the day it was typed over; the back button steps back.
      await page.goBack();
      await expectDay(page, language, expected('2026-03-14', newDelhi));

      // "Today" leaves the fixed date.
      await page.getByRole('button', { name: words.controls.today, exact: true }).click();
      await expect(page).not.toHaveURL(/date=/);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
        new Date(await page.evaluate(() => Date.now())),
      );
      await expect(dayHeading(page)).toHaveAttribute('data-panchang-date', today);
    });
  });
}

for (const language of ['en', 'hi'] as const) {
  test.describe(`today’s muhurat in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
    test.use({ language });
    const words = copy[language].panchang;

    test('marks the choghadiya and the hora running now, and moves the mark when they end', async ({
      page,
      openPage,
      scanA11y,
    }) => {
      // 10:40 IST on Saturday 14 March 2026 at New Delhi, mid-morning of "today".
      const day = expected('2026-03-14', newDelhi);
      const now = Date.parse('2026-03-14T10:40:00+05:30');
      const parts = day.choghadiya?.day ?? [];
      const running = parts.findIndex(
        (part) => Date.parse(part.start) <= now && now < Date.parse(part.end),
      );
      expect(running).toBeGreaterThanOrEqual(0);
      const hora = (day.hora ?? []).findIndex(
        (part) => Date.parse(part.start) <= now && now < Date.parse(part.end),
      );
      await page.clock.setSystemTime(now);
      await openPage(pathOf(language));
      await expect(dayHeading(page)).toHaveAttribute('data-panchang-date', '2026-03-14');

      const rows = page.locator('[data-choghadiya="day"] tbody tr');
      const current = page.locator('[data-choghadiya] tr[data-current]');
      await expect(current).toHaveCount(1);
      await expect(rows.nth(running)).toHaveAttribute('aria-current', 'time');
      await expect(rows.nth(running).getByRole('rowheader')).toHaveText(
        `${parts[running]?.name[language]} ${words.muhurat.now}`,
      );
      await expect(page.locator('[data-hora] tr[data-current]')).toHaveCount(1);
      await expect(page.locator('[data-hora="day"] tbody tr').nth(hora)).toHaveAttribute(
        'data-current',
      );
      expect(await scanA11y()).toEqual([]);

      // A second past the end of the running choghadiya, the next one is "now".
      const end = Date.parse(parts[running]?.end ?? '');
      const pageNow = await page.evaluate(() => Date.now());
      await page.clock.fastForward(end - pageNow + 1_000);
      await expect(rows.nth(running + 1)).toHaveAttribute('data-current');
      await expect(current).toHaveCount(1);
      await expect(rows.nth(running + 1).getByRole('rowheader')).toContainText(words.muhurat.now);
    });
  });
}

test('the prerendered page states its day and place before any script, with the engine’s values', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/panchang');
  const date = await dayHeading(page).getAttribute('data-panchang-date');
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(dayHeading(page)).toContainText(/^Panchang for \w+day, \d+ \w+ \d{4}$/);
  await expect(page.locator('[data-panchang-place]')).toHaveText('New Delhi, Delhi, India');
  await expect(page.getByText('Times in India Standard Time, UTC+5:30')).toBeVisible();
  await expectDay(page, 'en', expected(date ?? '', newDelhi));
  await expect(page.locator('[data-panchang="rahuKaal"] dd')).toHaveText(/\d+:\d\d\s[AP]M to/);
  // The muhurats are in the page as built, and nothing is marked "now" before a script runs.
  await expectMuhurat(page, 'en', expected(date ?? '', newDelhi));
  await expect(page.locator('[data-current]')).toHaveCount(0);
  // The Hindi twin names the place, its state and country in Hindi.
  await page.goto('/hi/panchang');
  await expect(page.locator('[data-panchang-place]')).toHaveText('नई दिल्ली, दिल्ली, भारत');
  await context.close();
});

test('the engine loads only when needed: not with the page for today at New Delhi', async ({
  page,
  openPage,
}) => {
  const engineRequests: string[] = [];
  page.on('request', (request) => {
    if (engineChunk.test(new URL(request.url()).pathname)) engineRequests.push(request.url());
  });
  await openPage('/panchang');
  await page.waitForLoadState('networkidle');
  // The build's day is today unless the site was built on another day (at New Delhi). Read from
  // the page as served: once the engine has run, a stale page shows today too (a suite that
  // crosses midnight at New Delhi).
  const served = await (await page.request.get('/panchang')).text();
  const built = /data-panchang-date="(\d{4}-\d{2}-\d{2})"/.exec(served)?.[1];
  expect(built).toBeDefined();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(await page.evaluate(() => Date.now())),
  );
  if (built !== today) {
    // A stale day is computed again as the page loads: the engine came with it.
    expect(engineRequests).not.toEqual([]);
    return;
  }
  expect(engineRequests).toEqual([]);

  const engine = page.waitForRequest(engineChunk);
  await page.getByRole('combobox', { name: enPanchang.controls.place }).focus();
  await engine;
});

test('a remembered place is computed as the page loads, without a touch', async ({ page }) => {
  await page.addInitScript(
    (place) => {
      localStorage.setItem('panchang-place', JSON.stringify(place));
    },
    {
      id: mumbai.id,
      name: 'Mumbai',
      nameHi: 'मुंबई',
      region: 'Maharashtra',
      country: 'IN',
      lat: mumbai.lat,
      lon: mumbai.lon,
      zone: 'Asia/Kolkata',
    },
  );
  const engine = page.waitForRequest(engineChunk);
  await page.goto('/panchang?date=2026-10-02');
  await engine;
  await expect(page.locator('[data-panchang-place]')).toHaveText('Mumbai, Maharashtra, India');
  await expectDay(page, 'en', expected('2026-10-02', mumbai));
});

test('a place chosen is remembered on the device after a reload', async ({ page, openPage }) => {
  const language = 'hi';
  const words = copy[language];
  await openPage(`${pathOf(language)}?date=2026-08-15`);
  await expectDay(page, language, expected('2026-08-15', newDelhi));
  const place = page.getByRole('combobox', { name: words.panchang.controls.place });
  await place.fill(mumbai.query);
  await page.locator(`[role="option"][data-place-id="${mumbai.id}"]`).click();
  await expect(page.locator('[data-panchang-place]')).toHaveAttribute(
    'data-panchang-place',
    mumbai.id,
  );
  await expect(page.locator('[data-panchang-place]')).toContainText('मुंबई');
  await expectDay(page, language, expected('2026-08-15', mumbai));

  await page.reload();
  await expect(page.locator('[data-panchang-place]')).toHaveAttribute(
    'data-panchang-place',
    mumbai.id,
  );
  await expect(place).toHaveValue('मुंबई');
  await expectDay(page, language, expected('2026-08-15', mumbai));
});

test('the engine failing to load says so and can be tried again', async ({ page, openPage }) => {
  await page.route(engineChunk, (route) => route.abort());
  await openPage('/panchang?date=2026-05-01');
  const alert = page.getByRole('alert').filter({ hasText: enPanchang.controls.engineFailed });
  await expect(alert).toBeVisible();

  await page.unroute(engineChunk);
  await alert.getByRole('button', { name: enPanchang.controls.retry }).click();
  await expect(alert).toBeHidden();
  await expectDay(page, 'en', expected('2026-05-01', newDelhi));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, language: 'hi' });

  test('the Hindi page has no serious accessibility findings', async ({
    page,
    openPage,
    scanA11y,
  }) => {
    await openPage('/hi/panchang?date=2026-06-21');
    await expectDay(page, 'hi', expected('2026-06-21', newDelhi));
    expect(await scanA11y()).toEqual([]);
  });
});
