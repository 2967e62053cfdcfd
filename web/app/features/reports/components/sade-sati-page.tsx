import {
  ArrowRightIcon,
  BriefcaseIcon,
  CalendarIcon,
  CheckIcon,
  CoinsIcon,
  HeadsetIcon,
  HeartPulseIcon,
  MailIcon,
  MessageCircleIcon,
  ScrollTextIcon,
  UserStarIcon,
  UsersIcon,
} from 'lucide-react';
import { PeakIcon, RingsIcon, RisingIcon, SettingIcon } from '~/components/ui/astro-glyphs';
import { Picture } from '~/components/ui/picture';
import { BelowTheFold, HeadedSection, Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import { type Stat, StatsBand } from '~/components/ui/stats-band';
import type { Testimonial } from '~/components/ui/testimonial-card';
import { reportArt } from '../report-art';
import { type TitledText, useReportCopy } from '../report-copy';
import { FaqSection } from './faq-section';
import { FloatingStars } from './floating-stars';
import { FreeCalculator } from './free-calculator';
import { IconCardSection } from './icon-cards';
import { OrderLink } from './order-link';
import { HeroAnchor, ReportHero } from './report-hero';
import { RotatingTestimonial } from './rotating-testimonial';
import { ZodiacGlyph, type ZodiacGlyphName, zodiacGlyphPaths } from './zodiac-glyph';

/** Spec section 2: the testimonial moves on every 6 seconds. */
const sadeSatiTestimonialMs = 6000;

/** The icon of each card, by section and card id; the cards' words are in the copy. */
const cardIcons = {
  lifeAreas: {
    career: BriefcaseIcon,
    relationships: UsersIcon,
    marriage: RingsIcon,
    health: HeartPulseIcon,
    money: CoinsIcon,
  },
  reasons: {
    personal: UserStarIcon,
    dates: CalendarIcon,
    experts: ScrollTextIcon,
    plain: MessageCircleIcon,
    inbox: MailIcon,
    support: HeadsetIcon,
  },
};

const phaseIcons = [RisingIcon, PeakIcon, SettingIcon];
// The phases' colours, as in the cycle picture: rising, peak (strongest), setting.
const phaseBars = ['bg-saffron-300', 'bg-saffron-500', 'bg-saffron-200'];
const signs = Object.keys(zodiacGlyphPaths) as ZodiacGlyphName[];

type Phase = TitledText & { position: string };
type Edition = { name: string; tagline: string; features: string[]; buyLabel: string };

/**
 * The Sade Sati landing page (spec section 2): hero with floating stars, what Sade Sati is, the
 * twelve Moon signs, statistics, life areas, the Basic and Plus editions, reasons to buy, a
 * rotating testimonial and the FAQ. Every order button goes to the gemstone page.
 */
export function SadeSatiPage() {
  const { t, list } = useReportCopy('reports-sade-sati');
  const phases = list<Phase[]>('what.phases');

  return (
    <>
      <ReportHero
        namespace="reports-sade-sati"
        art={reportArt.sadeSatiHero}
        decoration={<FloatingStars />}
        background="bg-maroon-950"
        secondary={<HeroAnchor href="#editions">{t('hero.compare')}</HeroAnchor>}
      />

      <Section id="what-is-sade-sati" labelledBy="what-title" belowFold>
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,0.75fr)] lg:gap-14">
          <div>
            <SectionHeading id="what-title" copy={list('what')} align="start" />
            <p className="mt-4 text-base leading-relaxed text-ink-700 sm:text-lg">
              {t('what.body')}
            </p>
          </div>
          <div className="mx-auto w-full max-w-[20rem] lg:max-w-[22rem]">
            <Picture
              file={reportArt.sadeSatiCycle}
              alt={t('what.imageAlt')}
              sizes="(min-width: 1024px) 352px, 320px"
              className="h-auto w-full mask-x-from-90% mask-y-from-90%"
            />
          </div>
        </div>
        <ol className="mt-10 grid gap-5 md:mt-14 lg:grid-cols-3 lg:gap-4">
          {phases.map((phase, index) => {
            const Icon = phaseIcons[index] ?? RisingIcon;
            return (
              <li
                key={phase.title}
                className="relative flex flex-col overflow-hidden rounded-card border border-gold-200 bg-white p-5 pt-7 shadow-card sm:p-6 sm:pt-8"
              >
                <span
                  aria-hidden="true"
                  className={`absolute inset-x-0 top-0 h-2 ${phaseBars[index] ?? ''}`}
                />
                <div className="flex items-center gap-3">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-maroon-800 text-gold-300">
                    <Icon className="size-6" />
                  </span>
                  <div>
                    <h3 className="font-sans text-xl font-semibold leading-tight text-maroon-800">
                      {phase.title}
                    </h3>
                    <p className="text-sm font-semibold text-saffron-700">{phase.position}</p>
                  </div>
                </div>
                <p className="mt-3 flex-1 leading-relaxed text-ink-700">{phase.text}</p>
                <p className="mt-4 self-start rounded-full bg-saffron-100 px-3 py-1 text-sm font-semibold text-saffron-800">
                  {t('what.phaseLength')}
                </p>
              </li>
            );
          })}
        </ol>
      </Section>

      <HeadedSection
        id="moon-signs"
        heading={list('moonSigns')}
        className="border-y border-gold-200 bg-white"
        belowFold
      >
        <p className="mt-6 flex items-center justify-center gap-2 text-sm font-semibold text-saffron-700 sm:hidden">
          {t('moonSigns.swipeHint')}
          <ArrowRightIcon className="size-4" />
        </p>
        {/* Phones: one row that scrolls sideways (a focusable region, for the keyboard). */}
        <section
          aria-label={t('moonSigns.listLabel')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="-mx-4 mt-3 overflow-x-auto overscroll-x-contain px-4 pb-3 focus-visible:outline-offset-[-2px] sm:mx-0 sm:mt-10 sm:overflow-visible sm:px-0 sm:pb-0 md:mt-12"
        >
          <ul className="flex snap-x snap-mandatory gap-3 sm:grid sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {signs.map((sign) => (
              <li
                key={sign}
                className="flex w-[85%] shrink-0 snap-center gap-4 rounded-card border border-gold-200 bg-cream-50 p-5 sm:w-auto"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-dashed border-gold-400 text-maroon-700">
                  <ZodiacGlyph sign={sign} className="size-6" />
                </span>
                <div>
                  <h3 className="font-sans text-lg font-semibold leading-tight text-maroon-800">
                    {t(`moonSigns.items.${sign}.name`)}{' '}
                    <span className="font-semibold text-base text-ink-500">
                      ({t(`moonSigns.items.${sign}.rashi`)})
                    </span>
                  </h3>
                  <p className="mt-1.5 text-[0.95rem] leading-relaxed text-ink-700">
                    {t(`moonSigns.items.${sign}.text`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </HeadedSection>

      <BelowTheFold>
        <StatsBand
          id="stats"
          title={t('stats.title')}
          stats={list<Stat[]>('stats.items')}
          background={
            <div className="size-full bg-[radial-gradient(ellipse_at_50%_0%,var(--color-maroon-800),transparent_70%)]">
              <FloatingStars count={14} />
            </div>
          }
        />
      </BelowTheFold>

      <IconCardSection id="life-areas" copy={list('lifeAreas')} icons={cardIcons.lifeAreas} />

      <Editions />

      <IconCardSection
        id="reasons"
        copy={list('reasons')}
        icons={cardIcons.reasons}
        tone="dark"
        className="bg-maroon-900"
      >
        <div className="mt-10 text-center">
          <OrderLink page="sadeSati" label={t('hero.ctaLabel')}>
            {t('reports:orderNow')}
          </OrderLink>
        </div>
      </IconCardSection>

      <HeadedSection
        id="testimonial"
        heading={{ eyebrow: t('reports:testimonialsEyebrow'), title: t('testimonial.title') }}
        className="bg-maroon-50"
        width="2xl"
        belowFold
      >
        <div className="mt-10 [&_blockquote]:text-lg">
          <RotatingTestimonial
            items={list<Testimonial[]>('testimonial.items')}
            intervalMs={sadeSatiTestimonialMs}
            labels={{
              region: t('testimonial.label'),
              slide: (current, total) => t('reports:testimonials.slide', { current, total }),
              goTo: (number) => t('reports:testimonials.goTo', { number }),
              previous: t('reports:testimonials.previous'),
              next: t('reports:testimonials.next'),
              pause: t('reports:testimonials.pause'),
              play: t('reports:testimonials.play'),
            }}
          />
        </div>
      </HeadedSection>

      <FreeCalculator page="sadeSati" to="/calculators/sade-sati" />

      <FaqSection namespace="reports-sade-sati" />
    </>
  );
}

/** The two editions side by side; Plus, the complete one, stands out. */
function Editions() {
  const { t, list } = useReportCopy('reports-sade-sati');
  const editions = [
    { id: 'basic' as const, copy: list<Edition>('editions.basic'), featured: false },
    { id: 'plus' as const, copy: list<Edition>('editions.plus'), featured: true },
  ];
  return (
    <HeadedSection
      id="editions"
      heading={list('editions')}
      className="border-y border-gold-200 bg-linear-to-b from-cream-100 to-cream-50"
      width="5xl"
      belowFold
    >
      <ul className="mt-10 grid items-stretch gap-6 md:mt-12 md:grid-cols-2 md:gap-8">
        {editions.map(({ id, copy, featured }) => (
          <li key={id} className="flex">
            <article
              aria-labelledby={`edition-${id}`}
              className={`relative flex w-full flex-col rounded-card p-7 shadow-card md:p-8 ${featured ? 'bg-maroon-800 text-cream-50 ring-2 ring-gold-400' : 'border border-gold-200 bg-white'}`}
            >
              {featured ? (
                <p className="absolute -top-3.5 right-6 rounded-full bg-gold-400 px-3 py-1 text-sm font-semibold text-maroon-950">
                  {t('editions.popular')}
                </p>
              ) : null}
              <h3
                id={`edition-${id}`}
                className={`text-2xl md:text-3xl ${featured ? 'text-gold-200' : 'text-maroon-800'}`}
              >
                {copy.name}
              </h3>
              <p
                className={`mt-2 font-semibold ${featured ? 'text-cream-100' : 'text-saffron-700'}`}
              >
                {copy.tagline}
              </p>
              <ul className="mt-6 grid flex-1 content-start gap-3">
                {copy.features.map((feature) => (
                  <li key={feature} className="flex gap-3 leading-snug">
                    <CheckIcon
                      className={`mt-0.5 size-5 shrink-0 ${featured ? 'text-gold-300' : 'text-saffron-600'}`}
                    />
                    <span className={featured ? 'text-cream-50' : 'text-ink-700'}>{feature}</span>
                  </li>
                ))}
              </ul>
              <OrderLink
                page="sadeSati"
                edition={id}
                label={copy.buyLabel}
                variant={featured ? 'accent' : 'primary'}
                className="mt-8 w-full"
              >
                {t('reports:buyNow')}
              </OrderLink>
            </article>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
