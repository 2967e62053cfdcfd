import { istOffsetMs } from '@app/contract/india-time';

declare const __BUILD_DATE__: string | undefined;

/**
 * The day the site was built, on India's clocks (`YYYY-MM-DD`). The prerendered calendar and
 * festival pages are of its month and year and the next year, and the menu names that year
 * ("Festivals 2026"). vite.config.ts writes the value into the pages and their scripts
 * (`define`), so the prerendered HTML and the page hydrating say the same whatever the visitor's
 * clock says; where nothing defines it (the route table and prerender list at build time, unit
 * tests) it is today in India, the same day.
 */
const buildDate: string =
  typeof __BUILD_DATE__ === 'string'
    ? __BUILD_DATE__
    : new Date(Date.now() + istOffsetMs).toISOString().slice(0, 10);

export const buildYear = Number(buildDate.slice(0, 4));
export const buildMonth = Number(buildDate.slice(5, 7));
