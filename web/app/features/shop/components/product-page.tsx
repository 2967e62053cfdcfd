import { findProduct, type Product } from '@app/contract/catalogue';
import { formatPaise } from '@app/contract/money';
import { Button, ButtonLink } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { Section } from '~/components/ui/section';
import { useTranslation } from '~/lib/i18n';

import { useLanguage } from '~/lib/language';
import { useShopProducts } from '~/lib/live-catalogue';

import { useGemstonePurchase } from '../hooks/use-gemstone-purchase';

import { ProductPicture } from './product-picture';

import { ShopPromises } from './shop-promises';
import { canBuy, StockNote } from './stock-note';

/** /shop/{id}: one product in detail, with the same Buy Now as the grid. */
export function ProductPage({ productId }: { productId: string | undefined }) {
  const product = findProduct(Number(productId));
  return product ? <ProductDetails product={product} /> : <ProductNotFound />;
}

function ProductDetails({ product: built }: { product: Product }) {
  const { t } = useTranslation('shop');
  const { language } = useLanguage();
  // The build's product first; today's name, price, picture and stock once read.
  const [product = { ...built, stock: 'in-stock', onSale: true }] = useShopProducts([built]);
  // The admin's own description, once changed, replaces the page's longer built-in lead.
  const editedLead =
    product.description[language] !== built.description[language]
      ? product.description[language]
      : null;
  const { buy, purchaseElement } = useGemstonePurchase();
  const name = product.name[language];
  // One entry per product under product.details (each slug's keys are checked by shop tests).
  const details = `product.details.${product.slug}` as 'product.details.rudraksha-3-mukhi';
  const facts = ['deity', 'planet', 'mantra'] as const;
  const included = t('product.includedItems', { returnObjects: true, name }) as string[];
  return (
    <>
      <Section padding="px-4 pt-8 pb-12 sm:px-6 md:pt-10 md:pb-16">
        <nav aria-label={t('product.breadcrumbShop')} className="text-sm">
          <Link to="/gemstone" className="font-semibold text-maroon-700 hover:underline">
            <span aria-hidden="true">← </span>
            {t('product.backToShop')}
          </Link>
        </nav>
        <div className="mt-6 grid items-start gap-8 md:grid-cols-2 md:gap-12">
          <div className="overflow-hidden rounded-card border border-cream-200 bg-white shadow-card">
            <ProductPicture
              product={product}
              alt={name}
              sizes="(min-width: 768px) 36rem, 100vw"
              priority
              className="aspect-square w-full object-cover"
            />
          </div>
          <div>
            <p className="font-semibold text-saffron-700">
              {t('product.faces', { faces: product.faces })}
            </p>
            <h1 className="mt-1 text-4xl md:text-5xl">{name}</h1>
            <p className="mt-4 font-semibold text-3xl text-maroon-800 tabular-nums">
              <span className="sr-only">{t('product.price')}: </span>
              {formatPaise(product.pricePaise)}
            </p>
            <div className="mt-3 empty:hidden">
              <StockNote product={product} />
            </div>
            <p className="mt-4 text-ink-700 text-lg leading-relaxed">
              {editedLead ?? t(`${details}.lead`)}
            </p>
            <ul className="mt-5 flex flex-wrap gap-2">
              {facts.map((fact) => (
                <li
                  key={fact}
                  className="rounded-full border border-gold-300 bg-gold-100 px-3 py-1 font-semibold text-gold-700 text-sm"
                >
                  {t(`${details}.facts.${fact}`)}
                </li>
              ))}
            </ul>
            <div className="mt-7 flex flex-wrap gap-3">
              <Button
                size="lg"
                onClick={() => buy(product)}
                disabled={!canBuy(product)}
                aria-label={`${t('product.buyNow')}: ${name}`}
              >
                {t('product.buyNow')}
              </Button>
              <ButtonLink to="/gemstone" variant="outline" size="lg">
                {t('product.backToShop')}
              </ButtonLink>
            </div>
            <div className="mt-8 grid gap-6 sm:grid-cols-2">
              <div>
                <h2 className="font-sans font-semibold text-ink-900 text-lg">
                  {t('product.included')}
                </h2>
                <ul className="mt-2 space-y-1.5 text-ink-700">
                  {included.map((line) => (
                    <li key={line} className="flex gap-2">
                      <span aria-hidden="true" className="text-saffron-600">
                        ✦
                      </span>
                      {line}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h2 className="font-sans font-semibold text-ink-900 text-lg">
                  {t('product.wearingHeading')}
                </h2>
                <p className="mt-2 text-ink-700 leading-relaxed">{t(`${details}.wearing`)}</p>
              </div>
            </div>
          </div>
        </div>
        <div className="mt-12">
          <ShopPromises />
        </div>
      </Section>
      {purchaseElement}
    </>
  );
}

function ProductNotFound() {
  const { t } = useTranslation('shop');
  return (
    <Section padding="px-4 py-16 sm:px-6 md:py-24" width="xl" contentClassName="text-center">
      <h1 className="text-3xl sm:text-4xl">{t('product.notFoundTitle')}</h1>
      <p className="mt-3 text-ink-700 text-lg">{t('product.notFoundText')}</p>
      <ButtonLink to="/gemstone" size="lg" className="mt-8">
        {t('product.backToShop')}
      </ButtonLink>
    </Section>
  );
}
