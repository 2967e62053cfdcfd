import { appointmentPricePaise } from '@app/contract/appointment-terms';
import type { VerifyAppointmentReply } from '@app/contract/appointments';
import type { Slot } from '@app/contract/consultation-slots';
import { paiseToRupees } from '@app/contract/money';
import type { ReactNode } from 'react';
import { useLocalizedNavigate } from '~/components/ui/localized-link';
import { useToast } from '~/components/ui/toast';
import { useTranslation } from '~/lib/i18n';
import { rememberPaymentSuccess } from '~/lib/payment-success';
import { usePurchase } from '~/lib/use-purchase';
import {
  type AppointmentBooking,
  captureAppointmentPayment,
} from '../api/capture-appointment-payment';
import { offeredSlots } from '../api/offered-slots';
import { verifyAppointmentPayment } from '../api/verify-appointment-payment';

/**
 * Why a booking did not go through although the visitor did everything right, with the next
 * free times to choose from instead: `taken` (someone else booked or is paying for the time;
 * nothing was charged), or `refunded` (the payment came after the hold had run out and the time
 * was taken meanwhile: the full amount goes back).
 */
export type BookingSetback = { kind: 'taken' | 'refunded'; slots: Slot[]; message: string };

/**
 * Paying for an appointment (spec sections 4 "Appointment flow", 7 and 8; docs/decisions/007
 * and 035) through the one purchase flow (`usePurchase`): capturePayment with the form and the
 * slot (the server prices it from the location and holds the slot while the visitor pays), the
 * checkout, then verifyPayment-appiment. On success the server's message is a toast and
 * /payment-success shows the booking (read with its key, so also to a guest). A time lost on
 * the way comes back as a `BookingSetback` for the page to offer other times; other refusals
 * show the server's reason. Render `checkoutElement` once on the page.
 */
export function useAppointmentPayment(): {
  pay: (booking: AppointmentBooking) => Promise<BookingSetback | null>;
  checkoutElement: ReactNode;
} {
  const navigate = useLocalizedNavigate();
  const toast = useToast();
  const { t } = useTranslation('consultation');
  const { purchase, checkoutElement } = usePurchase<AppointmentBooking, VerifyAppointmentReply>({
    capture: captureAppointmentPayment,
    verify: ({ form }, result) => verifyAppointmentPayment(result, form),
    checkout: ({ form }) => ({
      description: t('appointment.checkoutDescription', {
        price: paiseToRupees(appointmentPricePaise[form.location]),
      }),
      prefill: { name: form.name, email: form.email, contact: form.phone },
    }),
    explainsRefusal: (error) => offeredSlots(error) !== null,
  });

  async function pay(booking: AppointmentBooking): Promise<BookingSetback | null> {
    const outcome = await purchase(booking);
    if (outcome.status === 'not-started' && outcome.refusal) {
      const slots = offeredSlots(outcome.refusal);
      if (slots) return { kind: 'taken', slots, message: outcome.refusal.message };
      toast.error(outcome.refusal.message);
      return null;
    }
    if (outcome.status === 'refused') {
      const slots = offeredSlots(outcome.error);
      if (slots) return { kind: 'refunded', slots, message: outcome.message };
      toast.error(outcome.message);
      return null;
    }
    if (outcome.status !== 'completed') return null;
    const { appointment, manageKey, message } = outcome.done;
    toast.success(message);
    rememberPaymentSuccess({ kind: 'appointment', reference: appointment._id, manageKey });
    await navigate('/payment-success');
    return null;
  }

  return { pay, checkoutElement };
}
