import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { SlideButton, SlideDot } from './slide-controls';

type Count = 1 | 2 | 3 | 4;
type Breakpoint = 'base' | 'sm' | 'md' | 'lg' | 'xl';

/** Cards per view from each Tailwind breakpoint up (sm 640, md 768, lg 1024, xl 1280). */
export type SlidesPerView = { base: Count } & Partial<Record<Exclude<Breakpoint, 'base'>, Count>>;

type CarouselProps = {
  slides: readonly ReactNode[];
  perView?: SlidesPerView;
  /** Accessible name of the carousel, e.g. "Customer testimonials". */
  label: string;
  /** Name of each slide, e.g. (2, 4) => "Testimonial 2 of 4". */
  slideLabel: (current: number, total: number) => string;
  /** Name of each pagination dot, e.g. (2) => "Show testimonial 2". */
  dotLabel: (number: number) => string;
  /** Labels of the previous/next arrows; without them no arrows are shown. */
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
};

// Literal class names, so that Tailwind generates them.
const perViewClass: Record<Breakpoint, Record<Count, string>> = {
  base: { 1: '[--per-view:1]', 2: '[--per-view:2]', 3: '[--per-view:3]', 4: '[--per-view:4]' },
  sm: {
    1: 'sm:[--per-view:1]',
    2: 'sm:[--per-view:2]',
    3: 'sm:[--per-view:3]',
    4: 'sm:[--per-view:4]',
  },
  md: {
    1: 'md:[--per-view:1]',
    2: 'md:[--per-view:2]',
    3: 'md:[--per-view:3]',
    4: 'md:[--per-view:4]',
  },
  lg: {
    1: 'lg:[--per-view:1]',
    2: 'lg:[--per-view:2]',
    3: 'lg:[--per-view:3]',
    4: 'lg:[--per-view:4]',
  },
  xl: {
    1: 'xl:[--per-view:1]',
    2: 'xl:[--per-view:2]',
    3: 'xl:[--per-view:3]',
    4: 'xl:[--per-view:4]',
  },
};
const shownClass: Record<Breakpoint, string> = {
  base: 'flex',
  sm: 'sm:flex',
  md: 'md:flex',
  lg: 'lg:flex',
  xl: 'xl:flex',
};
const hiddenClass: Record<Breakpoint, string> = {
  base: 'hidden',
  sm: 'sm:hidden',
  md: 'md:hidden',
  lg: 'lg:hidden',
  xl: 'xl:hidden',
};
const breakpoints: Breakpoint[] = ['base', 'sm', 'md', 'lg', 'xl'];
/** Tailwind's default breakpoints, which the per-view classes above use. */
const breakpointMinWidth: Record<Exclude<Breakpoint, 'base'>, number> = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
};

/** Classes that show an element only at the breakpoints where `visible(perView)` holds. */
function responsiveVisibility(perView: SlidesPerView, visible: (count: number) => boolean) {
  return breakpoints
    .filter((bp) => perView[bp] !== undefined)
    .map((bp) => (visible(perView[bp] as number) ? shownClass[bp] : hiddenClass[bp]))
    .join(' ');
}

const swipeThreshold = 40;

/**
 * A row of cards showing `perView` at a time, moved by pagination dots (one per starting
 * position), optional previous/next arrows (they wrap around) and a swipe on touch screens. The number of cards per
 * view is pure CSS (a custom property set per breakpoint), so the prerendered HTML already has the
 * right layout at every width and nothing shifts when the script starts; the script works out
 * the same number from the window width to keep the position in range and to make off-screen
 * cards inert.
 *
 *   <Carousel slides={cards} perView={{ base: 1, md: 2, lg: 3 }} label="Customer testimonials"
 *     slideLabel={(n, total) => `${n} of ${total}`} dotLabel={(n) => `Show card ${n}`} />
 */
export function Carousel({
  slides,
  perView = { base: 1 },
  label,
  slideLabel,
  dotLabel,
  previousLabel,
  nextLabel,
  className = '',
}: CarouselProps) {
  const total = slides.length;
  const swipeStart = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  // Cards per view at the current width; null until the script has looked.
  const [shown, setShown] = useState<number | null>(null);

  // Cards per view at the current width, from matchMedia (what the per-view classes make the CSS
  // say) rather than getComputedStyle, which would force a style and layout pass of the whole
  // page while it is still starting.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the breakpoints are fixed per carousel
  useEffect(() => {
    const steps = breakpoints.flatMap((bp) => {
      const count = perView[bp];
      return bp === 'base' || count === undefined
        ? []
        : [{ count, query: window.matchMedia(`(min-width: ${breakpointMinWidth[bp]}px)`) }];
    });
    const measure = () =>
      setShown(steps.findLast((step) => step.query.matches)?.count ?? perView.base);
    measure();
    for (const { query } of steps) query.addEventListener('change', measure);
    return () => {
      for (const { query } of steps) query.removeEventListener('change', measure);
    };
  }, []);

  const lastStart = Math.max(0, total - (shown ?? 1));
  const current = Math.min(index, lastStart);
  const goTo = (target: number) => setIndex(Math.max(0, Math.min(target, lastStart)));

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= swipeThreshold) goTo(current + (distance < 0 ? 1 : -1));
  };

  const perViewClasses = breakpoints
    .filter((bp) => perView[bp] !== undefined)
    .map((bp) => perViewClass[bp][perView[bp] as Count])
    .join(' ');

  return (
    <section aria-roledescription="carousel" aria-label={label} className={className}>
      <div
        className={`overflow-hidden ${perViewClasses}`}
        style={{ touchAction: 'pan-y' }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          className="-mx-2 flex transition-transform duration-500 ease-out motion-reduce:transition-none md:-mx-3"
          style={{ transform: `translateX(calc(${current} * -100% / var(--per-view)))` }}
        >
          {slides.map((slide, i) => {
            const offScreen = shown !== null && (i < current || i >= current + shown);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are static content
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(i + 1, total)}
                aria-hidden={offScreen || undefined}
                inert={offScreen}
                data-carousel-slide=""
                className="flex shrink-0 grow-0 basis-[calc(100%/var(--per-view))] px-2 md:px-3"
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>

      <div
        className={`mt-6 items-center justify-center gap-3 ${responsiveVisibility(perView, (count) => total > count)}`}
      >
        {previousLabel ? (
          <SlideButton
            label={previousLabel}
            onClick={() => goTo(current === 0 ? lastStart : current - 1)}
          >
            <Arrow direction="left" />
          </SlideButton>
        ) : null}
        <div className="flex items-center">
          {slides.map((_, i) => (
            <SlideDot
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
              key={i}
              label={dotLabel(i + 1)}
              current={i === current}
              onClick={() => goTo(i)}
              // A dot exists only for positions the row can start at with this many per view.
              className={responsiveVisibility(perView, (count) => i <= total - count)}
            />
          ))}
        </div>
        {nextLabel ? (
          <SlideButton
            label={nextLabel}
            onClick={() => goTo(current >= lastStart ? 0 : current + 1)}
          >
            <Arrow direction="right" />
          </SlideButton>
        ) : null}
      </div>
    </section>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return direction === 'left' ? (
    <ChevronLeftIcon className="size-5" strokeWidth={2.2} />
  ) : (
    <ChevronRightIcon className="size-5" strokeWidth={2.2} />
  );
}
