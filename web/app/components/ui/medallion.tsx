import type { ReactNode } from 'react';

const sizes = { md: 'size-16 p-1', lg: 'size-18 p-1.5' } as const;
const tones = {
  maroon: 'from-maroon-700 to-maroon-900 text-gold-300',
  gold: 'from-gold-300 to-saffron-600 text-maroon-950',
} as const;

/**
 * An icon on a disc inside a dashed gold ring, the site's badge (trust badges, awards, the
 * matching report's highlights). `className` places it (a grid span).
 */
export function Medallion({
  size = 'md',
  tone = 'maroon',
  className = '',
  children,
}: {
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  className?: string;
  /** The icon, sized by the caller. */
  children: ReactNode;
}) {
  return (
    <span
      className={`flex items-center justify-center rounded-full border-2 border-dashed border-gold-400 ${sizes[size]} ${className}`}
    >
      <span
        className={`flex size-full items-center justify-center rounded-full bg-linear-to-br ${tones[tone]}`}
      >
        {children}
      </span>
    </span>
  );
}
