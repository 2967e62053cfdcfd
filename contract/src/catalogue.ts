import { z } from 'zod';
import { checked, isSingleLine, singleLineCheck } from './common.ts';
import type { Language } from './site.ts';

/**
 * The shop's catalogue (specification sections 3 and 9; shared/API.md "Payments"). The server
 * reads every price from here, never from a request; the web app shows the same list. Money is
 * integer paise (1 rupee = 100 paise), as stored and as Razorpay counts it.
 */

export type LocalizedText = Record<Language, string>;

export type Product = {
  /** The id the API and the /shop/{id} page use. */
  id: number;
  /** Stable name for image files and locale keys (`products.<slug>.*` in shop.json). */
  slug: string;
  /** Number of faces (mukhi) of the bead. */
  faces: number;
  pricePaise: number;
  name: LocalizedText;
  /** One or two sentences for the product card. */
  description: LocalizedText;
  /** The picture, without extension or width: `<image>-<width>.<avif|webp>` (made by the web). */
  image: string;
};

export const products = [
  {
    id: 1,
    slug: 'rudraksha-3-mukhi',
    faces: 3,
    pricePaise: 791_00,
    name: { en: '3 Mukhi Rudraksha', hi: '3 मुखी रुद्राक्ष' },
    description: {
      en: 'A three-faced bead linked with Agni, worn to let go of past regrets and to build confidence and drive.',
      hi: 'अग्नि से जुड़ा तीन मुख वाला मनका, जिसे पुराने पछतावे छोड़ने और आत्मविश्वास व उत्साह बढ़ाने के लिए धारण किया जाता है।',
    },
    image: '/images/shop/rudraksha-3-mukhi',
  },
  {
    id: 2,
    slug: 'rudraksha-5-mukhi',
    faces: 5,
    pricePaise: 998_00,
    name: { en: '5 Mukhi Rudraksha', hi: '5 मुखी रुद्राक्ष' },
    description: {
      en: 'The five-faced bead of Kalagni Rudra, the most widely worn rudraksha, for calm, focus and good health.',
      hi: 'कालाग्नि रुद्र का पाँच मुख वाला मनका, सबसे अधिक धारण किया जाने वाला रुद्राक्ष – शांति, एकाग्रता और अच्छे स्वास्थ्य के लिए।',
    },
    image: '/images/shop/rudraksha-5-mukhi',
  },
] as const satisfies readonly Product[];

export type ProductId = (typeof products)[number]['id'];

/** The widths the product pictures are exported at (web/scripts/make-images.mjs). */
export const productImageWidths = [480, 800] as const;

/** Most of one product in one order: a shop limit, not the specification's. */
export const maxQuantityPerItem = 10;

export function findProduct(id: number): Product | undefined {
  return products.find((product) => product.id === id);
}

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
 * The lines of a purchase priced from the catalogue, the same product and size merged into one
 * line, in a stable order (product id, then size) so two descriptions of one purchase compare
 * equal. Throws on an unknown product (the schema above refuses those first).
 */
export function priceItems(items: readonly PurchaseItem[]): PricedItem[] {
  const merged = new Map<string, PurchaseItem>();
  for (const item of items) {
    const key = `${item.id}\u0000${item.size}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + item.quantity } : item);
  }
  return [...merged.values()]
    .sort((a, b) => a.id - b.id || a.size.localeCompare(b.size))
    .map((item) => {
      const product = findProduct(item.id);
      if (!product) throw new Error(`Unknown product ${item.id}`);
      return { ...item, name: product.name.en, pricePaise: product.pricePaise };
    });
}

/** The catalogue total of priced lines, in paise. */
export function totalPaise(items: readonly Pick<PricedItem, 'pricePaise' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.pricePaise * item.quantity, 0);
}
