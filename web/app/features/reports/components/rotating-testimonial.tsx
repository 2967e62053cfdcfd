import { ChevronRightIcon, PauseIcon, PlayIcon } from 'lucide-react';
import { type Testimonial, TestimonialCard } from '~/components/ui/testimonial-card';
import { useAutoplay } from '~/components/ui/use-autoplay';

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
 * It pauses as every autoplay of the site does (useAutoplay: pointer over it, focus inside it,
 * the pause button, reduced motion). All entries are in the HTML, stacked in
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
  const { active, go, playing, togglePlaying, moving, ref, containerProps } =
    useAutoplay<HTMLElement>({ total, intervalMs });

  const controlClasses =
    'inline-flex size-11 items-center justify-center rounded-full border border-gold-300 bg-white text-maroon-700 shadow-card transition-colors hover:bg-cream-100';

  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label={labels.region}
      {...containerProps}
      data-rotating={moving ? '' : undefined}
    >
      <div className="grid" aria-live={moving ? 'off' : 'polite'}>
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
          <ChevronRightIcon className="size-5 rotate-180" />
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
          <ChevronRightIcon className="size-5" />
        </button>
        <button
          type="button"
          className={controlClasses}
          aria-label={playing ? labels.pause : labels.play}
          onClick={togglePlaying}
        >
          {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-4" />}
        </button>
      </div>
    </section>
  );
}
