import { useTranslation } from '~/lib/i18n';
import type { ShopProduct } from '~/lib/live-catalogue';

/**
 * What the shop says of a product's stock (decision 042): nothing while plenty is left, "Only
 * a few left", "Out of stock", or "Not on sale" for a product the admin took off sale (a page
 * opened from an old link).
 */
export function StockNote({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('shop');
  if (product.onSale && product.stock === 'in-stock') return null;
  const unavailable = !product.onSale || product.stock === 'out-of-stock';
  const text = !product.onSale
    ? t('product.notOnSale')
    : product.stock === 'out-of-stock'
      ? t('product.outOfStock')
      : t('product.fewLeft');
  return (
    <p
      data-testid={`stock-${product.id}`}
      className={`inline-flex rounded-full px-3 py-1 font-semibold text-sm ${
        unavailable ? 'bg-cream-200 text-ink-900' : 'bg-saffron-100 text-saffron-800'
      }`}
    >
      {text}
    </p>
  );
}

/** Whether Buy Now may be pressed: on sale and not sold out. */
export const canBuy = (product: ShopProduct) => product.onSale && product.stock !== 'out-of-stock';
