import {
  type CapturePaymentBody,
  type CapturePaymentReply,
  capturePaymentReplySchema,
} from '@app/contract/payments';
import { apiRequest } from '~/lib/api-client';

/**
 * POST /razorpay/capturePayment: a payment order for the purchase, which the server prices and
 * keeps as pending; the reply says which checkout to open.
 */
export async function createPaymentOrder(body: CapturePaymentBody): Promise<CapturePaymentReply> {
  return apiRequest('razorpay/capturePayment', capturePaymentReplySchema, { body, auth: true });
}
