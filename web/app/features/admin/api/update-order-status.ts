import { type OrderStatus, orderReplySchema } from '@app/contract/orders';
import { apiRequest } from '~/lib/api-client';

/** PUT /order/update/{orderId} (admin) `{newStatus}`: the server's message and the saved order. */
export async function updateOrderStatus(orderId: string, newStatus: OrderStatus) {
  const reply = await apiRequest<unknown>(`order/update/${encodeURIComponent(orderId)}`, {
    method: 'PUT',
    body: { newStatus },
    auth: true,
  });
  return orderReplySchema.parse(reply);
}
