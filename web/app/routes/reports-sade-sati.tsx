import { SadeSatiPage } from '~/features/reports/components/sade-sati-page';
import { reportMeta } from '~/features/reports/report-copy';
import { registerNamespace } from '~/lib/i18n';
import type { PageLocation } from '~/lib/page-meta';
import en from '~/locales/en/reports-sade-sati.json';
import hi from '~/locales/hi/reports-sade-sati.json';

registerNamespace('reports-sade-sati', en, hi);

export const meta = (page: PageLocation) => reportMeta(page, 'reports-sade-sati');

/** /reports/sade-sati (spec section 2, "Sade Sati landing page"). */
export default function SadeSatiRoute() {
  return <SadeSatiPage />;
}
