import { hindiPathPrefix, isClientOnlyPath } from '@app/contract/web-routes';
import {
  index,
  layout,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes';
import {
  smallCalculatorIds,
  smallCalculatorPath,
  smallCalculators,
} from './features/calculators/small-calculators';

/**
 * The route table, mirroring section 2 of the specification. Public pages sit in the site
 * layout (header, footer, contact popup); admin pages in the admin layout (neither).
 * Every public page has a Hindi twin under /hi (docs/decisions/026), made from the English table
 * by `hindiTwins`. Which of them are prerendered is listed in prerendered-paths.ts.
 */
const sitePages: RouteConfigEntry[] = [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  // Getting back in (issue 33): the reset link's request, and the pages the account's mails link
  // to (contract/src/account.ts accountLinkPaths), prerendered as shells without the token.
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('confirm-email', 'routes/confirm-email.tsx'),
  // Shop: the gemstone grid, product pages, My Orders and the payment confirmation.
  route('gemstone', 'routes/gemstone.tsx'),
  route('shop/:id', 'routes/shop-product.tsx'),
  route('my-orders', 'routes/my-orders.tsx'),
  // My account (issue 33): profile, saved people, purchases, security and the person's data.
  route('account', 'routes/account.tsx'),
  route('payment-success', 'routes/payment-success.tsx'),

  // Consultation: the call consultation page and the appointment booking form with payment.
  route('call-consultation', 'routes/call-consultation.tsx'),
  route('appointment', 'routes/appointment.tsx'),
  // One booking, opened from its mails' link (id and key in the query): see, move, cancel.
  route('appointment/manage', 'routes/appointment-manage.tsx'),

  // Horoscopes: grids and sign pages; the aliases redirect (see features/horoscope/paths.ts).
  route('horoscope/daily-horoscope', 'routes/horoscope-list.tsx', { id: 'horoscope-daily' }),
  route('horoscope/daily-horoscope/:sign', 'routes/horoscope-sign.tsx', {
    id: 'horoscope-daily-sign',
  }),
  route('horoscope/weekly-horoscope', 'routes/horoscope-list.tsx', { id: 'horoscope-weekly' }),
  route('horoscope/weekly-horoscope/:sign', 'routes/horoscope-sign.tsx', {
    id: 'horoscope-weekly-sign',
  }),
  route('horoscope/weekly-love-horoscope', 'routes/horoscope-list.tsx', {
    id: 'horoscope-weekly-love',
  }),
  route('horoscope/weekly-love-horoscope/:sign', 'routes/horoscope-sign.tsx', {
    id: 'horoscope-weekly-love-sign',
  }),
  route('horoscope/yearly-horoscope', 'routes/horoscope-list.tsx', { id: 'horoscope-yearly' }),
  route('horoscope/yearly-horoscope/:sign', 'routes/horoscope-sign.tsx', {
    id: 'horoscope-yearly-sign',
  }),
  route('weekly', 'routes/horoscope-redirect.tsx', { id: 'horoscope-alias-weekly' }),
  route('weekly-love-horoscope', 'routes/horoscope-redirect.tsx', {
    id: 'horoscope-alias-weekly-love',
  }),
  route('weekly-love-horoscope/:sign', 'routes/horoscope-redirect.tsx', {
    id: 'horoscope-alias-weekly-love-sign',
  }),
  route('yearly', 'routes/horoscope-redirect.tsx', { id: 'horoscope-alias-yearly' }),

  // Content pages: collaborations, about, support and contact (features/content).
  route('collaborations', 'routes/collaborations.tsx'),
  route('about', 'routes/about.tsx'),
  route('support', 'routes/support.tsx'),
  route('contact', 'routes/contact.tsx'),
  // The legal pages (issue 33): privacy, terms, refunds and cancellations (features/content).
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('refund-policy', 'routes/refund-policy.tsx'),

  // Reports: the four landing pages (spec section 2) and each one's order form (issue 18).
  route('reports/sade-sati', 'routes/reports-sade-sati.tsx'),
  route('reports/love', 'routes/reports-love.tsx'),
  route('reports/premium-personalized-kundli', 'routes/reports-premium-kundli.tsx'),
  route('reports/premium-couple-kundli', 'routes/reports-couple-kundli.tsx'),
  route('reports/:report/order', 'routes/report-order.tsx'),

  // Free calculators (features/calculators): computed in the browser, docs/decisions/028.
  route('kundli', 'routes/kundli.tsx'),
  route('kundli-matching', 'routes/kundli-matching.tsx'),
  route('panchang', 'routes/panchang.tsx'),
  // The Hindu calendar and festivals (issue 32, docs/decisions/037): computed for New Delhi when
  // built (two years prerendered), for another city or year in the browser.
  route('panchang/calendar', 'routes/calendar-month.tsx', { id: 'calendar-current-month' }),
  route('panchang/calendar/:year/:month', 'routes/calendar-month.tsx', { id: 'calendar-month' }),
  route('festivals/:year', 'routes/festivals-year.tsx'),
  route('festivals/:year/:id', 'routes/festival.tsx'),
  ...smallCalculatorIds.map((id) =>
    route(smallCalculatorPath(id).slice(1), 'routes/small-calculator.tsx', {
      id: `calculator-${smallCalculators[id].slug}`,
    }),
  ),

  // Unknown paths: the not-found page (prerendered at /404 and /hi/404).
  route('*', 'routes/not-found.tsx'),
];

/**
 * The Hindi twin of each public page: the same route module under /hi, with an id of its own.
 * Pages drawn only in the browser (My Orders, the payment confirmation) have no twin; they take
 * the visitor's language.
 */
function hindiTwins(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries
    .filter((entry) => entry.path === undefined || !isClientOnlyPath(`/${entry.path}`))
    .map((entry) => ({
      ...entry,
      id: `${entry.id ?? entry.file.replace(/\.tsx$/, '')}-hi`,
      children: entry.children && hindiTwins(entry.children),
    }));
}

export default [
  // Files for search engines, written at build time (docs/decisions/027).
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),

  layout('routes/site-layout.tsx', sitePages),
  route(hindiPathPrefix.slice(1), 'routes/site-layout.tsx', { id: 'routes/site-layout-hi' }, [
    ...hindiTwins(sitePages),
  ]),

  // Admin: its own layout (sidebar, no site header or footer), every page behind RequireAdmin,
  // and its own not-found page for other addresses under /admin.
  route('admin', 'routes/admin-layout.tsx', [
    index('routes/admin-index.tsx'),
    route('dashboard', 'routes/admin-dashboard.tsx'),
    route('orders', 'routes/admin-orders.tsx'),
    route('appointment', 'routes/admin-appointments.tsx'),
    route('appointment/:id', 'routes/admin-appointment.tsx'),
    route('availability', 'routes/admin-availability.tsx'),
    route('customers', 'routes/admin-customers.tsx'),
    route('customers/:id', 'routes/admin-customer.tsx'),
    // The inbox and the accountant's files (issue 34, docs/decisions/043).
    route('inbox', 'routes/admin-inbox.tsx'),
    route('inbox/:id', 'routes/admin-inbox-message.tsx'),
    route('exports', 'routes/admin-exports.tsx'),
    route('invoices', 'routes/admin-invoices.tsx'),
    // The catalogue: products, stock and prices (issue 34, docs/decisions/042).
    route('catalogue', 'routes/admin-catalogue.tsx'),
    route('catalogue/:id', 'routes/admin-catalogue-product.tsx'),
    route('*', 'routes/admin-not-found.tsx'),
  ]),
] satisfies RouteConfig;
