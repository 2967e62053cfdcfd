import { KundliPage } from '~/features/calculators/components/kundli-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import en from '~/locales/en/calculators-kundli.json';
import hi from '~/locales/hi/calculators-kundli.json';

registerNamespace('calculators-kundli', en, hi);

export const meta = (page: PageLocation) => pageMeta(page, 'meta', 'calculators-kundli');

/** /kundli: the free birth chart, computed in the browser (issue 17, docs/decisions/028). */
export default function KundliRoute() {
  return <KundliPage />;
}
