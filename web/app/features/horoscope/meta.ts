import type { HoroscopeKind } from '@app/contract/horoscope';
import type { Language } from '@app/contract/site';
import { findZodiacSign, type ZodiacSign } from '@app/contract/zodiac';
import type { MetaDescriptor } from 'react-router';
import { fixedT } from '~/lib/i18n';
import { pageLanguage } from '~/lib/language';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import { breadcrumbs } from '~/lib/structured-data';
import { horoscopeListPath, horoscopeSignPath } from './paths';

/** Titles and descriptions of the horoscope pages, in the page's language, from "meta". */
export function horoscopeListMeta(page: PageLocation, kind: HoroscopeKind): MetaDescriptor[] {
  const language = pageLanguage(page.location.pathname);
  return pageMeta(page, `meta.list.${kind}`, 'horoscope', {
    structuredData: [breadcrumbs(horoscopeTrail(language, kind), language)],
  });
}

/** The trail the page's breadcrumb shows: Home / Horoscope / the kind (/ the sign). */
function horoscopeTrail(language: Language, kind: HoroscopeKind, sign?: ZodiacSign) {
  const t = fixedT(language, 'horoscope');
  return [
    { name: t('breadcrumb.home'), path: '/' },
    { name: t('breadcrumb.horoscope'), path: horoscopeListPath('weekly') },
    { name: t(`kinds.${kind}.name`), path: horoscopeListPath(kind) },
    ...(sign
      ? [{ name: sign.displayName[language], path: horoscopeSignPath(kind, sign.name) }]
      : []),
  ];
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
  const t = fixedT(language, 'horoscope');
  const values = {
    sign: sign.displayName[language],
    dates: sign.dateRange.text[language],
    element: t(`elements.${sign.element}`),
    traits: sign.traits[language]
      .slice(0, 3)
      .map((trait) => trait.toLocaleLowerCase(language))
      .join(', '),
  };
  return pageMeta(page, `meta.sign.${kind}`, 'horoscope', {
    values,
    structuredData: [breadcrumbs(horoscopeTrail(language, kind, sign), language)],
  });
}
