import { appointmentPricePaise } from '@app/contract/appointment-terms';
import type { AppointmentFormInput } from '@app/contract/appointments';
import type { SlotChoice } from '@app/contract/consultation-slots';
import { paiseToRupees } from '@app/contract/money';
import type { CapturePaymentBody, CapturePaymentReply } from '@app/contract/payments';
import { consultationPriceKey, placeOfLocation } from '@app/contract/price-keys';
import { apiRequest } from '~/lib/api-client';
import { paymentSchemas } from '~/lib/checkout';
import { currentPricePaise } from '~/lib/live-catalogue';

/** What a consultation's payment buys: the form (with package, mode, questions, birth) and the time. */
export type AppointmentBooking = { form: AppointmentFormInput; slot: SlotChoice };

/**
 * POST /razorpay/capturePayment for an appointment: the payment order for the location's price,
 * with the form, which the server stores as pending (so the webhook can book it if the browser
 * never comes back) and prices itself, and the slot, which it holds for this buyer while they
 * pay (a 409 with the next free `slots` when it is taken or held by another).
 */
export async function captureAppointmentPayment({
  form,
  slot,
}: AppointmentBooking): Promise<CapturePaymentReply> {
  // Today's price of the package and place (the admin may have changed it since the build).
  const pricePaise = await currentPricePaise(
    consultationPriceKey(form.package ?? 'regular', placeOfLocation[form.location]),
    appointmentPricePaise[form.location],
  );
  const body: CapturePaymentBody = {
    amount: paiseToRupees(pricePaise),
    purpose: 'appointment',
    addressData: form,
    location: form.location,
    slot,
  };
  const { capturePaymentReplySchema } = await paymentSchemas();
  return apiRequest('razorpay/capturePayment', capturePaymentReplySchema, { body });
}
