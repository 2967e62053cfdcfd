import { Picture } from '~/components/ui/picture';
import { tileArt } from '~/features/home/home-art';
import { sacredTiles, skyTiles } from '~/features/home/home-content';
import { useWindowLoaded } from '~/features/home/hooks/use-window-loaded';
import { useTranslation } from '~/lib/i18n';

// The keyframes for the strips; hoisted into <head> once by React.
const marqueeCss =
  '@keyframes home-marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}';

/**
 * Two strips of six pictures under the banner (spec section 2): the sky moving right to left,
 * sacred objects moving left to right. Each strip holds its six tiles twice and slides by exactly
 * one set (-50%), so the loop is seamless; the second set is hidden from screen readers. Hovering
 * pauses a strip; with prefers-reduced-motion the strips stand still and scroll by hand instead.
 * The pictures arrive after the page's load event, so they never slow the banner down.
 */
export function ImageStrips() {
  const { t } = useTranslation('home');
  const skyLabels = t('strips.sky', { returnObjects: true }) as string[];
  const sacredLabels = t('strips.sacred', { returnObjects: true }) as string[];
  return (
    <section
      aria-label={t('strips.label')}
      className="space-y-3 overflow-hidden border-y-4 border-gold-500/60 bg-maroon-900 py-4 sm:space-y-4 sm:py-5"
    >
      <style href="home-marquee" precedence="default">
        {marqueeCss}
      </style>
      <Strip tiles={skyTiles} labels={skyLabels} direction="left" />
      <Strip tiles={sacredTiles} labels={sacredLabels} direction="right" />
    </section>
  );
}

function Strip({
  tiles,
  labels,
  direction,
}: {
  tiles: readonly string[];
  labels: string[];
  direction: 'left' | 'right';
}) {
  const items = [...tiles, ...tiles];
  const loaded = useWindowLoaded();
  return (
    <div className="group motion-reduce:overflow-x-auto" data-strip={direction}>
      <ul
        className={`flex w-max animate-[home-marquee_48s_linear_infinite] group-hover:[animation-play-state:paused] motion-reduce:animate-none ${direction === 'right' ? '[animation-direction:reverse]' : ''}`}
      >
        {items.map((tile, i) => {
          const copy = i >= tiles.length;
          const label = labels[i % tiles.length] ?? '';
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same tile appears twice
              key={i}
              aria-hidden={copy || undefined}
              className="w-36 shrink-0 pr-3 sm:w-44 sm:pr-4"
            >
              <figure className="overflow-hidden rounded-card bg-maroon-950 ring-1 ring-gold-400/40">
                <div className="aspect-square bg-radial from-maroon-800 to-maroon-950">
                  {loaded ? (
                    <Picture
                      file={tileArt(tile)}
                      alt=""
                      sizes="(min-width: 640px) 160px, 132px"
                      className="aspect-square w-full animate-fade-in"
                    />
                  ) : null}
                </div>
                <figcaption className="truncate bg-maroon-950 px-3 py-2 text-center text-sm font-semibold text-gold-200">
                  {label}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
