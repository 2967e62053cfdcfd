import { type AdminSummary, adminSummaryReplySchema } from '@app/contract/admin';
import { apiRequest } from '~/lib/api-client';
import { useAdminResource } from './use-admin-resource';

/** GET /admin/summary (admin): orders by status, appointments booked, revenue this month. */
async function fetchAdminSummary(signal: AbortSignal): Promise<AdminSummary> {
  const reply = await apiRequest<unknown>('admin/summary', { auth: true, signal });
  return adminSummaryReplySchema.parse(reply).summary;
}

export function useAdminSummary() {
  return useAdminResource(fetchAdminSummary, 'getOrders');
}
