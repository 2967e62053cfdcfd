/**
 * The business's own details, in one place. Every page, e-mail and the server read them from
 * here; no page hard-codes a phone number, an address or a link. Owners change them here.
 */
export const site = {
  /** Brand name. The specification calls the business "the product". */
  name: { en: 'Shubh Jyotish', hi: 'शुभ ज्योतिष' },
  /**
   * The site's public address: canonical links, language alternates, the sitemap and sharing
   * cards name pages under it. The server's SITE_URL, when set, takes its place.
   */
  url: 'https://shubhjyotish.in',
  /** Shown as the merchant name in the checkout. */
  checkoutName: 'Shubh Jyotish',
  email: 'care@shubhjyotish.in',
  phones: ['+91 98100 21411', '+91 98100 21422', '+91 11 4105 2233'],
  social: {
    youtube: 'https://www.youtube.com/@shubhjyotish',
    instagram: 'https://www.instagram.com/shubhjyotish',
    facebook: 'https://www.facebook.com/shubhjyotish',
    x: 'https://x.com/shubhjyotish',
  },
  /** YouTube video ids, loaded only when a visitor clicks play (click-to-load facades). */
  videos: {
    consultation: 'M7lc1UVf-VE',
    kundaliMatching: 'aqz-KE-bpKQ',
    premiumKundli: 'ScMzIvxBSi4',
    about: ['M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4'],
  },
  youtubeSubscribers: 280_000,
  /** The collaborations page's "Download Portfolio" link; empty until the owners provide a file. */
  portfolioUrl: '',
  businessHours: [
    { days: 'monFri', open: '09:00', close: '18:00' },
    { days: 'sat', open: '09:00', close: '13:00' },
    { days: 'sun', open: null, close: null },
  ],
} as const;

export type Language = 'en' | 'hi';
export const languages: readonly Language[] = ['en', 'hi'];
export const defaultLanguage: Language = 'en';
