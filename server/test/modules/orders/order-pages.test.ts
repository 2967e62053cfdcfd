import { type Order, orderStatuses } from '@app/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../../helpers/seed-orders.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import { type Buyer, paymentEnvironment, paymentKit } from '../payments/payment-test-kit.ts';

// shared/API.md: lists are newest-first pages with `limit`, `cursor` and `nextCursor`.
let context: TestApp;
const kit = paymentKit(() => context);
let buyer: Buyer;
let admin: Buyer;
const seeded = 230;

beforeAll(async () => {
  context = await createTestApp({ environment: paymentEnvironment });
  [buyer, admin] = await Promise.all([kit.buyer(), kit.admin()]);
  await seedOrders(context.db, { userId: buyer.id, count: seeded, tag: 'pages' });
});
afterAll(() => context.close());

type Page = { order?: Order[]; orders?: Order[]; nextCursor: string | null };

const get = async (url: string, token = admin.token) => {
  const response = await context.app.inject({ method: 'GET', url, headers: kit.auth(token) });
  return { statusCode: response.statusCode, body: json<Page & { message?: string }>(response) };
};

/** Follows nextCursor from `url` to the last page; every order id seen, in order. */
async function walk(url: string, token?: string) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const { statusCode, body } = await get(
      cursor ? `${url}${separator}cursor=${cursor}` : url,
      token,
    );
    expect(statusCode).toBe(200);
    const page = body.order ?? body.orders ?? [];
    sizes.push(page.length);
    ids.push(...page.map((order) => order._id));
    cursor = body.nextCursor;
  } while (cursor);
  return { ids, sizes };
}

describe('paged order lists', () => {
  it('give the first 50 without parameters, then every order exactly once, newest first', async () => {
    const first = await get(`/api/v1/order/get/${buyer.id}`, buyer.token);
    expect(first.body.order).toHaveLength(50);
    expect(first.body.nextCursor).toEqual(expect.any(String));

    const { ids, sizes } = await walk(`/api/v1/order/get/${buyer.id}?limit=70`, buyer.token);
    expect(sizes).toEqual([70, 70, 70, 20]);
    expect(new Set(ids).size).toBe(seeded);
    // Orders sharing a creation time are not skipped or repeated at a page boundary.
    const all = await get(`/api/v1/order/get/${buyer.id}?limit=200`, buyer.token);
    const rest = await get(
      `/api/v1/order/get/${buyer.id}?limit=200&cursor=${all.body.nextCursor}`,
      buyer.token,
    );
    const orders = [...(all.body.order ?? []), ...(rest.body.order ?? [])];
    expect(orders.map((order) => order._id)).toEqual(ids);
    const times = orders.map((order) => Date.parse(order.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rest.body.nextCursor).toBeNull();
    // Each order keeps its lines (loaded with one array parameter).
    expect(orders.every((order) => order.product.length === 1)).toBe(true);
  });

  it('filter the admin list by status and by search, in the database', async () => {
    for (const status of orderStatuses) {
      const { ids } = await walk(`/api/v1/order/getAll?limit=200&status=${status}&q=pages.test`);
      expect(ids.length).toBe(seeded / 5);
    }
    const byName = await get('/api/v1/order/getAll?q=Seed%20Buyer%2017');
    // "Seed Buyer 17" and "Seed Buyer 170".."179".
    expect(byName.body.orders?.map((order) => order.addressData.name).sort()).toEqual(
      ['17', ...Array.from({ length: 10 }, (_, i) => `17${i}`)]
        .map((n) => `Seed Buyer ${n}`)
        .sort(),
    );
    const one = byName.body.orders?.[0];
    const byId = await get(`/api/v1/order/getAll?q=${one?._id.toUpperCase()}`);
    expect(byId.body.orders?.map((order) => order._id)).toEqual([one?._id]);
    const byPartOfId = await get(`/api/v1/order/getAll?q=${one?._id.slice(0, 13)}`);
    expect(byPartOfId.body.orders?.map((order) => order._id)).toContain(one?._id);
    // % and _ are literal characters, not wildcards.
    expect((await get('/api/v1/order/getAll?q=%25')).body.orders).toEqual([]);
    expect((await get('/api/v1/order/getAll?q=seed_')).body.orders).toEqual([]);
  });

  it('refuse a limit out of range and a cursor that is not one of ours, with a clear 400', async () => {
    for (const query of [
      'limit=0',
      'limit=201',
      'limit=abc',
      'limit=1.5',
      'cursor=%00',
      'status=Lost',
    ]) {
      const { statusCode, body } = await get(`/api/v1/order/getAll?${query}`);
      expect(statusCode, query).toBe(400);
      expect(body).toMatchObject({ success: false, message: expect.any(String) });
    }
    const forged = Buffer.from('12~not-an-id').toString('base64url');
    const { statusCode, body } = await get(`/api/v1/order/getAll?cursor=${forged}`);
    expect(statusCode).toBe(400);
    expect(body.message).toBe('That page cursor is not valid.');
  });
});
