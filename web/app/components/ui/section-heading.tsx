import type { ReactNode } from 'react';

/**
 * The small spaced capitals over a heading ("OUR SERVICES"): saffron, or gold on a dark
 * background; Hindi keeps its normal spacing.
 */
export function Eyebrow({
  tone = 'light',
  as: Tag = 'p',
  id,
  className = '',
  children,
}: {
  tone?: 'light' | 'dark';
  /** `h2` where the line is itself a heading (then give it `id` and `className="font-sans"`). */
  as?: 'p' | 'h2';
  id?: string;
  /** Margins. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      id={id}
      className={`text-sm font-semibold tracking-[0.14em] uppercase [&:lang(hi)]:tracking-normal ${tone === 'dark' ? 'text-gold-300' : 'text-saffron-700'} ${className}`}
    >
      {children}
    </Tag>
  );
}

/** The words of a section's heading, as the locale files keep them under the section's key. */
export type HeadingCopy = { eyebrow?: string; title: string; intro?: string };

/**
 * A section's heading: a small saffron eyebrow line, the title (an h2 with `id`, for the
 * section's aria-labelledby), a gold ornament and the intro when the copy has one. Centred by
 * default. `copy` is usually the section's strings as they stand in the locale file.
 *
 *   <SectionHeading id="awards-title" copy={t('awards', { returnObjects: true })} />
 */
export function SectionHeading({
  id,
  copy: { eyebrow, title, intro },
  align = 'center',
  tone = 'light',
}: {
  id: string;
  copy: HeadingCopy;
  align?: 'center' | 'start';
  /** `dark` for headings on a dark background. */
  tone?: 'light' | 'dark';
}) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-xl'}>
      {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
      <h2
        id={id}
        className={`mt-2 text-balance text-3xl sm:text-4xl md:text-[2.6rem] ${tone === 'dark' ? 'text-cream-50' : 'text-maroon-800'}`}
      >
        {title}
      </h2>
      <div
        aria-hidden="true"
        className={`mt-4 flex items-center gap-2 ${centered ? 'justify-center' : ''}`}
      >
        <span className="h-px w-12 bg-gold-400" />
        <span className="size-1.5 rotate-45 bg-saffron-500" />
        <span className="h-px w-12 bg-gold-400" />
      </div>
      {intro ? (
        <p
          className={`mt-4 text-base leading-relaxed sm:text-lg ${tone === 'dark' ? 'text-cream-100' : 'text-ink-700'}`}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
