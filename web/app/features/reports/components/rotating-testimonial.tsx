import { useEffect, useRef, useState } from 'react';
import { type Testimonial, TestimonialCard } from '~/components/ui/testimonial-card';
import { ChevronIcon, PauseIcon, ResumeIcon } from './icons';

type Labels = {
  /** Accessible name of the whole rotator, e.g. "Reader testimonials". */
  region: string;
  slide: (current: number, total: number) => string;
  goTo: (number: number) => string;
  previous: string;
  next: string;
  pause: string;
  play: string;
};

/**
 * One testimonial at a time that moves on by itself every `intervalMs` (the Sade Sati page: every
 * 6 s through three) while it is on screen, so a visitor who scrolls to it starts with the first.
 * It waits while the pointer is over it or the focus is inside it, stops for good with the pause
 * button, and never starts by itself for visitors who prefer reduced motion (they keep the
 * arrows, the dots and the play button). All entries are in the HTML, stacked in
 * one grid cell so the box is as tall as the longest and nothing jumps; the hidden ones are inert.
 * Screen readers hear a change only when the visitor made it.
 */
export function RotatingTestimonial({
  items,
  intervalMs,
  labels,
}: {
  items: readonly Testimonial[];
  intervalMs: number;
  labels: Labels;
}) {
  const total = items.length;
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  // null until the browser has said whether it prefers reduced motion: no rotation before that.
  const [stopped, setStopped] = useState<boolean | null>(null);

  useEffect(() => {
    setStopped(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setOnScreen(entry.isIntersecting);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  const rotating = stopped === false && onScreen && !hovered && !focused;

  // A fresh timer after every change, so a slide chosen by hand gets its full time too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `active` restarts the timer on purpose
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % total), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, active, intervalMs, total]);

  const go = (index: number) => setActive((index + total) % total);
  const controlClasses =
    'inline-flex size-11 items-center justify-center rounded-full border border-gold-300 bg-white text-maroon-700 shadow-card transition-colors hover:bg-cream-100';

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={labels.region}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-rotating={rotating ? '' : undefined}
    >
      <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, i) => {
          const current = i === active;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group
            <div
              key={item.name}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(i + 1, total)}
              aria-hidden={!current || undefined}
              inert={!current}
              data-active={current ? '' : undefined}
              className={`col-start-1 row-start-1 flex transition-opacity duration-700 ease-out ${current ? 'opacity-100' : 'opacity-0'}`}
            >
              <TestimonialCard {...item} />
            </div>
          );
        })}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          className={controlClasses}
          aria-label={labels.previous}
          onClick={() => go(active - 1)}
        >
          <ChevronIcon className="size-5 rotate-180" />
        </button>
        <div className="flex items-center">
          {items.map((item, i) => (
            <button
              key={item.name}
              type="button"
              aria-label={labels.goTo(i + 1)}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => go(i)}
              className="group inline-flex size-8 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className="block h-2.5 w-2.5 rounded-full bg-maroon-300 transition-all group-hover:bg-maroon-500 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-maroon-700"
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={controlClasses}
          aria-label={labels.next}
          onClick={() => go(active + 1)}
        >
          <ChevronIcon className="size-5" />
        </button>
        <button
          type="button"
          className={controlClasses}
          aria-label={stopped === false ? labels.pause : labels.play}
          onClick={() => setStopped(stopped === false)}
        >
          {stopped === false ? <PauseIcon className="size-5" /> : <ResumeIcon className="size-4" />}
        </button>
      </div>
    </section>
  );
}
