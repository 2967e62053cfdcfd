import { type OrderReply, orderReplySchema } from '@app/contract/orders';
import { apiRequest } from '~/lib/api-client';

/** PUT /order/return/{orderId}: the owner asks to cancel (before delivery) or return (after). */
export async function requestReturn(orderId: string): Promise<OrderReply> {
  return apiRequest(`order/return/${encodeURIComponent(orderId)}`, orderReplySchema, {
    method: 'PUT',
    auth: true,
  });
}
