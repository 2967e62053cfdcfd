import type { ContactMessageStatus } from '@app/contract/contact';
import {
  type InboxCounts,
  type InboxMessage,
  inboxCountsReplySchema,
  inboxListReplySchema,
} from '@app/contract/inbox';
import { apiRequest } from '~/lib/api-client';
import { useApiResource } from '~/lib/use-api-resource';
import type { ListPage } from '~/lib/use-paged-list';
import { useAdminList } from './use-admin-data';

type InboxPage = ListPage<InboxMessage> & { counts: InboxCounts };

/** GET /admin/messages (admin): a page of messages, newest first, in a state and matching `q`. */
async function fetchInboxPage(
  filter: { status: ContactMessageStatus | undefined; q: string },
  cursor: string | null,
  signal: AbortSignal,
): Promise<InboxPage> {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.q.trim() !== '') query.set('q', filter.q.trim());
  if (cursor) query.set('cursor', cursor);
  const search = query.size > 0 ? `?${query}` : '';
  const { messages, nextCursor, counts } = await apiRequest(
    `admin/messages${search}`,
    inboxListReplySchema,
    { auth: true, signal },
  );
  return { items: messages, nextCursor, counts };
}

/**
 * The inbox's messages in one state (all when undefined) found by `q`, a page at a time, with
 * the count of each state as the first page had them.
 */
export function useInbox(status: ContactMessageStatus | undefined, q: string) {
  const list = useAdminList(
    `inbox:${status ?? 'all'}:${q}`,
    (cursor, signal) => fetchInboxPage({ status, q }, cursor, signal),
    'getMessages',
  );
  // The first page's extra field stays in the list's data as later pages are added.
  const counts =
    list.state.kind === 'ready' ? ((list.state.data as Partial<InboxPage>).counts ?? null) : null;
  return { ...list, counts };
}

/**
 * GET /admin/messages/counts (admin): how many messages are new, answered and closed, for the
 * sidebar, loaded again when `key` changes (the page). A failure only leaves the number out.
 */
export function useInboxCounts(key: string) {
  return useApiResource(`inbox-counts:${key}`, async (signal) => {
    const reply = await apiRequest('admin/messages/counts', inboxCountsReplySchema, {
      auth: true,
      signal,
    });
    return reply.counts;
  });
}
