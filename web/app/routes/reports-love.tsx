import { LovePage } from '~/features/reports/components/love-page';
import { reportMeta } from '~/features/reports/report-copy';
import { registerNamespace } from '~/lib/i18n';
import type { PageLocation } from '~/lib/page-meta';

registerNamespace('reports-love');

export const meta = (page: PageLocation) => reportMeta(page, 'reports-love');

/** /reports/love (spec section 2, "Love Report landing page"). */
export default function LoveRoute() {
  return <LovePage />;
}
