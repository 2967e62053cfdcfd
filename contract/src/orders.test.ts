import { describe, expect, it } from 'vitest';
import { basketSchema, mergeLines, purchaseItemSchema } from './basket.ts';
import { products, totalPaise } from './catalogue.ts';
import { rupeesToPaise } from './money.ts';
import {
  canRequestReturn,
  canTransition,
  checkTransition,
  type OrderStatus,
  orderStatuses,
  returnRequestKind,
  shippingAddressSchema,
} from './orders.ts';

import { capturePaymentBodySchema } from './payments.ts';

/** API.md "Orders and appointments": every allowed move, and nothing else. */
const allowed: Record<OrderStatus, OrderStatus[]> = {
  Processing: ['Shipped', 'Delivered', 'Cancel'],
  Shipped: ['Delivered', 'Processing'],
  Delivered: ['Cancel'],
  Cancel: ['Return', 'Delivered'],
  Return: [],
};

const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));

describe('order status transitions', () => {
  it.each(pairs)('%s -> %s', (from, to) => {
    const expected = allowed[from].includes(to);
    expect(canTransition(from, to)).toBe(expected);
    const check = checkTransition(from, to);
    if (from === to) expect(check).toEqual({ kind: 'unchanged' });
    else if (expected) expect(check).toEqual({ kind: 'allowed' });
    else expect(check).toEqual({ kind: 'refused' });
  });

  it('makes Return final', () => {
    expect(orderStatuses.filter((to) => canTransition('Return', to))).toEqual([]);
  });

  it('lets the customer ask to cancel before shipping and to return after delivery only', () => {
    expect(orderStatuses.filter(canRequestReturn)).toEqual(['Processing', 'Delivered']);
    expect(returnRequestKind('Processing')).toBe('cancel');
    expect(returnRequestKind('Delivered')).toBe('return');
  });
});

describe('catalogue', () => {
  it('has the specification prices in paise', () => {
    expect(products.map((p) => [p.id, p.pricePaise])).toEqual([
      [1, 79_100],
      [2, 99_800],
    ]);
  });

  it('merges repeated lines in a stable order (the server prices them: decision 042)', () => {
    const items = [
      { id: 2, quantity: 1, size: '' },
      { id: 1, quantity: 2, size: '' },
      { id: 2, quantity: 1, size: '' },
    ];
    expect(mergeLines(items)).toEqual([
      { id: 1, quantity: 2, size: '' },
      { id: 2, quantity: 2, size: '' },
    ]);
    const priced = [
      { pricePaise: 79_100, quantity: 2 },
      { pricePaise: 99_800, quantity: 2 },
    ];
    expect(totalPaise(priced)).toBe(2 * 79_100 + 2 * 99_800);
  });

  it('refuses unknown products and silly quantities, defaults quantity and size', () => {
    expect(purchaseItemSchema.safeParse({ id: 3 }).success).toBe(false);
    expect(purchaseItemSchema.safeParse({ id: 1, quantity: 0 }).success).toBe(false);
    expect(purchaseItemSchema.safeParse({ id: 1, quantity: 1.5 }).success).toBe(false);
    expect(purchaseItemSchema.safeParse({ id: 1, quantity: 11 }).success).toBe(false);
    expect(purchaseItemSchema.parse({ id: '2' })).toEqual({ id: 2, quantity: 1, size: '' });
  });

  it('reads quantities and ids as numbers only, never coerced from other values', () => {
    for (const quantity of [true, [3], '0x3', ' 3 ', '3', null, {}, 3.5, Number.NaN]) {
      expect(purchaseItemSchema.safeParse({ id: 1, quantity }).success, String(quantity)).toBe(
        false,
      );
    }
    for (const id of [true, [1], '0x1', ' 1 ', '1e0', null, {}]) {
      expect(purchaseItemSchema.safeParse({ id }).success, String(id)).toBe(false);
    }
  });

  it('checks a basket after merging: two lines of one product may not pass the limit together', () => {
    expect(
      basketSchema.safeParse([
        { id: 1, quantity: 5 },
        { id: 1, quantity: 5 },
      ]).success,
    ).toBe(true);
    const tooMany = basketSchema.safeParse([
      { id: 1, quantity: 6 },
      { id: 1, quantity: 5 },
    ]);
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe(
      'At most 10 of 3 Mukhi Rudraksha in one order (11 asked).',
    );
    // Different sizes are different lines.
    expect(
      basketSchema.safeParse([
        { id: 1, quantity: 6, size: 'S' },
        { id: 1, quantity: 5, size: 'M' },
      ]).success,
    ).toBe(true);
  });

  it('converts rupees to paise without floating-point noise', () => {
    expect(rupeesToPaise(791)).toBe(79_100);
    expect(rupeesToPaise(0.29)).toBe(29);
  });
});

describe('purchase details', () => {
  const address = {
    name: 'Meera Joshi',
    phone: '+91 98100 12345',
    email: 'Meera@Example.com',
    address: '12 Assi Ghat, Varanasi',
    pin: '221005',
  };

  it('accepts a complete address and normalises the e-mail', () => {
    expect(shippingAddressSchema.parse(address).email).toBe('meera@example.com');
  });

  it.each(['name', 'phone', 'email', 'address', 'pin'])('requires %s', (field) => {
    expect(shippingAddressSchema.safeParse({ ...address, [field]: '  ' }).success).toBe(false);
    const { [field as keyof typeof address]: _left, ...rest } = address;
    expect(shippingAddressSchema.safeParse(rest).success).toBe(false);
  });

  it('wants a 6-digit PIN', () => {
    for (const pin of ['22100', '2210055', '021005', 'abcdef']) {
      expect(shippingAddressSchema.safeParse({ ...address, pin }).success).toBe(false);
    }
  });
});

describe('capturePayment body', () => {
  it('takes rupees with at most two decimals', () => {
    expect(capturePaymentBodySchema.safeParse({ amount: 791 }).success).toBe(true);
    expect(capturePaymentBodySchema.safeParse({ amount: 0.29 }).success).toBe(true);
    expect(capturePaymentBodySchema.safeParse({ amount: 1.001 }).success).toBe(false);
    expect(capturePaymentBodySchema.safeParse({ amount: 0 }).success).toBe(false);
    expect(capturePaymentBodySchema.safeParse({ amount: -5 }).success).toBe(false);
    expect(capturePaymentBodySchema.safeParse({ amount: '791' }).success).toBe(false);
  });
});
