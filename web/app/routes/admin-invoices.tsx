import { InvoicesPage } from '~/features/admin/components/invoices-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('invoices');

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.invoices', 'invoices', { brandSuffix: false, noindex: true });

/** /admin/invoices: the documents of a range and the monthly GST summary (issue 34). */
export default function AdminInvoicesRoute() {
  return <InvoicesPage />;
}
