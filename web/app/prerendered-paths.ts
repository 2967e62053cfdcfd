import { accountLinkPaths } from '@app/contract/account';
import { products } from '@app/contract/catalogue';
import { reportOrderPaths, reportPaths } from '@app/contract/catalogue-reports';
import { horoscopeKinds } from '@app/contract/horoscope';
import { localizedPath } from '@app/contract/web-routes';
import { zodiacSignNames } from '@app/contract/zodiac';
import { legalPaths } from './components/legal/legal-paths';
import { smallCalculatorIds, smallCalculatorPath } from './features/calculators/small-calculators';
import { prerenderedCalendarPaths } from './features/calendar/calendar-paths';
import {
  horoscopeListAliasPaths,
  horoscopeListPath,
  horoscopeSelectPath,
  horoscopeSignPath,
} from './features/horoscope/paths';
import { buildYear } from './lib/build-date';

/** The pages a mailed link opens with its token (reset password, confirm e-mail): not indexed. */
const accountLinkPagePaths: string[] = Object.values(accountLinkPaths);

/**
 * Every public page that is rendered to HTML at build time, in English, and again in Hindi under
 * /hi (docs/decisions/026). Pages that need a signed-in user (see contract/src/web-routes.ts) are
 * left to the browser. "/404" and "/hi/404" render the not-found page, which the server sends
 * with status 404 for unknown paths.
 */
const englishPaths: string[] = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  // The shells of the pages the account's mails link to: the token is read after hydration.
  ...accountLinkPagePaths,
  '/404',
  // Shop: the gemstone grid and one page per product.
  '/gemstone',
  ...products.map((product) => `/shop/${product.id}`),
  // Consultation
  '/call-consultation',
  '/appointment',
  // The shell of a booking's page: the booking is read after hydration (its id and key are in
  // the query), so the page is not for search engines.
  '/appointment/manage',
  ...horoscopePagePaths(),
  ...horoscopeAliasPaths(),
  // Content pages
  '/collaborations',
  '/about',
  '/support',
  '/contact',
  // The legal pages: privacy, terms, refunds and cancellations.
  ...Object.values(legalPaths),
  // Reports: the four report landing pages and their order forms (the form's shell: the buyer's
  // name, e-mail and a kept draft are filled in after hydration).
  ...Object.values(reportPaths),
  ...Object.values(reportOrderPaths),
  // Free calculators: the page and its form; results are computed in the browser.
  '/kundli',
  '/kundli-matching',
  '/panchang',
  ...smallCalculatorIds.map(smallCalculatorPath),
  // The Hindu calendar and festivals of the build's year and the next, for New Delhi.
  ...prerenderedCalendarPaths(buildYear),
];

export const prerenderedPaths: string[] = [
  ...englishPaths,
  ...englishPaths.map((path) => localizedPath(path, 'hi')),
];

/**
 * The English addresses of the pages for search engines (the sitemap, each with its Hindi twin):
 * every prerendered page but the not-found page and the horoscope aliases, which redirect.
 */
export const indexedEnglishPaths: string[] = englishPaths.filter(
  (path) =>
    path !== '/404' &&
    path !== '/appointment/manage' &&
    !accountLinkPagePaths.includes(path) &&
    !horoscopeAliasPaths().includes(path),
);

/** Files the build writes from the route table's resource routes (routes/sitemap-xml.ts, ...). */
export const prerenderedFiles: string[] = ['/sitemap.xml', '/robots.txt'];

/** The four horoscope grids and the 48 sign pages: see features/horoscope/paths.ts. */
function horoscopePagePaths(): string[] {
  return horoscopeKinds.flatMap((kind) => [
    horoscopeListPath(kind),
    ...zodiacSignNames.map((sign) => horoscopeSignPath(kind, sign)),
  ]);
}

/** The alias paths, prerendered as redirects (see features/horoscope/paths.ts). */
function horoscopeAliasPaths(): string[] {
  return [
    ...Object.values(horoscopeListAliasPaths),
    ...zodiacSignNames.map((sign) => horoscopeSelectPath('weekly-love', sign)),
  ];
}
