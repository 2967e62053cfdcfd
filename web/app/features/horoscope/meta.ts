import type { HoroscopeKind } from '@app/contract/horoscope';
import { findZodiacSign } from '@app/contract/zodiac';
import type { MetaDescriptor } from 'react-router';
import { i18n } from '~/lib/i18n';
import { pageMeta } from '~/lib/page-meta';

/**
 * Titles and descriptions of the horoscope pages, in English like every prerendered page
 * (docs/decisions/004), from locales/en/horoscope.json "meta".
 */
export function horoscopeListMeta(kind: HoroscopeKind): MetaDescriptor[] {
  return pageMeta(`meta.list.${kind}`, 'horoscope');
}

/** As pageMeta, with the sign's name, dates, element and traits filled in. */
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
    element: t(`elements.${sign.element}`),
    traits: sign.traits.en
      .slice(0, 3)
      .map((trait) => trait.toLowerCase())
      .join(', '),
  };
  return pageMeta(`meta.sign.${kind}`, 'horoscope', { values });
}
