import { LegalPage } from '~/features/content/components/legal-page';
import { registerNamespace, registerNamespacePart } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

// The words the legal pages share, and this page's sections only (decision 046).
registerNamespace('content-legal');
registerNamespacePart('content-legal-privacy');

export function meta(page: PageLocation) {
  return pageMeta(page, 'privacy.meta', 'content-legal');
}

/** Privacy policy: what we keep, why, for how long, who processes it, and the person's rights (DPDP Act 2023). */
export default function PrivacyRoute() {
  return <LegalPage page="privacy" />;
}
