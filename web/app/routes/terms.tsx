import { LegalPage } from '~/features/content/components/legal-page';
import { registerNamespace, registerNamespacePart } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

// The words the legal pages share, and this page's sections only (decision 046).
registerNamespace('content-legal');
registerNamespacePart('content-legal-terms');

export function meta(page: PageLocation) {
  return pageMeta(page, 'terms.meta', 'content-legal');
}

/** Terms of use: the site, accounts, prices and payment, reports, rudraksha, consultations, fair use and the law. */
export default function TermsRoute() {
  return <LegalPage page="terms" />;
}
