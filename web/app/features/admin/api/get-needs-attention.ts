import {
  type FailedMail,
  failedMailReplySchema,
  type PaymentNeedingAttention,
  paymentsNeedingAttentionReplySchema,
  type ReportNeedingAttention,
  reportsNeedingAttentionReplySchema,
  retryMailReplySchema,
} from '@app/contract/admin';
import { apiRequest } from '~/lib/api-client';
import { useAdminResource } from './use-admin-data';

/**
 * What needs the owner: payments that could not become orders, e-mails not delivered, and paid
 * reports that could not be made after the last try.
 */
type NeedsAttention = {
  payments: PaymentNeedingAttention[];
  mails: FailedMail[];
  reports: ReportNeedingAttention[];
};

/** GET /admin/payments/attention, /admin/mail/failed and /admin/reports/attention, together. */
async function fetchNeedsAttention(signal: AbortSignal): Promise<NeedsAttention> {
  const [payments, mails, reports] = await Promise.all([
    apiRequest('admin/payments/attention', paymentsNeedingAttentionReplySchema, {
      auth: true,
      signal,
    }),
    apiRequest('admin/mail/failed', failedMailReplySchema, { auth: true, signal }),
    apiRequest('admin/reports/attention', reportsNeedingAttentionReplySchema, {
      auth: true,
      signal,
    }),
  ]);
  return {
    payments: payments.payments,
    mails: mails.mails,
    reports: reports.reports,
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
