import { LegalPage } from '~/features/content/components/legal-page';
import { registerNamespace, registerNamespacePart } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

// The words the legal pages share, and this page's sections only (decision 046).
registerNamespace('content-legal');
registerNamespacePart('content-legal-refunds');

export function meta(page: PageLocation) {
  return pageMeta(page, 'refunds.meta', 'content-legal');
}

/** Refund and cancellation policy: consultations, rudraksha and reports, and how refunds are paid. */
export default function RefundPolicyRoute() {
  return <LegalPage page="refunds" />;
}
