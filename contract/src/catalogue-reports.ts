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

/** Spec section 2: every order and buy button on the report pages goes to the gemstone page. */
export const reportOrderPath = '/gemstone';

/**
 * Spec section 9, "Prices": the two report prices the pages state. The Sade Sati and Love
 * reports have no price in the specification, so their pages show none.
 */
export const reportPricesPaise = {
  /** Premium Janam Kundli, on /reports/premium-personalized-kundli. */
  premiumKundli: 499_00,
  /** Premium personalised matching kundali, on /reports/premium-couple-kundli. */
  matchingKundli: 511_00,
} as const;

/** Spec section 9, "Delivery and support". */
export const reportDelivery = {
  /** Love Report and Sade Sati Basic/Plus are e-mailed within this many working days. */
  emailedWithinWorkingDays: 3,
  /** The Premium Kundli e-book: normally this many working days... */
  kundliWorkingDays: 5,
  /** ...but a note says delivery has been extended to this many days. */
  kundliExtendedDays: 10,
  /** The Premium Kundli is offered in this many Indian languages... */
  kundliLanguages: 3,
  /** ...with a prediction for this many years. */
  kundliPredictionYears: 10,
  /** Questions about a report are answered for this many days after it is delivered. */
  questionsAnsweredForDays: 30,
  /** Both Sade Sati editions run to this many pages or more. */
  sadeSatiMinPages: 50,
} as const;

/** Spec section 2 and 9: the three Sade Sati phases of about 2.5 years, about 7.5 in all. */
export const sadeSatiPhaseYears = 2.5;
export const sadeSatiTotalYears = 7.5;
