import { site } from '@app/contract/site';
import { RequireAuth } from '~/features/auth/route-guards';
import { MyOrdersPage } from '~/features/orders/components/my-orders-page';
import { registerShopCopy, shopCopyEn } from '~/features/shop/shop-copy';

registerShopCopy();

export function meta() {
  return [
    { title: `${shopCopyEn.meta.myOrders.title} | ${site.name.en}` },
    { name: 'description', content: shopCopyEn.meta.myOrders.description },
    { name: 'robots', content: 'noindex' },
  ];
}

/** /my-orders: the signed-in user's orders (specification section 2). */
export default function MyOrdersRoute() {
  return (
    <RequireAuth>
      <MyOrdersPage />
    </RequireAuth>
  );
}
