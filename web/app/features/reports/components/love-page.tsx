import {
  CircleHelpIcon,
  HandHeartIcon,
  HeadsetIcon,
  HeartCrackIcon,
  HeartHandshakeIcon,
  LockIcon,
  MailIcon,
  ScaleIcon,
  ScrollTextIcon,
  UserIcon,
  UserStarIcon,
} from 'lucide-react';
import {
  CoupleIcon,
  CrystalBallIcon,
  LotusIcon,
  TwoHeartsIcon,
} from '~/components/ui/astro-glyphs';
import { Picture } from '~/components/ui/picture';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import { reportArt } from '../report-art';
import { useReportCopy } from '../report-copy';
import { FaqSection } from './faq-section';
import { FloatingHearts } from './floating-hearts';
import { FreeCalculator } from './free-calculator';
import { IconCardSection, type IconCardsCopy } from './icon-cards';
import { OrderBar, orderBarSpace } from './order-bar';
import { OrderLink } from './order-link';
import { HeroAnchor, ReportHero } from './report-hero';

/** The icon of each card, by section and card id; the cards' words are in the copy. */
const cardIcons = {
  inside: {
    personality: HeartHandshakeIcon,
    compatibility: TwoHeartsIcon,
    strengths: ScaleIcon,
    remedies: LotusIcon,
    future: CrystalBallIcon,
  },
  forYou: {
    singles: UserIcon,
    couples: CoupleIcon,
    challenges: HeartCrackIcon,
    confused: CircleHelpIcon,
  },
  why: {
    personal: UserStarIcon,
    experts: ScrollTextIcon,
    kind: HandHeartIcon,
    private: LockIcon,
    quick: MailIcon,
    support: HeadsetIcon,
  },
};

/**
 * The Love Report landing page (spec section 2): hero with 15 floating hearts, what is inside,
 * who it is for, why choose it, the FAQ, a closing call to action, and the fixed bottom bar
 * ("Hurry!! Offer Ends Soon", Order Now). The page leaves room at the bottom for the bar.
 */
export function LovePage() {
  const { t, list } = useReportCopy('reports-love');
  const why = list<IconCardsCopy & { imageAlt: string }>('why');

  return (
    <>
      <ReportHero
        namespace="reports-love"
        art={reportArt.loveHero}
        decoration={<FloatingHearts />}
        background="bg-maroon-800"
        secondary={<HeroAnchor href="#inside">{t('hero.secondary')}</HeroAnchor>}
      />

      <IconCardSection id="inside" copy={list('inside')} icons={cardIcons.inside} />

      <IconCardSection
        id="for-you"
        copy={list('forYou')}
        icons={cardIcons.forYou}
        tone="dark"
        columns={4}
        className="bg-maroon-900"
      />

      <Section
        id="why"
        labelledBy="why-title"
        contentClassName="grid items-center gap-10 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-14"
        belowFold
      >
        <div className="mx-auto w-full max-w-[22rem] lg:max-w-none">
          <Picture
            file={reportArt.loveRings}
            alt={why.imageAlt}
            sizes="(min-width: 1024px) 440px, 352px"
            className="h-auto w-full mask-x-from-90% mask-y-from-90%"
          />
        </div>
        <div>
          <SectionHeading id="why-title" copy={why} align="start" />
          <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2">
            {Object.entries(cardIcons.why).map(([id, Icon]) => (
              <li key={id} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-saffron-100 to-gold-200 text-maroon-700 ring-1 ring-gold-300">
                  <Icon className="size-5" />
                </span>
                <div>
                  <h3 className="font-sans text-lg font-semibold leading-snug text-maroon-800">
                    {why.items[id]?.title}
                  </h3>
                  <p className="mt-1 leading-relaxed text-ink-700">{why.items[id]?.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <FreeCalculator page="love" to="/calculators/manglik" />

      <FaqSection namespace="reports-love" className="border-t border-gold-200 bg-white" />

      <Section
        id="order"
        labelledBy="order-title"
        className="relative isolate overflow-hidden bg-linear-to-br from-maroon-700 to-maroon-900 text-center"
        padding={`px-4 pt-16 sm:px-6 md:pt-20 ${orderBarSpace}`}
        width="2xl"
        belowFold
      >
        <h2 id="order-title" className="text-balance text-3xl text-cream-50 sm:text-4xl">
          {t('closing.title')}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-cream-100">{t('closing.text')}</p>
        <OrderLink page="love" label={t('closing.ctaLabel')} className="mt-8">
          {t('reports:orderNow')}
        </OrderLink>
      </Section>

      <OrderBar
        page="love"
        label={t('bar.label')}
        message={t('bar.message')}
        cta={t('reports:orderNow')}
        ctaLabel={t('bar.ctaLabel')}
      />
    </>
  );
}
