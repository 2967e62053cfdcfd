import { DashboardPage } from '~/features/admin/components/dashboard-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = () =>
  pageMeta('meta.dashboard', 'admin', { brandSuffix: false, noindex: true, language: 'current' });

export default function AdminDashboardRoute() {
  return <DashboardPage />;
}
