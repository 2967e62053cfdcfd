import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ReportArt, ReportPicture } from './report-picture';

type ReportHeroProps = {
  eyebrow: string;
  title: string;
  lead: string;
  /** Short facts shown as ticked chips under the lead. */
  highlights?: readonly string[];
  /** The buttons. */
  actions: ReactNode;
  /** Anything between the highlights and the buttons (a price, a claim). */
  children?: ReactNode;
  /** Under the buttons (a delivery note). */
  footnote?: ReactNode;
  art: ReportArt;
  artAlt: string;
  /** The floating decoration (stars, hearts), drawn behind the content. */
  decoration?: ReactNode;
  /** Background classes; the art is made on this colour (see make-images.mjs). */
  background?: string;
};

/**
 * The top of a report page on a dark background: eyebrow, the page's h1, a lead, ticked
 * highlights, the order buttons and the page's picture (on the right from lg, under the text on
 * phones so the heading paints first). The picture is the one eager, high-priority image.
 */
export function ReportHero({
  eyebrow,
  title,
  lead,
  highlights = [],
  actions,
  children,
  footnote,
  art,
  artAlt,
  decoration,
  background = 'bg-maroon-950',
}: ReportHeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className={`relative isolate overflow-hidden px-4 pt-10 pb-12 text-cream-50 sm:px-6 md:pt-14 lg:pt-16 lg:pb-20 ${background}`}
    >
      {decoration}
      <div className="relative mx-auto grid max-w-6xl items-center gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-12">
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase [&:lang(hi)]:tracking-normal">
            {eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-balance text-[2.1rem] leading-[1.15] text-cream-50 sm:text-5xl lg:text-[3.35rem]"
          >
            {title}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-cream-100">{lead}</p>
          {highlights.length ? (
            <ul className="mt-6 flex flex-wrap gap-2">
              {highlights.map((item) => (
                <li
                  key={item}
                  className="inline-flex items-center gap-1.5 rounded-full border border-gold-300/40 bg-cream-50/10 px-3 py-1.5 text-sm font-semibold text-cream-50"
                >
                  <CheckIcon className="size-4 text-gold-300" />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
          {children}
          <div className="mt-7 flex flex-wrap items-center gap-3">{actions}</div>
          {footnote}
        </div>
        <div className="mx-auto w-full max-w-[20rem] sm:max-w-[24rem] lg:max-w-[30rem]">
          <ReportPicture
            art={art}
            alt={artAlt}
            sizes="(min-width: 1024px) 480px, (min-width: 640px) 384px, 320px"
            priority
            className="h-auto w-full mask-x-from-85% mask-y-from-85%"
          />
        </div>
      </div>
    </section>
  );
}
