import { OrdersPage } from '~/features/admin/components/orders-page';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.orders', 'admin', { brandSuffix: false, noindex: true });

export default function AdminOrdersRoute() {
  return <OrdersPage />;
}
