import { Carousel } from '~/components/ui/carousel';
import { HeadedSection } from '~/components/ui/section';
import { type Testimonial, TestimonialCard } from '~/components/ui/testimonial-card';
import { useTranslation } from '~/lib/i18n';

/** Four customer stories: 1 per view on phones, 2 from 768px, 3 from 1024px (spec section 2). */
export function HomeTestimonials() {
  const { t } = useTranslation('home');
  const items = t('testimonials.items', { returnObjects: true }) as Testimonial[];
  return (
    <HeadedSection
      id="testimonials"
      heading={t('testimonials', { returnObjects: true })}
      className="bg-maroon-50"
    >
      <Carousel
        className="mt-10 md:mt-12"
        slides={items.map((item) => <TestimonialCard key={item.name} {...item} />)}
        perView={{ base: 1, md: 2, lg: 3 }}
        label={t('testimonials.label')}
        slideLabel={(current, total) => t('testimonials.slide', { current, total })}
        dotLabel={(number) => t('testimonials.goTo', { number })}
        previousLabel={t('testimonials.previous')}
        nextLabel={t('testimonials.next')}
      />
    </HeadedSection>
  );
}
