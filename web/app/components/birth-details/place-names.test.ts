import { intlLocales } from '@app/contract/intl-formatters';
import { describe, expect, it } from 'vitest';
import { newDelhi, placeRegion } from './place-names';

describe('placeRegion', () => {
  it('names the state and the country in the page’s language, India as Intl names it', () => {
    for (const language of ['en', 'hi'] as const) {
      const india = new Intl.DisplayNames(intlLocales[language], { type: 'region' }).of('IN');
      expect(placeRegion(newDelhi, language)).toBe(
        `${language === 'hi' ? 'दिल्ली' : 'Delhi'}, ${india}`,
      );
    }
    expect(placeRegion({ region: 'England', country: 'GB' }, 'en')).toBe('England, United Kingdom');
  });
});
