import { reportPaths } from '@app/contract/catalogue-reports';
import { englishPathOf } from '@app/contract/web-routes';

/**
 * The four small calculators (issue 17): one question each, answered from one birth by the
 * engine in the browser, on one route module (routes/small-calculator.tsx) and one page layout
 * (components/small-calculator-page.tsx). Each names the paid report that goes further.
 * `slug` is the page's address under /calculators; the words are in `calculators-small` under
 * the calculator's id.
 */
export const smallCalculators = {
  moonSign: { slug: 'moon-sign', report: reportPaths.premiumKundli },
  nakshatra: { slug: 'nakshatra', report: reportPaths.premiumKundli },
  sadeSati: { slug: 'sade-sati', report: reportPaths.sadeSati },
  manglik: { slug: 'manglik', report: reportPaths.coupleKundli },
} as const;
export type SmallCalculatorId = keyof typeof smallCalculators;

export const smallCalculatorIds = Object.keys(smallCalculators) as SmallCalculatorId[];

/** `/calculators/moon-sign` */
export const smallCalculatorPath = (id: SmallCalculatorId) =>
  `/calculators/${smallCalculators[id].slug}`;

/** The calculator of an address (English or Hindi); the Moon sign's for any other. */
export function smallCalculatorOfPath(pathname: string): SmallCalculatorId {
  const english = englishPathOf(pathname).replace(/\/+$/, '');
  return smallCalculatorIds.find((id) => smallCalculatorPath(id) === english) ?? 'moonSign';
}
