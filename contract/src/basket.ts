import { z } from 'zod';
import { findProduct, maxQuantityPerItem } from './catalogue.ts';
import { checked, isSingleLine, singleLineCheck } from './common.ts';

/**
 * A purchase as the API receives it and as an order stores it: its lines, checked and priced
 * from the catalogue. Apart from the catalogue (catalogue.ts, plain data that the shop's pages
 * load first) because these schemas need zod, which pages load only with a form.
 */

/** One line of a purchase as the API receives it: the price is never part of it. */
export const purchaseItemSchema = z.object({
  // A number, or its digits as text (the specification's client may send either); nothing else
  // is read as a number ("0x3", " 3 ", true and [3] are refused).
  id: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^[0-9]{1,9}$/)
          .transform(Number),
      ],
      {
        message: 'Product id must be a number.',
      },
    )
    .pipe(
      z
        .number()
        .int('Product id must be a whole number.')
        .refine((id) => findProduct(id) !== undefined, checked('knownProduct', 'Unknown product.')),
    ),
  quantity: z
    .number({ message: 'Quantity must be a whole number.' })
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(maxQuantityPerItem, `Quantity must be at most ${maxQuantityPerItem}.`)
    .default(1),
  size: z
    .string({ message: 'Size must be text.' })
    .trim()
    .max(40, 'Size is too long.')
    .refine(isSingleLine, singleLineCheck('Size'))
    .default(''),
});
export type PurchaseItem = z.output<typeof purchaseItemSchema>;
export type PurchaseItemInput = z.input<typeof purchaseItemSchema>;

/** Most lines in one purchase (before the same product and size are merged). */
export const maxLinesPerPurchase = 10;

/**
 * The lines of one purchase as the API receives them. The same product and size in two lines
 * count as one line of their total quantity, which must also stay within the limit: this is the
 * one check of a basket, made when the payment order is created and again when the payment
 * completes, so a purchase the customer could pay for can always become an order.
 */
export const basketSchema = z
  .array(purchaseItemSchema, { message: 'Choose at least one product.' })
  .min(1, 'Choose at least one product.')
  .max(maxLinesPerPurchase, `At most ${maxLinesPerPurchase} different products in one order.`)
  .superRefine((items, context) => {
    const totals = new Map<string, number>();
    for (const item of items) {
      const key = `${item.id}\u0000${item.size}`;
      totals.set(key, (totals.get(key) ?? 0) + item.quantity);
    }
    for (const [key, quantity] of totals) {
      if (quantity <= maxQuantityPerItem) continue;
      const productId = Number(key.split('\u0000')[0]);
      const name = findProduct(productId)?.name.en ?? 'a product';
      context.addIssue({
        code: 'custom',
        ...checked(
          'productQuantity',
          `At most ${maxQuantityPerItem} of ${name} in one order (${quantity} asked).`,
          { productId, quantity, max: maxQuantityPerItem },
        ),
      });
    }
  });

/** A priced line: what an order stores and shows. */
export type PricedItem = PurchaseItem & { name: string; pricePaise: number };

/**
 * The lines of a purchase with the same product and size merged into one line, in a stable order
 * (product id, then size), so two descriptions of one purchase compare equal. The server prices
 * them from its catalogue (decision 042).
 */
export function mergeLines(items: readonly PurchaseItem[]): PurchaseItem[] {
  const merged = new Map<string, PurchaseItem>();
  for (const item of items) {
    const key = `${item.id}\u0000${item.size}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + item.quantity } : item);
  }
  return [...merged.values()].sort((a, b) => a.id - b.id || a.size.localeCompare(b.size));
}
