import { site } from '@app/contract/site';
import {
  CoinsIcon,
  CompassIcon,
  HeartPulseIcon,
  ListChecksIcon,
  MailIcon,
  SparklesIcon,
  StarIcon,
  SunIcon,
  UsersIcon,
} from 'lucide-react';
import { KundliIcon, LotusIcon, MarsIcon, OmIcon } from '~/components/ui/astro-glyphs';
import { Carousel } from '~/components/ui/carousel';
import { CheckList } from '~/components/ui/check-list';
import { IconDisc } from '~/components/ui/icon-disc';
import { Picture } from '~/components/ui/picture';
import { HeadedSection, Section } from '~/components/ui/section';
import { type Testimonial, TestimonialCard } from '~/components/ui/testimonial-card';
import { VideoFacade } from '~/components/ui/video-facade';
import { reportArt } from '../report-art';
import { type TitledText, useReportCopy } from '../report-copy';
import { FaqSection } from './faq-section';
import { FreeCalculator } from './free-calculator';
import { IconCardSection } from './icon-cards';
import { OrderLink } from './order-link';
import { ReportHero } from './report-hero';

/** The icon of each card, by section and card id; the cards' words are in the copy. */
const cardIcons = {
  claims: { customers: UsersIcon, accuracy: StarIcon },
  parameters: {
    guna: ListChecksIcon,
    manglik: MarsIcon,
    navamsa: KundliIcon,
    bright: SunIcon,
    indicating: CompassIcon,
    emotional: HeartPulseIcon,
    financial: CoinsIcon,
    vedic: OmIcon,
  },
  highlights: {
    score: ListChecksIcon,
    manglik: MarsIcon,
    depth: SparklesIcon,
    remedies: LotusIcon,
    email: MailIcon,
  },
};

/**
 * The kundali matching landing page, at /reports/premium-couple-kundli (spec section 2): hero
 * with the two claims and an order button, intro, the eight matching parameters, the video
 * (click-to-load), the buy-now section whose button states the price (511), five highlight
 * tiles, four testimonials in the shared carousel, and seven FAQs with the first open.
 */
export function CoupleKundliPage() {
  const { t, list } = useReportCopy('reports-matching');
  const highlights = list<{ items: Record<string, TitledText> }>('highlights').items;

  return (
    <>
      <ReportHero
        namespace="reports-matching"
        art={reportArt.matchingHero}
        background="bg-maroon-900"
        footnote={<p className="mt-4 font-semibold text-gold-200">{t('hero.priceLine')}</p>}
      >
        <ul className="mt-7 grid max-w-lg gap-3 sm:grid-cols-2">
          {Object.entries(cardIcons.claims).map(([id, Icon]) => (
            <li
              key={id}
              className="flex items-center gap-3 rounded-card border border-gold-300/40 bg-cream-50/10 px-4 py-3"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-400 text-maroon-950">
                <Icon className="size-5" />
              </span>
              <span className="font-semibold leading-snug text-cream-50">
                {t(`hero.claims.${id}`)}
              </span>
            </li>
          ))}
        </ul>
      </ReportHero>

      <HeadedSection id="intro" heading={list('intro')} width="3xl" belowFold>
        <div className="mt-6 grid gap-4 text-center text-lg leading-relaxed text-ink-700">
          {list<string[]>('intro.paragraphs').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </HeadedSection>

      <IconCardSection
        id="parameters"
        copy={list('parameters')}
        icons={cardIcons.parameters}
        columns={4}
        className="border-y border-gold-200 bg-white"
      />

      <HeadedSection id="video" heading={list('video')} width="4xl" belowFold>
        <VideoFacade
          className="mt-10"
          videoId={site.videos.kundaliMatching}
          title={t('video.videoTitle')}
          playLabel={t('reports:playVideo', { title: t('video.videoTitle') })}
          poster={
            <Picture
              file={reportArt.matchingVideo}
              alt=""
              sizes="(min-width: 960px) 896px, 100vw"
              className="size-full object-cover"
            />
          }
        />
      </HeadedSection>

      <Section
        id="buy"
        labelledBy="buy-title"
        padding="px-4 pb-14 sm:px-6 md:pb-20"
        width="5xl"
        contentClassName="relative isolate grid items-center gap-8 overflow-hidden rounded-card bg-maroon-900 p-6 text-cream-50 shadow-card sm:p-10 md:grid-cols-[minmax(0,1fr)_minmax(0,16rem)]"
        belowFold
      >
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase [&:lang(hi)]:tracking-normal">
            {t('buy.eyebrow')}
          </p>
          <h2 id="buy-title" className="mt-2 text-balance text-3xl text-cream-50 sm:text-4xl">
            {t('buy.title')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-cream-100">{t('buy.text')}</p>
          <CheckList items={list<string[]>('buy.features')} tone="dark" className="mt-5" />
          <OrderLink page="coupleKundli" className="mt-8" size="lg">
            {t('buy.cta')}
          </OrderLink>
        </div>
        <div className="mx-auto w-48 md:w-full">
          <Picture
            file={reportArt.matchingHero}
            alt=""
            sizes="(min-width: 768px) 256px, 192px"
            className="h-auto w-full mask-x-from-85% mask-y-from-85%"
          />
        </div>
      </Section>

      <HeadedSection
        id="highlights"
        heading={list('highlights')}
        className="border-y border-gold-200 bg-cream-100"
        belowFold
      >
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:mt-12 lg:grid-cols-5">
          {Object.entries(cardIcons.highlights).map(([id, Icon]) => (
            <li
              key={id}
              className="flex flex-col items-center rounded-card border border-gold-200 bg-white p-4 text-center shadow-card last:col-span-2 sm:p-5 lg:last:col-span-1"
            >
              <IconDisc size="xl" tone="deep" ringed>
                <Icon className="size-6" />
              </IconDisc>
              <h3 className="mt-4 font-sans text-lg font-semibold leading-snug text-maroon-800">
                {highlights[id]?.title}
              </h3>
              <p className="mt-1 text-[0.95rem] leading-snug text-ink-700">
                {highlights[id]?.text}
              </p>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        id="testimonials"
        heading={{ eyebrow: t('reports:testimonialsEyebrow'), title: t('testimonials.title') }}
        className="bg-maroon-50"
        belowFold
      >
        <Carousel
          className="mt-10 md:mt-12"
          slides={list<Testimonial[]>('testimonials.items').map((item) => (
            <TestimonialCard key={item.name} {...item} />
          ))}
          perView={{ base: 1, md: 2, lg: 3 }}
          label={t('testimonials.label')}
          slideLabel={(current, total) => t('reports:testimonials.slide', { current, total })}
          dotLabel={(number) => t('reports:testimonials.goTo', { number })}
          previousLabel={t('reports:testimonials.previous')}
          nextLabel={t('reports:testimonials.next')}
        />
      </HeadedSection>

      <FreeCalculator page="matching" to="/kundli-matching" />

      <FaqSection namespace="reports-matching" />
    </>
  );
}
