import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  outbox,
  paymentOrders,
  productImages,
  products,
  refunds,
} from '../../../src/db/schema.ts';
import { seedCatalogue } from '../../../src/modules/catalogue/catalogue.repository.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';
import {
  address,
  type Buyer,
  paymentEnvironment,
  paymentKit,
} from '../payments/payment-test-kit.ts';

/**
 * The editable catalogue (issue 34, decision 042): seeded once, edited by the admin, read by
 * every price the server charges; stock taken when a payment completes, the last bead decided
 * by the database between two buyers (two apps on one database stand in for two instances).
 */

let database: TestDatabase;
let first: TestApp;
let second: TestApp;
const kit = paymentKit(() => first);
const kitOnSecond = paymentKit(() => second);
let admin: Buyer;

type LiveCatalogue = {
  products: { id: number; price: number; stock: string; onSale: boolean; image: string }[];
  prices: Record<string, number>;
};

const productBody = {
  nameEn: '5 Mukhi Rudraksha',
  nameHi: '5 मुखी रुद्राक्ष',
  descriptionEn: 'The five-faced bead.',
  descriptionHi: 'पाँच मुख वाला मनका।',
  price: 998,
  stock: 25,
  onSale: true,
  taxCode: '1404 90',
  taxRatePercent: 0,
};

async function editProduct(
  id: number,
  change: Partial<typeof productBody> & { stockWas?: number },
  language = 'en',
) {
  return first.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/catalogue/products/${id}`,
    headers: { ...kit.auth(admin.token), 'accept-language': language },
    payload: { ...productBody, ...change },
  });
}

async function liveCatalogue(app = first) {
  const response = await app.app.inject({ method: 'GET', url: '/api/v1/catalogue' });
  expect(response.statusCode).toBe(200);
  return json<LiveCatalogue>(response);
}

const stockOf = async (id: number) =>
  (await first.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]
    ?.stock;

beforeAll(async () => {
  database = await createTestDatabase();
  // Two apps start at once on one database: each seeds, neither fails, one catalogue results.
  [first, second] = await Promise.all([
    createTestApp({ database, environment: paymentEnvironment }),
    createTestApp({ database, environment: paymentEnvironment }),
  ]);
  admin = await kit.admin();
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.close();
});

describe('the seeded catalogue', () => {
  it('holds the contract’s products and prices once, in stock and on sale', async () => {
    const catalogue = await liveCatalogue();
    expect(catalogue.products.map((product) => [product.id, product.price])).toEqual([
      [1, 791],
      [2, 998],
    ]);
    expect(catalogue.products.every((p) => p.stock === 'in-stock' && p.onSale)).toBe(true);
    expect(catalogue.prices['report:premium-kundli']).toBe(499);
    expect(catalogue.prices['report:kundali-matching']).toBe(511);
    expect(catalogue.prices['consultation:regular:india']).toBe(1500);
    expect(catalogue.prices['consultation:urgent-couple:international']).toBe(3200);
    expect(Object.keys(catalogue.prices)).toHaveLength(5 + 8);
    const [bead] = await first.db.select().from(products).where(eq(products.id, 1));
    expect(bead).toMatchObject({ taxCode: '1404 90', taxRateBasisPoints: 0, stock: 25 });
  });

  it('is cacheable for a few seconds only', async () => {
    const response = await first.app.inject({ method: 'GET', url: '/api/v1/catalogue' });
    expect(response.headers['cache-control']).toBe('public, max-age=10');
  });

  it('seeding again keeps the admin’s edits', async () => {
    expect((await editProduct(1, { ...beadOne, price: 801 })).statusCode).toBe(200);
    await seedCatalogue(first.db);
    const catalogue = await liveCatalogue();
    expect(catalogue.products.find((p) => p.id === 1)?.price).toBe(801);
    expect((await editProduct(1, beadOne)).statusCode).toBe(200);
  });
});

const beadOne = {
  nameEn: '3 Mukhi Rudraksha',
  nameHi: '3 मुखी रुद्राक्ष',
  descriptionEn: 'The three-faced bead.',
  descriptionHi: 'तीन मुख वाला मनका।',
  price: 791,
};

describe('the admin’s edits', () => {
  it('change names, texts, price, stock and tax, seen by the shop on every instance', async () => {
    const response = await editProduct(2, {
      nameEn: '5 Mukhi Rudraksha (Nepal)',
      price: 1049.5,
      stock: 7,
      taxRatePercent: 5,
    });
    expect(response.statusCode).toBe(200);
    const reply = json<{ message: string; product: Record<string, unknown> }>(response);
    expect(reply.message).toBe('5 Mukhi Rudraksha (Nepal) saved.');
    expect(reply.product).toMatchObject({ price: 1049.5, stock: 7, taxRateBasisPoints: 500 });
    const catalogue = await liveCatalogue(second);
    expect(catalogue.products.find((p) => p.id === 2)).toMatchObject({
      price: 1049.5,
      stock: 'in-stock',
    });
    expect((await editProduct(2, {})).statusCode).toBe(200);
  });

  it('keep the sales made while the form was open: an untouched stock is not written, a changed one only if no sale came in', async () => {
    expect((await editProduct(2, { stock: 10 })).statusCode).toBe(200);
    // The form showed 10; a bead is sold meanwhile (9 left).
    await first.db.update(products).set({ stock: 9 }).where(eq(products.id, 2));
    const priceOnly = await editProduct(2, { price: 1001, stock: 10, stockWas: 10 });
    expect(priceOnly.statusCode).toBe(200);
    expect(await stockOf(2)).toBe(9);
    // The admin counted the shelf as 12 on a form that still showed 10: refused, nothing changes.
    const stale = await editProduct(2, { price: 1100, stock: 12, stockWas: 10 }, 'hi');
    expect(stale.statusCode).toBe(409);
    expect(json<{ message: string }>(stale).message).toContain('9');
    expect(json<{ message: string }>(stale).message).toMatch(/स्टॉक/);
    expect(await stockOf(2)).toBe(9);
    expect(
      json<LiveCatalogue>(
        await first.app.inject({
          method: 'GET',
          url: '/api/v1/admin/catalogue',
          headers: kit.auth(admin.token),
        }),
      ).products.find((p) => p.id === 2),
    ).toMatchObject({ price: 1001 });
    // With today's count the new one is written.
    expect((await editProduct(2, { stock: 12, stockWas: 9 })).statusCode).toBe(200);
    expect(await stockOf(2)).toBe(12);
    expect((await editProduct(2, {})).statusCode).toBe(200);
  });

  it('set a report’s and a consultation’s price', async () => {
    const response = await first.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/catalogue/prices/report:love',
      headers: { ...kit.auth(admin.token), 'accept-language': 'hi' },
      payload: { price: 449, taxCode: '999799', taxRatePercent: 18 },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('कीमत सहेज ली गई।');
    expect((await liveCatalogue()).prices['report:love']).toBe(449);
  });

  it('refuse bad input in both languages and change nothing', async () => {
    for (const [change, path] of [
      [{ price: 0 }, 'price'],
      [{ price: 10.005 }, 'price'],
      [{ stock: -1 }, 'stock'],
      [{ stock: 1.5 }, 'stock'],
      [{ nameHi: '' }, 'nameHi'],
      [{ taxCode: 'abc' }, 'taxCode'],
      [{ taxRatePercent: 40 }, 'taxRatePercent'],
    ] as const) {
      const english = await editProduct(2, change);
      expect(english.statusCode, JSON.stringify(change)).toBe(400);
      const errors = json<{ errors: { path: string; message: string }[] }>(english).errors;
      expect(errors.map((error) => error.path)).toContain(path);
      const hindi = await editProduct(2, change, 'hi');
      expect(hindi.statusCode).toBe(400);
      expect(json(hindi).message).toMatch(/[\u0900-\u097f]/);
    }
    expect((await liveCatalogue()).products.find((p) => p.id === 2)?.price).toBe(998);
    const unknownProduct = await editProduct(99, {});
    expect(unknownProduct.statusCode).toBe(404);
    const unknownKey = await first.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/catalogue/prices/report:horoscope',
      headers: kit.auth(admin.token),
      payload: { price: 10, taxCode: '999799', taxRatePercent: 18 },
    });
    expect(unknownKey.statusCode).toBe(404);
  });

  it('are the admin’s only', async () => {
    const buyer = await kit.buyer();
    const response = await first.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/catalogue/products/2',
      headers: kit.auth(buyer.token),
      payload: { ...productBody, price: 1 },
    });
    expect(response.statusCode).toBe(403);
    const list = await first.app.inject({
      method: 'GET',
      url: '/api/v1/admin/catalogue',
      headers: kit.auth(buyer.token),
    });
    expect(list.statusCode).toBe(403);
  });
});

describe('a price change and payments', () => {
  it('never changes a payment already opened; new payments pay the new price', async () => {
    const buyer = await kit.buyer();
    const opened = await kit.captureGemstones(buyer.token, [{ id: 2 }]);
    expect(opened.amount).toBe(99_800);
    expect((await editProduct(2, { price: 1200 })).statusCode).toBe(200);
    try {
      // The old price is no longer what a new payment costs.
      const stale = await kit.capture(
        { amount: 998, purpose: 'gemstone', items: [{ id: 2 }], addressData: address },
        buyer.token,
      );
      expect(stale.statusCode).toBe(400);
      const fresh = await kit.captureGemstones(buyer.token, [{ id: 2 }], 1200);
      expect(fresh.amount).toBe(120_000);
      // The payment opened before the change completes at the price it was opened with.
      const result = await kit.pay(opened.id);
      const verified = await kit.verify(kit.verifyBody(result), buyer.token);
      expect(verified.statusCode).toBe(200);
      const order = json<{ order: { total: number; product: { price: number }[] } }>(
        verified,
      ).order;
      expect(order.total).toBe(998);
      expect(order.product[0]?.price).toBe(998);
    } finally {
      expect((await editProduct(2, {})).statusCode).toBe(200);
    }
  });

  it('a report is charged at the catalogue’s price', async () => {
    const catalogue = await liveCatalogue();
    const price = catalogue.prices['report:premium-kundli'];
    await first.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/catalogue/prices/report:premium-kundli',
      headers: kit.auth(admin.token),
      payload: { price: 555, taxCode: '999799', taxRatePercent: 18 },
    });
    const buyer = await kit.buyer();
    const report = {
      product: 'premium-kundli',
      language: 'en',
      chartStyle: 'north',
      people: [
        {
          name: 'Asha Verma',
          date: '1990-05-17',
          time: '06:30',
          placeName: 'Delhi',
          lat: 28.61,
          lon: 77.21,
          zone: 'Asia/Kolkata',
        },
      ],
    };
    const old = await kit.capture({ amount: price, purpose: 'report', report }, buyer.token);
    expect(old.statusCode, old.body).toBe(400);
    const now = await kit.capture({ amount: 555, purpose: 'report', report }, buyer.token);
    expect(now.statusCode, now.body).toBe(200);
  });
});

describe('stock', () => {
  it('an item out of stock or off sale cannot be bought (409, both languages)', async () => {
    const buyer = await kit.buyer();
    expect((await editProduct(2, { stock: 0 })).statusCode).toBe(200);
    expect((await liveCatalogue()).products.find((p) => p.id === 2)?.stock).toBe('out-of-stock');
    const body = { amount: 998, purpose: 'gemstone', items: [{ id: 2 }], addressData: address };
    const refused = await kit.capture(body, buyer.token);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('5 Mukhi Rudraksha is out of stock.');
    const hindi = await first.app.inject({
      method: 'POST',
      url: '/api/v1/razorpay/capturePayment',
      headers: { ...kit.auth(buyer.token), 'accept-language': 'hi' },
      payload: body,
    });
    expect(json(hindi).message).toBe('5 मुखी रुद्राक्ष का स्टॉक ख़त्म हो गया है।');

    expect((await editProduct(2, { stock: 2, onSale: false })).statusCode).toBe(200);
    const offSale = await kit.capture(body, buyer.token);
    expect(offSale.statusCode).toBe(409);
    expect(json(offSale).message).toBe('5 Mukhi Rudraksha is not on sale at the moment.');

    expect((await editProduct(2, { stock: 2 })).statusCode).toBe(200);
    const tooMany = await kit.capture(
      { ...body, amount: 998 * 3, items: [{ id: 2, quantity: 3 }] },
      buyer.token,
    );
    expect(tooMany.statusCode).toBe(409);
    expect(json(tooMany).message).toBe('Only 2 of 5 Mukhi Rudraksha left. Please choose fewer.');
    expect((await editProduct(2, {})).statusCode).toBe(200);
  });

  it('is taken when a payment completes, once however often it is verified', async () => {
    const buyer = await kit.buyer();
    const before = await stockOf(1);
    const opened = await kit.captureGemstones(buyer.token, [{ id: 1, quantity: 2 }]);
    expect(await stockOf(1)).toBe(before);
    const result = await kit.pay(opened.id);
    const body = kit.verifyBody(result, { id: 1, quantity: 2 }, { total: 1582 });
    expect((await kit.verify(body, buyer.token)).statusCode).toBe(200);
    expect((await kit.verify(body, buyer.token)).statusCode).toBe(200);
    expect(await stockOf(1)).toBe((before ?? 0) - 2);
  });

  it('the last bead, two buyers paying at once on two instances: one order, one full refund', async () => {
    expect((await editProduct(2, { stock: 1 })).statusCode).toBe(200);
    const [asha, ravi] = await Promise.all([kit.buyer(), kit.buyer()]);
    // Both may open a payment: the stock is decided when the money arrives.
    const ashaOrder = await kit.captureGemstones(asha.token, [{ id: 2 }]);
    const raviOrder = await kit.captureGemstones(ravi.token, [{ id: 2 }]);
    const [ashaPaid, raviPaid] = await Promise.all([kit.pay(ashaOrder.id), kit.pay(raviOrder.id)]);
    const [first409, second409] = await Promise.all([
      kit.verify(kit.verifyBody(ashaPaid), asha.token),
      kitOnSecond.verify(kitOnSecond.verifyBody(raviPaid), ravi.token),
    ]);
    const codes = [first409.statusCode, second409.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const lost = first409.statusCode === 409 ? first409 : second409;
    expect(json(lost).message).toBe(
      'Your payment was received, but 5 Mukhi Rudraksha sold out just before it arrived, so no order was placed. The full ₹998 is being refunded to you, and an e-mail with the details is on its way.',
    );
    expect(await stockOf(2)).toBe(0);

    const rows = await first.db
      .select()
      .from(orders)
      .where(inArray(orders.gatewayOrderId, [ashaOrder.id, raviOrder.id]));
    expect(rows.map((row) => row.status).sort()).toEqual(['Processing', 'Return']);
    const loser = rows.find((row) => row.status === 'Return');
    if (!loser) throw new Error('no sold-out order');
    const [refund] = await first.db.select().from(refunds).where(eq(refunds.orderId, loser.id));
    expect(refund).toMatchObject({ amountPaise: 99_800, reason: 'out-of-stock' });
    // Sent to the (simulated) gateway after the commit.
    expect(refund?.gatewayRefundId).toMatch(/^rfnd_/);
    const mails = await first.db
      .select({ kind: outbox.kind, to: outbox.toAddress })
      .from(outbox)
      .where(eq(outbox.kind, 'order-sold-out'));
    expect(mails).toContainEqual({ kind: 'order-sold-out', to: address.email });

    // Asked again, the loser hears the same, and nothing new is refunded or taken.
    const loserToken = loser.gatewayOrderId === ashaOrder.id ? asha.token : ravi.token;
    const loserPaid = loser.gatewayOrderId === ashaOrder.id ? ashaPaid : raviPaid;
    const again = await kit.verify(kit.verifyBody(loserPaid), loserToken);
    expect(again.statusCode).toBe(409);
    const allRefunds = await first.db.select().from(refunds).where(eq(refunds.orderId, loser.id));
    expect(allRefunds).toHaveLength(1);
    expect(await stockOf(2)).toBe(0);
    const [payment] = await first.db
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, loser.gatewayOrderId));
    expect(payment?.status).toBe('paid');
    expect((await editProduct(2, {})).statusCode).toBe(200);
  });

  it('the webhook completing a payment for a sold-out bead refunds it too', async () => {
    expect((await editProduct(1, { ...beadOne, stock: 1 })).statusCode).toBe(200);
    const buyer = await kit.buyer();
    const opened = await kit.captureGemstones(buyer.token, [{ id: 1 }]);
    expect((await editProduct(1, { ...beadOne, stock: 0 })).statusCode).toBe(200);
    const paid = await kit.pay(opened.id);
    const outcome = await first.app.payments.takeGatewayPayment(
      {
        id: paid.razorpay_payment_id,
        orderId: opened.id,
        amountPaise: 79_100,
        currency: 'INR',
        status: 'captured',
      },
      'webhook',
    );
    expect(outcome.status).toBe('completed');
    const [order] = await first.db
      .select()
      .from(orders)
      .where(eq(orders.gatewayOrderId, opened.id));
    expect(order?.status).toBe('Return');
    const [refund] = await first.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order?.id ?? ''));
    expect(refund).toMatchObject({ amountPaise: 79_100, reason: 'out-of-stock' });
    expect(await stockOf(1)).toBe(0);
    expect((await editProduct(1, beadOne)).statusCode).toBe(200);
  });
});

describe('product pictures', () => {
  const upload = (id: number, body: Buffer, contentType = 'image/png', language = 'en') =>
    first.app.inject({
      method: 'POST',
      url: `/api/v1/admin/catalogue/products/${id}/image`,
      headers: {
        ...kit.auth(admin.token),
        'content-type': contentType,
        'accept-language': language,
      },
      payload: body,
    });

  it('a PNG is resized and re-encoded to AVIF and WebP at the pages’ widths, served for a year', async () => {
    const png = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 60, b: 20 } },
    })
      .png()
      .toBuffer();
    const response = await upload(2, png);
    expect(response.statusCode, response.body).toBe(200);
    const image = json<{ product: { image: string } }>(response).product.image;
    expect(image).toMatch(/^\/images\/uploads\/rudraksha-5-mukhi-[0-9a-f]{12}$/);
    expect((await liveCatalogue()).products.find((p) => p.id === 2)?.image).toBe(image);
    for (const width of [480, 800]) {
      for (const format of ['avif', 'webp'] as const) {
        const file = await first.app.inject({ method: 'GET', url: `${image}-${width}.${format}` });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(`image/${format}`);
        expect(file.headers['cache-control']).toContain('immutable');
        const metadata = await sharp(file.rawPayload).metadata();
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect([metadata.width, metadata.height]).toEqual([width, width]);
      }
    }
    // The same picture again writes nothing new.
    const count = (await first.db.select({ path: productImages.path }).from(productImages)).length;
    expect((await upload(2, png)).statusCode).toBe(200);
    expect((await first.db.select({ path: productImages.path }).from(productImages)).length).toBe(
      count,
    );
  });

  it('a text file named .png, a tiny picture and a huge file are refused; nothing changes', async () => {
    const before = (await liveCatalogue()).products.find((p) => p.id === 1)?.image;
    const text = await upload(1, Buffer.from('this is not a picture at all\n'));
    expect(text.statusCode).toBe(400);
    expect(json(text).message).toBe('Upload a JPEG, PNG or WebP picture.');
    const hindi = await upload(1, Buffer.from('GIF89a....'), 'image/gif', 'hi');
    expect(json(hindi).message).toBe('कृपया JPEG, PNG या WebP तस्वीर अपलोड करें।');
    const tiny = await sharp({
      create: { width: 100, height: 100, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    const small = await upload(1, tiny, 'image/jpeg');
    expect(small.statusCode).toBe(400);
    expect(json(small).message).toBe('The picture must be at least 480 pixels wide and high.');
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200),
    ]);
    expect((await upload(1, broken)).statusCode).toBe(400);
    const huge = await upload(1, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect((await liveCatalogue()).products.find((p) => p.id === 1)?.image).toBe(before);
  });
});
