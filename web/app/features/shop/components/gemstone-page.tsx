import { products } from '@app/contract/catalogue';
import { Glow, Section } from '~/components/ui/section';
import { useTranslation } from '~/lib/i18n';
import { useShopProducts } from '~/lib/live-catalogue';
import { useGemstonePurchase } from '../hooks/use-gemstone-purchase';
import { ProductCard } from './product-card';
import { ProductPicture } from './product-picture';
import { ShopPromises } from './shop-promises';

/** /gemstone (specification section 2): the two rudraksha, each with Buy Now. */
export function GemstonePage() {
  const { t } = useTranslation('shop');
  const { buy, purchaseElement } = useGemstonePurchase();
  // The build's products first; today's prices and stock once read. Off sale: not listed.
  const shopProducts = useShopProducts(products).filter((product) => product.onSale);
  return (
    <>
      <Section
        className="bg-maroon-900 text-cream-100"
        padding="px-4 pt-12 pb-14 sm:px-6 md:pt-16 md:pb-20"
        backdrop={
          <Glow className="bg-[radial-gradient(circle_at_80%_20%,var(--color-maroon-600),transparent_55%),radial-gradient(circle_at_10%_90%,var(--color-saffron-800),transparent_50%)] opacity-80" />
        }
      >
        <div className="flex items-center justify-between gap-10">
          <div>
            <p className="font-semibold text-gold-400 text-sm uppercase tracking-wider">
              {t('gemstone.eyebrow')}
            </p>
            <h1 className="mt-2 max-w-3xl text-4xl text-gold-100 md:text-5xl">
              {t('gemstone.title')}
            </h1>
            <p className="mt-4 max-w-2xl text-cream-200 text-lg leading-relaxed">
              {t('gemstone.intro')}
            </p>
          </div>
          <div
            aria-hidden="true"
            className="hidden size-56 shrink-0 overflow-hidden rounded-full shadow-card ring-4 ring-gold-400/60 lg:block"
          >
            <ProductPicture
              product={products[1]}
              alt=""
              sizes="14rem"
              className="size-full scale-125 object-cover"
            />
          </div>
        </div>
        <div className="mt-8">
          <ShopPromises tone="dark" />
        </div>
      </Section>
      <Section labelledBy="products-heading" padding="px-4 py-12 sm:px-6 md:py-16" width="5xl">
        <h2 id="products-heading" className="text-center text-3xl md:text-4xl">
          {t('gemstone.gridHeading')}
        </h2>
        <div className="mt-8 grid gap-6 md:mt-10 md:grid-cols-2 md:gap-8">
          {shopProducts.map((product, index) => (
            <ProductCard key={product.id} product={product} onBuy={buy} priority={index === 0} />
          ))}
        </div>
      </Section>
      {purchaseElement}
    </>
  );
}
