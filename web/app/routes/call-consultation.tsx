import { ConsultationFaq } from '~/features/consultation/components/consultation-faq';
import { ConsultationHero } from '~/features/consultation/components/consultation-hero';
import { ConsultationStats } from '~/features/consultation/components/consultation-stats';
import { ConsultationTerms } from '~/features/consultation/components/consultation-terms';
import { ConsultationTestimonial } from '~/features/consultation/components/consultation-testimonial';
import { LifeAreas } from '~/features/consultation/components/life-areas';
import { PackageCards } from '~/features/consultation/components/package-cards';
import { registerNamespace } from '~/lib/i18n';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import en from '~/locales/en/consultation.json';
import hi from '~/locales/hi/consultation.json';

registerNamespace('consultation', en, hi);

export const meta = (page: PageLocation) => pageMeta(page, 'meta.consultation', 'consultation');

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
