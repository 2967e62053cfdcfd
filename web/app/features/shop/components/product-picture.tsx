import { type Product, productImageWidths } from '@app/contract/catalogue';

/** The square product picture (web/scripts/art/shop-art.mjs) as AVIF with a WebP fallback. */
export function ProductPicture({
  product,
  alt,
  sizes,
  priority = false,
  className = '',
}: {
  product: Product;
  alt: string;
  sizes: string;
  /** The page's main picture: loaded at once. */
  priority?: boolean;
  className?: string;
}) {
  const srcSet = (format: 'avif' | 'webp') =>
    productImageWidths.map((width) => `${product.image}-${width}.${format} ${width}w`).join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img
        src={`${product.image}-${productImageWidths[0]}.webp`}
        srcSet={srcSet('webp')}
        sizes={sizes}
        width={800}
        height={800}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
