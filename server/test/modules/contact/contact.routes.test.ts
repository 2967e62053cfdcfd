import { contactSources } from '@app/contract/contact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../../src/db/schema.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp({ environment: { BUSINESS_EMAIL: 'owner@shop.example' } });
});
afterAll(() => context.close());

const message = {
  name: 'Meera Joshi',
  email: 'Meera.Joshi@Example.com',
  contact: '+91 98100 12345',
  message: 'Please call me about a Kundli report.\nThank you.',
  source: 'popup',
};
const send = (payload: unknown, remoteAddress?: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/contact/create',
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('POST /api/v1/contact/create', () => {
  it('stores the message and queues a notification to the business address', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    const body = json<{ data: { _id: string } }>(response);
    expect(body).toEqual({
      success: true,
      message: expect.any(String),
      data: { _id: expect.any(String) },
    });

    const [stored] = await context.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.data._id));
    expect(stored).toMatchObject({
      name: 'Meera Joshi',
      email: 'meera.joshi@example.com',
      contact: '+91 98100 12345',
      message: message.message,
      source: 'popup',
    });

    const queued = await context.db.select().from(outbox);
    const mail = queued.find((row) => row.textBody.includes(body.data._id));
    expect(mail).toMatchObject({
      kind: 'contact-notification',
      toAddress: 'owner@shop.example',
      replyTo: 'meera.joshi@example.com',
      sentAt: null,
      attempts: 0,
    });
    expect(mail?.subject).toContain('Meera Joshi');
    expect(mail?.subject).toContain('popup');
    for (const field of [
      'Meera Joshi',
      'meera.joshi@example.com',
      '+91 98100 12345',
      message.message,
    ]) {
      expect(mail?.textBody).toContain(field);
    }
  });

  it('makes the phone optional and the source default to contact-page', async () => {
    const response = await send({ name: 'Ravi', email: 'ravi@example.com', message: 'Hello' });
    expect(response.statusCode).toBe(201);
    const id = json<{ data: { _id: string } }>(response).data._id;
    const [stored] = await context.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ contact: '', source: 'contact-page' });
  });

  it.each(contactSources)('accepts source %s', async (source) => {
    const response = await send({ ...message, source });
    expect(response.statusCode).toBe(201);
    const id = json<{ data: { _id: string } }>(response).data._id;
    const [stored] = await context.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(stored?.source).toBe(source);
  });

  it.each([
    ['name', undefined],
    ['name', ''],
    ['name', 'n'.repeat(101)],
    ['email', undefined],
    ['email', 'meera'],
    ['message', undefined],
    ['message', '   '],
    ['message', 'm'.repeat(5001)],
    ['contact', 'call me maybe'],
    ['contact', '9'.repeat(21)],
    ['source', 'newsletter'],
  ])('answers 400 for %s = %j and stores nothing', async (field, value) => {
    const before = (await context.db.select().from(contactMessages)).length;
    const response = await send({ ...message, [field]: value }, '10.1.0.1');
    expect(response.statusCode).toBe(400);
    expect(
      json<{ errors: { path: string }[] }>(response).errors.map((error) => error.path),
    ).toEqual([field]);
    expect((await context.db.select().from(contactMessages)).length).toBe(before);
  });

  it('limits how often one address may send (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    let last = await send(message, '10.1.9.9');
    statuses.push(last.statusCode);
    while (last.statusCode === 201 && statuses.length < 50) {
      last = await send(message, '10.1.9.9');
      statuses.push(last.statusCode);
    }
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(10);
    expect(last.statusCode).toBe(429);
    expect(json(last)).toEqual({ success: false, message: expect.any(String) });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(message, '10.1.9.10')).statusCode).toBe(201);
  });
});
