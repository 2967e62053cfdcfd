import type { ReactNode } from 'react';

const sizes = {
  xs: 'size-7 text-sm',
  sm: 'size-9 text-lg',
  md: 'size-12',
  lg: 'size-14',
  xl: 'size-16',
  '2xl': 'size-18',
} as const;
const tones = {
  /** Saffron to gold with a gold ring: the icon of a card on a light background. */
  warm: 'bg-linear-to-br from-saffron-100 to-gold-200 text-maroon-700 ring-1 ring-gold-300',
  /** Pale maroon with a gold ring: a quieter card icon. */
  pale: 'bg-maroon-50 text-maroon-700 ring-1 ring-gold-300',
  /** Gold glass on a dark (maroon) section. */
  glass: 'bg-gold-300/15 text-gold-300 ring-1 ring-gold-300/40',
  /** Maroon with a gold figure: a step's number. */
  maroon: 'bg-maroon-700 font-semibold text-gold-200',
  /** Solid gold with a maroon figure: a step's number on a light panel. */
  gold: 'bg-gold-400 font-display text-maroon-950',
  /** Deep maroon gradient with a gold icon: a badge. */
  deep: 'bg-linear-to-br from-maroon-700 to-maroon-900 text-gold-300',
  /** Gold to saffron gradient with a maroon icon: a badge. */
  sun: 'bg-linear-to-br from-gold-300 to-saffron-600 text-maroon-950',
} as const;

/**
 * An icon or a step's number on a round disc, the site's one way to set a small symbol beside a
 * title; `ringed` sets it inside a dashed gold ring, the site's badge (trust badges, awards, the
 * matching report's highlights). Decorative: the text beside it says what it means, so it is
 * hidden from screen readers. `className` places it (a grid span).
 */
export function IconDisc({
  size = 'md',
  tone = 'warm',
  ringed = false,
  className = '',
  children,
}: {
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  ringed?: boolean;
  className?: string;
  /** The icon (sized by the caller) or the number. */
  children: ReactNode;
}) {
  const disc = `flex shrink-0 items-center justify-center rounded-full ${tones[tone]}`;
  if (!ringed) {
    return (
      <span aria-hidden="true" className={`${disc} ${sizes[size]} ${className}`}>
        {children}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex rounded-full border-2 border-dashed border-gold-400 p-1 ${sizes[size]} ${className}`}
    >
      <span className={`${disc} size-full`}>{children}</span>
    </span>
  );
}
