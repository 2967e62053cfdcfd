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
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import { type FaqCopy, useReportCopy } from '../report-copy';
import { FaqSection } from './faq-section';
import { FloatingHearts } from './floating-hearts';
import { IconCardSection } from './icon-cards';
import { OrderBar, orderBarSpace } from './order-bar';
import { OrderLink } from './order-link';
import { ReportHero } from './report-hero';
import { ReportPicture, reportArt } from './report-picture';

const inside = [
  { id: 'personality', icon: HeartHandshakeIcon },
  { id: 'compatibility', icon: TwoHeartsIcon },
  { id: 'strengths', icon: ScaleIcon },
  { id: 'remedies', icon: LotusIcon },
  { id: 'future', icon: CrystalBallIcon },
] as const;

const audiences = [
  { id: 'singles', icon: UserIcon },
  { id: 'couples', icon: CoupleIcon },
  { id: 'challenges', icon: HeartCrackIcon },
  { id: 'confused', icon: CircleHelpIcon },
] as const;

const reasons = [
  { id: 'personal', icon: UserStarIcon },
  { id: 'experts', icon: ScrollTextIcon },
  { id: 'kind', icon: HandHeartIcon },
  { id: 'private', icon: LockIcon },
  { id: 'quick', icon: MailIcon },
  { id: 'support', icon: HeadsetIcon },
] as const;

/**
 * The Love Report landing page (spec section 2): hero with 15 floating hearts, what is inside,
 * who it is for, why choose it, the FAQ, a closing call to action, and the fixed bottom bar
 * ("Hurry!! Offer Ends Soon", Order Now). The page leaves room at the bottom for the bar.
 */
export function LovePage() {
  const { t, list } = useReportCopy('reports-love');

  return (
    <>
      <ReportHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        highlights={list<string[]>('hero.highlights')}
        art={reportArt.loveHero}
        artAlt={t('hero.imageAlt')}
        decoration={<FloatingHearts />}
        background="bg-maroon-800"
        actions={
          <>
            <OrderLink label={t('hero.ctaLabel')}>{t('reports:orderNow')}</OrderLink>
            <a
              href="#inside"
              className="inline-flex min-h-13 items-center justify-center rounded-full border-2 border-gold-300/70 px-7 text-lg font-semibold text-cream-50 transition-colors hover:bg-cream-50/10 focus-visible:outline-gold-300"
            >
              {t('hero.secondary')}
            </a>
          </>
        }
      />

      <IconCardSection id="inside" copyKey="inside" t={t} cards={inside} withIntro />

      <IconCardSection
        id="for-you"
        copyKey="forYou"
        t={t}
        cards={audiences}
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
          <ReportPicture
            art={reportArt.loveRings}
            alt={t('why.imageAlt')}
            sizes="(min-width: 1024px) 440px, 352px"
            className="h-auto w-full mask-x-from-90% mask-y-from-90%"
          />
        </div>
        <div>
          <SectionHeading
            id="why-title"
            eyebrow={t('why.eyebrow')}
            title={t('why.title')}
            intro={t('why.intro')}
            align="start"
          />
          <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2">
            {reasons.map(({ id, icon: Icon }) => (
              <li key={id} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-saffron-100 to-gold-200 text-maroon-700 ring-1 ring-gold-300">
                  <Icon className="size-5" />
                </span>
                <div>
                  <h3 className="font-sans text-lg font-semibold leading-snug text-maroon-800">
                    {t(`why.items.${id}.title`)}
                  </h3>
                  <p className="mt-1 leading-relaxed text-ink-700">{t(`why.items.${id}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <FaqSection
        className="border-t border-gold-200 bg-white"
        belowFold
        eyebrow={t('reports:faqEyebrow')}
        title={t('faq.title')}
        intro={t('faq.intro')}
        items={list<FaqCopy[]>('faq.items')}
        initialOpenIndex={0}
      />

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
        <OrderLink label={t('closing.ctaLabel')} className="mt-8">
          {t('reports:orderNow')}
        </OrderLink>
      </Section>

      <OrderBar
        label={t('bar.label')}
        message={t('bar.message')}
        cta={t('reports:orderNow')}
        ctaLabel={t('bar.ctaLabel')}
      />
    </>
  );
}
