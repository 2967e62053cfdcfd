import { LegalPage } from '~/features/content/components/legal-page';
import { registerNamespacePart } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import en from '~/locales/en/content-legal.json';
import enPage from '~/locales/en/content-legal-privacy.json';
import hi from '~/locales/hi/content-legal.json';
import hiPage from '~/locales/hi/content-legal-privacy.json';

// The words the legal pages share, and this page's sections only (decision 046).
registerNamespacePart('content-legal', 'shared', en, hi);
registerNamespacePart('content-legal', 'privacy', { privacy: enPage }, { privacy: hiPage });

export function meta(page: PageLocation) {
  return pageMeta(page, 'privacy.meta', 'content-legal');
}

/** Privacy policy: what we keep, why, for how long, who processes it, and the person's rights (DPDP Act 2023). */
export default function PrivacyRoute() {
  return <LegalPage page="privacy" />;
}
