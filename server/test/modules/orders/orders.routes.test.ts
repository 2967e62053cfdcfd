import { type OrderStatus, orderStatuses } from '@app/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../../src/db/schema.ts';
import { createGemstonePurchase } from '../../../src/modules/orders/orders.service.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import {
  address,
  type Buyer,
  paymentEnvironment,
  paymentKit,
} from '../payments/payment-test-kit.ts';

let context: TestApp;
const kit = paymentKit(() => context);
let alice: Buyer;
let bob: Buyer;
let admin: Buyer;

beforeAll(async () => {
  context = await createTestApp({ environment: paymentEnvironment });
  [alice, bob, admin] = await Promise.all([kit.buyer(), kit.buyer(), kit.admin()]);
});
afterAll(() => context.close());

type ApiOrder = {
  _id: string;
  status: OrderStatus;
  createdAt: string;
  user: string;
  total: number;
};

/** A paid order through the real path: capture, simulated Checkout, verification. */
async function placeOrder(buyer: Buyer, items = [{ id: 1 }]) {
  const { id } = await kit.captureGemstones(buyer.token, items);
  const result = await kit.pay(id);
  const response = await kit.verify(kit.verifyBody(result, items), buyer.token);
  if (response.statusCode !== 200) throw new Error(response.body);
  return json<{ order: ApiOrder }>(response).order;
}

const setStatus = (orderId: string, status: OrderStatus) =>
  context.db.update(orders).set({ status }).where(eq(orders.id, orderId));

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  context.app.inject({ method, url, headers: kit.auth(token), ...(payload ? { payload } : {}) });

describe('GET /api/v1/order/get/:userId', () => {
  it('gives a user their own orders, newest first, and "no orders" as an empty list', async () => {
    const fresh = await kit.buyer();
    const empty = await call('GET', `/api/v1/order/get/${fresh.id}`, fresh.token);
    expect(empty.statusCode).toBe(200);
    expect(json(empty)).toEqual({ success: true, order: [], nextCursor: null });

    const first = await placeOrder(fresh, [{ id: 1 }]);
    const second = await placeOrder(fresh, [{ id: 2 }]);
    const response = await call('GET', `/api/v1/order/get/${fresh.id}`, fresh.token);
    const list = json<{ order: ApiOrder[] }>(response).order;
    expect(list.map((order) => order._id)).toEqual([second._id, first._id]);
    expect(list.every((order) => order.user === fresh.id)).toBe(true);
  });

  it('compares ids as UUIDs: the owner’s id or an order id in upper case is the same id', async () => {
    const fresh = await kit.buyer();
    const order = await placeOrder(fresh, [{ id: 1 }]);
    const listed = await call('GET', `/api/v1/order/get/${fresh.id.toUpperCase()}`, fresh.token);
    expect(listed.statusCode).toBe(200);
    expect(json<{ order: ApiOrder[] }>(listed).order.map((item) => item._id)).toEqual([order._id]);
    const returned = await call(
      'PUT',
      `/api/v1/order/return/${order._id.toUpperCase()}`,
      fresh.token,
    );
    expect(returned.statusCode).toBe(200);
  });

  it('refuses a visitor (401) and another user (403); lets an admin see anyone’s', async () => {
    await placeOrder(alice);
    expect((await call('GET', `/api/v1/order/get/${alice.id}`)).statusCode).toBe(401);
    const other = await call('GET', `/api/v1/order/get/${alice.id}`, bob.token);
    expect(other.statusCode).toBe(403);
    expect(json(other)).toEqual({ success: false, message: expect.any(String) });
    const asAdmin = await call('GET', `/api/v1/order/get/${alice.id}`, admin.token);
    expect(asAdmin.statusCode).toBe(200);
    expect(json<{ order: ApiOrder[] }>(asAdmin).order.length).toBeGreaterThan(0);
    // Any id that is not the caller's is someone else's: 403 for a user, an empty list for an admin.
    expect((await call('GET', '/api/v1/order/get/not-a-uuid', bob.token)).statusCode).toBe(403);
    expect(json(await call('GET', '/api/v1/order/get/not-a-uuid', admin.token))).toEqual({
      success: true,
      order: [],
      nextCursor: null,
    });
  });
});

describe('GET /api/v1/order/getAll', () => {
  it('lists every order, newest first, for an admin only', async () => {
    const mine = await placeOrder(alice);
    const theirs = await placeOrder(bob);
    expect((await call('GET', '/api/v1/order/getAll')).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/order/getAll', alice.token)).statusCode).toBe(403);
    const response = await call('GET', '/api/v1/order/getAll', admin.token);
    expect(response.statusCode).toBe(200);
    const body = json<{ message: string; orders: ApiOrder[] }>(response);
    expect(body.message).toEqual(expect.any(String));
    const ids = body.orders.map((order) => order._id);
    expect(ids.indexOf(theirs._id)).toBeLessThan(ids.indexOf(mine._id));
    const times = body.orders.map((order) => Date.parse(order.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is refused at once to an admin who has been demoted', async () => {
    const former = await kit.admin();
    expect((await call('GET', '/api/v1/order/getAll', former.token)).statusCode).toBe(200);
    await context.db.update(users).set({ role: 'user' }).where(eq(users.id, former.id));
    // The demotion ended the admin's session (docs/decisions/016).
    expect((await call('GET', '/api/v1/order/getAll', former.token)).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/order/return/:orderId', () => {
  it('lets the owner cancel a Processing order and return a Delivered one', async () => {
    const processing = await placeOrder(alice);
    const cancelled = await call('PUT', `/api/v1/order/return/${processing._id}`, alice.token);
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled)).toMatchObject({
      success: true,
      message: expect.stringMatching(/cancellation/),
      order: { _id: processing._id, status: 'Cancel' },
    });

    const delivered = await placeOrder(alice);
    await setStatus(delivered._id, 'Delivered');
    const returned = await call('PUT', `/api/v1/order/return/${delivered._id}`, alice.token);
    expect(returned.statusCode).toBe(200);
    expect(json(returned)).toMatchObject({
      message: expect.stringMatching(/return/),
      order: { status: 'Cancel' },
    });
  });

  it('treats asking again as done already', async () => {
    const order = await placeOrder(alice);
    await call('PUT', `/api/v1/order/return/${order._id}`, alice.token);
    const again = await call('PUT', `/api/v1/order/return/${order._id}`, alice.token);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toMatchObject({
      message: expect.stringMatching(/already/),
      order: { status: 'Cancel' },
    });
  });

  it.each(['Shipped', 'Return'] as const)(
    'refuses an order that is %s (409 naming both states)',
    async (status) => {
      const order = await placeOrder(alice);
      await setStatus(order._id, status);
      const response = await call('PUT', `/api/v1/order/return/${order._id}`, alice.token);
      expect(response.statusCode).toBe(409);
      expect(json(response).message).toBe(`An order cannot move from ${status} to Cancel.`);
    },
  );

  it('is for the owner only: 401 visitor, 403 another user or an admin, 404 unknown', async () => {
    const order = await placeOrder(alice);
    expect((await call('PUT', `/api/v1/order/return/${order._id}`)).statusCode).toBe(401);
    expect((await call('PUT', `/api/v1/order/return/${order._id}`, bob.token)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/v1/order/return/${order._id}`, admin.token)).statusCode).toBe(
      403,
    );
    const [stored] = await context.db.select().from(orders).where(eq(orders.id, order._id));
    expect(stored?.status).toBe('Processing');
    expect(
      (await call('PUT', '/api/v1/order/return/00000000-0000-4000-8000-000000000000', alice.token))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', '/api/v1/order/return/nonsense', alice.token)).statusCode).toBe(404);
  });
});

describe('PUT /api/v1/order/update/:orderId', () => {
  const allowed: Record<OrderStatus, OrderStatus[]> = {
    Processing: ['Shipped', 'Delivered', 'Cancel'],
    Shipped: ['Delivered', 'Processing'],
    Delivered: ['Cancel'],
    Cancel: ['Return', 'Delivered'],
    Return: [],
  };
  let order: ApiOrder;
  beforeAll(async () => {
    order = await placeOrder(bob);
  });

  const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));
  it.each(pairs)('%s -> %s', async (from, to) => {
    await setStatus(order._id, from);
    const response = await call('PUT', `/api/v1/order/update/${order._id}`, admin.token, {
      newStatus: to,
      // Shipped needs the parcel's courier and tracking number (order-refunds.test.ts).
      ...(to === 'Shipped' ? { courier: 'India Post', trackingNumber: 'EE123456789IN' } : {}),
    });
    const [stored] = await context.db.select().from(orders).where(eq(orders.id, order._id));
    if (from === to) {
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({
        message: `The order is already ${to}.`,
        order: { status: to },
      });
    } else if (allowed[from].includes(to)) {
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({
        success: true,
        message: `Order status updated to ${to}`,
        order: { _id: order._id, status: to },
      });
      expect(stored?.status).toBe(to);
    } else {
      expect(response.statusCode).toBe(409);
      expect(json(response)).toEqual({
        success: false,
        message: `An order cannot move from ${from} to ${to}.`,
      });
      expect(stored?.status).toBe(from);
    }
  });

  it('is for admins only, and checks its input', async () => {
    const url = `/api/v1/order/update/${order._id}`;
    expect((await call('PUT', url, undefined, { newStatus: 'Shipped' })).statusCode).toBe(401);
    expect((await call('PUT', url, bob.token, { newStatus: 'Shipped' })).statusCode).toBe(403);
    expect((await call('PUT', url, admin.token, { newStatus: 'Lost' })).statusCode).toBe(400);
    expect((await call('PUT', url, admin.token, {})).statusCode).toBe(400);
    expect(
      (
        await call(
          'PUT',
          '/api/v1/order/update/00000000-0000-4000-8000-000000000000',
          admin.token,
          { newStatus: 'Shipped' },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('lets only one of two racing changes through when together they would break the rules', async () => {
    // From Cancel both Return and Delivered are allowed, but neither from the other: whichever
    // lands second is checked against the status the first one set, not the one it read.
    await setStatus(order._id, 'Cancel');
    const url = `/api/v1/order/update/${order._id}`;
    const responses = await Promise.all([
      call('PUT', url, admin.token, { newStatus: 'Return' }),
      call('PUT', url, admin.token, { newStatus: 'Delivered' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const accepted = responses.find((r) => r.statusCode === 200);
    if (!accepted) throw new Error('neither change was accepted');
    const winner = json<{ order: ApiOrder }>(accepted);
    const [stored] = await context.db.select().from(orders).where(eq(orders.id, order._id));
    expect(stored?.status).toBe(winner.order.status);
  });
});

describe('one order per payment order', () => {
  it('a second completion of the same payment order writes nothing and sends no mail', async () => {
    const kind = createGemstonePurchase({
      siteUrl: undefined,
      businessEmail: 'owner@example.com',
      refunds: context.app.payments.refunds,
      log: context.app.log,
    });
    const { id } = await kit.captureGemstones(alice.token);
    const payload = await kind.prepare({ items: [{ id: 2 }], addressData: address }, context.db);
    const payment = {
      payload,
      gateway: 'simulated' as const,
      gatewayOrderId: id,
      paymentId: 'pay_Direct000000001',
      amountPaise: 99_800,
      userId: alice.id,
    };
    const first = await context.db.transaction((tx) => kind.complete(tx, payment));
    const second = await context.db.transaction((tx) => kind.complete(tx, payment));
    expect(second.id).toBe(first.id);
    expect(first.mails).toHaveLength(1);
    expect(second.mails).toEqual([]);
    const rows = await context.db.select().from(orders).where(eq(orders.gatewayOrderId, id));
    expect(rows).toHaveLength(1);
    // And the database itself refuses a second row.
    await expect(
      context.db.insert(orders).values({
        ...rows[0],
        id: '00000000-0000-4000-8000-00000000abcd',
      } as typeof orders.$inferInsert),
    ).rejects.toThrow();
  });
});
