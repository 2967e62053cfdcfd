import { PlayIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

type VideoFacadeProps = {
  /** The YouTube video id (contract/src/site.ts `site.videos`). */
  videoId: string;
  /** The video's title: names the player once it is loaded, and is shown on the poster. */
  title: string;
  /** Accessible name of the play button, e.g. "Play the video: How we match two kundalis". */
  playLabel: string;
  /**
   * Our own poster (an <img> or <picture> that fills the frame, `className="size-full
   * object-cover"`). Without one, a drawn maroon-and-gold poster is shown.
   */
  poster?: ReactNode;
  /** Show the title over the poster (default true). */
  showTitle?: boolean;
  className?: string;
};

const playerOrigin = 'https://www.youtube-nocookie.com';

/** Adds a preconnect to the player's origin once, when the visitor shows interest. */
let warmedUp = false;
function warmUp() {
  if (warmedUp || typeof document === 'undefined') return;
  warmedUp = true;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = playerOrigin;
  document.head.append(link);
}

/**
 * A click-to-load YouTube player. Until the visitor presses play it is only our poster and a play
 * button: no iframe, no request to YouTube, nothing that slows the page. Pressing play swaps in
 * the privacy-enhanced player (youtube-nocookie.com) with autoplay and moves the focus into it.
 * Pointing at it (or focusing the button) preconnects to the player so it starts quickly.
 * Keeps a 16:9 frame, so nothing moves when the player arrives.
 *
 *   <VideoFacade videoId={site.videos.kundaliMatching} title={t('video.title')}
 *     playLabel={t('video.play', { title: t('video.title') })} />
 */
export function VideoFacade({
  videoId,
  title,
  playLabel,
  poster,
  showTitle = true,
  className = '',
}: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div
      data-video-facade={videoId}
      className={`relative isolate aspect-video w-full overflow-hidden rounded-card bg-maroon-950 shadow-card ${className}`}
    >
      {playing ? (
        <iframe
          ref={frameRef}
          src={`${playerOrigin}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <>
          <div aria-hidden="true" className="absolute inset-0 -z-10">
            {poster ?? <DrawnPoster />}
          </div>
          {showTitle ? (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-0 bottom-0 bg-linear-to-t from-maroon-950/90 to-transparent px-4 pt-10 pb-3 sm:px-6 sm:pb-5"
            >
              <p className="font-display text-lg leading-tight text-cream-50 sm:text-2xl">
                {title}
              </p>
            </div>
          ) : null}
          <button
            type="button"
            aria-label={playLabel}
            onClick={() => setPlaying(true)}
            onPointerEnter={warmUp}
            onFocus={warmUp}
            className="group absolute inset-0 flex items-center justify-center focus-visible:-outline-offset-4 focus-visible:outline-gold-300"
          >
            <span
              aria-hidden="true"
              className="flex size-16 items-center justify-center rounded-full bg-saffron-500 text-white shadow-lg ring-4 ring-cream-50/35 transition-transform group-hover:scale-110 sm:size-20"
            >
              <PlayIcon className="ml-1 size-7 sm:size-9" fill="currentColor" />
            </span>
          </button>
        </>
      )}
    </div>
  );
}

/** The poster when the caller has none: a night-sky gradient with a golden mandala. */
function DrawnPoster() {
  const petals = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <div className="size-full bg-[radial-gradient(circle_at_50%_45%,var(--color-maroon-700),var(--color-maroon-950)_70%)]">
      <svg
        aria-hidden="true"
        viewBox="0 0 160 90"
        className="size-full text-gold-300 opacity-40"
        fill="none"
        stroke="currentColor"
        strokeWidth="0.4"
        preserveAspectRatio="xMidYMid slice"
      >
        <circle cx="80" cy="45" r="34" />
        <circle cx="80" cy="45" r="26" />
        <circle cx="80" cy="45" r="12" />
        {petals.map((angle) => (
          <path
            key={angle}
            d="M80 33c3 -5 3 -10 0 -15c-3 5 -3 10 0 15Z"
            transform={`rotate(${angle} 80 45)`}
          />
        ))}
      </svg>
    </div>
  );
}
