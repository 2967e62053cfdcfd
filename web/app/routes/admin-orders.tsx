import type { MetaFunction } from 'react-router';
import { OrdersPage } from '~/features/admin/components/orders-page';
import { i18n } from '~/lib/i18n';

export const meta: MetaFunction = () => [{ title: i18n.t('admin:meta.orders') }];

export default function AdminOrdersRoute() {
  return <OrdersPage />;
}
