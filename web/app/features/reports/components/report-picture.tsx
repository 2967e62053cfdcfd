/**
 * The report pages' pictures (made by scripts/make-images.mjs into public/images/reports/), as
 * AVIF with a WebP fallback. The widths here must match the script's.
 */
const base = '/images/reports';

export type ReportArt = { name: string; widths: readonly number[]; width: number; height: number };

const square = (name: string, widths: readonly number[]): ReportArt => ({
  name,
  widths,
  width: 800,
  height: 800,
});
const poster = (name: string): ReportArt => ({ name, widths: [480, 960], width: 960, height: 540 });

export const reportArt = {
  sadeSatiHero: square('sade-sati-hero', [360, 560, 800]),
  sadeSatiCycle: square('sade-sati-cycle', [360, 560]),
  loveHero: square('love-hero', [360, 560, 800]),
  loveRings: square('love-rings', [360, 560]),
  kundliBook: square('kundli-book', [360, 560, 800]),
  matchingHero: square('matching-hero', [360, 560, 800]),
  kundliVideo: poster('kundli-video'),
  matchingVideo: poster('matching-video'),
} as const;

function srcSet(art: ReportArt, format: 'avif' | 'webp'): string {
  return art.widths.map((w) => `${base}/${art.name}-${w}.${format} ${w}w`).join(', ');
}

type ReportPictureProps = {
  art: ReportArt;
  alt: string;
  /** The `sizes` attribute: how wide the picture is shown. */
  sizes: string;
  /** A hero picture: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
};

export function ReportPicture({
  art,
  alt,
  sizes,
  priority = false,
  className,
}: ReportPictureProps) {
  const fallback = art.widths[Math.min(1, art.widths.length - 1)];
  return (
    <picture>
      <source
        type="image/avif"
        srcSet={srcSet(art, 'avif')}
        sizes={sizes}
        width={art.width}
        height={art.height}
      />
      <img
        src={`${base}/${art.name}-${fallback}.webp`}
        srcSet={srcSet(art, 'webp')}
        sizes={sizes}
        width={art.width}
        height={art.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  );
}
