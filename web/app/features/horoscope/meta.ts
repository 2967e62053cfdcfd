import type { HoroscopeKind } from '@app/contract/horoscope';
import { site } from '@app/contract/site';
import { findZodiacSign } from '@app/contract/zodiac';
import type { MetaDescriptor } from 'react-router';
import { i18n } from '~/lib/i18n';

/**
 * Titles and descriptions of the horoscope pages. Prerendered pages are English (docs/decisions
 * 004), so their meta tags are too; the copy lives in locales/en/horoscope.json.
 */
function tags(pageTitle: string, description: string): MetaDescriptor[] {
  const title = `${pageTitle} | ${site.name.en}`;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
}

export function horoscopeListMeta(kind: HoroscopeKind): MetaDescriptor[] {
  const t = i18n.getFixedT('en', 'horoscope');
  return tags(t(`meta.list.${kind}.title`), t(`meta.list.${kind}.description`));
}

export function horoscopeSignMeta(
  kind: HoroscopeKind,
  signName: string | undefined,
): MetaDescriptor[] {
  const sign = findZodiacSign(signName);
  if (!sign) return horoscopeListMeta(kind);
  const t = i18n.getFixedT('en', 'horoscope');
  const values = {
    sign: sign.displayName.en,
    dates: sign.dateRange.text.en,
    element: t(`elements.${sign.element}`).toLowerCase(),
    traits: sign.traits.en
      .slice(0, 3)
      .map((trait) => trait.toLowerCase())
      .join(', '),
  };
  return tags(t(`meta.sign.${kind}.title`, values), t(`meta.sign.${kind}.description`, values));
}
