import {
  type VerifyPaymentBody,
  type VerifyPaymentReply,
  verifyPaymentReplySchema,
} from '@app/contract/payments';
import { apiRequest } from '~/lib/api-client';

/** POST /razorpay/verifyPayment: the server checks the payment and places the order (once). */
export async function verifyPayment(body: VerifyPaymentBody): Promise<VerifyPaymentReply> {
  return apiRequest('razorpay/verifyPayment', verifyPaymentReplySchema, { body, auth: true });
}
