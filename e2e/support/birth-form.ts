import type { Locator, Page } from '@playwright/test';
import enBirth from '../../web/app/locales/en/birth-details.json' with { type: 'json' };
import hiBirth from '../../web/app/locales/hi/birth-details.json' with { type: 'json' };
import { expect, type Language } from './fixtures';

/**
 * Filling the birth-details form (web/app/components/birth-details) as a visitor does, for every
 * calculator spec: `fields` is the form, or one person's part of it on the matching page.
 */

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

/** The time of birth (its label ends with the required mark, which screen readers skip). */
export const timeField = (fields: Locator, language: Language) =>
  fields.getByRole('textbox', { name: birthWords[language].time.label, exact: true });

export async function enterBirth(fields: Locator, language: Language, birth: Birth) {
  const words = birthWords[language];
  const [year, month, day] = birth.date.split('-');
  await fields.getByLabel(words.name.label, { exact: true }).fill(birth.name);
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

/** The requests a page makes for the astrology engine's chunk, as they happen. */
export function engineRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/astro-engine-[\w-]+\.js$/.test(new URL(request.url()).pathname)) {
      requests.push(request.url());
    }
  });
  return requests;
}
