import { GemstonePage } from '~/features/shop/components/gemstone-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import en from '~/locales/en/shop.json';
import hi from '~/locales/hi/shop.json';

registerNamespace('shop', en, hi);

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.gemstone', 'shop', { openGraph: { type: 'website' } });

/** /gemstone: the rudraksha shop (prerendered). */
export default function GemstoneRoute() {
  return <GemstonePage />;
}
