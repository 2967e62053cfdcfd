import { computePanchang } from '@app/astro/panchang';
import { useLoaderData } from 'react-router';
import { PanchangPage } from '~/features/calculators/components/panchang-page';
import {
  dateInZone,
  defaultPanchangPlace,
  type PanchangOfDay,
} from '~/features/calculators/panchang';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('calculators-panchang');

export const meta = (page: PageLocation) => pageMeta(page, 'meta', 'calculators-panchang');

/**
 * Runs only when the site is built (ssr: false, the page is prerendered): the panchang of the
 * build's day at New Delhi, computed with the engine on the build machine and written into the
 * page, so it reads complete before any script. The engine stays out of the page's scripts.
 */
export function loader(): PanchangOfDay {
  const place = defaultPanchangPlace;
  const date = dateInZone(new Date(), place.zone);
  return {
    place,
    day: computePanchang({ date, lat: place.lat, lon: place.lon, zone: place.zone }),
  };
}

/** The build's panchang stays: another day or place is computed in the browser (?date= too). */
export const shouldRevalidate = () => false;

/** /panchang: the day's panchang for a place (issue 17, docs/decisions/028). */
export default function PanchangRoute() {
  return <PanchangPage prerendered={useLoaderData<typeof loader>()} />;
}
