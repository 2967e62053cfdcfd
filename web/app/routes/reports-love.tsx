import { LovePage } from '~/features/reports/components/love-page';
import { reportMeta } from '~/features/reports/report-copy';
import { registerNamespace } from '~/lib/i18n';
import type { PageLocation } from '~/lib/page-meta';
import en from '~/locales/en/reports-love.json';
import hi from '~/locales/hi/reports-love.json';

registerNamespace('reports-love', en, hi);

export const meta = (page: PageLocation) => reportMeta(page, 'reports-love');

/** /reports/love (spec section 2, "Love Report landing page"). */
export default function LoveRoute() {
  return <LovePage />;
}
