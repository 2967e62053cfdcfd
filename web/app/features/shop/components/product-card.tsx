import { formatPaise } from '@app/contract/money';
import { Button } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';

import { useLanguage } from '~/lib/language';
import type { ShopProduct } from '~/lib/live-catalogue';

import { ProductPicture } from './product-picture';
import { canBuy, StockNote } from './stock-note';

/**
 * One product in the gemstone grid: picture, name, description, price, Buy Now; today's values
 * once the live catalogue is read, Buy Now disabled when it cannot be bought.
 */
export function ProductCard({
  product,
  onBuy,
  priority = false,
}: {
  product: ShopProduct;
  onBuy: (product: ShopProduct) => void;
  priority?: boolean;
}) {
  const { t } = useTranslation('shop');
  const { language } = useLanguage();
  const name = product.name[language];
  const headingId = `product-${product.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`product-${product.id}`}
      className="group flex flex-col overflow-hidden rounded-card border border-cream-200 bg-white shadow-card"
    >
      <Link
        to={`/shop/${product.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className="block overflow-hidden"
      >
        <ProductPicture
          product={product}
          alt=""
          sizes="(min-width: 768px) 28rem, 100vw"
          priority={priority}
          className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5 md:p-6">
        <p className="font-semibold text-saffron-700 text-sm">
          {t('product.faces', { faces: product.faces })}
        </p>
        <h3 id={headingId} className="mt-1 text-2xl">
          <Link to={`/shop/${product.id}`} className="hover:text-maroon-600">
            {name}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-ink-700 leading-relaxed">{product.description[language]}</p>
        <div className="mt-3 min-h-0 empty:hidden">
          <StockNote product={product} />
        </div>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <p className="font-semibold text-2xl text-maroon-800 tabular-nums">
            <span className="sr-only">{t('product.price')}: </span>
            {formatPaise(product.pricePaise)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link
              to={`/shop/${product.id}`}
              className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-maroon-700 hover:bg-maroon-50"
            >
              {t('product.viewDetails')}
              <span className="sr-only">: {name}</span>
            </Link>
            <Button
              onClick={() => onBuy(product)}
              disabled={!canBuy(product)}
              aria-label={`${t('product.buyNow')}: ${name}`}
            >
              {t('product.buyNow')}
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
