import { z } from 'zod';
import { isMultiLine, isSingleLine, multiLineCheck, singleLineCheck } from './common.ts';

/**
 * The catalogue as the back office edits it (issue 34; docs/decisions/042). The lists in
 * catalogue.ts, catalogue-reports.ts and appointments.ts are the first catalogue: the server
 * seeds its tables from them, and the prerendered pages print their prices for the first paint.
 * After that the database decides: every price the server charges is read from it, and the
 * pages show what `GET /catalogue` says once they are running.
 */

/** Decision 039: the code and GST rate a seeded line starts with (the admin may change them). */
export const seededTax = {
  bead: { taxCode: '1404 90', taxRateBasisPoints: 0 },
  service: { taxCode: '999799', taxRateBasisPoints: 1800 },
} as const;

/**
 * How many of each bead the first catalogue holds: the shop's stock was never counted in the
 * specification, so the owners set the real count in the back office (decision 042).
 */
export const seededStock = 25;

/** At or below this many left (and above none) the shop says "only a few left". */
export const fewLeftThreshold = 3;

// ---------------------------------------------------------------------------------------------
// GET /catalogue (anyone)
// ---------------------------------------------------------------------------------------------

const localizedTextSchema = z.object({ en: z.string(), hi: z.string() });

export const stockStates = ['in-stock', 'few-left', 'out-of-stock'] as const;
export type StockState = (typeof stockStates)[number];

export function stockStateOf(stock: number): StockState {
  if (stock <= 0) return 'out-of-stock';
  return stock <= fewLeftThreshold ? 'few-left' : 'in-stock';
}

export const liveProductSchema = z.object({
  id: z.number(),
  slug: z.string(),
  faces: z.number(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  /** Rupees. */
  price: z.number(),
  /** The picture's base path: `<image>-<480|800>.<avif|webp>`. */
  image: z.string(),
  stock: z.enum(stockStates),
  onSale: z.boolean(),
});
export type LiveProduct = z.infer<typeof liveProductSchema>;

export const catalogueReplySchema = z.object({
  success: z.literal(true),
  /** Every product, on sale or not (a page of one taken off sale says so). */
  products: z.array(liveProductSchema),
  /** Rupees by price key (`report:love`, `consultation:regular:india`). */
  prices: z.record(z.string(), z.number()),
});
export type CatalogueReply = z.infer<typeof catalogueReplySchema>;

// ---------------------------------------------------------------------------------------------
// The back office: /admin/catalogue (admin)
// ---------------------------------------------------------------------------------------------

export const adminProductSchema = liveProductSchema.omit({ stock: true }).extend({
  /** How many are left. */
  stock: z.number(),
  taxCode: z.string(),
  taxRateBasisPoints: z.number(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminPriceSchema = z.object({
  key: z.string(),
  /** Rupees. */
  price: z.number(),
  taxCode: z.string(),
  taxRateBasisPoints: z.number(),
  updatedAt: z.string(),
});
export type AdminPrice = z.infer<typeof adminPriceSchema>;

export const adminCatalogueReplySchema = z.object({
  success: z.literal(true),
  products: z.array(adminProductSchema),
  prices: z.array(adminPriceSchema),
});
export type AdminCatalogueReply = z.infer<typeof adminCatalogueReplySchema>;

/** Highest price the back office accepts, in rupees (ten lakh: a typing slip guard). */
export const maxPriceRupees = 10_00_000;
/** Most of one product the stock may hold. */
export const maxStock = 100_000;

const priceSchema = z
  .number({ message: 'Price must be a number of rupees.' })
  .min(1, 'Price must be at least ₹1.')
  .max(maxPriceRupees, `Price must be at most ₹${maxPriceRupees}.`)
  .refine((price) => Number.isInteger(Math.round(price * 100 * 1e6) / 1e6), {
    message: 'Price may have at most two decimals (paise).',
  });

const taxCodeSchema = z
  .string({ message: 'The HSN or SAC code is required.' })
  .trim()
  .regex(/^[0-9]{4}( ?[0-9]{2}){0,2}$/, 'The HSN or SAC code is 4, 6 or 8 digits.');

/** GST in percent (0, 5, 18...), with at most two decimals; stored in basis points. */
const taxRatePercentSchema = z
  .number({ message: 'The GST rate must be a number.' })
  .min(0, 'The GST rate cannot be negative.')
  .max(28, 'The GST rate must be at most 28%.');

const textField = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const productUpdateBodySchema = z.object({
  nameEn: textField('The English name', 100).refine(
    isSingleLine,
    singleLineCheck('The English name'),
  ),
  nameHi: textField('The Hindi name', 100).refine(isSingleLine, singleLineCheck('The Hindi name')),
  descriptionEn: textField('The English description', 600).refine(
    isMultiLine,
    multiLineCheck('The English description'),
  ),
  descriptionHi: textField('The Hindi description', 600).refine(
    isMultiLine,
    multiLineCheck('The Hindi description'),
  ),
  price: priceSchema,
  stock: z
    .number({ message: 'Stock must be a whole number.' })
    .int('Stock must be a whole number.')
    .min(0, 'Stock cannot be negative.')
    .max(maxStock, `Stock must be at most ${maxStock}.`),
  /**
   * The count the admin's form showed. The same as `stock`: the stock is left as it is (sales
   * since the form opened stay counted); another: it is set only if it still is `stockWas`.
   */
  stockWas: z.number().int().min(0).optional(),
  onSale: z.boolean({ message: 'Say whether the product is on sale.' }),
  taxCode: taxCodeSchema,
  taxRatePercent: taxRatePercentSchema,
});
export type ProductUpdateBody = z.input<typeof productUpdateBodySchema>;

export const priceUpdateBodySchema = z.object({
  price: priceSchema,
  taxCode: taxCodeSchema,
  taxRatePercent: taxRatePercentSchema,
});
export type PriceUpdateBody = z.input<typeof priceUpdateBodySchema>;

export const productReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  product: adminProductSchema,
});
export const priceReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  price: adminPriceSchema,
});

/** The largest picture an admin may upload (its kind is read from its first bytes). */
export const maxProductImageBytes = 5 * 1024 * 1024;
/** The formats each width is made in (the pages' <picture> offers both). */
export const productImageFormats = ['avif', 'webp'] as const;

/** Basis points from a percent (18 -> 1800), rounding away floating-point noise. */
export const basisPointsOfPercent = (percent: number) => Math.round(percent * 100);
