import type { Browser, Locator, Page } from '@playwright/test';
import { grahaNames, signName } from '../../astro/src/names.ts';
import enChart from '../../web/app/locales/en/birth-chart.json' with { type: 'json' };
import enBirth from '../../web/app/locales/en/birth-details.json' with { type: 'json' };
import enCalculators from '../../web/app/locales/en/calculators.json' with { type: 'json' };
import enKundli from '../../web/app/locales/en/calculators-kundli.json' with { type: 'json' };
import hiChart from '../../web/app/locales/hi/birth-chart.json' with { type: 'json' };
import hiBirth from '../../web/app/locales/hi/birth-details.json' with { type: 'json' };
import hiCalculators from '../../web/app/locales/hi/calculators.json' with { type: 'json' };
import hiKundli from '../../web/app/locales/hi/calculators-kundli.json' with { type: 'json' };
import {
  birthOf,
  engineChunk,
  engineRequests,
  enterBirth,
  expectBadInputMessages,
  form,
  type Reference,
  referenceCharts,
  timeField,
} from '../support/birth-form';
import { closeContactPopup, expect, type Language, test } from '../support/fixtures';
import { expectKeyFacts, makeKundli } from '../support/kundli';

/**
 * /kundli and /hi/kundli (issue 17): the free birth chart computed in the browser. Five reference
 * charts are entered through the form as a visitor would and checked against the Swiss Ephemeris
 * values; then the unknown birth time, bad input, the shared link, the remembered charts, the
 * engine's loading, printing and accessibility.
 */

const copy = {
  en: { birth: enBirth, chart: enChart },
  hi: { birth: hiBirth, chart: hiChart },
} as const;
const pathOf = (language: Language) => (language === 'hi' ? '/hi/kundli' : '/kundli');

const grahaKeys = [
  ['sun', 'sun'],
  ['moon', 'moon'],
  ['mars', 'mars'],
  ['mercury', 'mercury'],
  ['jupiter', 'jupiter'],
  ['venus', 'venus'],
  ['saturn', 'saturn'],
  ['rahu', 'rahuMean'],
  ['ketu', 'ketuMean'],
] as const;

/** Five reference cases (index in reference-charts.json), the language and how the place is typed. */
const cases: { index: number; language: Language; placeQuery: string; placeId: string }[] = [
  { index: 0, language: 'en', placeQuery: 'New Delhi', placeId: '1261481' },
  { index: 6, language: 'hi', placeQuery: 'London', placeId: '2643743' }, // summer time, 1932
  { index: 11, language: 'hi', placeQuery: 'नई दिल्ली', placeId: '1261481' }, // war time, 1945
  { index: 18, language: 'en', placeQuery: 'New York', placeId: '5128581' },
  { index: 31, language: 'en', placeQuery: 'Kathmandu', placeId: '1283240' }, // UTC+5:45
];

/** A longitude from the planet table's row: its sign and the degrees written in it. */
async function tableLongitude(row: Locator): Promise<number> {
  const sign = Number(await row.getAttribute('data-sign'));
  const text = (await row.locator('[data-degree]').textContent()) ?? '';
  const [, d, m, s] = /(\d+)°(\d+)′(\d+)″/.exec(text) ?? [];
  return (sign - 1) * 30 + Number(d) + Number(m) / 60 + Number(s) / 3600;
}

const houseFrom = (sign: number, first: number) => ((sign - first + 12) % 12) + 1;
const navamsaOf = (lon: number) => (Math.floor(lon / (30 / 9)) % 12) + 1;
/** Within this of a navamsa boundary the reference and the engine may fairly disagree. */
const nearNavamsaBoundary = (lon: number) => {
  const within = lon % (30 / 9);
  return within < 0.01 || within > 30 / 9 - 0.01;
};

for (const { index, language, placeQuery, placeId } of cases) {
  const reference = referenceCharts[index] as Reference;
  test(`reference chart ${index} (${reference.place}, ${reference.local}) in ${language === 'hi' ? 'Hindi' : 'English'}`, async ({
    page,
    openPage,
  }) => {
    const words = copy[language];
    await openPage(pathOf(language));
    await enterBirth(form(page), language, birthOf(reference, placeQuery, placeId));
    if (index === 11) {
      await expect(form(page).getByTestId('offset-words')).toHaveText(
        `${words.birth.offset.names.war}, UTC+6:30`,
      );
    }
    const result = await makeKundli(page, language);

    // The Moon sign, birth star with its pada, and ascendant, in plain words.
    await expectKeyFacts(result, reference, language);

    // The planet table agrees with the reference within a minute of arc, with each graha's sign,
    // house and motion.
    for (const [graha, key] of grahaKeys) {
      const expected = reference.planets[key];
      const row = result.locator(`tr[data-graha="${graha}"]`);
      await expect(row.locator('th')).toHaveText(grahaNames[graha][language]);
      await expect(row).toHaveAttribute('data-sign', String(expected.sign));
      await expect(row).toHaveAttribute(
        'data-house',
        String(houseFrom(expected.sign, reference.ascendantSign)),
      );
      const shown = await tableLongitude(row);
      const difference = Math.abs(((shown - expected.lon + 540) % 360) - 180);
      expect(difference * 60, `${graha}: ${shown} against ${expected.lon}`).toBeLessThan(1);
      await expect(row.locator('td').last()).toHaveText(
        expected.retrograde ? (language === 'hi' ? 'वक्री' : 'Retrograde') : /^(Direct|मार्गी)$/,
      );
    }
    const ascendantRow = result.locator('tr[data-graha="ascendant"]');
    const ascendant = await tableLongitude(ascendantRow);
    expect(Math.abs(ascendant - reference.ascendant) * 60).toBeLessThan(1);

    // North Indian chart (the first style): each graha in the house of its sign.
    const rashi = result.locator('[data-chart="rashi"] svg');
    await expect(rashi).toHaveAttribute('data-chart-style', 'north');
    await expect(rashi.locator('g[data-house="1"]')).toHaveAttribute(
      'data-sign',
      String(reference.ascendantSign),
    );
    for (const [graha, key] of grahaKeys) {
      const sign = reference.planets[key].sign;
      const box = rashi.locator(`g[data-grahas~="${graha}"]`);
      await expect(box).toHaveAttribute('data-sign', String(sign));
      await expect(box).toHaveAttribute(
        'data-house',
        String(houseFrom(sign, reference.ascendantSign)),
      );
    }
    const navamsa = result.locator('[data-chart="navamsa"] svg');
    for (const [graha, key] of grahaKeys) {
      const lon = reference.planets[key].lon;
      if (nearNavamsaBoundary(lon)) continue;
      await expect(navamsa.locator(`g[data-grahas~="${graha}"]`)).toHaveAttribute(
        'data-sign',
        String(navamsaOf(lon)),
      );
    }

    // South Indian chart: each graha in its sign's box, the ascendant's box marked.
    await result.locator('label', { hasText: words.chart.style.south }).click();
    await expect(rashi).toHaveAttribute('data-chart-style', 'south');
    await expect(rashi.locator('g[data-ascendant="true"]')).toHaveAttribute(
      'data-sign',
      String(reference.ascendantSign),
    );
    for (const [graha, key] of grahaKeys) {
      await expect(rashi.locator(`g[data-grahas~="${graha}"]`)).toHaveAttribute(
        'data-sign',
        String(reference.planets[key].sign),
      );
    }
  });
}

test('the engine is fetched when the visitor starts on the form, not with the page', async ({
  page,
  openPage,
}) => {
  const requested = engineRequests(page);
  await openPage('/kundli'); // hydrated: the contact popup has opened and been closed
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  const engine = page.waitForRequest(engineChunk);
  await form(page).getByLabel(enBirth.name.label, { exact: true }).focus();
  await engine;
  expect(requested).toHaveLength(1);
});

test('an unknown birth time: a Moon chart for noon, and the page says what that leaves out', async ({
  page,
  openPage,
}) => {
  await openPage('/hi/kundli');
  await enterBirth(form(page), 'hi', {
    name: 'सीता',
    date: '1985-03-14',
    time: null,
    placeQuery: 'वाराणसी',
    placeId: '1253405',
  });
  await expect(form(page).getByText(hiBirth.time.unknownNote)).toBeVisible();
  const result = await makeKundli(page, 'hi');

  const unknown = result.getByTestId('unknown-time');
  await expect(unknown.getByRole('heading')).toHaveText(hiKundli.result.unknownTime.title);
  for (const item of hiKundli.result.unknownTime.items) await expect(unknown).toContainText(item);
  await expect(result.locator('[data-fact="ascendant"] dd')).toHaveText(
    hiKundli.result.facts.needsTime,
  );
  await expect(result.getByTestId('dasha-needs-time')).toBeVisible();
  await expect(result.locator('tr[data-graha="ascendant"]')).toHaveCount(0);
  await expect(result.locator('tr[data-graha="sun"]')).not.toHaveAttribute('data-house');
  await expect(result.getByRole('columnheader', { name: 'भाव' })).toHaveCount(0);

  // No ascendant anywhere; the North Indian chart's first house is the Moon's sign.
  const moonSign = await result.locator('tr[data-graha="moon"]').getAttribute('data-sign');
  const rashi = result.locator('[data-chart="rashi"] svg');
  await expect(rashi.locator('g[data-house="1"]')).toHaveAttribute('data-sign', moonSign ?? '');
  await expect(rashi.locator('g[data-grahas~="moon"]')).toHaveAttribute('data-house', '1');
  await expect(result.locator('g[data-ascendant]')).toHaveCount(0);
  await expect(result.getByText(hiCalculators.charts.rashiNoTime).first()).toBeVisible();
});

test('bad input gets its message next to the field, and nothing typed is lost', async ({
  page,
  openPage,
}) => {
  await openPage('/kundli');
  const fields = form(page);
  const submit = fields.getByRole('button', { name: enKundli.form.submit });

  // Nothing filled in, then a date the calendar does not have.
  await expectBadInputMessages(page, submit, page.getByTestId('kundli-result'));

  // A wall time the clocks skipped (London, the night summer time began in 1990).
  const place = fields.getByRole('combobox', { name: enBirth.place.label });
  await place.fill('London');
  await fields.locator('[role="option"][data-place-id="2643743"]').click();
  await fields.getByLabel(enBirth.date.day, { exact: true }).selectOption('25');
  await fields.getByLabel(enBirth.date.month, { exact: true }).selectOption('3');
  await expect(fields.getByTestId('offset-words')).toHaveText('British Summer Time, UTC+1:00');
  const time = timeField(fields, 'en');
  await time.fill('01:30');
  await submit.click();
  await expect(
    fields.getByText(/^01:30 on 1990-03-25 never happened in Europe\/London/),
  ).toBeVisible();
  await expect(time).toHaveAttribute('aria-invalid', 'true');
  await expect(time).toBeFocused();
  await expect(fields.getByLabel(enBirth.name.label, { exact: true })).toHaveValue('Meera Iyer');
  await expect(place).toHaveValue('London');

  // Corrected, the chart is made (British Summer Time from 02:00).
  await time.fill('02:30');
  const result = await makeKundli(page, 'en');
  await expect(result.getByTestId('result-offset')).toHaveText('British Summer Time, UTC+1:00');
});

test('the shared link computes the same kundli on another device, and never reaches the server', async ({
  page,
  openPage,
  browser,
}) => {
  await openPage('/kundli');
  await enterBirth(form(page), 'en', {
    name: 'Asha Verma',
    date: '1990-08-05',
    time: '14:30',
    placeQuery: 'वाराणसी',
    placeId: '1253405',
  });
  const result = await makeKundli(page, 'en');
  await expect(page).toHaveURL(/\/kundli#v=1&n=Asha\+Verma&d=1990-08-05&t=14%3A30&/);
  const moonSign = Number(await result.locator('tr[data-graha="moon"]').getAttribute('data-sign'));
  await expect(result.locator('[data-fact="moonSign"] dd')).toHaveText(signName(moonSign).en);
  const link = page.url();

  const other = await freshPage(browser);
  const sent: string[] = [];
  other.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await other.goto(link.replace('/kundli#', '/hi/kundli#'));
  const shared = other.getByTestId('kundli-result');
  await expect(shared.getByRole('heading', { level: 2 }).first()).toHaveText('Asha Verma की कुंडली');
  await expect(shared.locator('[data-fact="moonSign"] dd')).toHaveText(signName(moonSign).hi);
  await expect(other.locator('#main-content form select').first()).toHaveValue('5');
  expect(sent.filter((line) => /Asha|1990-08-05|14%3A30|14:30/.test(line))).toEqual([]);
  await other.context().close();
});

test('recent charts are remembered on the device and can be forgotten, one or all', async ({
  page,
  openPage,
}) => {
  await openPage('/kundli');
  const recent = page.getByTestId('recent-charts');
  await expect(recent).toContainText(enKundli.recent.empty);
  for (const [name, year] of [
    ['Ravi Kumar', '1978'],
    ['Kavya Rao', '2001'],
  ] as const) {
    await enterBirth(form(page), 'en', {
      name,
      date: `${year}-11-12`,
      time: '09:05',
      placeQuery: 'Mumbai',
      placeId: '1275339',
    });
    await makeKundli(page, 'en');
    await expect(page.getByRole('heading', { name: `Kundli of ${name}` })).toBeVisible();
  }
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(recent.getByRole('listitem').first()).toContainText('Kavya Rao');

  // Open the older one again.
  await recent.getByRole('button', { name: 'Open the chart: Ravi Kumar' }).click();
  await expect(page.getByRole('heading', { name: 'Kundli of Ravi Kumar' })).toBeVisible();
  await expect(page).toHaveURL(/n=Ravi\+Kumar/);

  await recent.getByRole('button', { name: 'Forget the chart: Ravi Kumar' }).click();
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(page).not.toHaveURL(/#/);
  await recent.getByRole('button', { name: enKundli.recent.forgetAll }).click();
  await expect(recent.getByRole('listitem')).toHaveCount(0);
  await expect(recent).toContainText(enKundli.recent.forgotten);
  expect(await page.evaluate(() => localStorage.getItem('recent-charts'))).toBeNull();
  await page.reload();
  await expect(page.getByTestId('recent-charts')).toContainText(enKundli.recent.empty);
});

test('the chart style is remembered, and the kundli prints without the site around it', async ({
  page,
  openPage,
  scanA11y,
}) => {
  await openPage('/kundli');
  await enterBirth(form(page), 'en', {
    name: 'Print Test',
    date: '1964-01-26',
    time: '23:40',
    placeQuery: 'Kolkata',
    placeId: '1275004',
  });
  const result = await makeKundli(page, 'en');
  expect(await scanA11y()).toEqual([]);
  await result.locator('label', { hasText: enChart.style.south }).click();
  await page.reload();
  // A full load opens the contact popup again: close it before using the page.
  await closeContactPopup(page);
  const reloaded = page.getByTestId('kundli-result');
  await expect(reloaded.locator('[data-chart="rashi"] svg')).toHaveAttribute(
    'data-chart-style',
    'south',
  );

  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await reloaded.getByRole('button', { name: enCalculators.actions.print }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(form(page)).toBeHidden();
  await expect(reloaded.getByRole('button', { name: enCalculators.actions.print })).toBeHidden();
  await expect(reloaded.getByRole('heading', { name: 'Kundli of Print Test' })).toBeVisible();
  await expect(reloaded.locator('[data-chart="navamsa"] svg')).toBeVisible();
  await expect(reloaded.locator('tr[data-graha="saturn"]')).toBeVisible();
});

test('the Hindi kundli with a result has no accessibility violations', async ({
  page,
  openPage,
  scanA11y,
}) => {
  await openPage('/hi/kundli');
  await enterBirth(form(page), 'hi', {
    name: 'आशा',
    date: '1943-06-02',
    time: '05:10',
    placeQuery: 'मुंबई',
    placeId: '1275339',
  });
  // 1943 in Bombay: war time from the zone's history, which the visitor may change to Bombay time.
  await expect(form(page).getByTestId('offset-words')).toHaveText('युद्धकालीन समय, UTC+6:30');
  await form(page).getByRole('button', { name: hiBirth.offset.change }).click();
  await form(page).getByLabel(hiBirth.offset.choice).selectOption('+04:51');
  await expect(form(page).getByTestId('offset-words')).toHaveText('बॉम्बे टाइम, UTC+4:51');
  const result = await makeKundli(page, 'hi');
  await expect(result.getByTestId('result-offset')).toHaveText('बॉम्बे टाइम, UTC+4:51');
  await expect(result.locator('[data-computed="birthTime"] dd')).toContainText('UTC+04:51');
  expect(await scanA11y()).toEqual([]);
});

/** A page in a context of its own: another device, with nothing remembered. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}
