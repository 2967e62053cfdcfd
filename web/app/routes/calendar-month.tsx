import { zoneOffsetsBetween } from '@app/astro/birth-moment';
import { monthCalendar } from '@app/astro/calendar-month';
import { festivalsOfYear } from '@app/astro/festivals';
import { type ClientLoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { newDelhi } from '~/components/birth-details/place-names';
import { type MonthPageData, monthPageData } from '~/features/calendar/calendar-data';
import {
  type CalendarMonthAddress,
  isPrerenderedMonth,
  monthAddressOf,
} from '~/features/calendar/calendar-paths';
import { CalendarMonthPage } from '~/features/calendar/components/calendar-month-page';
import { calendarMonthMeta } from '~/features/calendar/month-meta';
import { buildMonth, buildYear } from '~/lib/build-date';
import { registerNamespace } from '~/lib/i18n';
import type { PageLocation } from '~/lib/page-meta';
import NotFoundRoute, { meta as notFoundMeta } from './not-found';

registerNamespace('calendar');

type MonthParams = { year?: string | undefined; month?: string | undefined };

/**
 * The month an address asks for: `/panchang/calendar/{yyyy}/{mm}` its own (null when out of
 * 1900-2100 or not a month), `/panchang/calendar` the month of the visit (`current`).
 */
function requestedMonth(params: MonthParams): CalendarMonthAddress | 'current' | null {
  return params.year === undefined && params.month === undefined
    ? 'current'
    : monthAddressOf(params);
}

/** The month whose values the page is built with: the build's month for `/panchang/calendar`. */
function builtMonth(params: MonthParams): CalendarMonthAddress | null {
  const requested = requestedMonth(params);
  return requested === 'current' ? { year: buildYear, month: buildMonth } : requested;
}

export const meta = (page: PageLocation & { params: MonthParams }) => {
  const requested = requestedMonth(page.params);
  return requested ? calendarMonthMeta(page, requested) : notFoundMeta(page);
};

/**
 * Runs only when the site is built (ssr: false): New Delhi's month, computed with the engine on
 * the build machine and written into the page (and its `.data` file), so the engine stays out
 * of the page's scripts. Months of the build's year and the next are prerendered.
 */
export function loader({ params }: { params: MonthParams }): MonthPageData | null {
  const address = builtMonth(params);
  return address
    ? monthPageData({ festivalsOfYear, monthCalendar, zoneOffsetsBetween }, newDelhi, address)
    : null;
}

/**
 * In the browser, moving to another month: a prerendered month's values come from its `.data`
 * file; any other month (the page shell answers its address) is computed on the device.
 */
export async function clientLoader({
  params,
  serverLoader,
}: ClientLoaderFunctionArgs): Promise<MonthPageData | null> {
  const address = builtMonth(params);
  return address && isPrerenderedMonth(address, buildYear)
    ? await serverLoader<MonthPageData | null>()
    : null;
}

/** /panchang/calendar and /panchang/calendar/{yyyy}/{mm}, with their Hindi twins. */
export default function CalendarMonthRoute() {
  const requested = requestedMonth(useParams());
  const loaded = useLoaderData<typeof clientLoader>();
  if (!requested) return <NotFoundRoute />;
  return <CalendarMonthPage requested={requested} loaded={loaded} />;
}
