import { useParams } from 'react-router';
import { InboxMessagePage } from '~/features/admin/components/inbox-message-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('admin-inbox');

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.message', 'admin-inbox', { brandSuffix: false, noindex: true });

/** /admin/inbox/:id: one message, its answers, and an answer by e-mail (issue 34). */
export default function AdminInboxMessageRoute() {
  const { id = '' } = useParams();
  return <InboxMessagePage key={id} id={id} />;
}
