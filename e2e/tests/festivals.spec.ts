import type { Page } from '@playwright/test';
import { type FestivalDate, festivalsOfYear } from '../../astro/src/festivals.ts';
import published from '../../astro/test/published-festival-dates.json' with { type: 'json' };
import { longMonthNames } from '../../contract/src/intl-formatters.ts';
import { formatClockTime } from '../../web/app/lib/format.ts';
import enCalendar from '../../web/app/locales/en/calendar.json' with { type: 'json' };
import enCommon from '../../web/app/locales/en/common.json' with { type: 'json' };
import hiCalendar from '../../web/app/locales/hi/calendar.json' with { type: 'json' };
import { expect, type Language, test } from '../support/fixtures';

/**
 * /festivals/{yyyy} and /festivals/{yyyy}/{id} with their Hindi twins (issue 32,
 * docs/decisions/037): the year's festivals and vrats for a city, and one festival's dates and
 * muhurat. The build's year and the next are prerendered for New Delhi; another year or city is
 * computed in the browser. Expected values come from the engine itself, run here in the test,
 * and from the dates Drik Panchang published (astro/test/published-festival-dates.json).
 */

const copy = { en: enCalendar, hi: hiCalendar } as const;
const newDelhi = { lat: 28.621, lon: 77.215, zone: 'Asia/Kolkata' };
const newYork = { id: '5128581', query: 'New York', lat: 40.714, lon: -74.006 };
/** The calendar's worker: another city or year is computed there, off the page's thread. */
const calendarWorker = /\/assets\/calendar-worker-[\w-]+\.js$/;

const years = new Map<string, FestivalDate[]>();
/** The engine's festivals of a year at a place, as the page should show them. */
function festivalsOf(year: number, place: { lat: number; lon: number }, zone = newDelhi.zone) {
  const key = `${year} ${place.lat} ${place.lon} ${zone}`;
  let found = years.get(key);
  if (!found) {
    found = festivalsOfYear(year, { lat: place.lat, lon: place.lon, zone }).festivals;
    years.set(key, found);
  }
  return found;
}

/** "5:54 PM to 7:50 PM" on the place's clocks, as the page writes a window (Intl only here). */
function spanOf(window: { start: string; end: string }, zone: string, language: Language) {
  const clock = (iso: string) =>
    formatClockTime(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso)),
      language,
    ).replace(' ', '\u00a0');
  return copy[language].festival.span
    .replace('{{start}}', clock(window.start))
    .replace('{{end}}', clock(window.end));
}

const row = (page: Page, id: string, date: string) =>
  page.locator(`li[data-festival="${id}"][data-date="${date}"]`);

/** Dates of New Delhi in 2026 as Drik Panchang published them (with their sources, in the file). */
const drikDates2026 = published.rows.filter(
  (entry) => entry.city === 'New Delhi' && entry.date.startsWith('2026-'),
);

test('/festivals/2026 lists New Delhi’s dates as Drik Panchang publishes them, Diwali on 8 November', async ({
  page,
  openPage,
  scanA11y,
}) => {
  // A year of over a hundred dates, checked one by one, filtered and scanned: on a busy 2-core
  // machine this takes about 20 s.
  test.setTimeout(60_000);
  await openPage('/festivals/2026');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hindu festivals and vrats 2026',
  );
  await expect(page.locator('[data-calendar-place]')).toHaveText('For New Delhi, Delhi, India');
  // Drik Panchang: Diwali (Lakshmi Puja) 2026 is on Sunday, 8 November at New Delhi.
  const diwali = row(page, 'diwali', '2026-11-08');
  await expect(diwali).toContainText('Diwali (Lakshmi Puja)');
  await expect(diwali).toContainText('Sunday, 8 November 2026');
  await expect(diwali.locator('[data-lunar-month]')).toHaveText('Kartika');
  await expect(diwali).toContainText('Kartika Amavasya during pradosh');
  // The dates of 2026 the test file holds, each read from Drik Panchang or a page quoting it.
  expect(drikDates2026.length).toBeGreaterThanOrEqual(4);
  for (const entry of drikDates2026) {
    await expect(row(page, entry.id, entry.date), `${entry.id} ${entry.date}`).toHaveCount(1);
  }
  // Every date the engine gives, once; a Vaishnava date apart from the Smarta one is marked.
  const all = festivalsOf(2026, newDelhi);
  await expect(page.locator('li[data-festival]')).toHaveCount(all.length);
  await expect(
    row(page, 'ekadashi', '2026-05-27').locator('[data-tradition="vaishnava"]'),
  ).toHaveText('Vaishnava');
  await expect(row(page, 'ekadashi', '2026-05-26').locator('[data-tradition="smarta"]')).toHaveText(
    'Smarta',
  );
  await expect(
    page.locator('[data-month="11"]').getByRole('link', { name: 'Calendar of November' }),
  ).toHaveAttribute('href', '/panchang/calendar/2026/11');
  await expect(diwali.getByRole('link', { name: 'Diwali (Lakshmi Puja)' })).toHaveAttribute(
    'href',
    '/festivals/2026/diwali',
  );
  await expect(page.getByRole('link', { name: 'Festivals 2027' }).first()).toHaveAttribute(
    'href',
    '/festivals/2027',
  );

  // The filter chips: the yearly festivals off, then every kind off, then the festivals back.
  const words = enCalendar.year.filters;
  const chip = (kind: keyof typeof words) =>
    page.getByRole('button', { name: new RegExp(`^${words[kind]}\\b`) });
  await chip('festivals').click();
  await expect(chip('festivals')).toHaveAttribute('aria-pressed', 'false');
  await expect(diwali).toHaveCount(0);
  await expect(row(page, 'ekadashi', '2026-01-14')).toBeVisible();
  const yearly = all.filter(
    (festival) =>
      !['ekadashi', 'pradosh', 'sankashti-chaturthi', 'purnima', 'amavasya'].includes(festival.id),
  );
  await expect(page.locator('[data-shown-count]')).toHaveText(
    `${all.length - yearly.length} of ${all.length} dates shown`,
  );
  for (const kind of ['ekadashi', 'pradosh', 'sankashti', 'moon'] as const)
    await chip(kind).click();
  await expect(page.locator('li[data-festival]')).toHaveCount(0);
  await expect(page.getByText(enCalendar.year.noneShown)).toBeVisible();
  await chip('festivals').click();
  await expect(page.locator('li[data-festival]')).toHaveCount(yearly.length);
  await expect(diwali).toBeVisible();
  // Scanned with the yearly festivals only: the same parts, a fifth of the rows to check.
  expect(await scanA11y()).toEqual([]);
});

test('the build’s year is prerendered for New Delhi, and its Hindi twin is in Hindi before any script runs', async ({
  browser,
  request,
}) => {
  // The build's year and the next are in the sitemap (prerendered), with their festival pages.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/\/festivals\/(\d{4})(\/diwali)?<\/loc>/g)];
  const built = Math.min(...listed.map((match) => Number(match[1])));
  expect(listed.map((match) => match[0])).toEqual(
    expect.arrayContaining([`/festivals/${built}/diwali</loc>`, `/festivals/${built + 1}</loc>`]),
  );
  const diwali = festivalsOf(built, newDelhi).find((festival) => festival.id === 'diwali');
  if (!diwali) throw new Error(`no Diwali in ${built}`);
  const [year, month, day] = diwali.date.split('-').map(Number) as [number, number, number];
  const weekday = hiCalendar.weekdays.long[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/hi/festivals/${built}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`हिंदू त्योहार और व्रत ${built}`);
  const shown = row(page, 'diwali', diwali.date);
  await expect(shown).toContainText('दीवाली (लक्ष्मी पूजा)');
  await expect(shown).toContainText(`${weekday}, ${day} ${longMonthNames.hi[month - 1]} ${year}`);
  await expect(shown.locator('[data-lunar-month]')).toHaveText('कार्तिक');
  await expect(shown).toContainText(diwali.rule.hi);
  await expect(page.locator('[data-calendar-place]')).toHaveText('नई दिल्ली, दिल्ली, भारत के लिए');
  await expect(page.getByRole('link', { name: hiCalendar.year.feed.download })).toHaveAttribute(
    'href',
    `/festivals/${built}.ics?lat=28.621&lon=77.215&zone=Asia%2FKolkata&city=%E0%A4%A8%E0%A4%88+%E0%A4%A6%E0%A4%BF%E0%A4%B2%E0%A5%8D%E0%A4%B2%E0%A5%80&lang=hi`,
  );
  await context.close();
});

for (const language of ['en', 'hi'] as const) {
  test(`/festivals/2026/diwali in ${language} gives the Lakshmi Puja window as the engine does`, async ({
    page,
    openPage,
    scanA11y,
  }) => {
    const words = copy[language];
    const [diwali] = festivalsOf(2026, newDelhi).filter((festival) => festival.id === 'diwali');
    const lakshmiPuja = diwali?.windows.find((window) => window.kind === 'lakshmiPuja');
    if (!diwali || !lakshmiPuja) throw new Error('the engine gives no Lakshmi Puja window');
    await openPage(language === 'hi' ? '/hi/festivals/2026/diwali' : '/festivals/2026/diwali');
    await expect(page.locator('[data-festival-date]')).toHaveAttribute(
      'data-festival-date',
      '2026-11-08',
    );
    await expect(page.locator('[data-festival-date] time').first()).toHaveText(
      language === 'hi' ? 'रविवार, 8 नवंबर 2026' : 'Sunday, 8 November 2026',
    );
    const window = page.locator('[data-window="lakshmiPuja"]');
    await expect(window.locator('dt')).toHaveText(lakshmiPuja.label[language]);
    await expect(window.locator('dd')).toHaveText(spanOf(lakshmiPuja, newDelhi.zone, language));
    // The engine's own: 5:54 PM to 7:50 PM at New Delhi.
    if (language === 'en')
      await expect(window.locator('dd')).toHaveText('5:54\u00a0PM to 7:50\u00a0PM');
    await expect(page.locator('[data-fact="tithi"] dd').first()).toHaveText(
      language === 'hi' ? 'कार्तिक अमावस्या' : 'Kartika Amavasya',
    );
    await expect(page.locator('[data-rule]')).toHaveText(diwali.rule[language]);
    // The same festival in the years before and after, and the year's list.
    await expect(page.locator('[data-other-year="2025"]')).toContainText(
      language === 'hi' ? '20 अक्टूबर 2025' : '20 October 2025',
    );
    await expect(
      page.getByRole('link', { name: words.festival.allFestivals.replace('{{year}}', '2026') }),
    ).toHaveAttribute('href', language === 'hi' ? '/hi/festivals/2026' : '/festivals/2026');
    expect(await scanA11y()).toEqual([]);
  });
}

test('a monthly vrat lists every date of the year, with its name and times', async ({
  page,
  openPage,
}) => {
  const ekadashis = festivalsOf(2026, newDelhi).filter((festival) => festival.id === 'ekadashi');
  await openPage('/festivals/2026/ekadashi');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(ekadashis.length);
  for (const [index, festival] of ekadashis.entries()) {
    await expect(rows.nth(index)).toHaveAttribute('data-festival-date', festival.date);
    await expect(rows.nth(index).locator('td').first()).toContainText(festival.name.en);
  }
  // Parana is the next morning: its day is named.
  const shattila = page.locator('tr[data-festival-date="2026-01-14"]');
  await expect(shattila.locator('td').last()).toContainText(
    '15 January, 7:14\u00a0AM to 9:21\u00a0AM',
  );
});

test('another city is computed on the device: Diwali 2024 in New York is a day before New Delhi’s', async ({
  page,
  openPage,
}) => {
  const [inNewYork] = festivalsOf(2024, newYork, 'America/New_York').filter(
    (festival) => festival.id === 'diwali',
  );
  expect(inNewYork?.date).toBe('2024-10-31');
  // 2024 is not prerendered: the page computes itself for New Delhi in the browser.
  await openPage('/festivals/2024/diwali');
  await expect(page.locator('[data-festival-date]')).toHaveAttribute(
    'data-festival-date',
    '2024-11-01',
  );
  await expect(page.getByText(enCalendar.place.device)).toBeVisible();
  await page.getByRole('combobox', { name: enCalendar.place.label }).fill(newYork.query);
  await page.locator(`[role="option"][data-place-id="${newYork.id}"]`).click();
  await expect(page.locator('[data-calendar-place]')).toHaveText(
    'For New York City, New York, United States',
  );
  await expect(page.locator('[data-festival-date]')).toHaveAttribute(
    'data-festival-date',
    '2024-10-31',
  );
  const lakshmiPuja = inNewYork?.windows.find((window) => window.kind === 'lakshmiPuja');
  await expect(page.locator('[data-window="lakshmiPuja"] dd')).toHaveText(
    spanOf(lakshmiPuja ?? { start: '', end: '' }, 'America/New_York', 'en'),
  );

  // The place is remembered: the year's list and its feed are New York's too.
  await page.getByRole('link', { name: 'All festivals and vrats of 2024' }).click();
  await expect(row(page, 'diwali', '2024-10-31')).toBeVisible();
  await expect(page.getByRole('link', { name: enCalendar.year.feed.download })).toHaveAttribute(
    'href',
    '/festivals/2024.ics?lat=40.714&lon=-74.006&zone=America%2FNew_York&city=New+York+City&lang=en',
  );
});

test('a year not prerendered is computed in the browser, and out-of-range addresses are not found', async ({
  page,
  request,
}) => {
  const engine = page.waitForRequest(calendarWorker);
  const response = await page.goto('/festivals/2031');
  expect(response?.status()).toBe(200);
  await engine;
  const diwali = festivalsOf(2031, newDelhi).find((festival) => festival.id === 'diwali');
  await expect(row(page, 'diwali', diwali?.date ?? 'none')).toBeVisible();
  await expect(page).toHaveTitle(/^Hindu Festivals and Vrats 2031: Dates for Your City/);

  for (const path of ['/festivals/2101', '/hi/festivals/1899/holi', '/hi/festivals/2026/x']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const unknown = await page.goto('/festivals/2026/unknown');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enCommon.notFound.title);
});

test('"Add to your calendar" subscribes to and downloads the year’s feed for the place', async ({
  page,
  openPage,
  baseURL,
}) => {
  await openPage('/festivals/2026');
  const feed =
    '/festivals/2026.ics?lat=28.621&lon=77.215&zone=Asia%2FKolkata&city=New+Delhi&lang=en';
  const download = page.getByRole('link', { name: enCalendar.year.feed.download });
  await expect(download).toHaveAttribute('href', feed);
  await expect(page.getByRole('link', { name: enCalendar.year.feed.subscribe })).toHaveAttribute(
    'href',
    `${String(baseURL).replace(/^http:/, 'webcal:')}${feed}`,
  );
  const reply = await page.request.get(feed);
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toMatch(/^text\/calendar/);
  const text = await reply.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('DTSTART;VALUE=DATE:20261108');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Hindi festival page has no serious accessibility findings', async ({
    page,
    openPage,
    scanA11y,
  }) => {
    await openPage('/hi/festivals/2026/ekadashi');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(await scanA11y()).toEqual([]);
  });
});
