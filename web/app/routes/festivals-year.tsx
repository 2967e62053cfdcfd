import { zoneOffsetsBetween } from '@app/astro/birth-moment';
import { monthCalendar } from '@app/astro/calendar-month';
import { festivalsOfYear } from '@app/astro/festivals';
import {
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  useLoaderData,
  useParams,
} from 'react-router';
import { newDelhi } from '~/components/birth-details/place-names';
import { type CalendarEngine, yearPageData } from '~/features/calendar/calendar-data';
import { calendarYearOf } from '~/features/calendar/calendar-paths';
import { FestivalsYearPage } from '~/features/calendar/components/festivals-year-page';
import { festivalsYearMeta } from '~/features/calendar/festival-meta';
import { isPrerenderedCalendarPath } from '~/features/calendar/festival-view';
import { buildYear } from '~/lib/build-date';
import { registerNamespace } from '~/lib/i18n';
import type { PageLocation } from '~/lib/page-meta';
import NotFoundRoute from './not-found';

registerNamespace('calendar');

export const meta = (page: PageLocation & { params: { year?: string } }) => festivalsYearMeta(page);

/**
 * Runs only when the site is built (ssr: false), for the prerendered years (the build's and the
 * next): the year's festivals at New Delhi, computed with the engine imported here, so the
 * engine stays out of the page's scripts.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const year = calendarYearOf(params.year);
  if (year === null) return null;
  const engine: CalendarEngine = { festivalsOfYear, monthCalendar, zoneOffsetsBetween };
  return yearPageData(engine, newDelhi, year);
}

/**
 * In the browser: a prerendered year's data comes from the build; any other year has none and
 * is computed on the device (the server answers its address with the SPA fallback).
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  return isPrerenderedCalendarPath(new URL(request.url).pathname, buildYear)
    ? await serverLoader<typeof loader>()
    : null;
}

/** /festivals/{yyyy}: the year's festivals and vrats for a city (issue 32). */
export default function FestivalsYearRoute() {
  const year = calendarYearOf(useParams().year);
  const loaded = useLoaderData<typeof clientLoader>();
  if (year === null) return <NotFoundRoute />;
  return (
    <FestivalsYearPage key={year} year={year} loaded={loaded?.year === year ? loaded : null} />
  );
}
