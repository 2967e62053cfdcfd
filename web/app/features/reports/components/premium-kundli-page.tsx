import { site } from '@app/contract/site';
import {
  BriefcaseIcon,
  ClockIcon,
  HashIcon,
  HeartIcon,
  HourglassIcon,
  HouseIcon,
  SparklesIcon,
  StoreIcon,
  SunIcon,
  TriangleAlertIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import { KundliIcon, PanchangIcon, SaturnIcon } from '~/components/ui/astro-glyphs';
import { Picture } from '~/components/ui/picture';
import { HeadedSection, Section } from '~/components/ui/section';
import type { Testimonial } from '~/components/ui/testimonial-card';
import { TestimonialCard } from '~/components/ui/testimonial-card';
import { reportArt } from '../report-art';
import { type TitledText, useReportCopy } from '../report-copy';
import { FaqSection } from './faq-section';
import { FreeCalculator } from './free-calculator';
import { IconCardSection } from './icon-cards';
import { OrderLink } from './order-link';
import { ReportHero } from './report-hero';
import { VideoDialogButton } from './video-dialog-button';

/** The icon of each card, by section and card id; the cards' words are in the copy. */
const cardIcons = {
  problems: {
    relationship: UsersIcon,
    business: StoreIcon,
    financial: WalletIcon,
    love: HeartIcon,
    career: BriefcaseIcon,
    home: HouseIcon,
  },
  contents: {
    charts: KundliIcon,
    ascendant: SparklesIcon,
    planets: SunIcon,
    panchang: PanchangIcon,
    dasha: HourglassIcon,
    manglik: TriangleAlertIcon,
    sadeSati: SaturnIcon,
    method: HashIcon,
  },
};

/**
 * The Premium Janam Kundli landing page (spec section 2): hero with the price, an order button
 * and "Watch Video" (a click-to-load player in a dialog), six problem areas, the five-step
 * process, the eight contents, a buy banner, the consultation upsell, two testimonials and the
 * FAQ. What the page promises is what the generated PDF holds (issue 18).
 */
export function PremiumKundliPage() {
  const { t, list, values } = useReportCopy('reports-kundli');
  const price = values.kundliPrice;

  return (
    <>
      <ReportHero
        namespace="reports-kundli"
        art={reportArt.kundliBook}
        background="bg-maroon-900"
        secondary={
          <VideoDialogButton
            label={t('hero.watchVideo')}
            dialogTitle={t('video.dialogTitle')}
            videoId={site.videos.premiumKundli}
            videoTitle={t('video.title')}
            playLabel={t('reports:playVideo', { title: t('video.title') })}
            poster={reportArt.kundliVideo}
          />
        }
        footnote={
          <p className="mt-5 flex max-w-xl items-start gap-2 text-sm leading-snug text-cream-100">
            <ClockIcon className="mt-px size-4 shrink-0 text-gold-300" />
            {t('hero.deliveryNote')}
          </p>
        }
      >
        {/* The price and its note on separate lines, so the note never rewraps when the fonts arrive. */}
        <p className="mt-6">
          <span className="sr-only">{t('reports:priceLabel')}:</span>
          <span className="block font-display text-5xl leading-none text-gold-300" data-price="">
            {price}
          </span>
          <span className="mt-2 block text-cream-100">{t('hero.priceNote')}</span>
        </p>
      </ReportHero>

      <IconCardSection id="problems" copy={list('problems')} icons={cardIcons.problems} />

      <HeadedSection
        id="process"
        heading={list('process')}
        className="border-y border-gold-200 bg-white"
        belowFold
      >
        <ol className="relative mt-10 grid gap-6 md:mt-14 lg:grid-cols-5 lg:gap-5">
          <span
            aria-hidden="true"
            className="absolute top-7 right-[10%] left-[10%] hidden h-0.5 bg-linear-to-r from-saffron-300 via-gold-400 to-maroon-300 lg:block"
          />
          {list<TitledText[]>('process.steps').map((step, index) => (
            <li
              key={step.title}
              className="relative flex gap-4 lg:flex-col lg:items-center lg:text-center"
            >
              <span className="relative flex size-14 shrink-0 items-center justify-center rounded-full bg-maroon-800 font-display text-2xl text-gold-200 ring-4 ring-white">
                {index + 1}
              </span>
              <div>
                <h3 className="font-sans text-lg font-semibold text-maroon-800 lg:mt-3">
                  {step.title}
                </h3>
                <p className="mt-1 leading-relaxed text-ink-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </HeadedSection>

      <IconCardSection
        id="contents"
        copy={list('contents')}
        icons={cardIcons.contents}
        tone="dark"
        className="bg-maroon-900"
      />

      <Section
        id="buy"
        labelledBy="buy-title"
        width="5xl"
        contentClassName="grid items-center gap-6 overflow-hidden rounded-card bg-linear-to-br from-saffron-100 via-gold-100 to-saffron-200 p-6 shadow-card ring-1 ring-gold-300 sm:p-10 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] md:gap-10"
        belowFold
      >
        <div className="mx-auto w-40 overflow-hidden rounded-card md:w-full">
          <Picture
            file={reportArt.kundliBook}
            alt=""
            sizes="(min-width: 768px) 224px, 160px"
            className="h-auto w-full"
          />
        </div>
        <div className="text-center md:text-left">
          <h2 id="buy-title" className="text-balance text-3xl sm:text-4xl">
            {t('buy.title')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-700">{t('buy.text')}</p>
          <div className="mt-6 flex flex-wrap items-center justify-center gap-x-5 gap-y-3 md:justify-start">
            <OrderLink page="premiumKundli" label={t('buy.ctaLabel')} variant="primary">
              {t('reports:orderNow')}
            </OrderLink>
            <p className="font-display text-3xl text-maroon-800">
              <span className="sr-only">{t('reports:priceLabel')}: </span>
              {price}
            </p>
          </div>
          <p className="mt-4 flex items-start justify-center gap-2 text-sm text-ink-700 md:justify-start">
            <ClockIcon className="mt-px size-4 shrink-0 text-saffron-700" />
            {t('hero.deliveryNote')}
          </p>
        </div>
      </Section>

      <Section
        id="consultation-offer"
        labelledBy="offer-title"
        padding="px-4 pb-14 sm:px-6 md:pb-20"
        width="5xl"
        contentClassName="flex flex-col items-center gap-6 rounded-card border-2 border-dashed border-maroon-300 bg-white p-6 text-center sm:p-10 md:flex-row md:text-left"
        belowFold
      >
        <div className="flex-1">
          <p className="text-sm font-semibold tracking-[0.14em] text-saffron-700 uppercase [&:lang(hi)]:tracking-normal">
            {t('upsell.eyebrow')}
          </p>
          <h2 id="offer-title" className="mt-2 text-balance text-2xl sm:text-3xl">
            {t('upsell.title')}
          </h2>
          <p className="mt-3 leading-relaxed text-ink-700">{t('upsell.text')}</p>
        </div>
        <OrderLink
          page="premiumKundli"
          variant="primary"
          className="py-2 text-center leading-snug md:max-w-xs"
        >
          {t('upsell.cta')}
        </OrderLink>
      </Section>

      <HeadedSection
        id="testimonials"
        heading={{ eyebrow: t('reports:testimonialsEyebrow'), title: t('testimonials.title') }}
        className="bg-maroon-50"
        width="5xl"
        belowFold
      >
        <ul className="mt-10 grid gap-6 md:mt-12 md:grid-cols-2">
          {list<Testimonial[]>('testimonials.items').map((item) => (
            <li key={item.name} className="flex">
              <TestimonialCard {...item} />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <FreeCalculator page="kundli" to="/kundli" />

      <FaqSection namespace="reports-kundli" initialOpenIndex={null} />
    </>
  );
}
