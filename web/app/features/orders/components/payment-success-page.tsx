import { reportDelivery } from '@app/contract/catalogue-reports';
import { CheckIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { ButtonLink } from '~/components/ui/button';
import { Navigate } from '~/components/ui/localized-link';
import { useAuth } from '~/lib/auth';
import { useTranslation } from '~/lib/i18n';
import { type PaymentSuccess, readPaymentSuccess } from '~/lib/payment-success';

/**
 * /payment-success: the confirmation with View Orders. Right after a payment the paying page
 * leaves a flag (lib/payment-success.ts), so a guest who booked an appointment sees it too;
 * without the flag this is a signed-in page (the protected guard: visitors go to /login). A
 * consultation's flag carries its key: `appointment` draws the booking (the route gives it).
 */
export function PaymentSuccessPage({
  appointment,
}: {
  appointment?: (booking: { id: string; manageKey: string }) => ReactNode;
}) {
  const { t } = useTranslation('shop');
  const { ready, user } = useAuth();
  const [success, setSuccess] = useState<PaymentSuccess | null | undefined>(undefined);

  useEffect(() => {
    setSuccess(readPaymentSuccess());
  }, []);

  if (!ready || success === undefined) return <div aria-hidden="true" className="min-h-[60vh]" />;
  if (!success && !user) return <Navigate to="/login" replace />;

  const booking =
    success?.kind === 'appointment' && success.reference && success.manageKey
      ? { id: success.reference, manageKey: success.manageKey }
      : null;
  const text = success
    ? t(`success.${success.kind}`, { minutes: reportDelivery.emailedWithinMinutes })
    : t('success.generic');
  return (
    <section className="px-4 py-16 sm:px-6 md:py-24">
      <div
        data-testid="payment-success"
        className={`mx-auto flex flex-col items-center ${booking ? 'max-w-2xl' : 'max-w-xl'} rounded-card border border-cream-200 bg-white px-6 py-10 text-center shadow-card sm:px-10`}
      >
        <span
          aria-hidden="true"
          className="grid size-20 place-items-center rounded-full bg-success-100 text-success-600"
        >
          <CheckIcon className="size-10" strokeWidth={2.5} />
        </span>
        <h1 className="mt-6 text-3xl sm:text-4xl">{t('success.title')}</h1>
        <p className="mt-3 text-ink-700 text-lg leading-relaxed">{text}</p>
        {success?.reference ? (
          <p className="mt-3 rounded-lg bg-cream-100 px-3 py-1.5 text-ink-700 text-sm">
            {t('success.referenceLabel')}:{' '}
            <span className="break-all font-mono">{success.reference}</span>
          </p>
        ) : null}
        {booking && appointment ? (
          <div className="mt-8 w-full border-cream-200 border-t pt-8">{appointment(booking)}</div>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {user ? (
            <ButtonLink to="/my-orders" size="lg">
              {t('success.viewOrders')}
            </ButtonLink>
          ) : null}
          <ButtonLink
            to={success?.kind === 'order' ? '/gemstone' : '/'}
            variant="outline"
            size="lg"
          >
            {success?.kind === 'order' ? t('success.shop') : t('success.home')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
