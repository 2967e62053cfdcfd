import { reportActionReplySchema } from '@app/contract/admin';
import { apiRequest } from '~/lib/api-client';

/**
 * POST /admin/reports/{orderId}/regenerate or /resend (admin): a new round of tries whose PDF
 * replaces the kept one and is e-mailed, or the kept PDF e-mailed again. Both idempotent; the
 * reply's message (in the page's language) says what happened.
 */
export function reportAction(orderId: string, action: 'regenerate' | 'resend') {
  return apiRequest(
    `admin/reports/${encodeURIComponent(orderId)}/${action}`,
    reportActionReplySchema,
    { method: 'POST', body: {}, auth: true },
  );
}
