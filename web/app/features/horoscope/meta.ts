import type { HoroscopeKind } from '@app/contract/horoscope';
import { findZodiacSign } from '@app/contract/zodiac';
import type { MetaDescriptor } from 'react-router';
import { i18n } from '~/lib/i18n';
import { pageLanguage } from '~/lib/language';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

/** Titles and descriptions of the horoscope pages, in the page's language, from "meta". */
export function horoscopeListMeta(page: PageLocation, kind: HoroscopeKind): MetaDescriptor[] {
  return pageMeta(page, `meta.list.${kind}`, 'horoscope');
}

/** As pageMeta, with the sign's name, dates, element and traits filled in. */
export function horoscopeSignMeta(
  page: PageLocation,
  kind: HoroscopeKind,
  signName: string | undefined,
): MetaDescriptor[] {
  const sign = findZodiacSign(signName);
  if (!sign) return horoscopeListMeta(page, kind);
  const language = pageLanguage(page.location.pathname);
  const t = i18n.getFixedT(language, 'horoscope');
  const values = {
    sign: sign.displayName[language],
    dates: sign.dateRange.text[language],
    element: t(`elements.${sign.element}`),
    traits: sign.traits[language]
      .slice(0, 3)
      .map((trait) => trait.toLocaleLowerCase(language))
      .join(', '),
  };
  return pageMeta(page, `meta.sign.${kind}`, 'horoscope', { values });
}
