import type { VerifyPaymentBody, VerifyPaymentReply } from '@app/contract/payments';
import { apiRequest } from '~/lib/api-client';
import { paymentSchemas } from '~/lib/checkout';

/** POST /razorpay/verifyPayment: the server checks the payment and places the order (once). */
export async function verifyPayment(body: VerifyPaymentBody): Promise<VerifyPaymentReply> {
  const { verifyPaymentReplySchema } = await paymentSchemas();
  return apiRequest('razorpay/verifyPayment', verifyPaymentReplySchema, { body, auth: true });
}
