import type { Page } from '@playwright/test';
import { computeChart } from '../../astro/src/chart.ts';
import { grahaNames, nakshatraName, signName } from '../../astro/src/names.ts';
import { signLord } from '../../astro/src/zodiac.ts';
import enCalculators from '../../web/app/locales/en/calculators.json' with { type: 'json' };
import enSmall from '../../web/app/locales/en/calculators-small.json' with { type: 'json' };
import hiCalculators from '../../web/app/locales/hi/calculators.json' with { type: 'json' };
import hiSmall from '../../web/app/locales/hi/calculators-small.json' with { type: 'json' };
import {
  type Birth,
  birthOf,
  birthWords,
  engineRequests,
  enterBirth,
  expectBadInputMessages,
  fill,
  form,
  type Reference,
  referenceCharts,
} from '../support/birth-form';
import { expect, type Language, test } from '../support/fixtures';

/**
 * The small free calculators (issue 17): /calculators/moon-sign, nakshatra, sade-sati and
 * manglik, and their Hindi twins. Reference charts (Swiss Ephemeris) for the Moon sign and
 * nakshatra; published Sade Sati dates for a Capricorn Moon (astro/test/sade-sati.test.ts); the
 * engine's manglik rules for one birth; bad input; the links onwards; accessibility.
 */

const copy = {
  en: { small: enSmall, calculators: enCalculators },
  hi: { small: hiSmall, calculators: hiCalculators },
} as const;
type Calculator = 'moon-sign' | 'nakshatra' | 'sade-sati' | 'manglik';
const submitOf = {
  'moon-sign': 'moonSign',
  nakshatra: 'nakshatra',
  'sade-sati': 'sadeSati',
  manglik: 'manglik',
} as const;
const pathOf = (calculator: Calculator, language: Language) =>
  `${language === 'hi' ? '/hi' : ''}/calculators/${calculator}`;

async function answer(page: Page, calculator: Calculator, language: Language, birth: Birth) {
  await enterBirth(form(page), language, birth);
  await form(page)
    .getByRole('button', { name: copy[language].small[submitOf[calculator]].submit })
    .click();
  const result = page.getByTestId('calculator-result');
  await expect(result).toBeVisible();
  return result;
}

/** Two reference charts for the Moon sign and the birth star, one in each language. */
const cases: { index: number; language: Language; placeQuery: string; placeId: string }[] = [
  { index: 4, language: 'en', placeQuery: 'Varanasi', placeId: '1253405' },
  { index: 19, language: 'hi', placeQuery: 'कोलकाता', placeId: '1275004' },
];

for (const { index, language, placeQuery, placeId } of cases) {
  const reference = referenceCharts[index] as Reference;
  const birth = birthOf(reference, placeQuery, placeId);
  const words = copy[language].small;

  test(`Moon sign of reference chart ${index} (${reference.place}, ${reference.local}) in ${language}`, async ({
    page,
    openPage,
    scanA11y,
  }) => {
    await openPage(pathOf('moon-sign', language));
    const result = await answer(page, 'moon-sign', language, birth);
    const sign = signName(reference.moonSign)[language];
    await expect(result.getByRole('heading', { level: 2 }).first()).toHaveText(
      fill(words.moonSign.answer, { sign }),
    );
    await expect(result.locator('[data-fact="moonSign"] dd')).toHaveText(sign);
    await expect(result.locator('[data-fact="lord"] dd')).toHaveText(
      grahaNames[signLord(reference.moonSign)][language],
    );
    // The element of the sign: fire, earth, air, water in turn from Aries.
    const element = (['fire', 'earth', 'air', 'water'] as const)[(reference.moonSign - 1) % 4];
    await expect(result.locator('[data-fact="element"] dd')).toHaveText(
      words.elements[element ?? 'fire'],
    );

    // The full kundli of the same birth, and the paid report.
    const kundli = result.getByTestId('full-kundli-link');
    const hash = new URL(page.url()).hash;
    expect(hash).toMatch(/^#v=1&/);
    await expect(kundli).toHaveAttribute('href', `${language === 'hi' ? '/hi' : ''}/kundli${hash}`);
    await expect(result.getByRole('link', { name: words.moonSign.report.link })).toHaveAttribute(
      'href',
      `${language === 'hi' ? '/hi' : ''}/reports/premium-personalized-kundli`,
    );
    expect(await scanA11y()).toEqual([]);
    await kundli.click();
    await expect(page.locator('[data-fact="moonSign"] dd')).toHaveText(sign);
  });

  test(`nakshatra and pada of reference chart ${index} in ${language}`, async ({
    page,
    openPage,
    scanA11y,
  }) => {
    await openPage(pathOf('nakshatra', language));
    const result = await answer(page, 'nakshatra', language, birth);
    const nakshatra = nakshatraName(reference.nakshatra)[language];
    await expect(result.getByRole('heading', { level: 2 }).first()).toHaveText(
      fill(words.nakshatra.answer, { nakshatra, pada: reference.pada }),
    );
    await expect(result.locator('[data-fact="nakshatra"] dd')).toHaveText(nakshatra);
    await expect(result.locator('[data-fact="pada"] dd')).toHaveText(String(reference.pada));
    // The nakshatra's lord is the lord of the first dasha (Vimshottari order from Ashwini: Ketu).
    const lords = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'];
    const lord = lords[(reference.nakshatra - 1) % 9] as keyof typeof grahaNames;
    await expect(result.locator('[data-fact="lord"] dd')).toHaveText(grahaNames[lord][language]);
    expect(await scanA11y()).toEqual([]);
  });
}

test('without the birth time the Moon sign page says whether the Moon changed sign that day', async ({
  page,
  openPage,
}) => {
  // 5 August 1990: the Moon passed from Dhanu into Makara during the day (in India).
  await openPage(pathOf('moon-sign', 'hi'));
  const result = await answer(page, 'moon-sign', 'hi', {
    name: 'आशा',
    date: '1990-08-05',
    time: null,
    placeQuery: 'वाराणसी',
    placeId: '1253405',
  });
  const note = result.getByTestId('unknown-time');
  await expect(note.getByRole('heading')).toHaveText(hiSmall.result.noTimeTitle);
  await expect(note).toContainText(
    fill(hiSmall.result.moonChanged, { from: signName(9).hi, to: signName(10).hi }),
  );
  await expect(result.getByTestId('calculator-detail')).toHaveText(/^उस दिन दोपहर 12 बजे/);
});

test.describe('Sade Sati of a Capricorn Moon (Kolkata, 7 August 1960)', () => {
  // Reference chart 37: Moon in Makara. Published for a Capricorn Moon (indastro.com, checked in
  // astro/test/sade-sati.test.ts): Sade Sati from 26 January 2017 to 29 March 2025, the next
  // from 8 December 2046.
  const reference = referenceCharts[37] as Reference;
  const birth = birthOf(reference, 'Kolkata', '1275004');

  test('in English: peak phase in mid-2021, free in 2026 with the next one named', async ({
    page,
    openPage,
  }) => {
    expect(reference.moonSign).toBe(10);
    await openPage(pathOf('sade-sati', 'en'));
    const result = await answer(page, 'sade-sati', 'en', birth);
    const date = result.getByLabel(enSmall.sadeSati.dateLabel);
    await date.fill('2021-06-15');
    const heading = result.getByRole('heading', { level: 2 }).first();
    await expect(heading).toHaveText(
      fill(enSmall.sadeSati.inSadeSati, { date: '15 June 2021', phase: 'peak' }),
    );
    await expect(heading).toHaveAttribute('data-verdict', 'sade-sati');
    await expect(result.getByTestId('calculator-detail')).toContainText(
      'This Sade Sati runs from 26 Jan 2017 to 29 Mar 2025.',
    );
    // The life's periods, the one holding the date marked, with its phase row.
    const current = result.locator('li[data-sade-sati][data-current]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('26 Jan 2017 – 29 Mar 2025');
    await expect(current.locator('tr[data-current]')).toHaveAttribute('data-phase', 'peak');
    expect(await result.locator('li[data-sade-sati]').count()).toBeGreaterThanOrEqual(3);

    await date.fill('2026-01-01');
    await expect(heading).toHaveText(fill(enSmall.sadeSati.free, { date: '1 January 2026' }));
    await expect(heading).toHaveAttribute('data-verdict', 'none');
    await expect(result.getByTestId('calculator-detail')).toContainText(
      'Your next Sade Sati begins 8 Dec 2046',
    );
    await expect(result.locator('li[data-sade-sati][data-current]')).toHaveCount(0);
    await expect(result.getByRole('link', { name: enSmall.sadeSati.report.link })).toHaveAttribute(
      'href',
      '/reports/sade-sati',
    );
  });

  test('in Hindi: the setting phase in 2024, and the page is accessible', async ({
    page,
    openPage,
    scanA11y,
  }) => {
    await openPage(pathOf('sade-sati', 'hi'));
    const result = await answer(page, 'sade-sati', 'hi', { ...birth, placeQuery: 'कोलकाता' });
    await result.getByLabel(hiSmall.sadeSati.dateLabel).fill('2024-06-01');
    await expect(result.getByRole('heading', { level: 2 }).first()).toHaveText(
      fill(hiSmall.sadeSati.inSadeSati, {
        date: '1 जून 2024',
        phase: hiCalculators.sadeSati.phases.setting,
      }),
    );
    await expect(
      result.locator('li[data-sade-sati][data-current] tr[data-current]'),
    ).toHaveAttribute('data-phase', 'setting');
    expect(await scanA11y()).toEqual([]);
  });
});

test('manglik status with the rules and cancellations of the engine, in Hindi', async ({
  page,
  openPage,
  scanA11y,
}) => {
  const reference = referenceCharts[0] as Reference;
  const birth = birthOf(reference, 'नई दिल्ली', '1261481');
  const { manglik } = computeChart({
    date: birth.date,
    time: birth.time ?? '12:00',
    lat: reference.lat,
    lon: reference.lon,
    zone: reference.zone,
  });
  const verdict =
    manglik.rules.length === 0 ? 'no' : manglik.cancellations.length > 0 ? 'cancelled' : 'yes';

  await openPage(pathOf('manglik', 'hi'));
  const result = await answer(page, 'manglik', 'hi', birth);
  const heading = result.getByRole('heading', { level: 2 }).first();
  await expect(heading).toHaveText(hiCalculators.manglik[verdict]);
  await expect(heading).toHaveAttribute('data-verdict', verdict);
  await expect(result.locator(`[data-manglik="${verdict}"]`)).toBeVisible();
  for (const rule of manglik.rules) {
    await expect(result.locator(`[data-rule="${rule.rule}"]`)).toHaveText(rule.name.hi);
  }
  await expect(result.locator('[data-rule]')).toHaveCount(manglik.rules.length);
  await expect(result.locator('[data-cancellation]')).toHaveCount(
    manglik.rules.length > 0 ? manglik.cancellations.length : 0,
  );
  await expect(result.getByRole('link', { name: hiSmall.manglik.report.link })).toHaveAttribute(
    'href',
    '/hi/reports/premium-couple-kundli',
  );
  expect(await scanA11y()).toEqual([]);
});

test('bad input: messages next to the fields, the engine only once the form is touched', async ({
  page,
  openPage,
}) => {
  const requested = engineRequests(page);
  await openPage(pathOf('nakshatra', 'en'));
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  const words = birthWords.en;
  const fields = form(page);
  const submit = fields.getByRole('button', { name: enSmall.nakshatra.submit });
  await expectBadInputMessages(page, submit, page.getByTestId('calculator-result'));
  expect(requested).toHaveLength(1);

  // Corrected, the answer comes.
  await fields.getByLabel(words.date.day, { exact: true }).selectOption('28');
  await submit.click();
  await expect(page.getByTestId('calculator-result')).toBeVisible();
});

test('each report page links to the free calculator that previews it', async ({
  page,
  openPage,
}) => {
  for (const [report, calculator] of [
    ['/reports/sade-sati', '/calculators/sade-sati'],
    ['/reports/love', '/calculators/manglik'],
    ['/reports/premium-personalized-kundli', '/kundli'],
    ['/hi/reports/premium-couple-kundli', '/hi/kundli-matching'],
  ] as const) {
    await openPage(report);
    await expect(page.locator('[data-free-calculator] a')).toHaveAttribute('href', calculator);
  }
});
