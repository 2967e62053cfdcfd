import type { Language } from './site.ts';

/**
 * Page paths the server must hand to the web app's client-side router because they are not
 * prerendered (signed-in and admin pages). They have no Hindi twin: they are drawn in the
 * browser, in the visitor's language, from the first paint (docs/decisions/026).
 */
export const clientOnlyPathPatterns: readonly RegExp[] = [
  /^\/my-orders\/?$/,
  // My account (issue 33): the profile, saved people, purchases and the person's data.
  /^\/account\/?$/,
  /^\/payment-success\/?$/,
  /^\/admin(\/(dashboard|orders|appointment|availability|customers))?\/?$/,
  // One booking's preparation page, one customer's page: an unknown id is the page's to tell
  // (the server's 404).
  /^\/admin\/(appointment|customers)\/[^/]+\/?$/,
  // The invoices and the monthly GST summary (issue 34, decision 041).
  /^\/admin\/invoices\/?$/,
  // The catalogue and one product's page (issue 34, decision 042): an unknown id is the page's
  // to tell.
  /^\/admin\/catalogue(\/[^/]+)?\/?$/,
  // The inbox, one message, and the accountant's files (issue 34, decision 043).
  /^\/admin\/(inbox|exports)\/?$/,
  /^\/admin\/inbox\/[^/]+\/?$/,
];

/**
 * Addresses under /admin that are no admin page: the client-side router draws the admin's own
 * not-found page inside the admin layout, and the server answers them with status 404.
 */
export const adminNotFoundPathPattern = /^\/admin\/.+/;

/**
 * Pages with a parameter whose known values are prerendered (each product, each sign), in both
 * languages. Any other value gets the SPA fallback with status 404, and the page itself says what
 * happens (a product that does not exist, an unknown sign sent to the list of signs). The
 * prerendered not-found page would not do: the browser would hydrate it as the product or sign
 * page its address matches.
 */
export const parameterPagePathPatterns: readonly RegExp[] = [
  /^(\/hi)?\/shop\/[^/]+\/?$/,
  /^(\/hi)?\/horoscope\/(daily-horoscope|weekly-horoscope|weekly-love-horoscope|yearly-horoscope)\/[^/]+\/?$/,
  /^(\/hi)?\/weekly-love-horoscope\/[^/]+\/?$/,
  /^(\/hi)?\/reports\/[^/]+\/order\/?$/,
  // A Hindu calendar month out of 1900-2100 or no month (`/panchang/calendar/2101/01`): the month
  // page's route draws the not-found page itself. Months in range: computedPagePathPatterns.
  /^(\/hi)?\/panchang\/calendar\/[^/.]+\/[^/.]+\/?$/,
  // The same for a year's festivals or a festival out of 1900-2100 or with an unknown id
  // (`/festivals/2101`, `/festivals/2026/unknown`); not the calendar feed (`/festivals/2026.ics`).
  /^(\/hi)?\/festivals\/[^/.]+(\/[^/.]+)?\/?$/,
];

/**
 * The festival pages' ids (`/festivals/{yyyy}/{id}`): the astrology engine's `festivalIds`
 * (astro/src/festivals.ts), in its order; a web test keeps the two lists equal. Written out here
 * because the server decides the status of these addresses and the web app's pages must know
 * the ids without loading the engine.
 */
export const festivalPageIds = [
  'makar-sankranti',
  'vasant-panchami',
  'maha-shivaratri',
  'holika-dahan',
  'holi',
  'chaitra-navratri',
  'ram-navami',
  'hanuman-jayanti',
  'akshaya-tritiya',
  'guru-purnima',
  'raksha-bandhan',
  'janmashtami',
  'ganesh-chaturthi',
  'sharad-navratri',
  'dussehra',
  'karva-chauth',
  'dhanteras',
  'diwali',
  'govardhan-puja',
  'bhai-dooj',
  'chhath',
  'ekadashi',
  'pradosh',
  'sankashti-chaturthi',
  'purnima',
  'amavasya',
] as const;
export type FestivalPageId = (typeof festivalPageIds)[number];

/** The years the calendar and festival pages cover (the engine computes 1900 to 2100). */
export const calendarYears = { first: 1900, last: 2100 } as const;

const calendarYear = '(?:19\\d\\d|20\\d\\d|2100)';

/**
 * Pages computed in the browser for any value of their parameters in range: a Hindu calendar
 * month (`/panchang/calendar/{yyyy}/{mm}`), a year's festivals (`/festivals/{yyyy}`) and one
 * festival in a year (`/festivals/{yyyy}/{id}`), 1900 to 2100. Two years of them are prerendered;
 * any other address in range gets the SPA fallback with status 200 (the page computes itself on
 * the visitor's device). An address out of range or with an unknown id matches none of these and
 * gets the not-found page with status 404.
 */
export const computedPagePathPatterns: readonly RegExp[] = [
  new RegExp(`^(?:/hi)?/panchang/calendar/${calendarYear}/(?:0[1-9]|1[0-2])/?$`),
  new RegExp(`^(?:/hi)?/festivals/${calendarYear}/?$`),
  new RegExp(`^(?:/hi)?/festivals/${calendarYear}/(?:${festivalPageIds.join('|')})/?$`),
];

/** Whether a path is a computed page's address with its parameters in range (see above). */
export function isComputedPagePath(pathname: string): boolean {
  return computedPagePathPatterns.some((pattern) => pattern.test(pathname));
}

/**
 * Every public page exists twice: in English at its own address and in Hindi under `/hi`
 * (`/gemstone` and `/hi/gemstone`; the home pages are `/` and `/hi`). The prefix alone says a
 * page's language; see docs/decisions/026.
 */
export const hindiPathPrefix = '/hi';

/** The name of the cookie that remembers a visitor's language for the server (`en` or `hi`). */
export const languageCookieName = 'language';

/** Whether a path (without query) is under the Hindi prefix: `/hi`, `/hi/`, `/hi/gemstone`. */
export function isHindiPath(pathname: string): boolean {
  return pathname === hindiPathPrefix || pathname.startsWith(`${hindiPathPrefix}/`);
}

/** The language a public page's address gives it. */
export function languageOfPath(pathname: string): Language {
  return isHindiPath(pathname) ? 'hi' : 'en';
}

/** Whether a path is a page drawn only in the browser (signed-in, admin), in either spelling. */
export function isClientOnlyPath(pathname: string): boolean {
  return (
    clientOnlyPathPatterns.some((pattern) => pattern.test(pathname)) ||
    adminNotFoundPathPattern.test(pathname)
  );
}

/** The English address of a page: `/hi/gemstone` -> `/gemstone`, `/hi` -> `/`. */
export function englishPathOf(pathname: string): string {
  if (!isHindiPath(pathname)) return pathname;
  return pathname.slice(hindiPathPrefix.length) || '/';
}

/**
 * The address of a page in a language. Takes a path with an optional query and fragment
 * (`/reports/love#faq`); anything that is not a site path (`https://…`, `mailto:`, `#form`), and
 * the pages drawn only in the browser, which have no twin, come back unchanged.
 */
export function localizedPath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  if (pathname.startsWith('/api/') || isClientOnlyPath(pathname)) return path;
  const english = englishPathOf(pathname);
  if (language === 'en') return english + rest;
  return (english === '/' ? hindiPathPrefix : `${hindiPathPrefix}${english}`) + rest;
}
