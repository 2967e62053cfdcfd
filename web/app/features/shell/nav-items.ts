import { legalPages, legalPaths } from '~/components/legal/legal-paths';
import { buildYear } from '~/lib/build-date';
import type { TranslationKey } from '~/lib/i18n';

/**
 * The site navigation (specification section 2, "Shell"), shared by the desktop header, the
 * mobile side menu and the footer. Labels are keys of the `common` namespace.
 */
export type NavItem = {
  to: string;
  labelKey: TranslationKey;
  /** Values of the label's placeholders ("Festivals {{year}}"). */
  values?: Record<string, string | number>;
  isNew?: boolean;
};

/** The Hindu calendar (this month) and the festivals of the build's year (issue 32). */
const hinduCalendar: NavItem = { to: '/panchang/calendar', labelKey: 'nav.hinduCalendar' };
const festivalsOfTheYear: NavItem = {
  to: `/festivals/${buildYear}`,
  labelKey: 'nav.festivals',
  values: { year: buildYear },
};
export type NavGroup = { id: string; labelKey: TranslationKey; items: NavItem[] };

export const navGroups: NavGroup[] = [
  {
    id: 'reports',
    labelKey: 'nav.reports',
    items: [
      { to: '/reports/sade-sati', labelKey: 'nav.sadeSati', isNew: true },
      { to: '/reports/love', labelKey: 'nav.loveReport', isNew: true },
      { to: '/reports/premium-personalized-kundli', labelKey: 'nav.premiumKundli' },
      { to: '/reports/premium-couple-kundli', labelKey: 'nav.coupleKundli' },
    ],
  },
  {
    id: 'horoscope',
    labelKey: 'nav.horoscope',
    items: [
      { to: '/horoscope/daily-horoscope', labelKey: 'nav.dailyHoroscope', isNew: true },
      { to: '/horoscope/weekly-horoscope', labelKey: 'nav.weeklyHoroscope', isNew: true },
      { to: '/horoscope/weekly-love-horoscope', labelKey: 'nav.weeklyLoveHoroscope' },
      { to: '/horoscope/yearly-horoscope', labelKey: 'nav.yearlyHoroscope' },
    ],
  },
  {
    // The free calculators (issue 17): each calculator page adds its item here.
    id: 'calculators',
    labelKey: 'nav.calculators',
    items: [
      { to: '/kundli', labelKey: 'nav.freeKundli', isNew: true },
      { to: '/kundli-matching', labelKey: 'nav.kundliMatching', isNew: true },
      { to: '/calculators/moon-sign', labelKey: 'nav.moonSign' },
      { to: '/calculators/nakshatra', labelKey: 'nav.nakshatra' },
      { to: '/calculators/sade-sati', labelKey: 'nav.sadeSatiCalculator' },
      { to: '/calculators/manglik', labelKey: 'nav.manglik' },
      { to: '/panchang', labelKey: 'nav.panchang', isNew: true },
      { ...hinduCalendar, isNew: true },
      { ...festivalsOfTheYear, isNew: true },
    ],
  },
];

export const navLinks: NavItem[] = [
  { to: '/call-consultation', labelKey: 'nav.callConsultation' },
  { to: '/gemstone', labelKey: 'nav.gemstone' },
  { to: '/collaborations', labelKey: 'nav.collaborations' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/support', labelKey: 'nav.support' },
];

export const accountLinks = {
  login: { to: '/login', labelKey: 'nav.login' },
  myAccount: { to: '/account', labelKey: 'nav.myAccount' },
  myOrders: { to: '/my-orders', labelKey: 'nav.myOrders' },
  adminDashboard: { to: '/admin/dashboard', labelKey: 'nav.adminDashboard' },
} satisfies Record<string, NavItem>;
export type AccountLinks = typeof accountLinks;

export const footerQuickLinks: NavItem[] = [
  { to: '/kundli', labelKey: 'nav.freeKundli' },
  hinduCalendar,
  festivalsOfTheYear,
  { to: '/reports/sade-sati', labelKey: 'nav.sadeSati' },
  { to: '/reports/love', labelKey: 'nav.loveReport' },
  { to: '/call-consultation', labelKey: 'nav.callConsultation' },
  { to: '/gemstone', labelKey: 'nav.gemstone' },
  { to: '/contact', labelKey: 'nav.contact' },
  { to: '/support', labelKey: 'nav.support' },
];

/** The legal pages, in a row of their own beside the copyright (issue 33). */
export const footerLegalLinks: NavItem[] = legalPages.map((page) => ({
  to: legalPaths[page],
  labelKey: `legal.links.${page}`,
}));
