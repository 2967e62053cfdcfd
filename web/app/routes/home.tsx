import { BelowTheFold } from '~/components/ui/section';
import { BannerSlider } from '~/features/home/components/banner-slider';
import { FreeCalculators } from '~/features/home/components/free-calculators';
import { HomeFaq, homeFaqValues } from '~/features/home/components/home-faq';
import { HomeStats } from '~/features/home/components/home-stats';
import { HomeTestimonials } from '~/features/home/components/home-testimonials';
import { ImageStrips } from '~/features/home/components/image-strips';
import { ServicesGrid } from '~/features/home/components/services-grid';
import { TrustBadges } from '~/features/home/components/trust-badges';
import { registerNamespace } from '~/lib/i18n';
import { pageLanguage } from '~/lib/language';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import { faqFromCopy } from '~/lib/structured-data';

registerNamespace('home');

/** The title (which starts with the brand), description, and the FAQ as structured data. */
export const meta = (page: PageLocation) =>
  pageMeta(page, 'meta', 'home', {
    brandSuffix: false,
    structuredData: [faqFromCopy(pageLanguage(page.location.pathname), 'home', homeFaqValues())],
  });

/**
 * Home (spec section 2): the sections in the specification's order. Below the banner and the
 * strips, the browser renders each section only when it nears the viewport; the sizes are the
 * sections' usual heights on phones and on wide screens.
 */
export default function HomeRoute() {
  return (
    <>
      <BannerSlider />
      <ImageStrips />
      <BelowTheFold estimatedHeight="[contain-intrinsic-size:auto_2150px] sm:[contain-intrinsic-size:auto_1500px] md:[contain-intrinsic-size:auto_1180px] lg:[contain-intrinsic-size:auto_1000px]">
        <ServicesGrid />
      </BelowTheFold>
      <BelowTheFold estimatedHeight="[contain-intrinsic-size:auto_420px] md:[contain-intrinsic-size:auto_360px] lg:[contain-intrinsic-size:auto_240px]">
        <HomeStats />
      </BelowTheFold>
      <BelowTheFold estimatedHeight="[contain-intrinsic-size:auto_1180px] sm:[contain-intrinsic-size:auto_1000px] lg:[contain-intrinsic-size:auto_700px]">
        <FreeCalculators />
      </BelowTheFold>
      <BelowTheFold estimatedHeight="[contain-intrinsic-size:auto_790px] sm:[contain-intrinsic-size:auto_600px] lg:[contain-intrinsic-size:auto_420px]">
        <TrustBadges />
      </BelowTheFold>
      <BelowTheFold estimatedHeight="[contain-intrinsic-size:auto_640px] md:[contain-intrinsic-size:auto_705px]">
        <HomeTestimonials />
      </BelowTheFold>
      <BelowTheFold estimatedHeight="[contain-intrinsic-size:auto_1370px] md:[contain-intrinsic-size:auto_1170px] lg:[contain-intrinsic-size:auto_750px]">
        <HomeFaq />
      </BelowTheFold>
    </>
  );
}
