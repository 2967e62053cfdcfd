import { CustomersPage } from '~/features/admin/components/customers-page';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.customers', 'admin', { brandSuffix: false, noindex: true });

/** /admin/customers: the accounts, searched by name, e-mail or phone (issue 33). */
export default function AdminCustomersRoute() {
  return <CustomersPage />;
}
