import { appointmentPricePaise } from '@app/contract/appointments';
import { products as contractProducts } from '@app/contract/catalogue';
import { reportProducts } from '@app/contract/catalogue-reports';
import { consultationPackageIds } from '@app/contract/consultation-packages';
import { seededStock, seededTax } from '@app/contract/live-catalogue';
import { consultationPlaces, consultationPriceKey, reportPriceKey } from '@app/contract/price-keys';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cataloguePrices, productImages, products } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type CataloguePriceRow = typeof cataloguePrices.$inferSelect;

/**
 * Fills the catalogue from the contract's lists, row by row where a row is missing: a fresh
 * database gets the whole first catalogue, an edited one keeps every edit (ON CONFLICT DO
 * NOTHING), and two instances starting at once insert each row once.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(products)
    .values(
      contractProducts.map((product, position) => ({
        id: product.id,
        slug: product.slug,
        faces: product.faces,
        pricePaise: product.pricePaise,
        nameEn: product.name.en,
        nameHi: product.name.hi,
        descriptionEn: product.description.en,
        descriptionHi: product.description.hi,
        image: product.image,
        stock: seededStock,
        onSale: true,
        ...seededTax.bead,
        position,
      })),
    )
    .onConflictDoNothing();
  const place = { india: 'domestic', international: 'international' } as const;
  await db
    .insert(cataloguePrices)
    .values([
      ...reportProducts.map((report) => ({
        key: reportPriceKey(report.slug),
        pricePaise: report.pricePaise,
        ...seededTax.service,
      })),
      ...consultationPackageIds.flatMap((id) =>
        consultationPlaces.map((where) => ({
          key: consultationPriceKey(id, where),
          pricePaise: appointmentPricePaise[place[where]],
          ...seededTax.service,
        })),
      ),
    ])
    .onConflictDoNothing();
}

export async function listProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.position), asc(products.id));
}

export async function findProducts(db: Db, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export async function listPrices(db: Db): Promise<CataloguePriceRow[]> {
  return db.select().from(cataloguePrices).orderBy(asc(cataloguePrices.key));
}

export async function findPrice(db: Db, key: string): Promise<CataloguePriceRow | undefined> {
  const [row] = await db.select().from(cataloguePrices).where(eq(cataloguePrices.key, key));
  return row;
}

/**
 * Changes a product; with `stockWas`, only while its stock is still that count (else nothing
 * changes and undefined is returned, as for an unknown id).
 */
export async function updateProduct(
  db: Db,
  id: number,
  change: Pick<
    ProductRow,
    | 'nameEn'
    | 'nameHi'
    | 'descriptionEn'
    | 'descriptionHi'
    | 'pricePaise'
    | 'onSale'
    | 'taxCode'
    | 'taxRateBasisPoints'
  > &
    Partial<Pick<ProductRow, 'stock'>>,
  stockWas?: number,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      stockWas === undefined
        ? eq(products.id, id)
        : and(eq(products.id, id), eq(products.stock, stockWas)),
    )
    .returning();
  return row;
}

export async function updatePrice(
  db: Db,
  key: string,
  change: Pick<CataloguePriceRow, 'pricePaise' | 'taxCode' | 'taxRateBasisPoints'>,
): Promise<CataloguePriceRow | undefined> {
  const [row] = await db
    .update(cataloguePrices)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(cataloguePrices.key, key))
    .returning();
  return row;
}

/**
 * Takes `quantity` of a product from its stock, in the caller's transaction: the row is updated
 * only while enough is left, so of two buyers of the last one the database lets one through
 * (the second waits on the row lock, then finds none). False when there is not enough.
 */
export async function takeStock(tx: Db, id: number, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return taken.length > 0;
}

/** Puts back what `takeStock` took (another line of the same purchase could not be had). */
export async function returnStock(tx: Db, id: number, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, id));
}

/**
 * Stores a picture's files and points the product at them, in one transaction: a page never
 * asks for a picture that is not all there. Files are keyed by their path, which names the
 * content's hash: uploading the same picture twice writes nothing new.
 */
export async function saveProductImage(
  db: Db,
  productId: number,
  image: string,
  files: readonly { path: string; contentType: string; content: Buffer }[],
): Promise<ProductRow | undefined> {
  return db.transaction(async (tx) => {
    await tx
      .insert(productImages)
      .values([...files])
      .onConflictDoNothing();
    const [row] = await tx
      .update(products)
      .set({ image, updatedAt: sql`now()` })
      .where(eq(products.id, productId))
      .returning();
    return row;
  });
}

export async function findProductImage(
  db: Db,
  path: string,
): Promise<{ contentType: string; content: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: productImages.contentType, content: productImages.content })
    .from(productImages)
    .where(eq(productImages.path, path));
  return row;
}
