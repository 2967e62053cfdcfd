import type { Language } from '@app/contract/site';
import type { MetaDescriptor } from 'react-router';
import { newDelhi, placeName } from '~/components/birth-details/place-names';
import { fixedT } from '~/lib/i18n';
import { pageLanguage } from '~/lib/language';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import { breadcrumbs, dayEvent } from '~/lib/structured-data';
import type { FestivalPageData } from './calendar-data';
import {
  calendarYearOf,
  festivalPath,
  festivalsYearPath,
  isFestivalPageId,
} from './calendar-paths';
import { isMonthlyFestival } from './festival-groups';
import { type FestivalTexts, festivalDescription } from './festival-texts';
import { entriesWithTraditionBadge } from './festival-view';

/**
 * The <head> of the festival pages (the route modules register the `calendar` and `festivals`
 * strings): titles and descriptions in the page's language, the breadcrumb trail and, for a
 * festival's page built with its dates, one schema.org Event per date at the page's city. An
 * address out of range is the not-found page, for no search engine.
 */

type YearPage = PageLocation & { params: { year?: string } };
/** The festival route's data: the page's dates (none until computed on the device) and texts. */
export type FestivalRouteData = { page: FestivalPageData | null; texts: FestivalTexts };

type FestivalPage = PageLocation & {
  params: { year?: string; id?: string };
  data?: FestivalRouteData | null | undefined;
};

const notFound = (page: PageLocation) =>
  pageMeta(page, 'meta.notFound', 'common', { noindex: true });

/** Home / Panchang / Festivals {year} (/ the festival), as the pages' breadcrumb shows it. */
function trail(language: Language, year: number, festival?: { name: string; path: string }) {
  const t = fixedT(language, 'calendar');
  return [
    { name: t('breadcrumb.home'), path: '/' },
    { name: t('breadcrumb.panchang'), path: '/panchang' },
    { name: t('breadcrumb.festivals', { year }), path: festivalsYearPath(year) },
    ...(festival ? [festival] : []),
  ];
}

/** `/festivals/{yyyy}`: the year's festivals and vrats. */
export function festivalsYearMeta(page: YearPage): MetaDescriptor[] {
  const year = calendarYearOf(page.params.year);
  if (year === null) return notFound(page);
  const language = pageLanguage(page.location.pathname);
  return pageMeta(page, 'meta.year', 'calendar', {
    values: { year },
    structuredData: [breadcrumbs(trail(language, year), language)],
  });
}

/** `/festivals/{yyyy}/{id}`: a festival's (or a monthly vrat's) date(s) in a year. */
export function festivalMeta(page: FestivalPage): MetaDescriptor[] {
  const year = calendarYearOf(page.params.year);
  const { id } = page.params;
  if (year === null || !isFestivalPageId(id)) return notFound(page);
  const language = pageLanguage(page.location.pathname);
  const t = fixedT(language, 'calendar');
  const name = t(`names.${id}`);
  const path = festivalPath(year, id);
  const texts = page.data?.texts;
  const routeData = page.data?.page;
  const data = routeData?.year === year && routeData.id === id ? routeData : null;
  // The description and summary are ours (festivals.json, with the page's data); without them
  // (a check of every page's head), a description made of the names.
  const description = texts
    ? festivalDescription(texts, year)
    : t(isMonthlyFestival(id) ? 'meta.monthly.description' : 'meta.festival.description', {
        name,
        year,
      });
  const dates = data?.dates ?? [];
  const place = data?.place ?? newDelhi;
  const badged = entriesWithTraditionBadge(dates);
  const events = dates.map((festival) =>
    dayEvent({
      name: `${festival.name[language]} ${year}${
        festival.tradition && badged.has(festival)
          ? ` (${t(`traditions.${festival.tradition}`)})`
          : ''
      }`,
      date: festival.date,
      description: texts?.summary ?? description,
      path: isMonthlyFestival(id) ? `${path}#${festival.date}` : path,
      language,
      place: { name: placeName(place, language), region: place.region, country: place.country },
    }),
  );
  return pageMeta(page, 'meta.festival', 'calendar', {
    title: t(isMonthlyFestival(id) ? 'meta.monthly.title' : 'meta.festival.title', {
      name,
      year,
    }),
    description,
    structuredData: [breadcrumbs(trail(language, year, { name, path }), language), ...events],
  });
}
