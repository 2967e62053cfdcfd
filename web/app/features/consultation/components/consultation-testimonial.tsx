import { useTranslation } from 'react-i18next';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import { type Testimonial, TestimonialCard } from '~/components/ui/testimonial-card';

/** One caller's words (spec section 2: "a testimonial"). */
export function ConsultationTestimonial() {
  const { t } = useTranslation('consultation');
  const item = t('testimonial.item', { returnObjects: true }) as Testimonial;
  return (
    <Section labelledBy="testimonial-title" width="3xl">
      <SectionHeading
        id="testimonial-title"
        eyebrow={t('testimonial.eyebrow')}
        title={t('testimonial.title')}
      />
      <div className="mt-10">
        <TestimonialCard {...item} />
      </div>
    </Section>
  );
}
