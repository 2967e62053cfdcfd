import { PremiumKundliPage } from '~/features/reports/components/premium-kundli-page';
import { reportMeta } from '~/features/reports/report-copy';
import { registerNamespace } from '~/lib/i18n';
import type { PageLocation } from '~/lib/page-meta';

registerNamespace('reports-kundli');

export const meta = (page: PageLocation) => reportMeta(page, 'reports-kundli');

/** /reports/premium-personalized-kundli (spec section 2, "Premium Janam Kundli landing page"). */
export default function PremiumKundliRoute() {
  return <PremiumKundliPage />;
}
