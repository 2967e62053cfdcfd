import type { LegalPage } from '~/components/legal/legal-paths';

/**
 * The structure of the content pages (collaborations, about, support, contact): which cards,
 * awards, topics and rows there are, in order. The words for each id are in
 * locales/{en,hi}/content-<page>.json; business facts (phones, e-mail, hours, links, video ids)
 * come from contract/src/site.ts.
 */

/** The collaboration form's anchor: the hero's call to action and each card jump here. */
export const collaborationFormId = 'collaboration-form';

/**
 * The three collaboration formats of the specification, in its order. `slug` is the value of
 * the `?kind=` query that a card's button sets, and of the form's "kind" choice.
 */
export const collaborationFormats = [
  { id: 'podcast', slug: 'podcast' },
  { id: 'keynote', slug: 'keynote' },
  { id: 'instagramLive', slug: 'instagram-live' },
] as const;

export type CollaborationFormatId = (typeof collaborationFormats)[number]['id'];

/** The kind choices of the form: the three formats and "something else". */
export const collaborationKinds = [
  ...collaborationFormats,
  { id: 'other', slug: 'other' },
] as const;

/** The kind a `?kind=` query chooses, when it names one. */
export function collaborationKindFromSearch(search: string): string | undefined {
  const kind = new URLSearchParams(search).get('kind');
  return collaborationKinds.some((option) => option.slug === kind)
    ? (kind ?? undefined)
    : undefined;
}

/** The link of a card's button: the form, with that kind chosen. */
export function collaborationFormLink(slug: string): string {
  return `?kind=${encodeURIComponent(slug)}#${collaborationFormId}`;
}

/** The portfolio's "request" link (while there is no file): the form, filled with the request. */
export const portfolioRequestLink = `?request=portfolio#${collaborationFormId}`;
export function isPortfolioRequest(search: string): boolean {
  return new URLSearchParams(search).get('request') === 'portfolio';
}

/** The five awards on the collaborations page (names are in the locale files). */
export const awardIds = [
  'jyotishRatna',
  'jyotishBhushan',
  'excellence',
  'speaker',
  'educator',
] as const;

/** The about page's three videos: `site.videos.about[i]` with the title `videos.items.<key>`. */
export const aboutVideoKeys = ['one', 'two', 'three'] as const;

/** Support page: the topics (sections with their anchors), in order. */
export const supportTopics = ['orders', 'delivery', 'consultation', 'returns'] as const;
export const supportFormId = 'support-form';

export const orderStatusKeys = ['processing', 'shipped', 'delivered', 'return'] as const;

/** Delivery times by report (spec section 9, "Delivery and support"). */
export const deliveryRows = [
  { id: 'love', to: '/reports/love' },
  { id: 'sadeSati', to: '/reports/sade-sati' },
  { id: 'kundli', to: '/reports/premium-personalized-kundli' },
  { id: 'matching', to: '/reports/premium-couple-kundli' },
] as const;

export const consultationTermKeys = ['oneTime', 'support', 'refund', 'urgent'] as const;
export const returnStepKeys = ['one', 'two', 'three'] as const;

/** The support form's "what is it about" choices. */
export const supportRequestTopics = [
  'order',
  'delivery',
  'consultation',
  'return',
  'payment',
  'other',
] as const;

/** Contact page: the message form's anchor. */
export const contactFormId = 'contact-form';

/**
 * The legal pages (issue 33): each page's sections, in order, with their anchors; the words are
 * in content-legal-<page>.json under `sections.<id>` (`title`, and `body`: paragraphs, lists and
 * tables), merged into the `content-legal` namespace as `<page>.sections`. What they say follows the code: docs/decisions/038 (what is kept and until when),
 * 028 (calculators on the device), 035 (consultation changes and refunds).
 */
export const legalSections = {
  privacy: [
    'summary',
    'who',
    'collect',
    'device',
    'why',
    'sharing',
    'retention',
    'rights',
    'storage',
    'security',
    'children',
    'changes',
    'contact',
  ],
  terms: [
    'about',
    'guidance',
    'accounts',
    'prices',
    'reports',
    'beads',
    'consultations',
    'free',
    'use',
    'ip',
    'liability',
    'changes',
    'law',
  ],
  refunds: ['summary', 'consultations', 'beads', 'reports', 'how', 'contact'],
} as const satisfies Record<LegalPage, readonly string[]>;

/** When the legal pages last changed (the pages show it; change it with their words). */
export const legalLastUpdated = '2026-11-28';

/**
 * Figures the legal pages state that the contract keeps in modules with schemas (which a public
 * page must not import: decision 010); content-data.test.ts keeps them equal to the contract's
 * `consultationPolicy` and `accountLinkLifetimeMinutes`.
 */
export const legalFigures = {
  cutoffHours: 24,
  supportDays: 7,
  holdMinutes: 15,
  urgentFrom: 5,
  urgentTo: 7,
  resetMinutes: 30,
  emailLinkHours: 24,
} as const;
