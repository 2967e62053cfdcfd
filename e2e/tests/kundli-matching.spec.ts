import type { Page } from '@playwright/test';
import { matchExceptions, verdictBands } from '../../astro/src/matching.ts';
import { nakshatraName, signName } from '../../astro/src/names.ts';
import enCalculators from '../../web/app/locales/en/calculators.json' with { type: 'json' };
import enMatching from '../../web/app/locales/en/calculators-matching.json' with { type: 'json' };
import hiMatching from '../../web/app/locales/hi/calculators-matching.json' with { type: 'json' };
import {
  type Birth,
  birthWords,
  engineRequests,
  enterBirth,
  timeField,
} from '../support/birth-form';
import { expect, type Language, test } from '../support/fixtures';

/**
 * /kundli-matching and /hi/kundli-matching (issue 17): ashtakoota matching of two births,
 * computed in the browser. A published example pair is entered through both forms and must give
 * its published points, koota by koota; then bad input, the shared link, printing and
 * accessibility.
 */

const copy = { en: enMatching, hi: hiMatching } as const;
const pathOf = (language: Language) =>
  language === 'hi' ? '/hi/kundli-matching' : '/kundli-matching';

const form = (page: Page) => page.locator('#main-content form');
const personForm = (page: Page, person: 'boy' | 'girl') =>
  form(page).locator(`[data-person="${person}"]`);

/**
 * Drik Panchang's Online Kundali Match for a boy born 21 October 1996, 04:28 and a girl born
 * 1 October 1995, 00:00, both at New Delhi: 15 of 36, and these points, which the engine's own
 * test asserts too (astro/test/matching.test.ts).
 */
const published = {
  total: 15,
  kootas: {
    varna: 0,
    vashya: 0.5,
    tara: 1.5,
    yoni: 2,
    grahaMaitri: 3,
    gana: 0,
    bhakoot: 0,
    nadi: 8,
  },
  maxima: { varna: 1, vashya: 2, tara: 3, yoni: 4, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: 8 },
  // Boy: Makara (10), Shravana (22); girl: Dhanu (9), Mula (19).
  moons: { boy: { sign: 10, nakshatra: 22 }, girl: { sign: 9, nakshatra: 19 } },
} as const;

const delhi = (language: Language) =>
  language === 'hi'
    ? { placeQuery: 'नई दिल्ली', placeId: '1261481' }
    : { placeQuery: 'New Delhi', placeId: '1261481' };
const drikPair = (language: Language): { boy: Birth; girl: Birth } => ({
  boy: { name: 'Rohan', date: '1996-10-21', time: '04:28', ...delhi(language) },
  girl: { name: 'Priya', date: '1995-10-01', time: '00:00', ...delhi(language) },
});

async function enterPair(page: Page, language: Language, pair: { boy: Birth; girl: Birth }) {
  await enterBirth(personForm(page, 'boy'), language, pair.boy);
  await enterBirth(personForm(page, 'girl'), language, pair.girl);
}

async function matchKundlis(page: Page, language: Language) {
  await form(page).getByRole('button', { name: copy[language].form.submit }).click();
  const result = page.getByTestId('matching-result');
  await expect(result).toBeVisible();
  return result;
}

for (const language of ['en', 'hi'] as const) {
  test(`the published example pair gives its published points, koota by koota, in ${language === 'hi' ? 'Hindi' : 'English'}`, async ({
    page,
    openPage,
    scanA11y,
  }) => {
    const words = copy[language];
    await openPage(pathOf(language));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.hero.title);
    await enterPair(page, language, drikPair(language));
    const result = await matchKundlis(page, language);

    await expect(result.getByRole('heading', { level: 2 }).first()).toHaveText(
      words.result.title.replace('{{boy}}', 'Rohan').replace('{{girl}}', 'Priya'),
    );
    for (const [name, points] of Object.entries(published.kootas)) {
      const row = result.locator(`tr[data-koota="${name}"]`);
      await expect(row).toHaveAttribute('data-points', String(points));
      await expect(row).toHaveAttribute(
        'data-max',
        String(published.maxima[name as keyof typeof published.maxima]),
      );
      await expect(row.locator('td').first()).toContainText(
        words.result.kootas.meanings[name as keyof typeof published.kootas],
      );
    }
    // What the visitor reads: "0.5 of 2", "15 of 36" (Hindi: "2 में से 0.5").
    const outOf = (points: number, max: number) =>
      words.result.kootas.outOf
        .replace('{{points}}', String(points))
        .replace('{{max}}', String(max));
    await expect(result.locator('tr[data-koota="vashya"] [data-koota-points]')).toHaveText(
      outOf(0.5, 2),
    );
    const total = result.getByTestId('matching-total');
    await expect(total).toHaveAttribute('data-total', String(published.total));
    await expect(total).toContainText(
      words.result.score.total.replace('{{total}}', '15').replace('{{max}}', '36'),
    );
    await expect(result.locator('tfoot')).toContainText(outOf(15, 36));
    await expect(result.getByTestId('matching-verdict')).toHaveText(
      verdictBands.find((band) => band.verdict === 'not-recommended')?.[language] ?? '',
    );

    // The Moons the match was made from, in the page's language.
    for (const person of ['boy', 'girl'] as const) {
      const moon = published.moons[person];
      await expect(result.locator(`[data-moon="${person}"] dd`)).toContainText(
        `${signName(moon.sign)[language]}, ${nakshatraName(moon.nakshatra)[language]}`,
      );
    }
    // No exception applies to this pair (bhakoot 0: Saturn and Jupiter are not friends).
    await expect(result.getByTestId('matching-exceptions')).toContainText(
      words.result.exceptions.none,
    );
    await expect(result.locator('[data-exception]')).toHaveCount(0);
    // Both people's manglik status, and what they mean together.
    await expect(result.locator('[data-manglik-of] [data-manglik]')).toHaveCount(2);
    await expect(result.getByTestId('manglik-mutual')).toHaveAttribute(
      'data-mutual',
      /^(neither|both|one)$/,
    );
    // How it was calculated, for each birth.
    await expect(
      result.locator('[data-computed-for="boy"] [data-computed="birthTime"] dd'),
    ).toContainText('1996');
    await expect(
      result.locator('[data-computed-for="girl"] [data-computed="birthTime"] dd'),
    ).toContainText('1995');
    // Where to go next.
    await expect(result.getByRole('link', { name: words.result.next.report })).toHaveAttribute(
      'href',
      language === 'hi' ? '/hi/reports/premium-couple-kundli' : '/reports/premium-couple-kundli',
    );
    expect(await scanA11y()).toEqual([]);
  });
}

test('a cancelled dosha is named, with what the table alone gave, in Hindi', async ({
  page,
  openPage,
}) => {
  // Moons a day apart in Taurus: Krittika (boy) and Rohini (girl), both antya nadi, so the table
  // gives nadi 0; the same Moon sign with different nakshatras cancels the dosha (decision 011).
  await openPage('/hi/kundli-matching');
  const varanasi = { placeQuery: 'वाराणसी', placeId: '1253405' };
  await enterPair(page, 'hi', {
    boy: { name: '', date: '2000-01-17', time: '06:00', ...varanasi },
    girl: { name: '', date: '2000-01-18', time: '06:00', ...varanasi },
  });
  const result = await matchKundlis(page, 'hi');
  await expect(result.getByRole('heading', { level: 2 }).first()).toHaveText(
    hiMatching.result.titleUnnamed,
  );
  const nadi = result.locator('tr[data-koota="nadi"]');
  await expect(nadi).toHaveAttribute('data-points', '8');
  await expect(nadi).toContainText(hiMatching.result.kootas.tablePoints.replace('{{points}}', '0'));
  const rule = 'nadi-same-sign-different-nakshatra';
  await expect(result.locator(`[data-exception="${rule}"]`)).toHaveText(matchExceptions[rule].hi);
  await expect(result.getByTestId('matching-total')).toHaveAttribute('data-total', '28');
  await expect(result.locator('#matching-score')).toContainText(
    hiMatching.result.score.tableTotal.replace('{{total}}', '20'),
  );
});

test('bad input gets its message next to the field of the right person, and nothing is lost', async ({
  page,
  openPage,
}) => {
  const words = birthWords.en;
  await openPage('/kundli-matching');
  const submit = form(page).getByRole('button', { name: enMatching.form.submit });

  // Nothing filled in: both forms say what they need; the boy's date gets the focus.
  await submit.click();
  for (const person of ['boy', 'girl'] as const) {
    const fields = personForm(page, person);
    await expect(fields.getByText(words.errors.date)).toBeVisible();
    await expect(fields.getByText(words.errors.time)).toBeVisible();
    await expect(fields.getByText(words.errors.place)).toBeVisible();
  }
  await expect(personForm(page, 'boy').getByLabel(words.date.day, { exact: true })).toBeFocused();

  // A girl's date the calendar does not have: the engine's message, in her form only.
  const pair = drikPair('en');
  await enterPair(page, 'en', { ...pair, girl: { ...pair.girl, date: '1995-02-31' } });
  await submit.click();
  const girl = personForm(page, 'girl');
  await expect(girl.getByText(/1995-02-31 is not a date in the calendar/)).toBeVisible();
  await expect(girl.getByLabel(words.date.day, { exact: true })).toBeFocused();
  await expect(personForm(page, 'boy').getByText(/not a date/)).toHaveCount(0);
  await expect(page.getByTestId('matching-result')).toHaveCount(0);
  // Nothing typed is lost.
  await expect(personForm(page, 'boy').getByLabel(words.name.label, { exact: true })).toHaveValue(
    'Rohan',
  );
  await expect(timeField(personForm(page, 'boy'), 'en')).toHaveValue('04:28');
  await expect(girl.getByLabel(words.name.label, { exact: true })).toHaveValue('Priya');
  await expect(girl.getByRole('combobox', { name: words.place.label })).toHaveValue('New Delhi');

  // Corrected, the match is made.
  await girl.getByLabel(words.date.day, { exact: true }).selectOption('1');
  await girl.getByLabel(words.date.month, { exact: true }).selectOption('10');
  const result = await matchKundlis(page, 'en');
  await expect(result.getByTestId('matching-total')).toHaveAttribute('data-total', '15');
});

test('the shared link recomputes the match on another device, never reaching the server, and prints without the site', async ({
  page,
  openPage,
  browser,
}) => {
  const requested = engineRequests(page);
  await openPage('/kundli-matching');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]); // not with the page: when a form is touched

  await enterPair(page, 'en', drikPair('en'));
  expect(requested).toHaveLength(1);
  await matchKundlis(page, 'en');
  await expect(page).toHaveURL(
    /\/kundli-matching#v=1&b\.n=Rohan&b\.d=1996-10-21&b\.t=04%3A28&.*&g\.n=Priya&g\.d=1995-10-01&g\.t=00%3A00&/,
  );
  const link = page.url();

  const other = await (await browser.newContext()).newPage();
  const sent: string[] = [];
  other.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await other.goto(link.replace('/kundli-matching#', '/hi/kundli-matching#'));
  const shared = other.getByTestId('matching-result');
  await expect(shared.getByTestId('matching-total')).toHaveAttribute('data-total', '15');
  await expect(shared.getByTestId('matching-verdict')).toHaveText('विवाह के लिए अनुकूल नहीं');
  await expect(shared.getByRole('heading', { level: 2 }).first()).toHaveText('Rohan और Priya');
  // The forms hold the linked births again.
  await expect(
    other.locator('[data-person="girl"]').getByLabel(birthWords.hi.date.year, { exact: true }),
  ).toHaveValue('1995');
  expect(sent.filter((line) => /Rohan|Priya|1996-10-21|1995-10-01|04%3A28/.test(line))).toEqual([]);
  await other.context().close();

  // Printing: the result without the site's chrome or the forms.
  await page.emulateMedia({ media: 'print' });
  const result = page.getByTestId('matching-result');
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(form(page)).toBeHidden();
  await expect(result.getByRole('button', { name: enCalculators.actions.print })).toBeHidden();
  await expect(result.locator('tr[data-koota="nadi"]')).toBeVisible();
  await expect(result.getByTestId('matching-total')).toBeVisible();
});
