import { appointmentLocations, appointmentPricePaise } from '@app/contract/appointment-terms';
import { site } from '@app/contract/site';
import { ConsultationFaq } from '~/features/consultation/components/consultation-faq';
import { ConsultationHero } from '~/features/consultation/components/consultation-hero';
import { ConsultationStats } from '~/features/consultation/components/consultation-stats';
import { ConsultationTerms } from '~/features/consultation/components/consultation-terms';
import { ConsultationTestimonial } from '~/features/consultation/components/consultation-testimonial';
import { LifeAreas } from '~/features/consultation/components/life-areas';
import { PackageCards } from '~/features/consultation/components/package-cards';
import { fixedT, registerNamespace } from '~/lib/i18n';
import { pageLanguage } from '~/lib/language';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import { faqFromCopy, service } from '~/lib/structured-data';

registerNamespace('consultation');

/**
 * The title and description; the consultation call as a service at its two prices (contract),
 * and the FAQ, as structured data.
 */
export const meta = (page: PageLocation) => {
  const language = pageLanguage(page.location.pathname);
  const t = fixedT(language, 'consultation');
  const brand = site.name[language];
  return pageMeta(page, 'meta.consultation', 'consultation', {
    structuredData: [
      service({
        name: t('meta.consultation.title'),
        description: t('meta.consultation.description', { brand }),
        serviceType: t('hero.eyebrow'),
        path: '/call-consultation',
        language,
        offers: appointmentLocations.map((location) => ({
          name: t(`appointment.form.locations.${location}`),
          pricePaise: appointmentPricePaise[location],
          path: '/appointment',
        })),
      }),
      faqFromCopy(language, 'consultation'),
    ],
  });
};

/** Call consultation (spec section 2): the sections in the specification's order. */
export default function CallConsultationRoute() {
  return (
    <>
      <ConsultationHero />
      <LifeAreas />
      <PackageCards />
      <ConsultationTerms />
      <ConsultationStats />
      <ConsultationTestimonial />
      <ConsultationFaq />
    </>
  );
}
