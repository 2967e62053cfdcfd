import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderItems,
  orders,
  outbox,
  paymentOrders,
  simulatedPayments,
} from '../../../src/db/schema.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import {
  address,
  hmac,
  keySecret,
  paymentEnvironment,
  paymentKit,
  webhookSecret,
} from './payment-test-kit.ts';

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp({ environment: paymentEnvironment });
});
afterAll(() => context.close());

const kit = paymentKit(() => context);
const payId = () => `pay_${randomBytes(7).toString('hex')}`;

async function ordersFor(gatewayOrderId: string) {
  return context.db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
}
async function paymentOrder(gatewayOrderId: string) {
  const [row] = await context.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
  return row;
}
async function confirmationMails(gatewayOrderId: string) {
  const [order] = await ordersFor(gatewayOrderId);
  if (!order) return [];
  const mails = await context.db.select().from(outbox).where(eq(outbox.kind, 'order-confirmation'));
  return mails.filter((mail) => mail.textBody.includes(order.id));
}

describe('POST /api/v1/razorpay/capturePayment', () => {
  it('makes a payment order for a signed-in gemstone buyer and keeps the purchase pending', async () => {
    const buyer = await kit.buyer();
    const response = await kit.capture(
      {
        amount: 998 + 2 * 791,
        purpose: 'gemstone',
        items: [{ id: 2 }, { id: 1, quantity: 2 }],
        addressData: address,
      },
      buyer.token,
    );
    expect(response.statusCode).toBe(200);
    const body = json<{ order: { id: string } }>(response);
    expect(body).toEqual({
      success: true,
      order: {
        id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
        amount: 258_000,
        currency: 'INR',
      },
      checkout: { gateway: 'simulated', keyId: 'rzp_simulated', name: 'Shubh Jyotish' },
    });
    const stored = await paymentOrder(body.order.id);
    expect(stored).toMatchObject({
      gateway: 'simulated',
      amountPaise: 258_000,
      currency: 'INR',
      purpose: 'gemstone',
      userId: buyer.id,
      status: 'created',
      paymentId: null,
    });
    expect(stored?.payload).toEqual({
      items: [
        { id: 1, quantity: 2, size: '', name: '3 Mukhi Rudraksha', pricePaise: 79_100 },
        { id: 2, quantity: 1, size: '', name: '5 Mukhi Rudraksha', pricePaise: 99_800 },
      ],
      addressData: address,
      language: 'en',
    });
  });

  it('refuses a gemstone purchase without a signed-in buyer, or with a bad token', async () => {
    const payload = { amount: 998, purpose: 'gemstone', items: [{ id: 2 }], addressData: address };
    expect((await kit.capture(payload)).statusCode).toBe(401);
    expect((await kit.capture(payload, 'not-a-token')).statusCode).toBe(401);
  });

  it('refuses an amount that is not the catalogue price', async () => {
    const buyer = await kit.buyer();
    for (const amount of [1, 997, 999, 791]) {
      const response = await kit.capture(
        { amount, purpose: 'gemstone', items: [{ id: 2 }], addressData: address },
        buyer.token,
      );
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toMatch(/does not match the price \(₹998\)/);
    }
  });

  it('names what is missing or wrong in the purchase', async () => {
    const buyer = await kit.buyer();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ items: undefined }, /Choose at least one product|items is required/],
      [{ items: [] }, /Choose at least one product/],
      [{ items: [{ id: 7 }] }, /Unknown product/],
      [{ addressData: undefined }, /addressData/],
      [{ addressData: { ...address, pin: '' } }, /PIN is required/],
      [{ addressData: { ...address, phone: undefined } }, /phone is required|Phone is required/],
      [{ addressData: { ...address, email: 'nope' } }, /valid e-mail/],
    ];
    for (const [change, message] of cases) {
      const response = await kit.capture(
        { amount: 998, purpose: 'gemstone', items: [{ id: 2 }], addressData: address, ...change },
        buyer.token,
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(json(response).message).toMatch(message);
    }
  });

  it('refuses two lines of one product that together pass the quantity limit, before any payment order', async () => {
    // 6 + 5 = 11 of one bead: completion would refuse it, so capture must too (money taken and
    // no order was the defect). Nothing is stored and no payment order is made.
    const buyer = await kit.buyer();
    const [counted] = await context.db
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentOrders);
    const response = await kit.capture(
      {
        amount: 11 * 791,
        purpose: 'gemstone',
        items: [
          { id: 1, quantity: 6 },
          { id: 1, quantity: 5 },
        ],
        addressData: address,
      },
      buyer.token,
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toMatch(/At most 10 of 3 Mukhi Rudraksha in one order/);
    const [countedAfter] = await context.db
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentOrders);
    expect(countedAfter?.count).toBe(counted?.count);
  });

  it('refuses quantities that are not whole numbers', async () => {
    const buyer = await kit.buyer();
    for (const quantity of [true, [3], '0x3', ' 3 ']) {
      const response = await kit.capture(
        {
          amount: 3 * 998,
          purpose: 'gemstone',
          items: [{ id: 2, quantity }],
          addressData: address,
        },
        buyer.token,
      );
      expect(response.statusCode, JSON.stringify(quantity)).toBe(400);
    }
  });

  it('makes a bare payment order from {amount} alone (the specification client)', async () => {
    const response = await kit.capture({ amount: 1 });
    expect(response.statusCode).toBe(200);
    const { order } = json<{ order: { id: string; amount: number } }>(response);
    expect(order.amount).toBe(100);
    expect(await paymentOrder(order.id)).toMatchObject({
      purpose: null,
      payload: null,
      userId: null,
    });
  });

  it.each([
    [{}],
    [{ amount: 0 }],
    [{ amount: -10 }],
    [{ amount: '998' }],
    [{ amount: 9.999 }],
    [{ amount: 998, purpose: 'lottery' }],
  ])('refuses %j with 400', async (payload) => {
    const response = await kit.capture(payload);
    expect(response.statusCode).toBe(400);
    expect(json(response).success).toBe(false);
  });
});

describe('POST /api/v1/razorpay/verifyPayment', () => {
  it('turns a paid purchase into a Processing order with a confirmation mail, once', async () => {
    const buyer = await kit.buyer();
    const paymentOrderId = await kit.captureGemstones(buyer.token, [
      { id: 2 },
      { id: 1, quantity: 2 },
    ]);
    const result = await kit.pay(paymentOrderId.id);
    const response = await kit.verify(
      kit.verifyBody(result, [{ id: 2 }, { id: 1, quantity: 2 }], { total: 2580 }),
      buyer.token,
    );
    expect(response.statusCode).toBe(200);
    const body = json<{ order: { _id: string } }>(response);
    expect(body).toEqual({
      success: true,
      message: 'Payment verified. Your order has been placed.',
      order: {
        _id: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        total: 2580,
        status: 'Processing',
        paymentInfo: { id: result.razorpay_payment_id, type: 'Razorpay', status: 'Paid' },
        product: [
          { id: 1, name: '3 Mukhi Rudraksha', price: 791, quantity: 2, size: '' },
          { id: 2, name: '5 Mukhi Rudraksha', price: 998, quantity: 1, size: '' },
        ],
        addressData: address,
        user: buyer.id,
      },
    });
    expect(await paymentOrder(paymentOrderId.id)).toMatchObject({
      status: 'paid',
      paymentId: result.razorpay_payment_id,
      paidAt: expect.any(Date),
    });
    const [stored] = await ordersFor(paymentOrderId.id);
    expect(stored).toMatchObject({ totalPaise: 258_000, userId: buyer.id });

    const mails = await confirmationMails(paymentOrderId.id);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail).toMatchObject({ toAddress: address.email, sentAt: null });
    for (const text of [
      body.order._id,
      '2 × 3 Mukhi Rudraksha at ₹791  =  ₹1,582',
      '1 × 5 Mukhi Rudraksha at ₹998  =  ₹998',
      'Total paid: ₹2,580',
      '12 Assi Ghat',
      'Varanasi, Uttar Pradesh',
      'PIN 221005',
      result.razorpay_payment_id,
    ]) {
      expect(mail?.textBody).toContain(text);
    }
    expect(mail?.subject).toContain('₹2,580');
  });

  it('answers a second verification with the same order and creates nothing', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const result = await kit.pay(id);
    const first = json<{ order: { _id: string } }>(
      await kit.verify(kit.verifyBody(result), buyer.token),
    );
    const again = await kit.verify(kit.verifyBody(result), buyer.token);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toMatchObject({
      success: true,
      message: expect.stringMatching(/already/),
      order: { _id: first.order._id },
    });
    expect(await ordersFor(id)).toHaveLength(1);
    expect(await confirmationMails(id)).toHaveLength(1);
  });

  it('creates exactly one order when two verifications race', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const result = await kit.pay(id);
    const responses = await Promise.all([
      kit.verify(kit.verifyBody(result), buyer.token),
      kit.verify(kit.verifyBody(result), buyer.token),
      kit.verify(kit.verifyBody(result), buyer.token),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(responses.map((r) => json<{ order: { _id: string } }>(r).order._id));
    expect(ids.size).toBe(1);
    expect(await ordersFor(id)).toHaveLength(1);
    const [order] = await ordersFor(id);
    const lines = await context.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? ''));
    expect(lines).toHaveLength(1);
    expect(await confirmationMails(id)).toHaveLength(1);
  });

  describe('refuses a signature that is not the gateway’s', () => {
    const flip = (hex: string, at: number) =>
      `${hex.slice(0, at)}${hex[at] === '0' ? '1' : '0'}${hex.slice(at + 1)}`;

    it.each([
      ['a random one', () => randomBytes(32).toString('hex')],
      ['one character changed (first)', (s: string) => flip(s, 0)],
      ['one character changed (last)', (s: string) => flip(s, s.length - 1)],
      ['upper-cased', (s: string) => s.toUpperCase()],
      ['one character short', (s: string) => s.slice(0, -1)],
      ['one character more', (s: string) => `${s}0`],
      ['empty', () => ''],
    ])('%s', async (_name, forge) => {
      const buyer = await kit.buyer();
      const { id } = await kit.captureGemstones(buyer.token);
      const result = await kit.pay(id);
      const forged = forge(result.razorpay_signature);
      const response = await kit.verify(
        kit.verifyBody({ ...result, razorpay_signature: forged }),
        buyer.token,
      );
      expect(response.statusCode).toBe(400);
      expect(json(response).success).toBe(false);
      expect(await ordersFor(id)).toHaveLength(0);
      expect((await paymentOrder(id))?.status).toBe('created');
    });

    it('signed with another secret, or for another payment id', async () => {
      const buyer = await kit.buyer();
      const { id } = await kit.captureGemstones(buyer.token);
      const paymentId = payId();
      for (const signature of [
        hmac(`${id}|${paymentId}`, 'some-other-secret'),
        hmac(`${id}|${payId()}`, keySecret),
        hmac(`${paymentId}|${id}`, keySecret),
        hmac(`${id}|${paymentId}`, webhookSecret),
      ]) {
        const response = await kit.verify(
          kit.verifyBody({
            razorpay_order_id: id,
            razorpay_payment_id: paymentId,
            razorpay_signature: signature,
          }),
          buyer.token,
        );
        expect(response.statusCode).toBe(400);
      }
      expect(await ordersFor(id)).toHaveLength(0);
    });
  });

  it('refuses a 1-rupee payment order used to buy the 998-rupee bead', async () => {
    const buyer = await kit.buyer();
    const cheap = json<{ order: { id: string } }>(
      await kit.capture({ amount: 1 }, buyer.token),
    ).order;
    const result = await kit.pay(cheap.id);
    const response = await kit.verify(
      kit.verifyBody(result, { id: 2 }, { total: 998 }),
      buyer.token,
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toMatch(
      /amount paid \(₹1\) does not match the price of the purchase \(₹998\)/,
    );
    expect(await ordersFor(cheap.id)).toHaveLength(0);
    expect((await paymentOrder(cheap.id))?.status).toBe('created');
  });

  it('refuses a payment order made for the 791-rupee bead used for the 998-rupee one', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token, [{ id: 1 }]);
    const result = await kit.pay(id);
    const response = await kit.verify(kit.verifyBody(result, { id: 2 }), buyer.token);
    expect(response.statusCode).toBe(409);
    expect(await ordersFor(id)).toHaveLength(0);
  });

  it('completes a bare {amount} payment order when the verified purchase costs exactly that', async () => {
    const buyer = await kit.buyer();
    const bare = json<{ order: { id: string } }>(await kit.capture({ amount: 791 })).order;
    const result = await kit.pay(bare.id);
    const response = await kit.verify(
      kit.verifyBody(result, { id: 1 }, { total: 791 }),
      buyer.token,
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ order: { total: 791, user: buyer.id } });
    expect(await paymentOrder(bare.id)).toMatchObject({
      status: 'paid',
      purpose: 'gemstone',
      userId: buyer.id,
    });
  });

  it('ignores the body’s total and user: prices from the catalogue, buyer from the token', async () => {
    const buyer = await kit.buyer();
    const other = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const result = await kit.pay(id);
    const response = await kit.verify(
      kit.verifyBody(result, { id: 2 }, { total: 1, user: { _id: other.id } }),
      buyer.token,
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ order: { total: 998, user: buyer.id } });
  });

  it('refuses another user’s replay of a payment, before and after its owner verified it', async () => {
    const owner = await kit.buyer();
    const thief = await kit.buyer();
    const { id } = await kit.captureGemstones(owner.token);
    const result = await kit.pay(id);

    const early = await kit.verify(kit.verifyBody(result), thief.token);
    expect(early.statusCode).toBe(409);
    expect(await ordersFor(id)).toHaveLength(0);

    expect((await kit.verify(kit.verifyBody(result), owner.token)).statusCode).toBe(200);
    const late = await kit.verify(kit.verifyBody(result), thief.token);
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toMatch(/another customer/);

    const theirs = json<{ order: unknown[] }>(await kit.ordersOf(thief.id, thief.token));
    expect(theirs.order).toEqual([]);
    expect(await ordersFor(id)).toHaveLength(1);
  });

  it('refuses a second, different purchase with a payment already used', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token, [{ id: 2 }]);
    const result = await kit.pay(id);
    expect((await kit.verify(kit.verifyBody(result), buyer.token)).statusCode).toBe(200);
    const second = await kit.verify(kit.verifyBody(result, [{ id: 2, quantity: 2 }]), buyer.token);
    expect(second.statusCode).toBe(409);
    // A second payment on an order already paid is refused too.
    const otherPayment = payId();
    const again = await kit.verify(
      kit.verifyBody({
        razorpay_order_id: id,
        razorpay_payment_id: otherPayment,
        razorpay_signature: hmac(`${id}|${otherPayment}`, keySecret),
      }),
      buyer.token,
    );
    expect(again.statusCode).toBe(409);
    expect(await ordersFor(id)).toHaveLength(1);
  });

  it('refuses a payment order this server did not create (404)', async () => {
    const buyer = await kit.buyer();
    const orderId = 'order_NotOurs00000001';
    const paymentId = payId();
    const response = await kit.verify(
      kit.verifyBody({
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmac(`${orderId}|${paymentId}`, keySecret),
      }),
      buyer.token,
    );
    expect(response.statusCode).toBe(404);
  });

  it('needs a signed-in buyer', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const result = await kit.pay(id);
    expect((await kit.verify(kit.verifyBody(result))).statusCode).toBe(401);
    expect(await ordersFor(id)).toHaveLength(0);
  });

  it.each([
    'razorpay_payment_id',
    'razorpay_order_id',
    'razorpay_signature',
    'product',
    'addressData',
    'total',
  ])('answers 400 naming a missing %s, and creates nothing', async (field) => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const result = await kit.pay(id);
    const { [field]: _missing, ...body } = kit.verifyBody(result) as Record<string, unknown>;
    const response = await kit.verify(body, buyer.token);
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toContain(field);
    expect(await ordersFor(id)).toHaveLength(0);
  });

  it.each(['name', 'phone', 'email', 'address', 'pin'])(
    'answers 400 for a missing addressData.%s',
    async (field) => {
      const buyer = await kit.buyer();
      const { id } = await kit.captureGemstones(buyer.token);
      const result = await kit.pay(id);
      const { [field as keyof typeof address]: _missing, ...partial } = address;
      const response = await kit.verify(
        kit.verifyBody(result, { id: 2 }, { addressData: partial }),
        buyer.token,
      );
      expect(response.statusCode).toBe(400);
      expect(await ordersFor(id)).toHaveLength(0);
    },
  );
});

describe('POST /api/v1/razorpay/simulated/pay', () => {
  it('signs as Razorpay does, with the key secret', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const result = await kit.pay(id);
    expect(result.razorpay_order_id).toBe(id);
    expect(result.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(result.razorpay_signature).toBe(hmac(`${id}|${result.razorpay_payment_id}`, keySecret));
  });

  it('refuses unknown and already paid payment orders', async () => {
    const unknown = await context.app.inject({
      method: 'POST',
      url: '/api/v1/razorpay/simulated/pay',
      payload: { order_id: 'order_unknown' },
    });
    expect(unknown.statusCode).toBe(404);
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    await kit.verify(kit.verifyBody(await kit.pay(id)), buyer.token);
    await expect(kit.pay(id)).rejects.toThrow(/already been paid/);
  });
});

describe('POST /api/v1/razorpay/webhook', () => {
  const sign = (body: string) => hmac(body, webhookSecret);

  it('completes a pending purchase when the browser never came back; a late verification gets that order', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const result = await kit.pay(id);
    const body = kit.event('payment.captured', {
      id: result.razorpay_payment_id,
      orderId: id,
      amount: 99_800,
    });
    const response = await kit.webhook(body, sign(body));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true });
    const [order] = await ordersFor(id);
    expect(order).toMatchObject({ userId: buyer.id, status: 'Processing', totalPaise: 99_800 });
    expect(await confirmationMails(id)).toHaveLength(1);

    const late = await kit.verify(kit.verifyBody(result), buyer.token);
    expect(late.statusCode).toBe(200);
    expect(json(late)).toMatchObject({ order: { _id: order?.id } });
    expect(await ordersFor(id)).toHaveLength(1);
  });

  it('is harmless delivered twice, and for both events of one payment', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const result = await kit.pay(id);
    const payment = { id: result.razorpay_payment_id, orderId: id, amount: 99_800 };
    const captured = kit.event('payment.captured', payment);
    const paid = kit.event('order.paid', payment);
    const responses = await Promise.all([
      kit.webhook(captured, sign(captured)),
      kit.webhook(captured, sign(captured)),
      kit.webhook(paid, sign(paid)),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await ordersFor(id)).toHaveLength(1);
    expect(await confirmationMails(id)).toHaveLength(1);
  });

  it('refuses a changed body, a missing or wrong signature, and creates nothing', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const result = await kit.pay(id);
    const body = kit.event('payment.captured', {
      id: result.razorpay_payment_id,
      orderId: id,
      amount: 99_800,
    });
    const signature = sign(body);
    const changed = body.replace('"amount":99800', '"amount":99900');
    expect(changed).not.toBe(body);
    for (const [sent, sig] of [
      [changed, signature],
      [`${body} `, signature],
      [body, hmac(body, keySecret)],
      [body, ''],
    ] as const) {
      const response = await kit.webhook(sent, sig);
      expect(response.statusCode).toBe(400);
    }
    const unsigned = await context.app.inject({
      method: 'POST',
      url: '/api/v1/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await ordersFor(id)).toHaveLength(0);
  });

  it('does not complete a purchase when the captured amount differs (signed, but wrong)', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    const body = kit.event('payment.captured', { id: payId(), orderId: id, amount: 100 });
    const response = await kit.webhook(body, sign(body));
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toMatch(/rejected/);
    expect(await ordersFor(id)).toHaveLength(0);
  });

  it('acknowledges events it does not act on', async () => {
    const unknownOrder = kit.event('payment.captured', {
      id: payId(),
      orderId: 'order_elsewhere',
      amount: 500,
    });
    const failed = JSON.stringify({ event: 'payment.failed', payload: {} });
    for (const body of [unknownOrder, failed]) {
      expect((await kit.webhook(body, sign(body))).statusCode).toBe(200);
    }
  });

  it('waits for the buyer when a bare payment order is paid, then the verification completes it', async () => {
    const buyer = await kit.buyer();
    const bare = json<{ order: { id: string } }>(await kit.capture({ amount: 998 })).order;
    const result = await kit.pay(bare.id);
    const body = kit.event('payment.captured', {
      id: result.razorpay_payment_id,
      orderId: bare.id,
      amount: 99_800,
    });
    const response = await kit.webhook(body, sign(body));
    expect(json(response).message).toMatch(/awaiting-details/);
    expect(await ordersFor(bare.id)).toHaveLength(0);
    expect((await kit.verify(kit.verifyBody(result), buyer.token)).statusCode).toBe(200);
    expect(await ordersFor(bare.id)).toHaveLength(1);
  });

  it('takes only JSON', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/razorpay/webhook',
      headers: { 'content-type': 'text/plain', 'x-razorpay-signature': 'x' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('a paid purchase that cannot become an order', () => {
  const sign = (body: string) => hmac(body, webhookSecret);

  /** A captured payment whose pending purchase no longer reads (what a bug or a catalogue change does). */
  async function brokenPaidPurchase() {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    await context.db
      .update(paymentOrders)
      .set({ payload: { items: [{ id: 2, quantity: 99 }], addressData: address } })
      .where(eq(paymentOrders.gatewayOrderId, id));
    return { buyer, id, result: await kit.pay(id) };
  }

  it('is recorded for a person once; the webhook is answered 2xx; the reconciler leaves it', async () => {
    const { id, result } = await brokenPaidPurchase();
    const body = kit.event('payment.captured', {
      id: result.razorpay_payment_id,
      orderId: id,
      amount: 99_800,
    });
    for (const _delivery of [1, 2]) {
      const response = await kit.webhook(body, sign(body));
      expect(response.statusCode).toBe(200);
      expect(json(response).message).toMatch(/rejected/);
    }
    const marked = await paymentOrder(id);
    expect(marked?.attentionAt).toBeInstanceOf(Date);
    expect(marked?.attentionReason).toMatch(/ZodError|Quantity/);
    expect(await ordersFor(id)).toHaveLength(0);
    // The reconciler does not take it up again and again.
    await context.db
      .update(paymentOrders)
      .set({ createdAt: sql`now() - make_interval(mins => 10)`, checkedAt: null })
      .where(eq(paymentOrders.gatewayOrderId, id));
    expect((await context.app.payments.reconciler.runOnce())[id]).toBeUndefined();

    // The admin sees it, with the buyer and the reason.
    const admin = await kit.admin();
    const listed = await context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/payments/attention',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(listed.statusCode).toBe(200);
    const payments = json<{ payments: { gatewayOrderId: string; amountPaise: number }[] }>(
      listed,
    ).payments;
    expect(payments.find((payment) => payment.gatewayOrderId === id)).toMatchObject({
      amountPaise: 99_800,
      purpose: 'gemstone',
      reason: expect.any(String),
    });
  });

  it('tells the buyer that the payment arrived and the team will contact them', async () => {
    const { buyer, id, result } = await brokenPaidPurchase();
    const response = await kit.verify(kit.verifyBody(result), buyer.token);
    expect(response.statusCode).toBe(500);
    expect(json(response).message).toMatch(/payment was received.*do not pay again/);
    expect((await paymentOrder(id))?.attentionAt).toBeInstanceOf(Date);
  });
});

describe('the simulated gateway', () => {
  const payAs = (orderId: string, token?: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/razorpay/simulated/pay',
      headers: kit.auth(token),
      payload: { order_id: orderId },
    });

  it('lets only the buyer pay a signed-in purchase; paying again gives the same payment', async () => {
    const buyer = await kit.buyer();
    const other = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    expect((await payAs(id)).statusCode).toBe(401);
    expect((await payAs(id, other.token)).statusCode).toBe(403);
    const first = await payAs(id, buyer.token);
    const second = await payAs(id, buyer.token);
    expect(first.statusCode).toBe(200);
    expect(json(second)).toEqual(json(first));
    const stored = await context.db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.gatewayOrderId, id));
    expect(stored).toHaveLength(1);
  });

  it('keeps its payments in the database: a new server on it completes an unconfirmed one', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    await kit.pay(id);
    await context.db
      .update(paymentOrders)
      .set({ createdAt: sql`now() - make_interval(mins => 5)` })
      .where(eq(paymentOrders.gatewayOrderId, id));
    // A second server on the same database (as after a restart, or another instance) with the
    // same signing secret: its reconciler finds the payment the first one took.
    const restarted = await createTestApp({
      environment: paymentEnvironment,
      database: context.database,
    });
    try {
      expect((await restarted.app.payments.reconciler.runOnce())[id]).toBe('completed');
    } finally {
      await restarted.close();
    }
    expect(await ordersFor(id)).toHaveLength(1);
  });
});

describe('the reconciler', () => {
  const age = (gatewayOrderId: string, minutes: number) =>
    context.db
      .update(paymentOrders)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})`, checkedAt: null })
      .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));

  it('completes a paid purchase that neither the browser nor a webhook reported', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    await kit.pay(id);
    // Too young: the browser still has its chance.
    expect((await context.app.payments.reconciler.runOnce())[id]).toBeUndefined();
    await age(id, 5);
    expect((await context.app.payments.reconciler.runOnce())[id]).toBe('completed');
    expect(await ordersFor(id)).toHaveLength(1);
    expect(await confirmationMails(id)).toHaveLength(1);
  });

  it('leaves a young unpaid order alone, and expires an old one (which can then not be paid)', async () => {
    const buyer = await kit.buyer();
    const young = await kit.captureGemstones(buyer.token);
    const old = await kit.captureGemstones(buyer.token);
    await age(young.id, 5);
    await age(old.id, 31);
    const results = await context.app.payments.reconciler.runOnce();
    expect(results[young.id]).toBe('unpaid');
    expect(results[old.id]).toBe('expired');
    expect((await paymentOrder(old.id))?.status).toBe('expired');
    expect((await paymentOrder(young.id))?.status).toBe('created');
    // Looked at a moment ago: not asked again on the next pass.
    expect((await context.app.payments.reconciler.runOnce())[young.id]).toBeUndefined();
    await expect(kit.pay(old.id)).rejects.toThrow(/expired/);
  });

  it('still honours a genuine payment that arrives for an expired order', async () => {
    const buyer = await kit.buyer();
    const { id } = await kit.captureGemstones(buyer.token);
    await age(id, 31);
    await context.app.payments.reconciler.runOnce();
    expect((await paymentOrder(id))?.status).toBe('expired');
    // The gateway took the payment after all (the buyer's bank was slow).
    const paymentId = payId();
    await context.db
      .insert(simulatedPayments)
      .values({ id: paymentId, gatewayOrderId: id, amountPaise: 99_800 });
    const response = await kit.verify(
      kit.verifyBody({
        razorpay_order_id: id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmac(`${id}|${paymentId}`, keySecret),
      }),
      buyer.token,
    );
    expect(response.statusCode).toBe(200);
    expect((await paymentOrder(id))?.status).toBe('paid');
  });
});
