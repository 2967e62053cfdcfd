import { LegalPage } from '~/features/content/components/legal-page';
import { registerNamespacePart } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import en from '~/locales/en/content-legal.json';
import enPage from '~/locales/en/content-legal-refunds.json';
import hi from '~/locales/hi/content-legal.json';
import hiPage from '~/locales/hi/content-legal-refunds.json';

// The words the legal pages share, and this page's sections only (decision 046).
registerNamespacePart('content-legal', 'shared', en, hi);
registerNamespacePart('content-legal', 'refunds', { refunds: enPage }, { refunds: hiPage });

export function meta(page: PageLocation) {
  return pageMeta(page, 'refunds.meta', 'content-legal');
}

/** Refund and cancellation policy: consultations, rudraksha and reports, and how refunds are paid. */
export default function RefundPolicyRoute() {
  return <LegalPage page="refunds" />;
}
