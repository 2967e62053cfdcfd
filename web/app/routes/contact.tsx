import { ContactForm } from '~/features/contact/components/contact-form';
import { ContactPage } from '~/features/content/components/contact-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('content-contact');

export function meta(page: PageLocation) {
  return pageMeta(page, 'meta', 'content-contact');
}

/** Contact (spec "Contact page"; its route is not given, so /contact). */
export default function ContactRoute() {
  return <ContactPage ContactForm={ContactForm} />;
}
