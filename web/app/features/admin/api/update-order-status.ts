import { type OrderStatus, orderReplySchema } from '@app/contract/orders';
import { apiRequest } from '~/lib/api-client';

/** PUT /order/update/{orderId} (admin) `{newStatus}`: the server's message and the saved order. */
export async function updateOrderStatus(orderId: string, newStatus: OrderStatus) {
  return apiRequest(`order/update/${encodeURIComponent(orderId)}`, orderReplySchema, {
    method: 'PUT',
    body: { newStatus },
    auth: true,
  });
}
