import { LegalPage } from '~/features/content/components/legal-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import en from '~/locales/en/content-legal.json';
import hi from '~/locales/hi/content-legal.json';

registerNamespace('content-legal', en, hi);

export function meta(page: PageLocation) {
  return pageMeta(page, 'privacy.meta', 'content-legal');
}

/** Privacy policy: what we keep, why, for how long, who processes it, and the person's rights (DPDP Act 2023). */
export default function PrivacyRoute() {
  return <LegalPage page="privacy" />;
}
