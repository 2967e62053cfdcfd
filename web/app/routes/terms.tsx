import { LegalPage } from '~/features/content/components/legal-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import en from '~/locales/en/content-legal.json';
import hi from '~/locales/hi/content-legal.json';

registerNamespace('content-legal', en, hi);

export function meta(page: PageLocation) {
  return pageMeta(page, 'terms.meta', 'content-legal');
}

/** Terms of use: the site, accounts, prices and payment, reports, rudraksha, consultations, fair use and the law. */
export default function TermsRoute() {
  return <LegalPage page="terms" />;
}
