import { DashboardPage } from '~/features/admin/components/dashboard-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

// The revenue panel's strings (issue 34).
registerNamespace('admin-exports');

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.dashboard', 'admin', { brandSuffix: false, noindex: true });

export default function AdminDashboardRoute() {
  return <DashboardPage />;
}
