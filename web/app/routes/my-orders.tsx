import { RequireAuth } from '~/features/auth/components/route-guards';
import { MyOrdersPage } from '~/features/orders/components/my-orders-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('shop');

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.myOrders', 'shop', { noindex: true });

/** /my-orders: the signed-in user's orders (specification section 2). */
export default function MyOrdersRoute() {
  return (
    <RequireAuth>
      <MyOrdersPage />
    </RequireAuth>
  );
}
