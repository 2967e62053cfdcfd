/**
 * A consultation picture made by scripts/make-images.mjs (public/images/consultation/), as AVIF
 * with a WebP fallback; `widths` must match the script.
 */
export function ConsultationPicture({
  image,
  widths,
  width,
  height,
  alt,
  sizes,
  className,
}: {
  /** The path without width and extension, e.g. `/images/consultation/package-urgent`. */
  image: string;
  widths: readonly number[];
  width: number;
  height: number;
  alt: string;
  sizes: string;
  className?: string;
}) {
  const srcSet = (format: 'avif' | 'webp') =>
    widths.map((w) => `${image}-${w}.${format} ${w}w`).join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img
        src={`${image}-${widths[0]}.webp`}
        srcSet={srcSet('webp')}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
