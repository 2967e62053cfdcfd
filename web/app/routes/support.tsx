import { ContactForm } from '~/features/contact/components/contact-form';
import { SupportPage } from '~/features/content/components/support-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import en from '~/locales/en/content-support.json';
import hi from '~/locales/hi/content-support.json';

registerNamespace('content-support', en, hi);

export function meta(page: PageLocation) {
  return pageMeta(page, 'meta', 'content-support');
}

/** Support: help for customers and the support request form. */
export default function SupportRoute() {
  return <SupportPage ContactForm={ContactForm} />;
}
