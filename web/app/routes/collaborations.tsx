import { ContactForm } from '~/features/contact/components/contact-form';
import { CollaborationsPage } from '~/features/content/components/collaborations-page';
import { SocialLinks } from '~/features/shell/components/social-links';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('content-collaborations');

export function meta(page: PageLocation) {
  return pageMeta(page, 'meta', 'content-collaborations');
}

/** Collaborations (spec "Collaborate page"); the route lends the shell's social links and the contact form. */
export default function CollaborationsRoute() {
  return (
    <CollaborationsPage socialLinks={<SocialLinks tone="onLight" />} ContactForm={ContactForm} />
  );
}
