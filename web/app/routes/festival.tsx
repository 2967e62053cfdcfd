import { zoneOffsetsBetween } from '@app/astro/birth-moment';
import { monthCalendar } from '@app/astro/calendar-month';
import { festivalsOfYear } from '@app/astro/festivals';
import { languageOfPath } from '@app/contract/web-routes';
import {
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  useLoaderData,
  useParams,
} from 'react-router';
import { newDelhi } from '~/components/birth-details/place-names';
import { type CalendarEngine, festivalPageData } from '~/features/calendar/calendar-data';
import { calendarYearOf, isFestivalPageId } from '~/features/calendar/calendar-paths';
import { FestivalPage } from '~/features/calendar/components/festival-page';
import { type FestivalRouteData, festivalMeta } from '~/features/calendar/festival-meta';
import { loadFestivalTexts } from '~/features/calendar/festival-texts';
import { isPrerenderedCalendarPath } from '~/features/calendar/festival-view';
import { buildYear } from '~/lib/build-date';
import { registerNamespace } from '~/lib/i18n';
import type { PageLocation } from '~/lib/page-meta';
import NotFoundRoute from './not-found';

registerNamespace('calendar');

export const meta = (
  page: PageLocation & {
    params: { year?: string; id?: string };
    data?: FestivalRouteData | null;
  },
) => festivalMeta(page);

/**
 * Runs only when the site is built (ssr: false), for the prerendered years: the festival's dates
 * at New Delhi with the same festival in the years before and after, computed with the engine
 * imported here (so the engine stays out of the page's scripts), and our texts about it in the
 * page's language.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const year = calendarYearOf(params.year);
  if (year === null || !isFestivalPageId(params.id)) return null;
  const engine: CalendarEngine = { festivalsOfYear, monthCalendar, zoneOffsetsBetween };
  const language = languageOfPath(new URL(request.url).pathname);
  return {
    page: festivalPageData(engine, newDelhi, year, params.id, { withOtherYears: true }),
    texts: await loadFestivalTexts(language, params.id),
  } satisfies FestivalRouteData;
}

/**
 * In the browser: a prerendered page's data comes from the build; for any other year the dates
 * are computed on the device, and only the texts are loaded here.
 */
export async function clientLoader({
  params,
  request,
  serverLoader,
}: ClientLoaderFunctionArgs): Promise<FestivalRouteData | null> {
  const { pathname } = new URL(request.url);
  if (isPrerenderedCalendarPath(pathname, buildYear)) return serverLoader<typeof loader>();
  if (calendarYearOf(params.year) === null || !isFestivalPageId(params.id)) return null;
  return { page: null, texts: await loadFestivalTexts(languageOfPath(pathname), params.id) };
}

/** /festivals/{yyyy}/{id}: a festival or monthly vrat in a year, for a city (issue 32). */
export default function FestivalRoute() {
  const params = useParams();
  const year = calendarYearOf(params.year);
  const data = useLoaderData<typeof clientLoader>();
  if (year === null || !isFestivalPageId(params.id) || !data) return <NotFoundRoute />;
  const fits = data.page?.year === year && data.page.id === params.id;
  return (
    <FestivalPage
      key={`${year} ${params.id}`}
      year={year}
      id={params.id}
      loaded={fits ? data.page : null}
      texts={data.texts}
    />
  );
}
