import { type AdminSummary, adminSummaryReplySchema } from '@app/contract/admin';
import { apiRequest } from '~/lib/api-client';
import { useAdminResource } from './use-admin-data';

/** GET /admin/summary (admin): orders by status, appointments booked, revenue this month. */
async function fetchAdminSummary(signal: AbortSignal): Promise<AdminSummary> {
  const reply = await apiRequest('admin/summary', adminSummaryReplySchema, { auth: true, signal });
  return reply.summary;
}

export function useAdminSummary() {
  return useAdminResource('admin-summary', fetchAdminSummary, 'getOrders');
}
