import { OrdersPage } from '~/features/admin/components/orders-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta('meta.orders', 'admin', { brandSuffix: false, noindex: true, language: 'current' });

export default function AdminOrdersRoute() {
  return <OrdersPage />;
}
