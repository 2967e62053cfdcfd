import { useParams } from 'react-router';
import { CustomerPage } from '~/features/admin/components/customer-page';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.customer', 'admin', { brandSuffix: false, noindex: true });

/** /admin/customers/:id: one customer, their orders, consultations, saved people and consents. */
export default function AdminCustomerRoute() {
  const { id = '' } = useParams();
  return <CustomerPage key={id} id={id} />;
}
