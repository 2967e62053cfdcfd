import type { AppointmentLocation } from '@app/contract/appointments';
import { mergeLines, type PricedItem, type PurchaseItem } from '@app/contract/basket';
import {
  type AdminPrice,
  type AdminProduct,
  basisPointsOfPercent,
  type CatalogueReply,
  type LiveProduct,
  type PriceUpdateBody,
  type ProductUpdateBody,
  stockStateOf,
} from '@app/contract/live-catalogue';
import { paiseToRupees, rupeesToPaise } from '@app/contract/money';
import { consultationPriceKey, placeOfLocation, reportPriceKey } from '@app/contract/price-keys';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { catalogueMessages } from './catalogue.messages.ts';
import {
  type CataloguePriceRow,
  findPrice,
  findProducts,
  listPrices,
  listProducts,
  type ProductRow,
  saveProductImage,
  updatePrice,
  updateProduct,
} from './catalogue.repository.ts';
import { makeProductImages } from './product-images.ts';

/**
 * The catalogue read from the database (docs/decisions/042): what each purchase costs today,
 * what the shop shows, and the admin's edits. A price read here is stored with the payment order
 * it is charged on; completing that payment compares with the stored amount, never with today's
 * price, so an edit never changes a payment already opened.
 */

const nameOf = (row: Pick<ProductRow, 'nameEn' | 'nameHi'>) => ({
  en: row.nameEn,
  hi: row.nameHi,
});

/**
 * The lines of a basket priced from the products table: the same product and size merged into
 * one line, in a stable order (product id, then size) so two descriptions of one purchase
 * compare equal. The contract's schema has already refused unknown ids.
 */
export async function priceBasket(db: Db, items: readonly PurchaseItem[]): Promise<PricedItem[]> {
  const rows = new Map(
    (await findProducts(db, [...new Set(items.map((item) => item.id))])).map((row) => [
      row.id,
      row,
    ]),
  );
  return mergeLines(items).map((item) => {
    const row = rows.get(item.id);
    if (!row) throw new Error(`product ${item.id} is not in the catalogue`);
    return { ...item, name: row.nameEn, pricePaise: row.pricePaise };
  });
}

/**
 * Whether every line of a basket can be bought now: on sale, and enough left (409 naming the
 * product, in both languages). A quick answer before a payment is opened; the stock is taken
 * only when a payment completes (`takeStock`), where the database decides between buyers.
 */
export async function checkAvailable(db: Db, items: readonly PricedItem[]): Promise<void> {
  const rows = new Map(
    (await findProducts(db, [...new Set(items.map((item) => item.id))])).map((row) => [
      row.id,
      row,
    ]),
  );
  const wanted = new Map<number, number>();
  for (const item of items) wanted.set(item.id, (wanted.get(item.id) ?? 0) + item.quantity);
  for (const [id, quantity] of wanted) {
    const row = rows.get(id);
    if (!row) throw new HttpError(404, catalogueMessages.productNotFound());
    const name = nameOf(row);
    if (!row.onSale) throw new HttpError(409, catalogueMessages.notOnSale({ name }));
    if (row.stock <= 0) throw new HttpError(409, catalogueMessages.outOfStock({ name }));
    if (row.stock < quantity) {
      throw new HttpError(409, catalogueMessages.notEnoughStock({ name, left: row.stock }));
    }
  }
}

async function priceOf(db: Db, key: string): Promise<number> {
  const row = await findPrice(db, key);
  if (!row) throw new Error(`catalogue price ${key} is missing`);
  return row.pricePaise;
}

/** Today's price of a report, in paise. */
export function reportPricePaise(db: Db, slug: string): Promise<number> {
  return priceOf(db, reportPriceKey(slug));
}

/** Today's price of a consultation package booked from a place, in paise. */
export function consultationPricePaise(
  db: Db,
  packageId: string,
  location: AppointmentLocation,
): Promise<number> {
  return priceOf(db, consultationPriceKey(packageId, placeOfLocation[location]));
}

function toLiveProduct(row: ProductRow): LiveProduct {
  return {
    id: row.id,
    slug: row.slug,
    faces: row.faces,
    name: nameOf(row),
    description: { en: row.descriptionEn, hi: row.descriptionHi },
    price: paiseToRupees(row.pricePaise),
    image: row.image,
    stock: stockStateOf(row.stock),
    onSale: row.onSale,
  };
}

/** GET /catalogue: what the shop's pages show once running (stock as a state, not a count). */
export async function getLiveCatalogue(db: Db): Promise<Omit<CatalogueReply, 'success'>> {
  const [products, prices] = await Promise.all([listProducts(db), listPrices(db)]);
  return {
    products: products.map(toLiveProduct),
    prices: Object.fromEntries(prices.map((row) => [row.key, paiseToRupees(row.pricePaise)])),
  };
}

function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...toLiveProduct(row),
    stock: row.stock,
    taxCode: row.taxCode,
    taxRateBasisPoints: row.taxRateBasisPoints,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminPrice(row: CataloguePriceRow): AdminPrice {
  return {
    key: row.key,
    price: paiseToRupees(row.pricePaise),
    taxCode: row.taxCode,
    taxRateBasisPoints: row.taxRateBasisPoints,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getAdminCatalogue(db: Db) {
  const [products, prices] = await Promise.all([listProducts(db), listPrices(db)]);
  return { products: products.map(toAdminProduct), prices: prices.map(toAdminPrice) };
}

/** The tax code as stored: digits, grouped as the decision writes them (1404 90, 999799). */
const normalTaxCode = (code: string) => code.replace(/\s+/g, ' ').trim();

/**
 * PUT /admin/catalogue/products/{id}. The stock is set to the count given (the admin counted
 * the shelf). With `stockWas` (the count the admin's form showed), a stock left unchanged is not
 * written, so a sale completed since the form opened stays counted, and a changed one is written
 * only if no sale came in between (409 saying today's count otherwise).
 */
export async function editProduct(
  db: Db,
  id: number,
  body: ProductUpdateBody,
): Promise<AdminProduct> {
  const stockUntouched = body.stockWas !== undefined && body.stockWas === body.stock;
  const row = await updateProduct(
    db,
    id,
    {
      nameEn: body.nameEn,
      nameHi: body.nameHi,
      descriptionEn: body.descriptionEn,
      descriptionHi: body.descriptionHi,
      pricePaise: rupeesToPaise(body.price),
      ...(stockUntouched ? {} : { stock: body.stock }),
      onSale: body.onSale,
      taxCode: normalTaxCode(body.taxCode),
      taxRateBasisPoints: basisPointsOfPercent(body.taxRatePercent),
    },
    stockUntouched ? undefined : body.stockWas,
  );
  if (!row) {
    const [current] = await findProducts(db, [id]);
    if (!current) throw new HttpError(404, catalogueMessages.productNotFound());
    throw new HttpError(409, catalogueMessages.stockChangedMeanwhile({ stock: current.stock }));
  }
  return toAdminProduct(row);
}

/** PUT /admin/catalogue/prices/{key}: a report's or a consultation's price and tax. */
export async function editPrice(db: Db, key: string, body: PriceUpdateBody): Promise<AdminPrice> {
  const row = await updatePrice(db, key, {
    pricePaise: rupeesToPaise(body.price),
    taxCode: normalTaxCode(body.taxCode),
    taxRateBasisPoints: basisPointsOfPercent(body.taxRatePercent),
  });
  if (!row) throw new HttpError(404, catalogueMessages.priceNotFound());
  return toAdminPrice(row);
}

/** POST /admin/catalogue/products/{id}/image: a new picture, made into the pages' files. */
export async function replaceProductImage(
  db: Db,
  id: number,
  upload: Buffer,
): Promise<AdminProduct> {
  const [product] = await findProducts(db, [id]);
  if (!product) throw new HttpError(404, catalogueMessages.productNotFound());
  const { image, files } = await makeProductImages(product.slug, upload);
  const row = await saveProductImage(db, id, image, files);
  if (!row) throw new HttpError(404, catalogueMessages.productNotFound());
  return toAdminProduct(row);
}
