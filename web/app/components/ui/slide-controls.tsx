import type { ComponentProps, ReactNode } from 'react';

/** The controls on a light background (the carousels) and over a dark picture (the banner). */
const looks = {
  light: {
    button: 'border-gold-300 bg-white text-maroon-700 shadow-card hover:bg-cream-100',
    dotButton: '',
    dot: 'h-2.5 w-2.5 bg-maroon-300 group-hover:bg-maroon-500 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-maroon-700',
  },
  dark: {
    button:
      'border-cream-50/40 bg-maroon-950/50 text-cream-50 backdrop-blur-sm hover:bg-maroon-950/80 focus-visible:outline-gold-300',
    dotButton: 'focus-visible:outline-gold-300',
    dot: 'h-2 w-2 bg-cream-50/50 group-hover:bg-cream-50 group-aria-[current=true]:w-7 group-aria-[current=true]:bg-gold-300',
  },
} as const;

type Tone = keyof typeof looks;

/** A slideshow's round button (previous, next, pause or play), named by `label`. */
export function SlideButton({
  tone = 'light',
  label,
  children,
  ...button
}: { tone?: Tone; label: string; children: ReactNode } & Omit<
  ComponentProps<'button'>,
  'type' | 'className' | 'aria-label'
>) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`inline-flex size-11 items-center justify-center rounded-full border transition-colors ${looks[tone].button}`}
      {...button}
    >
      {children}
    </button>
  );
}

/**
 * One of a slideshow's dots: it shows the slide it names, and the current one (aria-current)
 * is drawn long. `className` replaces `inline-flex` (a dot shown only at some widths).
 */
export function SlideDot({
  tone = 'light',
  label,
  current,
  onClick,
  className = 'inline-flex',
}: {
  tone?: Tone;
  label: string;
  current: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
      className={`group size-8 items-center justify-center ${looks[tone].dotButton} ${className}`}
    >
      <span aria-hidden="true" className={`block rounded-full transition-all ${looks[tone].dot}`} />
    </button>
  );
}
