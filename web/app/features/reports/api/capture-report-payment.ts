import { findReportProduct } from '@app/contract/catalogue-reports';
import { paiseToRupees } from '@app/contract/money';
import type { CapturePaymentReply } from '@app/contract/payments';
import { reportPriceKey } from '@app/contract/price-keys';
import type { ReportOrderInput } from '@app/contract/reports';
import { apiRequest } from '~/lib/api-client';
import { paymentSchemas } from '~/lib/checkout';
import { currentPricePaise } from '~/lib/live-catalogue';

/**
 * POST /razorpay/capturePayment with `purpose: "report"` (docs/decisions/029): the payment
 * order for the report's catalogue price, with what is bought (the births included), which the
 * server checks and keeps pending, so the webhook alone can complete it. Signed in only.
 */
export async function captureReportPayment(report: ReportOrderInput): Promise<CapturePaymentReply> {
  const product = findReportProduct(report.product);
  if (!product) throw new Error(`No report product ${report.product}`);
  // Today's price (the admin may have changed it since the page was built).
  const pricePaise = await currentPricePaise(reportPriceKey(product.slug), product.pricePaise);
  const { capturePaymentReplySchema } = await paymentSchemas();
  return apiRequest('razorpay/capturePayment', capturePaymentReplySchema, {
    body: { amount: paiseToRupees(pricePaise), purpose: 'report', report },
    auth: true,
  });
}
