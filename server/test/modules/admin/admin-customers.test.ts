import type { AdminCustomer, AdminCustomerReply } from '@app/contract/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import { accountKit } from '../account/account-test-kit.ts';
import { paymentEnvironment, paymentKit } from '../payments/payment-test-kit.ts';

/**
 * The admin's customers (issue 33): found by name, e-mail or phone, in pages like the other
 * admin lists; one customer with their orders, consultations, the saved people whose consent
 * stands and every consent's dates. Admin only.
 */

let context: TestApp;
const kit = accountKit(() => context);
const pay = paymentKit(() => context);
let adminToken: string;

beforeAll(async () => {
  context = await createTestApp({ environment: paymentEnvironment });
  adminToken = (await pay.admin()).token;
});
afterAll(() => context.close());

const admin = (url: string, token = adminToken) => kit.call('GET', `/admin${url}`, { token });
const stamp = Date.now();
const person = (name: string) => ({
  name,
  relation: 'spouse',
  date: '1990-02-11',
  time: '10:10',
  placeName: 'Jaipur, Rajasthan',
  lat: 26.9124,
  lon: 75.7873,
  zone: 'Asia/Kolkata',
  consent: true,
});

describe('GET /api/v1/admin/customers', () => {
  it('finds customers by name, e-mail or phone, newest first, in pages', async () => {
    const first = await kit.account({
      name: `Devika Pathfinder${stamp}`,
      email: `devika.${stamp}@customers.example`,
    });
    const second = await kit.account({
      name: 'Harish Menon',
      email: `harish.${stamp}@customers.example`,
    });
    await kit.call('PUT', '/auth/me', {
      token: second.token,
      payload: { name: 'Harish Menon', phone: '+91 99887 76655', location: 'Kochi' },
    });

    const byName = json<{ customers: AdminCustomer[] }>(
      await admin(`/customers?q=pathfinder${stamp}`),
    ).customers;
    expect(byName.map((customer) => customer._id)).toEqual([first.id]);
    expect(byName[0]).toEqual({
      _id: first.id,
      name: `Devika Pathfinder${stamp}`,
      email: `devika.${stamp}@customers.example`,
      phone: '',
      location: 'Delhi',
      role: 'user',
      createdAt: expect.any(String),
      orders: 0,
      appointments: 0,
      savedPeople: 0,
    });
    const byPhone = json<{ customers: AdminCustomer[] }>(
      await admin('/customers?q=99887%2076655'),
    ).customers;
    expect(byPhone.map((customer) => customer._id)).toEqual([second.id]);
    const byEmail = json<{ customers: AdminCustomer[] }>(
      await admin(`/customers?q=${stamp}%40customers`),
    ).customers;
    expect(byEmail.map((customer) => customer._id)).toEqual([second.id, first.id]);

    // Pages: one at a time, newest first, then nothing more.
    const page1 = json<{ customers: AdminCustomer[]; nextCursor: string | null }>(
      await admin(`/customers?q=${stamp}%40customers&limit=1`),
    );
    expect(page1.customers.map((customer) => customer._id)).toEqual([second.id]);
    const page2 = json<{ customers: AdminCustomer[]; nextCursor: string | null }>(
      await admin(
        `/customers?q=${stamp}%40customers&limit=1&cursor=${encodeURIComponent(page1.nextCursor ?? '')}`,
      ),
    );
    expect(page2.customers.map((customer) => customer._id)).toEqual([first.id]);
    expect(page2.nextCursor).toBeNull();
    // A search that is a literal text: % and _ match only themselves.
    expect(json<{ customers: unknown[] }>(await admin('/customers?q=%25%25%25')).customers).toEqual(
      [],
    );
  });

  it('is for the admin only', async () => {
    const customer = await kit.account();
    expect((await kit.call('GET', '/admin/customers')).statusCode).toBe(401);
    expect((await admin('/customers', customer.token)).statusCode).toBe(403);
    expect((await admin(`/customers/${customer.id}`, customer.token)).statusCode).toBe(403);
  });

  it('refuses a bad page size or cursor', async () => {
    expect((await admin('/customers?limit=0')).statusCode).toBe(400);
    expect((await admin('/customers?cursor=!!')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/admin/customers/{id}', () => {
  it('shows the orders, consultations, people under a standing consent, and every consent', async () => {
    const customer = await kit.account({ name: 'Kavya Rao' });
    const captured = await pay.captureGemstones(customer.token);
    const paid = await pay.pay(captured.id);
    expect((await pay.verify(pay.verifyBody(paid), customer.token)).statusCode).toBe(200);
    const kept = json<{ person: { _id: string; consent: { _id: string } } }>(
      await kit.call('POST', '/account/people', {
        token: customer.token,
        payload: person('Vikram Rao'),
      }),
    ).person;
    const withdrawn = json<{ person: { consent: { _id: string } } }>(
      await kit.call('POST', '/account/people', {
        token: customer.token,
        payload: person('Old Entry'),
      }),
    ).person;
    await kit.call('DELETE', `/account/consents/${withdrawn.consent._id}`, {
      token: customer.token,
    });

    const response = await admin(`/customers/${customer.id.toUpperCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = json<AdminCustomerReply>(response);
    expect(detail.customer).toMatchObject({
      _id: customer.id,
      name: 'Kavya Rao',
      orders: 1,
      appointments: 0,
      savedPeople: 1,
    });
    expect(detail.orders).toHaveLength(1);
    expect(detail.orders[0]?.product[0]).toMatchObject({ id: 2 });
    expect(detail.appointments).toEqual([]);
    expect(detail.savedPeople.map((saved) => saved._id)).toEqual([kept._id]);
    expect(detail.savedPeople[0]?.consent.givenAt).toEqual(expect.any(String));
    const consentsById = Object.fromEntries(detail.consents.map((c) => [c._id, c]));
    expect(consentsById[kept.consent._id]).toMatchObject({
      givenAt: expect.any(String),
      withdrawnAt: null,
      personName: 'Vikram Rao',
    });
    expect(consentsById[withdrawn.consent._id]).toMatchObject({
      givenAt: expect.any(String),
      withdrawnAt: expect.any(String),
      ending: 'withdrawn',
      personName: null,
    });
  });

  it('answers 404 for no such customer', async () => {
    expect((await admin('/customers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await admin('/customers/not-an-id')).statusCode).toBe(404);
  });
});
