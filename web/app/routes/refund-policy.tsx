import { LegalPage } from '~/features/content/components/legal-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import en from '~/locales/en/content-legal.json';
import hi from '~/locales/hi/content-legal.json';

registerNamespace('content-legal', en, hi);

export function meta(page: PageLocation) {
  return pageMeta(page, 'refunds.meta', 'content-legal');
}

/** Refund and cancellation policy: consultations, rudraksha and reports, and how refunds are paid. */
export default function RefundPolicyRoute() {
  return <LegalPage page="refunds" />;
}
