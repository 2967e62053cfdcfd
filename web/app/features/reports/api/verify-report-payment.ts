import {
  type PaymentResult,
  type VerifyPaymentReply,
  type VerifyReportPaymentBody,
  verifyPaymentReplySchema,
} from '@app/contract/payments';
import { apiRequest } from '~/lib/api-client';

/**
 * POST /razorpay/verifyPayment with `purpose: "report"`: Checkout's three fields only; what was
 * bought is the purchase the server kept. Resolves with the report's order.
 */
export function verifyReportPayment(result: PaymentResult): Promise<VerifyPaymentReply> {
  const body: VerifyReportPaymentBody = { ...result, purpose: 'report' };
  return apiRequest('razorpay/verifyPayment', verifyPaymentReplySchema, { body, auth: true });
}
