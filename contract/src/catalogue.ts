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

/** The catalogue total of priced lines, in paise. */
export function totalPaise(items: readonly { pricePaise: number; quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.pricePaise * item.quantity, 0);
}
