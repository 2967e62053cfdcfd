import type { MetaFunction } from 'react-router';
import { DashboardPage } from '~/features/admin/components/dashboard-page';
import { i18n } from '~/lib/i18n';

export const meta: MetaFunction = () => [{ title: i18n.t('admin:meta.dashboard') }];

export default function AdminDashboardRoute() {
  return <DashboardPage />;
}
