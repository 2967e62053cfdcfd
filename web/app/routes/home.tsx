import { BannerSlider } from '~/features/home/components/banner-slider';
import { FreeCalculators } from '~/features/home/components/free-calculators';
import { HomeFaq } from '~/features/home/components/home-faq';
import { HomeStats } from '~/features/home/components/home-stats';
import { HomeTestimonials } from '~/features/home/components/home-testimonials';
import { ImageStrips } from '~/features/home/components/image-strips';
import { ServicesGrid } from '~/features/home/components/services-grid';
import { TrustBadges } from '~/features/home/components/trust-badges';
import { registerNamespace } from '~/lib/i18n';
import en from '~/locales/en/home.json';
import hi from '~/locales/hi/home.json';

registerNamespace('home', en, hi);

/** The prerendered page is English; the title and description are what search engines read. */
export function meta() {
  return [
    { title: en.meta.title },
    { name: 'description', content: en.meta.description },
    { property: 'og:title', content: en.meta.title },
    { property: 'og:description', content: en.meta.description },
    { property: 'og:type', content: 'website' },
  ];
}

/** Home (spec section 2): the sections in the specification's order. */
export default function HomeRoute() {
  return (
    <>
      <BannerSlider />
      <ImageStrips />
      <ServicesGrid />
      <HomeStats />
      <FreeCalculators />
      <TrustBadges />
      <HomeTestimonials />
      <HomeFaq />
    </>
  );
}
