import { CataloguePage } from '~/features/admin/components/catalogue-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('admin-catalogue');

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.catalogue', 'admin-catalogue', { brandSuffix: false, noindex: true });

/** /admin/catalogue: products, stock and the prices of reports and consultations (issue 34). */
export default function AdminCatalogueRoute() {
  return <CataloguePage />;
}
