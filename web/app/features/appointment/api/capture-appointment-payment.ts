import { type AppointmentFormInput, appointmentPricePaise } from '@app/contract/appointments';
import { paiseToRupees } from '@app/contract/money';
import type { CapturePaymentBody, CapturePaymentReply } from '@app/contract/payments';
import { apiRequest } from '~/lib/api-client';
import { paymentSchemas } from '~/lib/checkout';

/**
 * POST /razorpay/capturePayment for an appointment: the payment order for the location's price,
 * with the form, which the server stores as pending (so the webhook can book it if the browser
 * never comes back) and prices itself.
 */
export async function captureAppointmentPayment(
  form: AppointmentFormInput,
): Promise<CapturePaymentReply> {
  const { location, ...addressData } = form;
  const body: CapturePaymentBody = {
    amount: paiseToRupees(appointmentPricePaise[location]),
    purpose: 'appointment',
    addressData: { ...addressData, location },
    location,
  };
  const { capturePaymentReplySchema } = await paymentSchemas();
  return apiRequest('razorpay/capturePayment', capturePaymentReplySchema, { body });
}
