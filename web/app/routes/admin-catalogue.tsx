import { CataloguePage } from '~/features/admin/components/catalogue-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import en from '~/locales/en/admin-catalogue.json';
import hi from '~/locales/hi/admin-catalogue.json';

registerNamespace('admin-catalogue', en, hi);

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.catalogue', 'admin-catalogue', { brandSuffix: false, noindex: true });

/** /admin/catalogue: products, stock and the prices of reports and consultations (issue 34). */
export default function AdminCatalogueRoute() {
  return <CataloguePage />;
}
