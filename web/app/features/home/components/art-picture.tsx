/**
 * The home page's raster art (made by scripts/make-images.mjs into public/images/home/), served
 * as AVIF with a WebP fallback and, when a wide version exists, art-directed: the wide picture
 * from the large breakpoint (1024px) up, the small one below. Widths here must match the script.
 */
const base = '/images/home';

export type ArtSource = { name: string; widths: readonly number[]; width: number; height: number };

export const bannerArt = (slide: number) => ({
  wide: { name: `banner-${slide}-wide`, widths: [1200, 1600, 2400], width: 1600, height: 600 },
  small: { name: `banner-${slide}-small`, widths: [480, 800, 1200], width: 800, height: 1000 },
});

export const tileArt = (tile: string): ArtSource => ({
  name: `tile-${tile}`,
  widths: [320],
  width: 320,
  height: 320,
});

export const servicesBackgroundArt = {
  wide: { name: 'services-bg-wide', widths: [1600], width: 1600, height: 1000 },
  small: { name: 'services-bg-small', widths: [800], width: 800, height: 1400 },
};

export const statsBackgroundArt = {
  wide: { name: 'stats-bg-wide', widths: [1600], width: 1600, height: 480 },
  small: { name: 'stats-bg-small', widths: [800], width: 800, height: 900 },
};

function srcSet(source: ArtSource, format: 'avif' | 'webp'): string {
  return source.widths.map((w) => `${base}/${source.name}-${w}.${format} ${w}w`).join(', ');
}

type ArtPictureProps = {
  small: ArtSource;
  wide?: ArtSource;
  alt: string;
  /** The `sizes` attribute; the pictures here are full width unless told otherwise. */
  sizes?: string;
  /** Only the first banner picture (the page's largest paint) is eager and high priority. */
  priority?: boolean;
  className?: string;
};

export function ArtPicture({
  small,
  wide,
  alt,
  sizes = '100vw',
  priority = false,
  className,
}: ArtPictureProps) {
  const fallbackWidth = small.widths.includes(small.width) ? small.width : small.widths[0];
  return (
    <picture>
      {wide ? (
        <>
          <source
            media="(min-width: 1024px)"
            type="image/avif"
            srcSet={srcSet(wide, 'avif')}
            sizes={sizes}
            width={wide.width}
            height={wide.height}
          />
          <source
            media="(min-width: 1024px)"
            type="image/webp"
            srcSet={srcSet(wide, 'webp')}
            sizes={sizes}
            width={wide.width}
            height={wide.height}
          />
        </>
      ) : null}
      <source type="image/avif" srcSet={srcSet(small, 'avif')} sizes={sizes} />
      <img
        src={`${base}/${small.name}-${fallbackWidth}.webp`}
        srcSet={srcSet(small, 'webp')}
        sizes={sizes}
        width={small.width}
        height={small.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        // Never `sync`: the first paint (text) must not wait for the banner picture's decoding.
        decoding={priority ? undefined : 'async'}
        className={className}
      />
    </picture>
  );
}
