import type {
  AppointmentFormInput,
  VerifyAppointmentBody,
  VerifyAppointmentReply,
} from '@app/contract/appointments';
import { appointmentPriceRupees } from '@app/contract/appointments';
import { type PaymentResult, paidPaymentStatus, paymentProviderName } from '@app/contract/payments';
import { apiRequest } from '~/lib/api-client';

/**
 * POST /razorpay/verifyPayment-appiment: the checkout's result and the form. No token: guests
 * book. The server checks the signature and the price and books the appointment once.
 */
export function verifyAppointmentPayment(
  result: PaymentResult,
  form: AppointmentFormInput,
): Promise<VerifyAppointmentReply> {
  const body: VerifyAppointmentBody = {
    ...result,
    addressData: form,
    total: appointmentPriceRupees(form.location),
    paymentInfo: {
      id: result.razorpay_payment_id,
      type: paymentProviderName,
      status: paidPaymentStatus,
    },
  };
  return apiRequest<VerifyAppointmentReply>('razorpay/verifyPayment-appiment', { body });
}
