import type { CapturePaymentBody, CapturePaymentReply } from '@app/contract/payments';
import { apiRequest } from '~/lib/api-client';
import { paymentSchemas } from '~/lib/checkout';

/**
 * POST /razorpay/capturePayment: a payment order for the purchase, which the server prices and
 * keeps as pending; the reply says which checkout to open.
 */
export async function createPaymentOrder(body: CapturePaymentBody): Promise<CapturePaymentReply> {
  const { capturePaymentReplySchema } = await paymentSchemas();
  return apiRequest('razorpay/capturePayment', capturePaymentReplySchema, { body, auth: true });
}
