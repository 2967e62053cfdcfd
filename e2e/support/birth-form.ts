import type { Locator, Page } from '@playwright/test';
// astro/reference-charts.json is the byte-for-byte copy of shared/astro/reference-charts.json
// (the Swiss Ephemeris reference set, astro/README.md), so this works from any checkout.
import referenceCharts from '../../astro/reference-charts.json' with { type: 'json' };
import enBirth from '../../web/app/locales/en/birth-details.json' with { type: 'json' };
import hiBirth from '../../web/app/locales/hi/birth-details.json' with { type: 'json' };
import { expect, type Language } from './fixtures';

/**
 * Filling the birth-details form (web/app/components/birth-details) as a visitor does, for every
 * calculator spec: `fields` is the form, or one person's part of it on the matching page; and the
 * reference charts to fill it with.
 */

export { referenceCharts };
export type Reference = (typeof referenceCharts)[number];
export const birthWords = { en: enBirth, hi: hiBirth } as const;

export type Birth = {
  name: string;
  date: string;
  /** `HH:mm`, or null for "I don't know my birth time". */
  time: string | null;
  /** What the visitor types in the place field, and the gazetteer id of the place they choose. */
  placeQuery: string;
  placeId: string;
};

/** A locale string with its {{placeholders}} filled in, as the page shows it. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** A reference chart's birth, entered with the place typed as `placeQuery`. */
export const birthOf = (reference: Reference, placeQuery: string, placeId: string): Birth => {
  const [date = '', time = ''] = reference.local.split('T');
  return { name: `${reference.place} ${date}`, date, time, placeQuery, placeId };
};

/** The page's form (the calculators have one, in the main content). */
export function form(page: Page) {
  return page.locator('#main-content form');
}

/** The time of birth (its label ends with the required mark, which screen readers skip). */
export const timeField = (fields: Locator, language: Language) =>
  fields.getByRole('textbox', { name: birthWords[language].time.label, exact: true });

export async function enterBirth(fields: Locator, language: Language, birth: Birth) {
  const words = birthWords[language];
  const [year, month, day] = birth.date.split('-');
  // Forms that ask for the birth alone (a consultation's) have no name field.
  if (birth.name) await fields.getByLabel(words.name.label, { exact: true }).fill(birth.name);
  await fields.getByLabel(words.date.day, { exact: true }).selectOption(String(Number(day)));
  await fields.getByLabel(words.date.month, { exact: true }).selectOption(String(Number(month)));
  await fields.getByLabel(words.date.year, { exact: true }).fill(year ?? '');
  if (birth.time === null) {
    await fields.getByLabel(words.time.unknown).check();
  } else {
    await timeField(fields, language).fill(birth.time);
  }
  const place = fields.getByRole('combobox', { name: words.place.label });
  await place.fill('');
  await place.fill(birth.placeQuery);
  await fields.locator(`[role="option"][data-place-id="${birth.placeId}"]`).click();
  await expect(place).toHaveAttribute('aria-expanded', 'false');
}

/**
 * Bad input as every calculator takes it (in English): the empty form's messages, the first
 * field focused; then an impossible date gets the engine's message next to it, no `result` is
 * drawn and nothing typed is lost.
 */
export async function expectBadInputMessages(page: Page, submit: Locator, result: Locator) {
  const words = birthWords.en;
  const fields = form(page);
  await submit.click();
  await expect(fields.getByText(words.errors.date)).toBeVisible();
  await expect(fields.getByText(words.errors.time)).toBeVisible();
  await expect(fields.getByText(words.errors.place)).toBeVisible();
  await expect(fields.getByLabel(words.date.day, { exact: true })).toBeFocused();

  await enterBirth(fields, 'en', {
    name: 'Meera Iyer',
    date: '1990-02-31',
    time: '06:15',
    placeQuery: 'Varanasi',
    placeId: '1253405',
  });
  await submit.click();
  await expect(fields.getByText('1990-02-31 is not a date in the calendar.')).toBeVisible();
  await expect(result).toHaveCount(0);
  await expect(fields.getByLabel(words.name.label, { exact: true })).toHaveValue('Meera Iyer');
}

/** The engine's chunk (web/vite.config.ts names it `astro-engine`). */
export const engineChunk = /\/assets\/astro-engine-[\w-]+\.js$/;

/** The requests a page makes for the astrology engine's chunk, as they happen. */
export function engineRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (engineChunk.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}
