import { findProduct } from '@app/contract/catalogue';
import { site } from '@app/contract/site';
import { type MetaFunction, useParams } from 'react-router';
import { ProductPage } from '~/features/shop/components/product-page';
import { registerShopCopy, shopCopyEn } from '~/features/shop/shop-copy';

registerShopCopy();

export const meta: MetaFunction = ({ params }) => {
  const brand = site.name.en;
  const product = findProduct(Number(params.id));
  if (!product) {
    return [
      { title: `${shopCopyEn.meta.notFound.title} | ${brand}` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const description = shopCopyEn.meta.product.description
    .replace('{{description}}', product.description.en)
    .replace('{{brand}}', brand);
  return [
    { title: `${product.name.en} | ${brand}` },
    { name: 'description', content: description },
    { property: 'og:title', content: `${product.name.en} | ${brand}` },
    { property: 'og:type', content: 'product' },
    { property: 'og:image', content: `${product.image}-800.webp` },
  ];
};

/** /shop/{id}: a product's page (prerendered for each product; "View Details" links here). */
export default function ShopProductRoute() {
  const { id } = useParams();
  return <ProductPage productId={id} />;
}
