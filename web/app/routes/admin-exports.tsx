import { ExportsPage } from '~/features/admin/components/exports-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('admin-exports');

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.exports', 'admin-exports', { brandSuffix: false, noindex: true });

/** /admin/exports: the accountant's CSV files of orders, bookings and refunds (issue 34). */
export default function AdminExportsRoute() {
  return <ExportsPage invoicesPath="/admin/invoices" />;
}
