import type { ReactNode } from 'react';
import { HighlightPills } from '~/components/ui/check-list';
import { type HeroLook, HeroWithArt } from '~/components/ui/hero-with-art';
import { Picture, type PictureFile } from '~/components/ui/picture';
import { type ReportNamespace, reportPageOf, useReportCopy } from '../report-copy';
import { OrderLink } from './order-link';

/** The hero's words in a report page's namespace, under `hero`. */
type HeroCopy = {
  eyebrow: string;
  title: string;
  lead: string;
  /** Short facts shown as ticked chips under the lead. */
  highlights?: string[];
  /** What the order button orders, for screen readers. */
  ctaLabel: string;
  imageAlt: string;
};

const reportHeroLook: HeroLook = {
  band: '',
  padding: 'px-4 pt-10 pb-12 sm:px-6 md:pt-14 lg:pt-16 lg:pb-20',
  grid: 'relative gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-12',
  title: 'mt-3 text-[2.1rem] leading-[1.15] sm:text-5xl lg:text-[3.35rem]',
  lead: 'mt-4 text-cream-100',
};

type ReportHeroProps = {
  namespace: ReportNamespace;
  /** A second button beside Order Now. */
  secondary?: ReactNode;
  /** Anything between the highlights and the buttons (a price, a claim). */
  children?: ReactNode;
  /** Under the buttons (a delivery note). */
  footnote?: ReactNode;
  art: PictureFile;
  /** The floating decoration (stars, hearts), drawn behind the content. */
  decoration?: ReactNode;
  /** Background classes; the art is made on this colour (see make-images.mjs). */
  background?: string;
};

/**
 * The top of a report page on a dark background: eyebrow, the page's h1, a lead, ticked
 * highlights, Order Now (and `secondary`) and the page's picture (on the right from lg, under
 * the text on phones so the heading paints first), the words from `hero` in the page's
 * namespace. The picture is the one eager, high-priority image.
 */
export function ReportHero({
  namespace,
  secondary,
  children,
  footnote,
  art,
  decoration,
  background = 'bg-maroon-950',
}: ReportHeroProps) {
  const { t, list } = useReportCopy(namespace);
  const { eyebrow, title, lead, highlights = [], ctaLabel, imageAlt } = list<HeroCopy>('hero');
  return (
    <HeroWithArt
      titleId="hero-title"
      look={{ ...reportHeroLook, band: `text-cream-50 ${background}` }}
      backdrop={decoration}
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      art={
        <div className="mx-auto w-full max-w-[20rem] sm:max-w-[24rem] lg:max-w-[30rem]">
          <Picture
            file={art}
            alt={imageAlt}
            sizes="(min-width: 1024px) 480px, (min-width: 640px) 384px, 320px"
            priority
            className="h-auto w-full mask-x-from-85% mask-y-from-85%"
          />
        </div>
      }
    >
      {highlights.length ? <HighlightPills items={highlights} /> : null}
      {children}
      <div className="mt-7 flex flex-wrap items-center gap-3">
        <OrderLink page={reportPageOf[namespace]} label={ctaLabel}>
          {t('reports:orderNow')}
        </OrderLink>
        {secondary}
      </div>
      {footnote}
    </HeroWithArt>
  );
}

/** A hero's second button: a link further down the page, outlined in gold. */
export function HeroAnchor({ href, children }: { href: `#${string}`; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-13 items-center justify-center rounded-full border-2 border-gold-300/70 px-7 text-lg font-semibold text-cream-50 transition-colors hover:bg-cream-50/10 focus-visible:outline-gold-300"
    >
      {children}
    </a>
  );
}
