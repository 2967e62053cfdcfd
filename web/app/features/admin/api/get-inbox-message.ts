import type { ContactMessageStatus } from '@app/contract/contact';
import {
  type InboxMessageReply,
  type InboxReplyBody,
  inboxMessageReplySchema,
} from '@app/contract/inbox';
import { ApiError, apiRequest } from '~/lib/api-client';
import { useApiResource } from '~/lib/use-api-resource';
import { useAdminFailures } from './use-admin-data';

/** GET /admin/messages/{id} (admin): one message with its answers. */
async function fetchInboxMessage(id: string, signal: AbortSignal): Promise<InboxMessageReply> {
  return apiRequest(`admin/messages/${encodeURIComponent(id)}`, inboxMessageReplySchema, {
    auth: true,
    signal,
  });
}

/** Whether a failure is the server saying there is no message with that id (404). */
function isNoSuchMessage(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'refused' && error.status === 404;
}

/**
 * One message, loaded the app's one way; no such message is the page's own to say. `update`
 * puts in what an answer or a change of state sent back.
 */
export function useInboxMessage(id: string) {
  const failures = useAdminFailures('getMessages');
  const resource = useApiResource(
    `inbox-message:${id}`,
    (signal) => fetchInboxMessage(id, signal),
    (error) => {
      if (!isNoSuchMessage(error)) failures.report(error);
    },
  );
  const { state } = resource;
  return {
    ...resource,
    notFound: state.kind === 'failed' && isNoSuchMessage(state.error),
    failedMessage: state.kind === 'failed' ? failures.messageOf(state.error) : null,
  };
}

/**
 * POST /admin/messages/{id}/reply (admin): e-mails the answer and keeps it. The same
 * `idempotencyKey` again sends nothing new (a double click, a retry after a lost reply).
 */
export async function sendInboxAnswer(id: string, body: InboxReplyBody) {
  return apiRequest(`admin/messages/${encodeURIComponent(id)}/reply`, inboxMessageReplySchema, {
    method: 'POST',
    body,
    auth: true,
  });
}

/** PUT /admin/messages/{id}/status (admin): new, answered or closed. */
export async function setInboxStatus(id: string, status: ContactMessageStatus) {
  return apiRequest(`admin/messages/${encodeURIComponent(id)}/status`, inboxMessageReplySchema, {
    method: 'PUT',
    body: { status },
    auth: true,
  });
}
