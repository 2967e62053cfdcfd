import { HeadedSection } from '~/components/ui/section';
import { type Testimonial, TestimonialCard } from '~/components/ui/testimonial-card';
import { useTranslation } from '~/lib/i18n';

/** One caller's words (spec section 2: "a testimonial"). */
export function ConsultationTestimonial() {
  const { t } = useTranslation('consultation');
  const item = t('testimonial.item', { returnObjects: true }) as Testimonial;
  return (
    <HeadedSection id="testimonial" heading={t('testimonial', { returnObjects: true })} width="3xl">
      <div className="mt-10">
        <TestimonialCard {...item} />
      </div>
    </HeadedSection>
  );
}
