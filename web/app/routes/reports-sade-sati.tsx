import { SadeSatiPage } from '~/features/reports/components/sade-sati-page';
import { reportMeta } from '~/features/reports/report-copy';
import { registerNamespace } from '~/lib/i18n';
import type { PageLocation } from '~/lib/page-meta';

registerNamespace('reports-sade-sati');

export const meta = (page: PageLocation) => reportMeta(page, 'reports-sade-sati');

/** /reports/sade-sati (spec section 2, "Sade Sati landing page"). */
export default function SadeSatiRoute() {
  return <SadeSatiPage />;
}
