import { type ContactSource, contactSources } from '@app/contract/contact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../../src/db/schema.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';

/**
 * The four forms that send messages (the popup, the contact page, the collaborations page and the
 * support page) tell the business where a message came from: the stored row keeps the source, and
 * the notification e-mail names the form in its subject and body.
 */
let context: TestApp;
beforeAll(async () => {
  context = await createTestApp({ environment: { BUSINESS_EMAIL: 'desk@shop.example' } });
});
afterAll(() => context.close());

/** What the business sees in the e-mail for each source. */
const formNames: Record<ContactSource, string> = {
  popup: 'website popup',
  'contact-page': 'contact page',
  collaboration: 'collaboration form',
  support: 'support form',
};

let sent = 0;
async function send(payload: Record<string, unknown>) {
  sent += 1;
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/contact/create',
    // A different address per request, so the per-address limit never interferes.
    remoteAddress: `10.9.0.${sent}`,
    payload: {
      name: 'Kavita Rao',
      email: 'kavita.rao@example.com',
      message: `Kind of collaboration: YouTube podcast\nWe would like to record an episode (${sent}).`,
      ...payload,
    },
  });
}

async function storedAndMailed(id: string) {
  const [stored] = await context.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  const mails = await context.db.select().from(outbox);
  const mail = mails.find((row) => row.textBody.includes(`Message id: ${id}`));
  return { stored, mail };
}

describe('message sources', () => {
  it.each(contactSources)(
    '%s: stored with its source, and the e-mail names the form',
    async (source) => {
      const response = await send({ source, contact: '+91 98100 33333' });
      expect(response.statusCode).toBe(201);
      const id = json<{ data: { _id: string } }>(response).data._id;

      const { stored, mail } = await storedAndMailed(id);
      expect(stored?.source).toBe(source);
      expect(mail).toMatchObject({ kind: 'contact-notification', toAddress: 'desk@shop.example' });
      expect(mail?.subject).toBe(`New message from Kavita Rao (${formNames[source]})`);
      expect(mail?.textBody).toContain(
        `A visitor sent a message through the ${formNames[source]}.`,
      );
      expect(mail?.textBody).toContain(`Source:  ${source}`);
      // The extra answers of a form (e.g. the kind of collaboration) arrive inside the message.
      expect(mail?.textBody).toContain('Kind of collaboration: YouTube podcast');
    },
  );

  it('a message without a source is a contact-page message', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(201);
    const { stored, mail } = await storedAndMailed(
      json<{ data: { _id: string } }>(response).data._id,
    );
    expect(stored?.source).toBe('contact-page');
    expect(mail?.subject).toContain('(contact page)');
    expect(mail?.textBody).toContain('Phone:   (not given)');
  });

  it.each(['newsletter', 'Support', '', 42, null])(
    'an unknown source (%j) is answered 400 and nothing is stored or mailed',
    async (source) => {
      const messagesBefore = (await context.db.select().from(contactMessages)).length;
      const mailsBefore = (await context.db.select().from(outbox)).length;
      const response = await send({ source });
      expect(response.statusCode).toBe(400);
      const body = json<{ success: boolean; message: string; errors: { path: string }[] }>(
        response,
      );
      expect(body.success).toBe(false);
      expect(body.errors.map((error) => error.path)).toEqual(['source']);
      expect((await context.db.select().from(contactMessages)).length).toBe(messagesBefore);
      expect((await context.db.select().from(outbox)).length).toBe(mailsBefore);
    },
  );
});
