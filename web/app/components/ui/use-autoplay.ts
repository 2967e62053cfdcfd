import { type FocusEvent, useEffect, useRef, useState } from 'react';

/**
 * The one autoplay behaviour of the site, for everything that moves on by itself (the home
 * banner, the rotating testimonials):
 * - a fresh timer after every change, so a slide chosen by hand gets its full time;
 * - it waits while the pointer is over the element or the keyboard focus is inside it, and while
 *   the element is off screen (WCAG 2.2.2: nothing moves under a visitor who is reading it);
 * - the pause button stops it until play is pressed; visitors who prefer reduced motion start
 *   stopped (they keep the arrows, the dots and the play button);
 * - before the browser has said whether it prefers reduced motion nothing moves, and the button
 *   reads "pause", as the prerendered page does.
 *
 * Attach `ref` and spread `containerProps` on the element that holds the slides and controls.
 */
export function useAutoplay<Element extends HTMLElement>({
  total,
  intervalMs,
}: {
  total: number;
  intervalMs: number;
}) {
  const [active, setActive] = useState(0);
  // null until the reduced-motion preference is known; then the pause/play button's state.
  const [stopped, setStopped] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const ref = useRef<Element>(null);

  useEffect(() => {
    setStopped(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const moving = stopped === false && onScreen && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `active` restarts the timer on purpose
  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % total), intervalMs);
    return () => window.clearTimeout(timer);
  }, [moving, active, intervalMs, total]);

  return {
    /** The index of the slide on show. */
    active,
    /** Shows slide `index` (any integer: it wraps around). */
    go: (index: number) => setActive(((index % total) + total) % total),
    /** Whether the pause/play button reads "pause". */
    playing: stopped !== true,
    togglePlaying: () => setStopped(stopped !== true),
    /** Whether the slides are moving on by themselves right now (screen readers stay quiet). */
    moving,
    ref,
    containerProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<Element>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
