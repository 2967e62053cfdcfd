import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ButtonLink } from '~/components/ui/button';
import { Picture } from '~/components/ui/picture';
import { SlideButton, SlideDot } from '~/components/ui/slide-controls';
import { useAutoplay } from '~/components/ui/use-autoplay';
import { bannerArt } from '~/features/home/home-art';
import { bannerAutoplayMs, bannerCaptionDelayMs, bannerSlides } from '~/features/home/home-content';
import { useWindowLoaded } from '~/features/home/hooks/use-window-loaded';
import { useTranslation } from '~/lib/i18n';

type SlideCopy = { eyebrow: string; title: string; text: string; cta: string; alt: string };

/**
 * The home banner (spec section 2): three slides, one per view, cross-fading; autoplay every
 * 6000 ms that keeps going when the visitor uses the arrows (the timer restarts after each change)
 * and stops with the pause button; like every autoplay of the site (useAutoplay) it also waits
 * while the pointer or the focus is on it, while it is off screen, and for reduced motion. Each slide is a <picture>: the wide art from 1024px up,
 * the tall art below. The first picture is the page's largest paint, so it is eager and high
 * priority; the others are lazy and only requested once the page has loaded.
 *
 * The caption flag of spec section 4 switches off on every slide change and back on 500 ms later
 * (also 500 ms after first display); the caption fades and rises in when it comes on.
 */
export function BannerSlider() {
  const { t } = useTranslation('home');
  const copy = t('banner.slides', { returnObjects: true }) as SlideCopy[];
  const total = bannerSlides.length;
  const { active, go, playing, togglePlaying, moving, ref, containerProps } =
    useAutoplay<HTMLElement>({ total, intervalMs: bannerAutoplayMs });
  const [captionOn, setCaptionOn] = useState(false);

  // The caption flag: off on each change, on again after 500 ms.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on every change of `active`
  useEffect(() => {
    setCaptionOn(false);
    const timer = window.setTimeout(() => setCaptionOn(true), bannerCaptionDelayMs);
    return () => window.clearTimeout(timer);
  }, [active]);

  // The other slides' pictures are requested after the load event, never competing with the first.
  const loadAll = useWindowLoaded();

  return (
    <section
      ref={ref}
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      className="relative isolate overflow-hidden bg-maroon-950"
      {...containerProps}
    >
      <h1 className="sr-only">{t('banner.heading')}</h1>
      <div
        className="relative aspect-[4/5] sm:aspect-square lg:aspect-[8/3] lg:max-h-[40rem] lg:w-full"
        aria-live={moving ? 'off' : 'polite'}
      >
        {bannerSlides.map((slide, i) => {
          const current = i === active;
          const text = copy[i];
          const art = bannerArt(slide.art);
          return (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern's slide is a group
            <div
              key={slide.art}
              role="group"
              aria-roledescription="slide"
              aria-label={t('banner.slide', { current: i + 1, total })}
              aria-hidden={!current || undefined}
              inert={!current}
              data-banner-slide={i}
              data-active={current ? '' : undefined}
              className={`absolute inset-0 transition-opacity duration-1000 ease-in-out ${current ? 'z-10 opacity-100' : 'opacity-0'}`}
            >
              {i === 0 || loadAll || current ? (
                <Picture
                  file={art.small}
                  wide={art.wide}
                  sizes="100vw"
                  alt={text?.alt ?? ''}
                  priority={i === 0}
                  className="absolute inset-0 size-full object-cover"
                />
              ) : null}
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-linear-to-t from-maroon-950 from-5% via-maroon-950/55 via-45% to-transparent to-70% lg:bg-linear-to-r lg:from-maroon-950/95 lg:from-0% lg:via-maroon-950/60 lg:via-40% lg:to-transparent lg:to-65%"
              />
              <div className="absolute inset-x-0 bottom-0 px-5 pb-20 sm:px-10 sm:pb-24 lg:inset-y-0 lg:flex lg:items-center lg:pb-0">
                <div className="mx-auto w-full max-w-6xl">
                  <div
                    data-banner-caption=""
                    data-visible={current && captionOn ? '' : undefined}
                    className="max-w-xl translate-y-4 opacity-0 transition duration-700 ease-out data-visible:translate-y-0 data-visible:opacity-100 lg:max-w-lg"
                  >
                    <p className="text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase [&:lang(hi)]:tracking-normal">
                      {text?.eyebrow}
                    </p>
                    <h2 className="mt-2 text-balance text-[1.9rem] leading-tight text-cream-50 sm:text-5xl lg:text-[3.25rem]">
                      {text?.title}
                    </h2>
                    <p className="mt-3 hidden max-w-md text-lg leading-relaxed text-cream-100 sm:block">
                      {text?.text}
                    </p>
                    <ButtonLink to={slide.to} variant="accent" size="lg" className="mt-5 sm:mt-6">
                      {text?.cta}
                    </ButtonLink>
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      <div className="absolute inset-x-0 bottom-4 z-20 px-5 sm:bottom-5 sm:px-10">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4">
          <div className="flex items-center">
            {bannerSlides.map((slide, i) => (
              <SlideDot
                key={slide.art}
                tone="dark"
                label={t('banner.slide', { current: i + 1, total })}
                current={i === active}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <div className="flex items-center gap-2">
            <SlideButton
              tone="dark"
              label={t(playing ? 'banner.pause' : 'banner.play')}
              onClick={togglePlaying}
            >
              {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
            </SlideButton>
            <SlideButton
              tone="dark"
              label={t('banner.previous')}
              onClick={() => go(active - 1)}
              data-banner-previous=""
            >
              <ChevronLeftIcon className="size-5" />
            </SlideButton>
            <SlideButton
              tone="dark"
              label={t('banner.next')}
              onClick={() => go(active + 1)}
              data-banner-next=""
            >
              <ChevronRightIcon className="size-5" />
            </SlideButton>
          </div>
        </div>
      </div>
    </section>
  );
}
