import { site } from '@app/contract/site';
import { GemstonePage } from '~/features/shop/components/gemstone-page';
import { registerShopCopy, shopCopyEn } from '~/features/shop/shop-copy';

registerShopCopy();

export function meta() {
  const brand = site.name.en;
  const { title, description } = shopCopyEn.meta.gemstone;
  return [
    { title: `${title} | ${brand}` },
    { name: 'description', content: description.replace('{{brand}}', brand) },
    { property: 'og:title', content: `${title} | ${brand}` },
    { property: 'og:type', content: 'website' },
  ];
}

/** /gemstone: the rudraksha shop (prerendered). */
export default function GemstoneRoute() {
  return <GemstonePage />;
}
