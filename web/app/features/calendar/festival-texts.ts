import type { Language } from '@app/contract/site';
import type { FestivalPageId } from '@app/contract/web-routes';

/**
 * Our texts about each festival (locales/{en,hi}/festivals.json: summary, description for search
 * engines, about, how it is kept, the rule explained). A page shows one festival in one language,
 * so they travel with the page's data rather than in its scripts: the route's loader puts the
 * festival's texts into the prerendered page, and a page computed in the browser loads its
 * language's file on demand.
 */
export type FestivalTexts = {
  summary: string;
  /** With `{{year}}` for the page's year. */
  metaDescription: string;
  about: string[];
  observance: string[];
  ruleExplained: string;
};

export async function loadFestivalTexts(
  language: Language,
  id: FestivalPageId,
): Promise<FestivalTexts> {
  const file =
    language === 'hi'
      ? await import('~/locales/hi/festivals.json')
      : await import('~/locales/en/festivals.json');
  return file.default.festival[id];
}

/** The description for search engines of the festival's page of a year. */
export function festivalDescription(texts: FestivalTexts, year: number): string {
  return texts.metaDescription.replaceAll('{{year}}', String(year));
}
