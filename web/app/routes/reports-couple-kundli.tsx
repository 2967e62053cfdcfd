import { CoupleKundliPage } from '~/features/reports/components/couple-kundli-page';
import { reportMeta } from '~/features/reports/report-copy';
import { registerNamespace } from '~/lib/i18n';
import type { PageLocation } from '~/lib/page-meta';

registerNamespace('reports-matching');

export const meta = (page: PageLocation) => reportMeta(page, 'reports-matching');

/**
 * /reports/premium-couple-kundli: the kundali matching landing page (spec section 2; the
 * specification does not show its route, the navigation's "Premium couple kundli" leads here).
 */
export default function CoupleKundliRoute() {
  return <CoupleKundliPage />;
}
