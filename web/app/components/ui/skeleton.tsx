import type { ComponentProps } from 'react';

/**
 * A placeholder block that stands in for content while it loads. Give it the size of what it
 * replaces (`className="h-4 w-2/3"`) so nothing moves when the content arrives. It pulses
 * gently, and stays still for visitors who ask for reduced motion. Decorative: wrap a group of
 * skeletons in an element with `aria-busy` and a text for screen readers (see SkeletonGroup).
 */
export function Skeleton({ className = '', ...rest }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={`rounded-md bg-current opacity-10 motion-safe:animate-pulse ${className}`}
      {...rest}
    />
  );
}

/** Lines of text: full width, the last one shorter. */
export function SkeletonText({
  lines = 3,
  className = '',
}: {
  lines?: number;
  className?: string;
}) {
  return (
    <div aria-hidden="true" className={`space-y-2.5 ${className}`}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: identical, static placeholders
          key={index}
          className={`h-4 ${index === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full'}`}
        />
      ))}
    </div>
  );
}

/**
 * A loading region: announces `label` to screen readers (and exposes `aria-busy`) while its
 * skeletons are shown.
 */
export function SkeletonGroup({
  label,
  className = '',
  children,
  ...rest
}: ComponentProps<'div'> & { label: string }) {
  return (
    <div role="status" aria-busy="true" className={className} {...rest}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
