import type { Product } from '@app/contract/catalogue';
import { isCatalogueReply } from '@app/contract/catalogue-reply-check';
import type { CatalogueReply, LiveProduct, StockState } from '@app/contract/live-catalogue';
import { rupeesToPaise } from '@app/contract/money';
import { apiRequestChecked } from '~/lib/api-client';
import { useApiResource } from '~/lib/use-api-resource';

/**
 * The catalogue as it is now (GET /catalogue, decision 042). Prerendered pages print the
 * prices of the build for the first paint; once running they read this and show today's
 * prices, stock and what is on sale. One request serves every part of a page that asks within
 * a few seconds (the reply may be cached that long anyway).
 */

const reuseForMs = 10_000;
let latest: { at: number; reply: Promise<CatalogueReply> } | null = null;

/** Today's catalogue; a failed request is not kept, so the next caller asks again. */
function fetchLiveCatalogue(): Promise<CatalogueReply> {
  if (latest && Date.now() - latest.at < reuseForMs) return latest.reply;
  // Checked without zod: every shop page reads it (docs/decisions/010).
  const reply = apiRequestChecked('catalogue', isCatalogueReply);
  latest = { at: Date.now(), reply };
  reply.catch(() => {
    if (latest?.reply === reply) latest = null;
  });
  return reply;
}

/** Forgets the catalogue read last (after the admin changed it, or to read stock again). */
export function forgetLiveCatalogue(): void {
  latest = null;
}

/**
 * Today's price of a report or a consultation (`report:love`, `consultation:regular:india`) in
 * paise, read just before a payment is opened; the build's price if the catalogue cannot be read
 * (the server then says which price is due).
 */
export async function currentPricePaise(key: string, buildPricePaise: number): Promise<number> {
  try {
    return livePricePaise(await fetchLiveCatalogue(), key, buildPricePaise);
  } catch {
    return buildPricePaise;
  }
}

/** The catalogue for a page: `undefined` until read (the page shows the build's values). */
export function useLiveCatalogue(): CatalogueReply | undefined {
  const { state } = useApiResource('live-catalogue', () => fetchLiveCatalogue());
  return state.kind === 'ready' ? state.data : undefined;
}

/** A product as the shop shows it: the build's, with today's values once they are known. */
export type ShopProduct = Product & { stock: StockState; onSale: boolean };

function shopProduct(product: Product, live: LiveProduct | undefined): ShopProduct {
  if (!live) return { ...product, stock: 'in-stock', onSale: true };
  return {
    ...product,
    pricePaise: rupeesToPaise(live.price),
    name: live.name,
    description: live.description,
    image: live.image,
    stock: live.stock,
    onSale: live.onSale,
  };
}

/** The price in paise of a key in a catalogue reply, or `fallback` when it is not there. */
export function livePricePaise(
  catalogue: CatalogueReply | undefined,
  key: string,
  fallback: number,
) {
  const rupees = catalogue?.prices[key];
  return rupees === undefined ? fallback : rupeesToPaise(rupees);
}

/** Every product of the build, with today's values (a product still loading: as built). */
export function useShopProducts(products: readonly Product[]): ShopProduct[] {
  const catalogue = useLiveCatalogue();
  return products.map((product) =>
    shopProduct(
      product,
      catalogue?.products.find((live) => live.id === product.id),
    ),
  );
}
