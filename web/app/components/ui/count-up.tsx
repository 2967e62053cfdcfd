import { groupDigitsIndian } from '@app/contract/intl-formatters';
import { useLayoutEffect, useRef, useState } from 'react';

type CountUpProps = {
  value: number;
  /** Text after the number, e.g. "+". */
  suffix?: string;
  /** Spec section 9: the count-up takes 2 seconds. */
  durationMs?: number;
  /** Formats the number; Indian digit grouping with commas by default (2,00,000). */
  format?: (value: number) => string;
  className?: string;
};

/**
 * A number that counts up from 0 the first time it scrolls into view (IntersectionObserver
 * plus requestAnimationFrame, easing out). The final number is in the prerendered HTML (for
 * crawlers and visitors without JavaScript) and is the only thing screen readers read: the ticking
 * copy is aria-hidden and drawn over an invisible copy of the final text that keeps the width, so
 * nothing around it moves. With prefers-reduced-motion the final number simply stays.
 */
export function CountUp({
  value,
  suffix = '',
  durationMs = 2000,
  format = groupDigitsIndian,
  className = '',
}: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  // A layout effect, so the reset to 0 happens before the browser paints.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setShown(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          const eased = 1 - (1 - progress) ** 3;
          setShown(Math.round(value * eased));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setShown(value);
    };
  }, [value, durationMs]);

  const final = `${format(value)}${suffix}`;
  return (
    <span ref={ref} className={`relative inline-block tabular-nums ${className}`}>
      <span className="invisible" aria-hidden="true">
        {final}
      </span>
      <span className="absolute inset-0 text-center" aria-hidden="true" data-count-up="">
        {format(shown)}
        {suffix}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
