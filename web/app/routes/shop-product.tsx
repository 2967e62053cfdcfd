import { findProduct } from '@app/contract/catalogue';
import { type MetaFunction, useParams } from 'react-router';
import { ProductPage } from '~/features/shop/components/product-page';
import { registerNamespace } from '~/lib/i18n';
import { pageMeta } from '~/lib/page-meta';
import en from '~/locales/en/shop.json';
import hi from '~/locales/hi/shop.json';

registerNamespace('shop', en, hi);

export const meta: MetaFunction = ({ params }) => {
  const product = findProduct(Number(params.id));
  if (!product) return pageMeta('meta.notFound', 'shop', { noindex: true });
  return pageMeta('meta.product', 'shop', {
    title: product.name.en,
    values: { description: product.description.en },
    openGraph: { type: 'product', image: `${product.image}-800.webp` },
  });
};

/** /shop/{id}: a product's page (prerendered for each product; "View Details" links here). */
export default function ShopProductRoute() {
  const { id } = useParams();
  return <ProductPage productId={id} />;
}
