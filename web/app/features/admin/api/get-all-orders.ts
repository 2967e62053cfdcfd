import { allOrdersReplySchema, type Order, type OrderStatus } from '@app/contract/orders';
import { apiRequest } from '~/lib/api-client';
import type { ListPage } from '~/lib/use-paged-list';
import { useAdminList } from './use-admin-data';

/** What the admin narrows the order list to; the server filters (shared/API.md). */
export type OrderFilters = { status: OrderStatus | null; q: string };

/** GET /order/getAll (admin): a page of orders, newest first, in `filters`. */
async function fetchOrdersPage(
  filters: OrderFilters,
  cursor: string | null,
  signal: AbortSignal,
): Promise<ListPage<Order>> {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.q.trim() !== '') query.set('q', filters.q.trim());
  if (cursor) query.set('cursor', cursor);
  const search = query.size > 0 ? `?${query}` : '';
  const { orders, nextCursor } = await apiRequest(`order/getAll${search}`, allOrdersReplySchema, {
    auth: true,
    signal,
  });
  return { items: orders, nextCursor };
}

export function useAllOrders(filters: OrderFilters) {
  return useAdminList(
    JSON.stringify(filters),
    (cursor, signal) => fetchOrdersPage(filters, cursor, signal),
    'getOrders',
  );
}
