import type {
  AppointmentFormInput,
  VerifyAppointmentBody,
  VerifyAppointmentReply,
} from '@app/contract/appointments';
import { appointmentPricePaise, verifyAppointmentReplySchema } from '@app/contract/appointments';
import { paiseToRupees } from '@app/contract/money';
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
    total: paiseToRupees(appointmentPricePaise[form.location]),
    paymentInfo: {
      id: result.razorpay_payment_id,
      type: paymentProviderName,
      status: paidPaymentStatus,
    },
  };
  return apiRequest('razorpay/verifyPayment-appiment', verifyAppointmentReplySchema, { body });
}
