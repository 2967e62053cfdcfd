import { useParams } from 'react-router';
import { ProductEditPage } from '~/features/admin/components/product-edit-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('admin-catalogue');

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.product', 'admin-catalogue', { brandSuffix: false, noindex: true });

/** /admin/catalogue/{id}: one product's names, texts, price, stock, tax and picture. */
export default function AdminCatalogueProductRoute() {
  const { id } = useParams();
  return <ProductEditPage productId={id} />;
}
