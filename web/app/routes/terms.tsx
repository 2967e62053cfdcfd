import { LegalPage } from '~/features/content/components/legal-page';
import { registerNamespacePart } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import en from '~/locales/en/content-legal.json';
import enPage from '~/locales/en/content-legal-terms.json';
import hi from '~/locales/hi/content-legal.json';
import hiPage from '~/locales/hi/content-legal-terms.json';

// The words the legal pages share, and this page's sections only (decision 046).
registerNamespacePart('content-legal', 'shared', en, hi);
registerNamespacePart('content-legal', 'terms', { terms: enPage }, { terms: hiPage });

export function meta(page: PageLocation) {
  return pageMeta(page, 'terms.meta', 'content-legal');
}

/** Terms of use: the site, accounts, prices and payment, reports, rudraksha, consultations, fair use and the law. */
export default function TermsRoute() {
  return <LegalPage page="terms" />;
}
