import { describe, expect, it } from 'vitest';
import { isCatalogueReply } from './catalogue-reply-check.ts';
import { catalogueReplySchema, stockStates } from './live-catalogue.ts';

const product = {
  id: 2,
  slug: 'rudraksha-5-mukhi',
  faces: 5,
  name: { en: '5 Mukhi Rudraksha', hi: '5 मुखी रुद्राक्ष' },
  description: { en: 'The five-faced bead.', hi: 'पाँच मुख वाला मनका।' },
  price: 998,
  image: '/images/shop/rudraksha-5-mukhi',
  stock: 'in-stock',
  onSale: true,
};
const valid = { success: true, products: [product], prices: { 'report:love': 511 } };

const samples: unknown[] = [
  valid,
  { ...valid, products: [] },
  { ...valid, prices: {} },
  ...stockStates.map((stock) => ({ ...valid, products: [{ ...product, stock }] })),
  { ...valid, success: false },
  { ...valid, products: [{ ...product, stock: 'plenty' }] },
  { ...valid, products: [{ ...product, price: '998' }] },
  { ...valid, products: [{ ...product, name: { en: '5 Mukhi' } }] },
  { ...valid, products: [{ ...product, onSale: 'yes' }] },
  { ...valid, products: [{ ...product, image: undefined }] },
  { ...valid, products: [null] },
  { ...valid, products: {} },
  { ...valid, prices: { 'report:love': '511' } },
  { ...valid, prices: [] },
  (({ prices: _prices, ...rest }) => rest)(valid),
  null,
  'catalogue',
  [],
];

describe('isCatalogueReply', () => {
  it.each(samples.map((sample, index) => [index, sample]))(
    'agrees with catalogueReplySchema on sample %i',
    (_index, sample) => {
      expect(isCatalogueReply(sample)).toBe(catalogueReplySchema.safeParse(sample).success);
    },
  );
});
