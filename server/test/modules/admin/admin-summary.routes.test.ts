import { istMonthStart } from '@app/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, orders, paymentOrders } from '../../../src/db/schema.ts';
import { getAdminSummary } from '../../../src/modules/admin/admin.service.ts';
import {
  createTestApp,
  json,
  registerAndLogIn,
  setRoleAndLogIn,
  type TestApp,
} from '../../helpers/test-app.ts';

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const summaryUrl = '/api/v1/admin/summary';
const getSummary = (token?: string) =>
  context.app.inject({
    method: 'GET',
    url: summaryUrl,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

let gatewayCounter = 0;
async function paidPaymentOrder(amountPaise: number, purpose: 'gemstone' | 'appointment') {
  gatewayCounter += 1;
  const gatewayOrderId = `order_summary_${Date.now()}_${gatewayCounter}`;
  await context.db.insert(paymentOrders).values({
    gateway: 'simulated',
    gatewayOrderId,
    amountPaise,
    purpose,
    status: 'paid',
    paymentId: `pay_summary_${gatewayCounter}`,
    paidAt: new Date(),
  });
  return gatewayOrderId;
}

async function seedOrder(userId: string, totalPaise: number, status: string, createdAt: Date) {
  const gatewayOrderId = await paidPaymentOrder(totalPaise, 'gemstone');
  await context.db.insert(orders).values({
    userId,
    gatewayOrderId,
    paymentId: `pay_${gatewayOrderId}`,
    paymentType: 'Razorpay',
    paymentStatus: 'Paid',
    totalPaise,
    status: status as 'Processing',
    shippingName: 'Asha',
    shippingPhone: '9876543210',
    shippingEmail: 'asha@example.com',
    shippingAddress: '1 MG Road, Delhi',
    shippingPin: '110001',
    createdAt,
  });
}

async function seedAppointment(totalPaise: number, createdAt: Date) {
  const gatewayOrderId = await paidPaymentOrder(totalPaise, 'appointment');
  await context.db.insert(appointments).values({
    name: 'Ravi',
    phone: '9876543210',
    email: 'ravi@example.com',
    address: '2 Park Street, Kolkata',
    pin: '700016',
    location: totalPaise === 3200_00 ? 'international' : 'domestic',
    totalPaise,
    gatewayOrderId,
    paymentId: `pay_${gatewayOrderId}`,
    paymentType: 'Razorpay',
    paymentStatus: 'Paid',
    createdAt,
  });
}

describe('GET /api/v1/admin/summary: who may call it', () => {
  it('answers 401 to a visitor and 403 to a signed-in user', async () => {
    const visitor = await getSummary();
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor)).toEqual({ success: false, message: expect.any(String) });

    const user = await registerAndLogIn(context.app);
    const refused = await getSummary(user.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ success: false, message: expect.any(String) });
  });

  it('answers an admin, and stops at once when that admin is demoted', async () => {
    const owner = await registerAndLogIn(context.app);
    const adminToken = await setRoleAndLogIn(context, owner, 'admin');
    expect((await getSummary(adminToken)).statusCode).toBe(200);

    const userToken = await setRoleAndLogIn(context, owner, 'user');
    // The demotion ended the admin session; the new one is a customer's.
    expect((await getSummary(adminToken)).statusCode).toBe(401);
    const after = await getSummary(userToken);
    expect(after.statusCode).toBe(403);
    expect(json(after).success).toBe(false);
  });
});

describe('GET /api/v1/admin/summary: the numbers', () => {
  it('counts orders per status, paid appointments, and this IST month revenue in paise', async () => {
    const owner = await registerAndLogIn(context.app);
    owner.token = await setRoleAndLogIn(context, owner, 'admin');
    const before = json<{ summary: Record<string, unknown> }>(await getSummary(owner.token));
    expect(before.summary).toMatchObject({
      ordersByStatus: { Processing: 0, Shipped: 0, Delivered: 0, Cancel: 0, Return: 0 },
      ordersTotal: 0,
      appointmentsBooked: 0,
      revenueThisMonthPaise: 0,
    });

    const now = new Date();
    const monthStart = istMonthStart(now);
    const lastMonth = new Date(monthStart.getTime() - 60_000);
    const buyer = await registerAndLogIn(context.app);
    await seedOrder(buyer.id, 791_00, 'Processing', now);
    await seedOrder(buyer.id, 998_00, 'Processing', now);
    await seedOrder(buyer.id, 1996_00, 'Delivered', now);
    await seedOrder(buyer.id, 791_00, 'Return', now); // refunded: no revenue
    await seedOrder(buyer.id, 998_00, 'Shipped', lastMonth); // counted, but not this month
    await seedAppointment(1500_00, now);
    await seedAppointment(3200_00, lastMonth);

    const response = await getSummary(owner.token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      summary: {
        ordersByStatus: { Processing: 2, Shipped: 1, Delivered: 1, Cancel: 0, Return: 1 },
        ordersTotal: 5,
        appointmentsBooked: 2,
        revenueThisMonthPaise: 791_00 + 998_00 + 1996_00 + 1500_00,
        monthStart: monthStart.toISOString(),
      },
    });
  });

  it('starts the month at midnight in India, not at midnight UTC', async () => {
    // 1 Dec 2026 00:30 IST is 30 Nov 19:00 UTC: an order at 30 Nov 18:45 UTC is December's.
    const now = new Date('2026-11-30T19:00:00Z');
    const base = await getAdminSummary(context.db, now);
    const buyer = await registerAndLogIn(context.app);
    await seedOrder(buyer.id, 500_00, 'Processing', new Date('2026-11-30T18:45:00Z'));
    await seedOrder(buyer.id, 700_00, 'Processing', new Date('2026-11-30T18:15:00Z'));
    const after = await getAdminSummary(context.db, now);
    expect(after.monthStart).toBe('2026-11-30T18:30:00.000Z');
    expect(after.revenueThisMonthPaise - base.revenueThisMonthPaise).toBe(500_00);
  });
});
