import { KundliPage } from '~/features/calculators/components/kundli-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('calculators-kundli');

export const meta = (page: PageLocation) => pageMeta(page, 'meta', 'calculators-kundli');

/** /kundli: the free birth chart, computed in the browser (issue 17, docs/decisions/028). */
export default function KundliRoute() {
  return <KundliPage />;
}
