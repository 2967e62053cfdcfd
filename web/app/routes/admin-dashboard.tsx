import { DashboardPage } from '~/features/admin/components/dashboard-page';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.dashboard', 'admin', { brandSuffix: false, noindex: true });

export default function AdminDashboardRoute() {
  return <DashboardPage />;
}
