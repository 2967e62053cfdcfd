import { findConsultationPackage } from '@app/contract/consultation-packages';
import { useSearchParams } from 'react-router';
import { Eyebrow } from '~/components/ui/section-heading';
import { AppointmentForm } from '~/features/appointment/components/appointment-form';
import { WhyBookPanel } from '~/features/appointment/components/why-book-panel';
import { useAppointmentPayment } from '~/features/appointment/hooks/use-appointment-payment';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import { useHydrated } from '~/lib/use-hydrated';

registerNamespace('consultation');

export const meta = (page: PageLocation) => pageMeta(page, 'meta.appointment', 'consultation');

/**
 * Appointment booking (spec section 2; issue 30): the "Why Book" panel beside the form. A
 * package chosen on the consultation page arrives as `?package=<id>` and is selected (after
 * hydration: the prerendered page has no query); the visitor may choose another on the form.
 */
export default function AppointmentRoute() {
  const { t } = useTranslation('consultation');
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const chosen = hydrated ? findConsultationPackage(searchParams.get('package')) : undefined;
  const { pay, checkoutElement } = useAppointmentPayment();

  return (
    <div className="bg-[linear-gradient(180deg,var(--color-cream-100),var(--color-cream-50)_40%)] px-4 py-10 sm:px-6 md:py-16">
      <div className="mx-auto grid max-w-6xl items-start gap-8 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:gap-12">
        <section
          aria-labelledby="appointment-form-title"
          className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8 lg:col-start-2 lg:row-start-1"
        >
          <Eyebrow>{t('appointment.eyebrow')}</Eyebrow>
          <h1
            id="appointment-form-title"
            className="mt-2 text-balance text-3xl text-maroon-800 sm:text-4xl"
          >
            {t('appointment.title')}
          </h1>
          <p className="mt-3 leading-relaxed text-ink-700">{t('appointment.intro')}</p>
          <div className="mt-8">
            <AppointmentForm initialPackage={chosen?.id ?? null} onPay={pay} />
          </div>
        </section>
        <div className="lg:sticky lg:top-28 lg:col-start-1 lg:row-start-1">
          <WhyBookPanel />
        </div>
      </div>
      {checkoutElement}
    </div>
  );
}
