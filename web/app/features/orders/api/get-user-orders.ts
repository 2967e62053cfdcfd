import { type Order, userOrdersReplySchema } from '@app/contract/orders';
import { apiRequest } from '~/lib/api-client';

/** GET /order/get/{userId}: the signed-in user's orders, newest first. */
export async function getUserOrders(userId: string, signal?: AbortSignal): Promise<Order[]> {
  const reply = await apiRequest<unknown>(`order/get/${encodeURIComponent(userId)}`, {
    auth: true,
    signal,
  });
  return userOrdersReplySchema.parse(reply).order;
}
