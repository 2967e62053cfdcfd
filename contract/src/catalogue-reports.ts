/**
 * The personalised reports as business data (specification sections 1, 2 and 9): their pages,
 * the prices the pages state, and the delivery terms the pages promise. Web pages read them from
 * here and format prices with `formatPaise` (money.ts); copy never repeats a number that lives here.
 *
 * Money is integer paise (house rule 3).
 */

/** The four report landing pages (spec section 2, route table). */
export const reportPaths = {
  sadeSati: '/reports/sade-sati',
  love: '/reports/love',
  premiumKundli: '/reports/premium-personalized-kundli',
  /** The kundali matching landing page ("premium couple kundli" in the navigation). */
  coupleKundli: '/reports/premium-couple-kundli',
} as const;
export type ReportPage = keyof typeof reportPaths;

/**
 * Each report page's order form (issue 18): `/reports/{report}/order`, where `{report}` is the
 * last part of the landing page's address. Every order and buy button of a page opens it (the
 * specification sent them to the gemstone page, which sold no report).
 */
export const reportOrderPaths = Object.fromEntries(
  Object.entries(reportPaths).map(([page, path]) => [page, `${path}/order`]),
) as { [Page in ReportPage]: `${(typeof reportPaths)[Page]}/order` };

/** The report page an order form's `{report}` names, or undefined for any other value. */
export function reportPageOfOrderSlug(slug: string | undefined): ReportPage | undefined {
  return (Object.keys(reportPaths) as ReportPage[]).find(
    (page) => reportPaths[page] === `/reports/${slug}`,
  );
}

/**
 * What each report costs, in paise: the one place the pages and the server read report prices
 * from. Spec section 9 states two (Premium Janam Kundli 499, the premium personalised matching
 * kundali 511); it gives none for Sade Sati and Love, so these are ours (docs/decisions/029):
 * below the Kundli, the Plus edition of Sade Sati above the Basic.
 */
export const reportPricesPaise = {
  /** Sade Sati report, Basic edition, on /reports/sade-sati. */
  sadeSatiBasic: 299_00,
  /** Sade Sati report, Plus edition (adds the dhaiya and a year-by-year reading). */
  sadeSatiPlus: 449_00,
  /** Love Report, on /reports/love. */
  love: 399_00,
  /** Premium Janam Kundli, on /reports/premium-personalized-kundli. */
  premiumKundli: 499_00,
  /** Premium personalised matching kundali, on /reports/premium-couple-kundli. */
  matchingKundli: 511_00,
} as const;

/** The four kinds of report the engine can write; Sade Sati comes in two editions. */
export const reportKinds = ['sadeSati', 'love', 'kundli', 'matching'] as const;
export type ReportKind = (typeof reportKinds)[number];

/**
 * The reports as products that can be bought (capturePayment with `purpose: "report"`). `slug` is
 * what a request names; `id` is the product id an order's line carries (gemstones are 1 and 2);
 * `people` is how many births the report is made from (matching: the boy's, then the girl's).
 */
export const reportProducts = [
  {
    id: 101,
    slug: 'sade-sati-basic',
    kind: 'sadeSati',
    edition: 'basic',
    people: 1,
    pricePaise: reportPricesPaise.sadeSatiBasic,
    page: reportPaths.sadeSati,
    name: { en: 'Sade Sati Report (Basic)', hi: 'साढ़े साती रिपोर्ट (बेसिक)' },
  },
  {
    id: 102,
    slug: 'sade-sati-plus',
    kind: 'sadeSati',
    edition: 'plus',
    people: 1,
    pricePaise: reportPricesPaise.sadeSatiPlus,
    page: reportPaths.sadeSati,
    name: { en: 'Sade Sati Report (Plus)', hi: 'साढ़े साती रिपोर्ट (प्लस)' },
  },
  {
    id: 103,
    slug: 'love',
    kind: 'love',
    edition: null,
    people: 1,
    pricePaise: reportPricesPaise.love,
    page: reportPaths.love,
    name: { en: 'Love Report', hi: 'प्रेम रिपोर्ट' },
  },
  {
    id: 104,
    slug: 'premium-kundli',
    kind: 'kundli',
    edition: null,
    people: 1,
    pricePaise: reportPricesPaise.premiumKundli,
    page: reportPaths.premiumKundli,
    name: { en: 'Premium Janam Kundli', hi: 'प्रीमियम जन्म कुंडली' },
  },
  {
    id: 105,
    slug: 'kundali-matching',
    kind: 'matching',
    edition: null,
    people: 2,
    pricePaise: reportPricesPaise.matchingKundli,
    page: reportPaths.coupleKundli,
    name: { en: 'Premium Kundali Matching', hi: 'प्रीमियम कुंडली मिलान' },
  },
] as const satisfies readonly {
  id: number;
  slug: string;
  kind: ReportKind;
  edition: 'basic' | 'plus' | null;
  people: 1 | 2;
  pricePaise: number;
  page: string;
  name: { en: string; hi: string };
}[];

export type ReportProduct = (typeof reportProducts)[number];
export type ReportProductSlug = ReportProduct['slug'];
export const reportProductSlugs = reportProducts.map((product) => product.slug) as [
  ReportProductSlug,
  ...ReportProductSlug[],
];

export function findReportProduct(slug: string): ReportProduct | undefined {
  return reportProducts.find((product) => product.slug === slug);
}

/** The products a report page sells (Sade Sati: Basic and Plus; the others: one). */
export function reportProductsOfPage(page: ReportPage): ReportProduct[] {
  return reportProducts.filter((product) => product.page === reportPaths[page]);
}

/**
 * What the report pages may promise, true to what the software delivers (issue 18; the
 * specification's "3 working days", "50+ pages" and "3 Indian languages" described a manual
 * service we do not run). Checked against generated PDFs (docs/decisions/029).
 */
export const reportDelivery = {
  /**
   * A paid report is made and e-mailed within this many minutes: the generator makes it within
   * seconds of the payment, and a failed try is retried after 30 s, 2 and 10 minutes.
   */
  emailedWithinMinutes: 15,
  /** A report is written in English or in Hindi, as the buyer chooses. */
  languages: 2,
  /** The Premium Kundli and the Love Report read the dasha periods of this many years ahead. */
  kundliPredictionYears: 10,
  /** Questions about a report are answered for this many days after it is delivered. */
  questionsAnsweredForDays: 30,
  /**
   * Each report runs to at least this many A4 pages (they grow with the chart: more Sade Sati
   * periods, longer dasha tables); measured on PDFs made in both languages.
   */
  minPages: {
    'sade-sati-basic': 10,
    'sade-sati-plus': 13,
    love: 8,
    'premium-kundli': 14,
    'kundali-matching': 8,
  } satisfies Record<ReportProductSlug, number>,
} as const;

/** Spec section 2 and 9: the three Sade Sati phases of about 2.5 years, about 7.5 in all. */
export const sadeSatiPhaseYears = 2.5;
export const sadeSatiTotalYears = 7.5;
