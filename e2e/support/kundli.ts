import type { Locator, Page } from '@playwright/test';
import { nakshatraName, signName } from '../../astro/src/names.ts';
import enKundli from '../../web/app/locales/en/calculators-kundli.json' with { type: 'json' };
import hiKundli from '../../web/app/locales/hi/calculators-kundli.json' with { type: 'json' };
import { fill, form, type Reference } from './birth-form';
import { expect, type Language } from './fixtures';

/**
 * The free kundli (/kundli, /hi/kundli) as kundli.spec.ts and offline.spec.ts use it: the form
 * sent once the birth is entered (support/birth-form.ts), and the chart's key facts checked
 * against a reference chart.
 */

/** Presses the form's button and returns the kundli drawn. */
export async function makeKundli(page: Page, language: Language) {
  const submit = (language === 'hi' ? hiKundli : enKundli).form.submit;
  await form(page).getByRole('button', { name: submit }).click();
  const result = page.getByTestId('kundli-result');
  await expect(result).toBeVisible();
  return result;
}

/** The Moon sign, birth star with its pada, and ascendant, in plain words, as in `reference`. */
export async function expectKeyFacts(result: Locator, reference: Reference, language: Language) {
  const words = language === 'hi' ? hiKundli : enKundli;
  const fact = (key: string) => result.locator(`[data-fact="${key}"] dd`);
  await expect(fact('moonSign')).toHaveText(signName(reference.moonSign)[language]);
  await expect(fact('nakshatra')).toHaveText(
    fill(words.result.facts.pada, {
      nakshatra: nakshatraName(reference.nakshatra)[language],
      pada: reference.pada,
    }),
  );
  await expect(fact('ascendant')).toHaveText(signName(reference.ascendantSign)[language]);
}
