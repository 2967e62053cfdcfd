import type { ReactNode } from 'react';
import { Section } from './section';
import { Eyebrow } from './section-heading';

/**
 * A hero's proportions. Each kind of page keeps its own (content pages, the consultation page,
 * the report pages), written beside its hero; the parts and their order are this component's.
 */
export type HeroLook = {
  /** The band: background and text colour. */
  band: string;
  /** The band's padding (empty when the grid carries it). */
  padding: string;
  /** The grid of the words and the art: columns, gaps. */
  grid: string;
  /** Margins of the eyebrow, and the title's and the lead's size, spacing and colour. */
  eyebrow?: string;
  title: string;
  lead: string;
};

/**
 * The dark band at the top of a page: on the left `top` (a breadcrumb), a gold eyebrow, the
 * page's h1 (id `titleId`, which labels the band), a lead and `children` (the calls to action);
 * beside it `art` (a picture, a video), on the right on wide screens. `backdrop` is drawn behind
 * (a `Glow`, floating stars).
 */
export function HeroWithArt({
  titleId,
  look,
  backdrop,
  top,
  eyebrow,
  title,
  lead,
  children,
  art,
}: {
  titleId: string;
  look: HeroLook;
  backdrop?: ReactNode;
  top?: ReactNode;
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
  art: ReactNode;
}) {
  return (
    <Section
      labelledBy={titleId}
      className={`relative isolate overflow-hidden ${look.band}`}
      padding={look.padding}
      contentClassName={`grid items-center ${look.grid}`}
      backdrop={backdrop}
    >
      <div>
        {top}
        <Eyebrow tone="dark" className={look.eyebrow}>
          {eyebrow}
        </Eyebrow>
        <h1 id={titleId} className={`text-balance text-cream-50 ${look.title}`}>
          {title}
        </h1>
        <p className={`max-w-xl text-lg leading-relaxed ${look.lead}`}>{lead}</p>
        {children}
      </div>
      {art}
    </Section>
  );
}
