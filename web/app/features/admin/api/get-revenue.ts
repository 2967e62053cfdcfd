import { type RevenueReply, revenueReplySchema } from '@app/contract/exports';
import { apiRequest } from '~/lib/api-client';
import { useAdminResource } from './use-admin-data';

/** GET /admin/revenue?days= (admin): sales, refunds and net per IST day and line. */
async function fetchRevenue(days: number, signal: AbortSignal): Promise<RevenueReply['revenue']> {
  const reply = await apiRequest(`admin/revenue?days=${days}`, revenueReplySchema, {
    auth: true,
    signal,
  });
  return reply.revenue;
}

export function useRevenue(days: number) {
  return useAdminResource(`revenue:${days}`, (signal) => fetchRevenue(days, signal), 'getRevenue');
}
