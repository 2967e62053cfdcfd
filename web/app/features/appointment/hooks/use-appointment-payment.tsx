import { type AppointmentFormInput, appointmentPricePaise } from '@app/contract/appointments';
import { paiseToRupees } from '@app/contract/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocalizedNavigate } from '~/components/ui/localized-link';

import { useToast } from '~/components/ui/toast';

import { rememberPaymentSuccess } from '~/lib/payment-success';

import { usePurchase } from '~/lib/use-purchase';

import { captureAppointmentPayment } from '../api/capture-appointment-payment';

import { verifyAppointmentPayment } from '../api/verify-appointment-payment';

/**
 * Paying for an appointment (spec sections 4 "Appointment flow", 7 and 8; docs/decisions/007)
 * through the one purchase flow (`usePurchase`): capturePayment with the form (the server prices
 * it from the location and keeps it pending), the checkout, then verifyPayment-appiment. On
 * success the server's message is a toast and /payment-success shows the booking, also to a
 * guest; a refusal also shows the server's reason. Render `checkoutElement` once on the page.
 */
export function useAppointmentPayment(): {
  pay: (form: AppointmentFormInput) => Promise<void>;
  checkoutElement: ReactNode;
} {
  const navigate = useLocalizedNavigate();
  const toast = useToast();
  const { t } = useTranslation('consultation');
  const { purchase, checkoutElement } = usePurchase({
    capture: captureAppointmentPayment,
    verify: (form: AppointmentFormInput, result) => verifyAppointmentPayment(result, form),
    checkout: (form) => ({
      description: t('appointment.checkoutDescription', {
        price: paiseToRupees(appointmentPricePaise[form.location]),
      }),
      prefill: { name: form.name, email: form.email, contact: form.phone },
    }),
  });

  async function pay(form: AppointmentFormInput) {
    const outcome = await purchase(form);
    if (outcome.status === 'refused') toast.error(outcome.message);
    if (outcome.status !== 'completed') return;
    toast.success(outcome.done.message);
    rememberPaymentSuccess({ kind: 'appointment', reference: outcome.done.appointment._id });
    await navigate('/payment-success');
  }

  return { pay, checkoutElement };
}
