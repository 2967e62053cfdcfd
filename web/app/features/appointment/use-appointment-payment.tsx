import { type AppointmentFormInput, appointmentPriceRupees } from '@app/contract/appointments';
import type { CapturePaymentReply, PaymentResult } from '@app/contract/payments';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { useCheckout } from '~/lib/checkout';
import { rememberPaymentSuccess } from '~/lib/payment-success';
import { captureAppointmentPayment } from './api/capture-appointment-payment';
import { verifyAppointmentPayment } from './api/verify-appointment-payment';

/**
 * Paying for an appointment (spec sections 4 "Appointment flow", 7 and 8; docs/decisions/007):
 * capturePayment with the form (the server prices it from the location and keeps it pending),
 * the checkout (Razorpay or the simulated dialog), then verifyPayment-appiment. On success the
 * server's message is a toast and /payment-success shows the booking, also to a guest. Every
 * payment message of section 8 (the `checkout` namespace) is shown where it belongs. A payment
 * order is reused while the form is unchanged, so trying again cannot pay twice; a payment the
 * server could not be asked about is verified again on the next try instead of paying again.
 * Render `checkoutElement` once on the page.
 */
export function useAppointmentPayment(): {
  pay: (form: AppointmentFormInput) => Promise<void>;
  checkoutElement: ReactNode;
} {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation('consultation');
  const { openCheckout, checkoutElement } = useCheckout();
  const paymentOrder = useRef<{ key: string; reply: CapturePaymentReply } | null>(null);
  const unconfirmed = useRef<{ key: string; result: PaymentResult } | null>(null);

  async function confirm(key: string, form: AppointmentFormInput, result: PaymentResult) {
    let reply: Awaited<ReturnType<typeof verifyAppointmentPayment>>;
    try {
      reply = await verifyAppointmentPayment(result, form);
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        // The server could not be reached: the payment may be fine; ask again on the next try.
        unconfirmed.current = { key, result };
        toast.error(t('errors.verifyError'));
      } else if (error instanceof ApiError) {
        // Refused: this payment will not become a booking; a new try starts a new order.
        unconfirmed.current = null;
        paymentOrder.current = null;
        toast.error(t('errors.verificationFailed'));
        toast.error(error.message);
      } else {
        toast.error(t('errors.verifyError'));
      }
      return;
    }
    unconfirmed.current = null;
    paymentOrder.current = null;
    toast.success(reply.message);
    rememberPaymentSuccess({ kind: 'appointment', reference: reply.appointment._id });
    await navigate('/payment-success');
  }

  async function pay(form: AppointmentFormInput) {
    const key = JSON.stringify(form);
    if (unconfirmed.current?.key === key) {
      await confirm(key, form, unconfirmed.current.result);
      return;
    }

    let reply = paymentOrder.current?.key === key ? paymentOrder.current.reply : null;
    if (!reply) {
      try {
        reply = await captureAppointmentPayment(form);
        paymentOrder.current = { key, reply };
      } catch {
        toast.error(t('errors.processError'));
        return;
      }
    }

    let outcome: Awaited<ReturnType<typeof openCheckout>>;
    try {
      outcome = await openCheckout({
        order: reply.order,
        checkout: reply.checkout,
        description: tc('appointment.checkoutDescription', {
          price: appointmentPriceRupees(form.location),
        }),
        prefill: { name: form.name, email: form.email, contact: form.phone },
      });
    } catch {
      toast.error(t('errors.initiateFailed'));
      return;
    }
    switch (outcome.status) {
      case 'paid':
        await confirm(key, form, outcome.result);
        return;
      case 'failed':
        toast.error(outcome.reason ?? t('errors.paymentFailed'));
        return;
      case 'dismissed':
        toast.error(t('errors.cancelled'));
        return;
      case 'unavailable':
        toast.error(t('errors.initiateFailed'));
        return;
    }
  }

  return {
    pay: (form) =>
      pay(form).catch(() => {
        toast.error(t('errors.generic'));
      }),
    checkoutElement,
  };
}
