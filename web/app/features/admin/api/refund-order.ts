import { type OrderRefundAction, refundOrderReplySchema } from '@app/contract/orders';
import { apiRequest } from '~/lib/api-client';

/**
 * POST /order/{orderId}/refund (admin): money back through the gateway. `idempotencyKey` is made
 * once per opening of the refund dialog, so a double click or a retry refunds once.
 */
export async function refundOrder(
  orderId: string,
  body: { action: OrderRefundAction; amount: number; idempotencyKey: string },
) {
  return apiRequest(`order/${encodeURIComponent(orderId)}/refund`, refundOrderReplySchema, {
    method: 'POST',
    body,
    auth: true,
  });
}
