import { InboxPage } from '~/features/admin/components/inbox-page';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';

registerNamespace('admin-inbox');

export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta.inbox', 'admin-inbox', { brandSuffix: false, noindex: true });

/** /admin/inbox: the messages of the site's forms, by state and searched (issue 34). */
export default function AdminInboxRoute() {
  return <InboxPage />;
}
