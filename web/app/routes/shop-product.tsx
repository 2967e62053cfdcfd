import { findProduct } from '@app/contract/catalogue';
import { useParams } from 'react-router';
import { ProductPage } from '~/features/shop/components/product-page';
import { registerNamespace } from '~/lib/i18n';
import { pageLanguage } from '~/lib/language';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import { product as productData } from '~/lib/structured-data';

registerNamespace('shop');

export const meta = (page: PageLocation & { params: { id?: string } }) => {
  const product = findProduct(Number(page.params.id));
  if (!product) return pageMeta(page, 'meta.notFound', 'shop', { noindex: true });
  const language = pageLanguage(page.location.pathname);
  return pageMeta(page, 'meta.product', 'shop', {
    title: product.name[language],
    values: { description: product.description[language] },
    openGraphType: 'product',
    structuredData: [productData(product, language)],
  });
};

/** /shop/{id}: a product's page (prerendered for each product; "View Details" links here). */
export default function ShopProductRoute() {
  const { id } = useParams();
  return <ProductPage productId={id} />;
}
