import { ChevronRightIcon, PauseIcon, PlayIcon } from 'lucide-react';
import { SlideButton, SlideDot } from '~/components/ui/slide-controls';
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
        <SlideButton label={labels.previous} onClick={() => go(active - 1)}>
          <ChevronRightIcon className="size-5 rotate-180" />
        </SlideButton>
        <div className="flex items-center">
          {items.map((item, i) => (
            <SlideDot
              key={item.name}
              label={labels.goTo(i + 1)}
              current={i === active}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <SlideButton label={labels.next} onClick={() => go(active + 1)}>
          <ChevronRightIcon className="size-5" />
        </SlideButton>
        <SlideButton label={playing ? labels.pause : labels.play} onClick={togglePlaying}>
          {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-4" />}
        </SlideButton>
      </div>
    </section>
  );
}
