/**
 * A picture made by web/scripts/make-images.mjs: `<path>-<width>.avif` and `.webp` for each of
 * `widths`, `width` x `height` being its proportions (and the width the plain `src` names).
 */
export type PictureFile = {
  path: string;
  widths: readonly number[];
  width: number;
  height: number;
};

/** The formats, the browser taking the first it can show. */
const formats = ['avif', 'webp'] as const;

const srcSet = (file: PictureFile, format: (typeof formats)[number]) =>
  file.widths.map((w) => `${file.path}-${w}.${format} ${w}w`).join(', ');

/**
 * The site's one way to show its own raster art: AVIF with a WebP fallback, the width the
 * browser needs from `sizes`, and, when there is a `wide` version, that one from the large
 * breakpoint (1024px) up. Lazy, unless it is the page's main picture (`priority`: eager and high
 * priority; never decoded synchronously, so the first paint of the text does not wait for it).
 */
export function Picture({
  file,
  wide,
  alt,
  sizes,
  priority = false,
  className,
}: {
  file: PictureFile;
  /** The art-directed version for large screens. */
  wide?: PictureFile;
  alt: string;
  /** The `sizes` attribute: how wide the picture is shown. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const fallbackWidth = file.widths.includes(file.width) ? file.width : file.widths[0];
  return (
    <picture>
      {wide
        ? formats.map((format) => (
            <source
              key={format}
              media="(min-width: 1024px)"
              type={`image/${format}`}
              srcSet={srcSet(wide, format)}
              sizes={sizes}
              width={wide.width}
              height={wide.height}
            />
          ))
        : null}
      <source type="image/avif" srcSet={srcSet(file, 'avif')} sizes={sizes} />
      <img
        src={`${file.path}-${fallbackWidth}.webp`}
        srcSet={srcSet(file, 'webp')}
        sizes={sizes}
        width={file.width}
        height={file.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? undefined : 'async'}
        className={className}
      />
    </picture>
  );
}
