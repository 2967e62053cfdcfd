import { appointmentPricePaise } from '@app/contract/appointment-terms';
import type {
  AppointmentFormInput,
  VerifyAppointmentBody,
  VerifyAppointmentReply,
} from '@app/contract/appointments';
import { paiseToRupees } from '@app/contract/money';
import type { PaymentResult } from '@app/contract/payments';
import { apiRequest } from '~/lib/api-client';
import { paymentSchemas } from '~/lib/checkout';
import { appointmentSchemas } from './appointment-schemas';

/**
 * POST /razorpay/verifyPayment-appiment: the checkout's result and the form. No token: guests
 * book. The server checks the signature and the price and books the appointment once.
 */
export async function verifyAppointmentPayment(
  result: PaymentResult,
  form: AppointmentFormInput,
): Promise<VerifyAppointmentReply> {
  // The payment's module (and zod) came with capturePayment; the booking's loads now.
  const [{ verifyAppointmentReplySchema }, { paidPaymentStatus, paymentProviderName }] =
    await Promise.all([appointmentSchemas(), paymentSchemas()]);
  const body: VerifyAppointmentBody = {
    ...result,
    addressData: form,
    total: paiseToRupees(appointmentPricePaise[form.location]),
    paymentInfo: {
      id: result.razorpay_payment_id,
      type: paymentProviderName,
      status: paidPaymentStatus,
    },
  };
  return apiRequest('razorpay/verifyPayment-appiment', verifyAppointmentReplySchema, { body });
}
