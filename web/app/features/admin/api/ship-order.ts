import { orderReplySchema } from '@app/contract/orders';
import { apiRequest } from '~/lib/api-client';
import { saveApiFile } from '~/lib/save-api-file';

/** PUT /order/update/{orderId} (admin) to Shipped, with the courier and the tracking number. */
export async function shipOrder(
  orderId: string,
  shipment: { courier: string; trackingNumber: string },
) {
  return apiRequest(`order/update/${encodeURIComponent(orderId)}`, orderReplySchema, {
    method: 'PUT',
    body: { newStatus: 'Shipped', ...shipment },
    auth: true,
  });
}

/** GET /order/{orderId}/packing-slip.pdf (admin), saved on the device. */
export function savePackingSlip(orderId: string) {
  return saveApiFile(`order/${encodeURIComponent(orderId)}/packing-slip.pdf`, {
    accept: 'application/pdf',
    fallbackName: `packing-slip-${orderId}.pdf`,
  });
}
