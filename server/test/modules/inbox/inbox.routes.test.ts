import type { InboxListReply, InboxMessageReply } from '@app/contract/inbox';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, contactReplies, outbox } from '../../../src/db/schema.ts';
import type { OutboxMail } from '../../../src/modules/mail/outbox.repository.ts';
import {
  createTestApp,
  json,
  registerAndLogIn,
  setRoleAndLogIn,
  type TestApp,
} from '../../helpers/test-app.ts';

/**
 * The back office's inbox (issue 34, docs/decisions/043) on a real database (PGlite, and
 * PostgreSQL with TEST_DATABASE_URL): messages sent through the site's form are listed newest
 * first with their counts, searched and filtered in the database, answered by e-mail through
 * the outbox (the answer kept with the message, the same idempotency key sending once even when
 * two requests race), closed and reopened; bad input is refused in both languages and changes
 * nothing; only an admin may do any of it.
 */

const businessEmail = 'owner@shop.example';
const sent: OutboxMail[] = [];

let context: TestApp;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  context = await createTestApp({
    environment: { BUSINESS_EMAIL: businessEmail },
    dependencies: {
      mailSender: {
        send: async (mail) => {
          sent.push(mail);
          return 'captured';
        },
        close: () => {},
      },
    },
  });
  const owner = await registerAndLogIn(context.app, { name: 'Shop Owner' });
  adminToken = await setRoleAndLogIn(context, owner, 'admin');
  userToken = (await registerAndLogIn(context.app)).token;
});
afterAll(() => context.close());

const stamp = Date.now().toString(36);

async function sendMessage(payload: Record<string, string>) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/contact/create',
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { _id: string } }>(response).data._id;
}

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; payload?: object; language?: 'en' | 'hi' } = {},
) =>
  context.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

const list = async (query: string) => {
  const response = await call('GET', `/messages${query}`, { token: adminToken });
  expect(response.statusCode, response.body).toBe(200);
  return json<InboxListReply>(response);
};

const ids = { meera: '', arjun: '', sunita: '' };
beforeAll(async () => {
  ids.meera = await sendMessage({
    name: `Meera Joshi ${stamp}`,
    email: `meera.${stamp}@example.com`,
    message: 'Can I book a call for my daughter? 50% discount?',
    source: 'popup',
  });
  ids.arjun = await sendMessage({
    name: `Arjun Mehta ${stamp}`,
    email: `arjun.${stamp}@example.com`,
    contact: '+91 98100 44444',
    message: `My report has not arrived. Order SJ-${stamp}.`,
    source: 'support',
  });
  ids.sunita = await sendMessage({
    name: `सुनीता ${stamp}`,
    email: `sunita.${stamp}@example.com`,
    message: 'नमस्ते, मुझे अपनी कुंडली के बारे में पूछना है।',
    source: 'collaboration',
  });
});

describe('who may use the inbox', () => {
  it('answers 401 to a visitor and 403 to a customer, for every call', async () => {
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: object][] = [
      ['GET', '/messages'],
      ['GET', '/messages/counts'],
      ['GET', `/messages/${ids.meera}`],
      ['POST', `/messages/${ids.meera}/reply`, { body: 'Hi', idempotencyKey: crypto.randomUUID() }],
      ['PUT', `/messages/${ids.meera}/status`, { status: 'closed' }],
    ];
    for (const [method, url, payload] of calls) {
      const visitor = await call(method, url, payload ? { payload } : {});
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const customer = await call(method, url, {
        token: userToken,
        ...(payload ? { payload } : {}),
      });
      expect(customer.statusCode, `${method} ${url}`).toBe(403);
      expect(json(customer)).toEqual({ success: false, message: expect.any(String) });
    }
    // Nothing was answered or closed.
    const [meera] = await context.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids.meera));
    expect(meera?.status).toBe('new');
  });
});

describe('GET /api/v1/admin/messages', () => {
  it('lists the messages newest first, with the counts of each state', async () => {
    const reply = await list('');
    const ours = reply.messages.filter((message) => message.name.includes(stamp));
    expect(ours.map((message) => message._id)).toEqual([ids.sunita, ids.arjun, ids.meera]);
    expect(ours[1]).toMatchObject({
      email: `arjun.${stamp}@example.com`,
      contact: '+91 98100 44444',
      source: 'support',
      status: 'new',
      fromAccount: false,
      replies: 0,
    });
    expect(reply.counts.new).toBeGreaterThanOrEqual(3);
    expect(reply.nextCursor).toBeNull();
  });

  it('finds a message by part of the name, the e-mail or the text, and by its id', async () => {
    expect((await list(`?q=${encodeURIComponent(`Mehta ${stamp}`)}`)).messages).toHaveLength(1);
    expect((await list(`?q=MEERA.${stamp}@`)).messages.map((m) => m._id)).toEqual([ids.meera]);
    expect((await list(`?q=SJ-${stamp}`)).messages.map((m) => m._id)).toEqual([ids.arjun]);
    expect(
      (await list(`?q=${encodeURIComponent('कुंडली के बारे')}`)).messages.map((m) => m._id),
    ).toEqual([ids.sunita]);
    expect((await list(`?q=${ids.sunita.toUpperCase()}`)).messages.map((m) => m._id)).toEqual([
      ids.sunita,
    ]);
    // `%` is a character, not a wildcard: only the message with "50%" in it.
    const percent = (await list('?q=50%25')).messages.map((m) => m._id);
    expect(percent).toContain(ids.meera);
    expect(percent).not.toContain(ids.arjun);
    expect((await list(`?q=nobody-${stamp}-here`)).messages).toEqual([]);
  });

  it('pages with the cursor, without repeating or skipping a message', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: InboxListReply = await list(
        `?limit=1&q=${stamp}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.messages.length).toBeLessThanOrEqual(1);
      seen.push(...page.messages.map((message) => message._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([ids.sunita, ids.arjun, ids.meera]);
  });

  it('refuses a bad filter with the field named, in both languages', async () => {
    const english = await call('GET', '/messages?status=spam', { token: adminToken });
    expect(english.statusCode).toBe(400);
    expect(json(english)).toMatchObject({ success: false, errors: [{ path: 'status' }] });
    expect(json<{ message: string }>(english).message).toContain('new, answered, closed');
    const hindi = await call('GET', '/messages?limit=0', { token: adminToken, language: 'hi' });
    expect(hindi.statusCode).toBe(400);
    expect(json<{ message: string }>(hindi).message).toMatch(/[\u0900-\u097F]/);
    const cursor = await call('GET', '/messages?cursor=bm90LWEtY3Vyc29y', { token: adminToken });
    expect(cursor.statusCode).toBe(400);
  });
});

describe('POST /api/v1/admin/messages/{id}/reply', () => {
  it('queues the answer to the sender through the outbox, keeps it, and marks the message answered', async () => {
    const idempotencyKey = crypto.randomUUID();
    const body = `Namaste! Your report was e-mailed again today.\nPlease check your spam folder. ${stamp}`;
    const response = await call('POST', `/messages/${ids.arjun}/reply`, {
      token: adminToken,
      payload: { body, idempotencyKey },
    });
    expect(response.statusCode, response.body).toBe(201);
    const reply = json<InboxMessageReply>(response);
    expect(reply.message).toBe(`Your answer is on its way to arjun.${stamp}@example.com.`);
    expect(reply.contactMessage).toMatchObject({ _id: ids.arjun, status: 'answered', replies: 1 });
    expect(reply.replies).toEqual([
      {
        _id: expect.any(String),
        body,
        adminName: 'Shop Owner',
        subject: 'Re: Your message to Shubh Jyotish',
        mail: 'waiting',
        createdAt: expect.any(String),
      },
    ]);

    // In the outbox: to the sender, answers going to the business, the message quoted.
    const [kept] = await context.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, ids.arjun));
    expect(kept).toMatchObject({ body, adminId: expect.any(String), mailId: expect.any(String) });
    const [mail] = await context.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, kept?.mailId ?? ''));
    expect(mail).toMatchObject({
      kind: 'contact-reply',
      toAddress: `arjun.${stamp}@example.com`,
      replyTo: businessEmail,
      subject: 'Re: Your message to Shubh Jyotish',
      sentAt: null,
    });
    expect(mail?.textBody).toContain(`Namaste Arjun Mehta ${stamp},`);
    expect(mail?.textBody).toContain(body);
    expect(mail?.textBody).toContain('through our support form:');
    expect(mail?.textBody).toContain(`> My report has not arrived. Order SJ-${stamp}.`);

    // Sent by the outbox worker; the inbox then says so.
    await context.app.outbox.processDue();
    expect(sent.find((m) => m.id === mail?.id)?.toAddress).toBe(`arjun.${stamp}@example.com`);
    const detail = json<InboxMessageReply>(
      await call('GET', `/messages/${ids.arjun}`, { token: adminToken }),
    );
    expect(detail.replies.map((r) => r.mail)).toEqual(['sent']);
    expect((await list('?status=answered')).messages.map((m) => m._id)).toContain(ids.arjun);
  });

  it('writes the subject and the lines around the answer in Hindi to a message written in Hindi', async () => {
    const detail = json<InboxMessageReply>(
      await call('GET', `/messages/${ids.sunita}`, { token: adminToken }),
    );
    expect(detail.suggestedLanguage).toBe('hi');
    const response = await call('POST', `/messages/${ids.sunita}/reply`, {
      token: adminToken,
      payload: { body: 'जी, ज़रूर। कल हम आपको फ़ोन करेंगे।', idempotencyKey: crypto.randomUUID() },
      language: 'hi',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<InboxMessageReply>(response).message).toBe(
      `आपका जवाब sunita.${stamp}@example.com पर भेजा जा रहा है।`,
    );
    const [mail] = await context.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, `sunita.${stamp}@example.com`));
    expect(mail?.subject).toBe('Re: शुभ ज्योतिष को भेजा गया आपका संदेश');
    expect(mail?.textBody).toContain(`नमस्ते सुनीता ${stamp},`);
    expect(mail?.textBody).toContain('हमारे सहयोग फ़ॉर्म से यह संदेश भेजा था:');
  });

  it('sends one e-mail for one idempotency key, however often and however fast it comes', async () => {
    const idempotencyKey = crypto.randomUUID();
    const payload = { body: `One answer only ${stamp}`, idempotencyKey };
    // Two at once (a double click), then once more (a retry after a lost reply).
    const racing = await Promise.all([
      call('POST', `/messages/${ids.meera}/reply`, { token: adminToken, payload }),
      call('POST', `/messages/${ids.meera}/reply`, { token: adminToken, payload }),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    const again = await call('POST', `/messages/${ids.meera}/reply`, {
      token: adminToken,
      payload: { ...payload, idempotencyKey: idempotencyKey.toUpperCase() },
    });
    expect(again.statusCode).toBe(200);
    expect(json<InboxMessageReply>(again).replies).toHaveLength(1);

    const mails = await context.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `contact-reply:${ids.meera}:%`));
    expect(mails).toHaveLength(1);
    const replies = await context.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, ids.meera));
    expect(replies.map((reply) => reply.mailId)).toEqual([mails[0]?.id]);

    // Another key is another answer.
    const second = await call('POST', `/messages/${ids.meera}/reply`, {
      token: adminToken,
      payload: { body: `A second answer ${stamp}`, idempotencyKey: crypto.randomUUID() },
    });
    expect(second.statusCode).toBe(201);
    expect(json<InboxMessageReply>(second).replies.map((reply) => reply.body)).toEqual([
      `One answer only ${stamp}`,
      `A second answer ${stamp}`,
    ]);
  });

  it('refuses an empty answer or a missing key in both languages, and sends nothing', async () => {
    const before = await context.db.select().from(outbox);
    const empty = await call('POST', `/messages/${ids.meera}/reply`, {
      token: adminToken,
      payload: { body: '   ', idempotencyKey: crypto.randomUUID() },
    });
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toMatchObject({
      success: false,
      message: 'Write the answer.',
      errors: [{ path: 'body' }],
    });
    const hindi = await call('POST', `/messages/${ids.meera}/reply`, {
      token: adminToken,
      payload: { body: 'Hello' },
      language: 'hi',
    });
    expect(hindi.statusCode).toBe(400);
    expect(json(hindi)).toMatchObject({ errors: [{ path: 'idempotencyKey' }] });
    expect(json<{ message: string }>(hindi).message).toMatch(/ज़रूरी/);
    const control = await call('POST', `/messages/${ids.meera}/reply`, {
      token: adminToken,
      payload: { body: 'Hello\u0007', idempotencyKey: crypto.randomUUID() },
    });
    expect(control.statusCode).toBe(400);
    const unknown = await call('POST', `/messages/${crypto.randomUUID()}/reply`, {
      token: adminToken,
      payload: { body: 'Hello', idempotencyKey: crypto.randomUUID() },
      language: 'hi',
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ success: false, message: 'इस आईडी का कोई संदेश नहीं है।' });
    expect(await context.db.select().from(outbox)).toHaveLength(before.length);
  });
});

describe('PUT /api/v1/admin/messages/{id}/status', () => {
  it('closes and reopens a message; the same state again changes nothing', async () => {
    const closed = await call('PUT', `/messages/${ids.arjun}/status`, {
      token: adminToken,
      payload: { status: 'closed' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const reply = json<InboxMessageReply>(closed);
    expect(reply.message).toBe("The message is now 'Closed'.");
    expect(reply.contactMessage.status).toBe('closed');
    const updatedAt = reply.contactMessage.updatedAt;

    const again = await call('PUT', `/messages/${ids.arjun}/status`, {
      token: adminToken,
      payload: { status: 'closed' },
      language: 'hi',
    });
    expect(json<InboxMessageReply>(again).message).toBe("संदेश की स्थिति अब 'बंद' है।");
    expect(json<InboxMessageReply>(again).contactMessage.updatedAt).toBe(updatedAt);
    expect((await list('?status=closed')).messages.map((m) => m._id)).toContain(ids.arjun);
    expect((await list('?status=answered')).messages.map((m) => m._id)).not.toContain(ids.arjun);

    const reopened = await call('PUT', `/messages/${ids.arjun}/status`, {
      token: adminToken,
      payload: { status: 'answered' },
    });
    expect(json<InboxMessageReply>(reopened).contactMessage.status).toBe('answered');
    const counts = json<{ counts: Record<string, number> }>(
      await call('GET', '/messages/counts', { token: adminToken }),
    ).counts;
    const all = await list('?limit=200');
    for (const status of ['new', 'answered', 'closed'] as const) {
      expect(counts[status]).toBe(all.messages.filter((m) => m.status === status).length);
    }
  });

  it('refuses an unknown state or message and changes nothing', async () => {
    const bad = await call('PUT', `/messages/${ids.meera}/status`, {
      token: adminToken,
      payload: { status: 'spam' },
      language: 'hi',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ errors: [{ path: 'status' }] });
    expect(json<{ message: string }>(bad).message).toMatch(/स्थिति/);
    const unknown = await call('PUT', '/messages/not-an-id/status', {
      token: adminToken,
      payload: { status: 'closed' },
    });
    expect(unknown.statusCode).toBe(404);
    const [meera] = await context.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids.meera));
    expect(meera?.status).toBe('answered');
  });
});
