import { MatchingPage } from '~/features/calculators/components/matching-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('calculators-matching');

export const meta = (page: PageLocation) => pageMeta(page, 'meta', 'calculators-matching');

/** /kundli-matching: ashtakoota matching of two births, computed in the browser (issue 17). */
export default function KundliMatchingRoute() {
  return <MatchingPage />;
}
