import { products } from '@app/contract/catalogue';
import { GemstonePage } from '~/features/shop/components/gemstone-page';
import { registerNamespace } from '~/lib/i18n';
import { pageLanguage } from '~/lib/language';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import { product } from '~/lib/structured-data';

registerNamespace('shop');

/** The shop's title and description, and each rudraksha with its price as structured data. */
export const meta = (page: PageLocation) => {
  const language = pageLanguage(page.location.pathname);
  return pageMeta(page, 'meta.gemstone', 'shop', {
    structuredData: products.map((item) => product(item, language)),
  });
};

/** /gemstone: the rudraksha shop (prerendered). */
export default function GemstoneRoute() {
  return <GemstonePage />;
}
