import { allOrdersReplySchema, type Order } from '@app/contract/orders';
import { apiRequest } from '~/lib/api-client';
import { useAdminResource } from './use-admin-resource';

/** GET /order/getAll (admin): every order, newest first. */
export async function fetchAllOrders(signal: AbortSignal): Promise<Order[]> {
  const reply = await apiRequest<unknown>('order/getAll', { auth: true, signal });
  return allOrdersReplySchema.parse(reply).orders;
}

export function useAllOrders() {
  return useAdminResource(fetchAllOrders, 'getOrders');
}
