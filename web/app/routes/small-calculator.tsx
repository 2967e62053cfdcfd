import { useLocation } from 'react-router';
import { SmallCalculatorPage } from '~/features/calculators/components/small-calculator-page';
import { smallCalculatorOfPath } from '~/features/calculators/small-calculators';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('calculators-small');

export const meta = (page: PageLocation) =>
  pageMeta(page, `${smallCalculatorOfPath(page.location.pathname)}.meta`, 'calculators-small');

/**
 * /calculators/moon-sign, /calculators/nakshatra, /calculators/sade-sati, /calculators/manglik:
 * the small free calculators, one page layout for the four (issue 17, docs/decisions/028).
 */
export default function SmallCalculatorRoute() {
  const { pathname } = useLocation();
  return <SmallCalculatorPage calculator={smallCalculatorOfPath(pathname)} />;
}
