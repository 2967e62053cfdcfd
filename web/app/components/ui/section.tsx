import type { ReactNode } from 'react';
import { type HeadingCopy, SectionHeading } from './section-heading';

/**
 * For content below the first screen: the browser skips its style, layout and paint until it
 * comes near the viewport (`content-visibility: auto`), reserving an estimated height that it then
 * remembers. On a long page this takes a good part of the main-thread work off the first load on
 * a phone; the content stays in the page for search engines, find-in-page and screen readers.
 * The estimate (`contain-intrinsic-size`) keeps the scrollbar and anchors close to right before
 * the content has been drawn.
 */
const belowTheFoldClass = '[content-visibility:auto]';
const defaultEstimatedHeight = '[contain-intrinsic-size:auto_900px]';

/** The usual band: side padding, and more space above and below on wider screens. */
const bandPadding = 'px-4 py-14 sm:px-6 md:py-20';

const contentWidths = {
  '6xl': 'max-w-6xl',
  '5xl': 'max-w-5xl',
  '4xl': 'max-w-4xl',
  '3xl': 'max-w-3xl',
  '2xl': 'max-w-2xl',
  xl: 'max-w-xl',
} as const;

/**
 * A band of a page: the site's side padding and vertical rhythm, with the content centred at a
 * maximum width. `labelledBy` names the id of the section's heading. `belowFold` is true (or the
 * estimated-height classes, when the usual 900 px is far off) for sections below the first screen.
 */
type SectionProps = {
  id?: string;
  labelledBy?: string;
  /** Background, colour, borders. */
  className?: string;
  /** Padding classes, when the usual band's do not fit (a section that continues the one above). */
  padding?: string;
  width?: keyof typeof contentWidths;
  contentClassName?: string;
  belowFold?: boolean | string;
  /** Drawn behind the content (a `Glow`, floating stars): the section then clips and stacks it. */
  backdrop?: ReactNode;
  children: ReactNode;
};

export function Section({
  id,
  labelledBy,
  className = '',
  padding = bandPadding,
  width = '6xl',
  contentClassName = '',
  belowFold = false,
  backdrop,
  children,
}: SectionProps) {
  const foldClass =
    belowFold === false
      ? ''
      : `${belowTheFoldClass} ${belowFold === true ? defaultEstimatedHeight : belowFold}`;
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`${padding} ${className} ${foldClass} ${backdrop ? 'relative isolate overflow-hidden' : ''}`}
    >
      {backdrop}
      <div className={`mx-auto ${contentWidths[width]} ${contentClassName}`}>{children}</div>
    </section>
  );
}

/** A soft light behind a dark band's content (its gradients in `className`), for `backdrop`. */
export function Glow({ className }: { className: string }) {
  return <div aria-hidden="true" className={`-z-10 absolute inset-0 ${className}`} />;
}

/** The thin gold line along the bottom of a dark hero, for `backdrop`. */
export function GoldLine() {
  return (
    <div
      aria-hidden="true"
      className="-z-10 -translate-x-1/2 absolute bottom-0 left-1/2 h-px w-2/3 bg-linear-to-r from-transparent via-gold-400/70 to-transparent"
    />
  );
}

/**
 * The usual band that opens with its heading: a `Section` with the id `id`, labelled by its
 * `SectionHeading` (id `<id>-title`) with the words of `heading`; `children` follow it.
 *
 *   <HeadedSection id="packages" heading={t('packages', { returnObjects: true })}>...</HeadedSection>
 */
export function HeadedSection({
  id,
  heading,
  tone,
  children,
  ...band
}: Omit<SectionProps, 'id' | 'labelledBy'> & {
  id: string;
  heading: HeadingCopy;
  /** `dark` on a dark background. */
  tone?: 'light' | 'dark';
}) {
  return (
    <Section id={id} labelledBy={`${id}-title`} {...band}>
      <SectionHeading id={`${id}-title`} copy={heading} tone={tone} />
      {children}
    </Section>
  );
}

/**
 * Wraps a whole component that lies below the first screen (the home page's sections) in the
 * same `content-visibility` treatment as `<Section belowFold>`; `estimatedHeight` holds the
 * contain-intrinsic-size classes of its usual height at each screen width.
 */
export function BelowTheFold({
  estimatedHeight = defaultEstimatedHeight,
  children,
}: {
  estimatedHeight?: string;
  children: ReactNode;
}) {
  return <div className={`${belowTheFoldClass} ${estimatedHeight}`}>{children}</div>;
}
