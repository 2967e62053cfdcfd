import { type Product, productImageWidths } from '@app/contract/catalogue';
import { Picture } from '~/components/ui/picture';

/** The square product picture (web/scripts/art/shop-art.mjs). */
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
  return (
    <Picture
      file={{ path: product.image, widths: productImageWidths, width: 800, height: 800 }}
      alt={alt}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}
