import {
  type FailedMail,
  failedMailReplySchema,
  type PaymentNeedingAttention,
  paymentsNeedingAttentionReplySchema,
  retryMailReplySchema,
} from '@app/contract/admin';
import { apiRequest } from '~/lib/api-client';
import { useAdminResource } from './use-admin-data';

/** What needs the owner: payments that could not become orders, and e-mails not delivered. */
type NeedsAttention = { payments: PaymentNeedingAttention[]; mails: FailedMail[] };

/** GET /admin/payments/attention and GET /admin/mail/failed (admin), together. */
async function fetchNeedsAttention(signal: AbortSignal): Promise<NeedsAttention> {
  const [payments, mails] = await Promise.all([
    apiRequest('admin/payments/attention', paymentsNeedingAttentionReplySchema, {
      auth: true,
      signal,
    }),
    apiRequest('admin/mail/failed', failedMailReplySchema, { auth: true, signal }),
  ]);
  return {
    payments: payments.payments,
    mails: mails.mails,
  };
}

export function useNeedsAttention() {
  return useAdminResource('needs-attention', fetchNeedsAttention, 'getOrders');
}

/** POST /admin/mail/{id}/retry (admin): the mail goes back in the queue for a new round. */
export async function retryFailedMail(id: string) {
  return apiRequest(`admin/mail/${encodeURIComponent(id)}/retry`, retryMailReplySchema, {
    method: 'POST',
    body: {},
    auth: true,
  });
}
