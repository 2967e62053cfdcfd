import type {
  PaymentResult,
  VerifyPaymentReply,
  VerifyReportPaymentBody,
} from '@app/contract/payments';
import { apiRequest } from '~/lib/api-client';
import { paymentSchemas } from '~/lib/checkout';

/**
 * POST /razorpay/verifyPayment with `purpose: "report"`: Checkout's three fields only; what was
 * bought is the purchase the server kept. Resolves with the report's order.
 */
export async function verifyReportPayment(result: PaymentResult): Promise<VerifyPaymentReply> {
  const body: VerifyReportPaymentBody = { ...result, purpose: 'report' };
  const { verifyPaymentReplySchema } = await paymentSchemas();
  return apiRequest('razorpay/verifyPayment', verifyPaymentReplySchema, { body, auth: true });
}
