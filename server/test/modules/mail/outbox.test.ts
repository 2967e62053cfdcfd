import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../../src/db/schema.ts';
import type { MailSender } from '../../../src/modules/mail/mail-sender.ts';
import {
  claimDueMail,
  enqueueMail,
  type OutboxMail,
} from '../../../src/modules/mail/outbox.repository.ts';
import { maxMailAttempts, retryDelaySeconds } from '../../../src/modules/mail/outbox-worker.ts';
import { startSmtpTestServer } from '../../helpers/smtp-test-server.ts';
import {
  createTestApp,
  json,
  registerAndLogIn,
  setRoleAndLogIn,
  type TestApp,
} from '../../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

const contactMessage = {
  name: 'Kavya Rao',
  email: 'kavya@example.com',
  contact: '98100 55555',
  message: 'I would like to collaborate on a video.',
  source: 'collaboration',
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function sendContactMessage(context: TestApp) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/contact/create',
    payload: contactMessage,
  });
  expect(response.statusCode).toBe(201);
  const id = json<{ data: { _id: string } }>(response).data._id;
  const [mail] = await context.db
    .select()
    .from(outbox)
    .where(sql`${outbox.textBody} like ${`%${id}%`}`);
  if (!mail) throw new Error('no outbox row for the contact message');
  return { id, mail };
}

const outboxRow = async (context: TestApp, id: string) =>
  (await context.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('outbox without SMTP_URL', () => {
  it('writes each mail as an .eml file in the data folder and marks it sent', async () => {
    const context = await createTestApp({ database });
    try {
      const { mail } = await sendContactMessage(context);
      expect(await context.app.outbox.processDue()).toBeGreaterThanOrEqual(1);

      const mailDir = path.join(context.dataDir, 'mail');
      const file = readdirSync(mailDir).find((name) => name.includes(mail.id));
      expect(file).toMatch(/\.eml$/);
      const eml = readFileSync(path.join(mailDir, file ?? ''), 'utf8');
      expect(eml).toMatch(/^To: care@shubhjyotish\.in$/m);
      expect(eml).toMatch(/^Reply-To: kavya@example\.com$/m);
      expect(eml).toMatch(/^Subject: .*Kavya Rao.*collaboration/m);
      expect(eml).toMatch(/^From: .*no-reply@/m);
      expect(eml).toContain('I would like to collaborate on a video.');
      expect((await outboxRow(context, mail.id))?.sentAt).toBeInstanceOf(Date);
    } finally {
      await context.close();
    }
  });
});

describe('outbox with SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  it('delivers the contact notification over SMTP as soon as it is queued', async () => {
    const context = await createTestApp({
      database,
      environment: { SMTP_URL: smtp.url, BUSINESS_EMAIL: 'owner@shop.example' },
    });
    try {
      context.app.outbox.start();
      const { mail } = await sendContactMessage(context);
      const received = await smtp.nextMail();
      expect(received.to).toEqual(['owner@shop.example']);
      expect(received.from).toMatch(/^no-reply@/);
      expect(received.raw).toMatch(/^Reply-To: kavya@example\.com\r?$/m);
      expect(received.raw).toContain(`Message-ID: <${mail.id}@`);
      expect(received.raw).toContain('I would like to collaborate on a video.');
      await expect
        .poll(async () => (await outboxRow(context, mail.id))?.sentAt)
        .toBeInstanceOf(Date);
    } finally {
      await context.close();
    }
  });

  it('keeps a mail the relay refuses, records the error and retries it later', async () => {
    const context = await createTestApp({ database, environment: { SMTP_URL: smtp.url } });
    try {
      smtp.state.rejectRecipients = true;
      const { id, mail } = await sendContactMessage(context);
      await context.app.outbox.processDue();

      const failed = await outboxRow(context, mail.id);
      expect(failed).toMatchObject({ attempts: 1, sentAt: null });
      expect(failed?.lastError).toMatch(/550/);
      const waitSeconds = ((failed?.nextAttemptAt.getTime() ?? 0) - Date.now()) / 1000;
      expect(waitSeconds).toBeGreaterThan(retryDelaySeconds(1) - 10);
      expect(waitSeconds).toBeLessThanOrEqual(retryDelaySeconds(1) + 1);
      // The message itself is stored whatever happens to the mail.
      expect(
        await context.db.select().from(contactMessages).where(eq(contactMessages.id, id)),
      ).toHaveLength(1);

      // Not due yet: nothing is attempted.
      smtp.state.rejectRecipients = false;
      expect(await context.app.outbox.processDue()).toBe(0);

      // Once due, it goes out.
      await context.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outbox.id, mail.id));
      const delivered = smtp.nextMail();
      expect(await context.app.outbox.processDue()).toBe(1);
      expect((await delivered).raw).toContain(`Message-ID: <${mail.id}@`);
      expect(await outboxRow(context, mail.id)).toMatchObject({
        attempts: 2,
        sentAt: expect.any(Date),
      });
    } finally {
      smtp.state.rejectRecipients = false;
      await context.close();
    }
  });

  it('records a connection failure when the SMTP server is down', async () => {
    const down = await startSmtpTestServer();
    await down.close();
    const context = await createTestApp({ database, environment: { SMTP_URL: down.url } });
    try {
      const { mail } = await sendContactMessage(context);
      await context.app.outbox.processDue();
      const failed = await outboxRow(context, mail.id);
      expect(failed).toMatchObject({ attempts: 1, sentAt: null });
      expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await context.close();
    }
  });
});

describe('outbox worker', () => {
  it('gives each due mail to one claimer only', async () => {
    await database.db.update(outbox).set({ sentAt: sql`now()` });
    const ids = await Promise.all(
      [1, 2, 3].map((n) =>
        enqueueMail(database.db, {
          kind: 'test',
          to: 'a@example.com',
          subject: `claim ${n}`,
          text: 'x',
        }),
      ),
    );
    const [first, second] = await Promise.all([
      claimDueMail(database.db, { limit: 2, leaseSeconds: 60 }),
      claimDueMail(database.db, { limit: 2, leaseSeconds: 60 }),
    ]);
    const claimed = [...(first ?? []), ...(second ?? [])]
      .map((row) => row.id)
      .filter((id) => ids.includes(id));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...ids].sort());
    // Claimed mail is leased: not due again until the lease ends.
    expect(
      (await claimDueMail(database.db, { limit: 10, leaseSeconds: 60 })).filter((row) =>
        ids.includes(row.id),
      ),
    ).toEqual([]);
  });

  it('waits on stop for a mail being sent, then stops polling', async () => {
    let finishSending = () => {};
    const sent: string[] = [];
    let sendStarted: (mail: OutboxMail) => void = () => {};
    const started = new Promise<OutboxMail>((resolve) => {
      sendStarted = resolve;
    });
    const slowSender: MailSender = {
      send: (mail) => {
        sendStarted(mail);
        return new Promise((resolve) => {
          finishSending = () => {
            sent.push(mail.id);
            resolve('sent');
          };
        });
      },
      close: () => {},
    };
    const context = await createTestApp({ database, dependencies: { mailSender: slowSender } });
    try {
      await context.db.update(outbox).set({ sentAt: sql`now()` });
      context.app.outbox.start();
      const { mail } = await sendContactMessage(context);
      expect((await started).id).toBe(mail.id);

      let stopped = false;
      const stopping = context.app.outbox.stop().then(() => {
        stopped = true;
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(stopped).toBe(false);
      finishSending();
      await stopping;
      expect(sent).toEqual([mail.id]);
      expect((await outboxRow(context, mail.id))?.sentAt).toBeInstanceOf(Date);
    } finally {
      await context.close();
    }
  });

  it('gives a mail up after its last attempt; the admin sees it and sends it again, once', async () => {
    let relayUp = false;
    const flakySender: MailSender = {
      send: async () => {
        if (!relayUp) throw new Error('relay refused: 550 mailbox unavailable');
        return 'sent';
      },
      close: () => {},
    };
    const context = await createTestApp({ database, dependencies: { mailSender: flakySender } });
    try {
      await context.db.update(outbox).set({ sentAt: sql`now()` });
      const { mail } = await sendContactMessage(context);
      // Every attempt fails; make each one due at once instead of waiting for the backoff.
      for (let attempt = 1; attempt <= maxMailAttempts + 2; attempt += 1) {
        await context.db
          .update(outbox)
          .set({ nextAttemptAt: sql`now()` })
          .where(eq(outbox.id, mail.id));
        await context.app.outbox.processDue();
      }
      const givenUp = await outboxRow(context, mail.id);
      expect(givenUp?.attempts).toBe(maxMailAttempts);
      expect(givenUp?.failedAt).toBeInstanceOf(Date);
      expect(givenUp?.lastError).toMatch(/550/);

      const admin = await registerAndLogIn(context.app);
      const token = await setRoleAndLogIn(context, admin, 'admin');
      const auth = { authorization: `Bearer ${token}` };
      const listed = await context.app.inject({
        method: 'GET',
        url: '/api/v1/admin/mail/failed',
        headers: auth,
      });
      expect(json<{ mails: { id: string; attempts: number }[] }>(listed).mails).toContainEqual(
        expect.objectContaining({ id: mail.id, attempts: maxMailAttempts, to: expect.any(String) }),
      );

      relayUp = true;
      const retry = () =>
        context.app.inject({
          method: 'POST',
          url: `/api/v1/admin/mail/${mail.id}/retry`,
          headers: auth,
        });
      expect((await retry()).statusCode).toBe(200);
      // Asked twice: the second finds nothing failed to retry.
      expect((await retry()).statusCode).toBe(404);
      await context.app.outbox.processDue();
      const sent = await outboxRow(context, mail.id);
      expect(sent?.sentAt).toBeInstanceOf(Date);
      expect(sent?.failedAt).toBeNull();
      const after = await context.app.inject({
        method: 'GET',
        url: '/api/v1/admin/mail/failed',
        headers: auth,
      });
      expect(json<{ mails: { id: string }[] }>(after).mails.map((m) => m.id)).not.toContain(
        mail.id,
      );
    } finally {
      await context.close();
    }
  });

  it('backs off longer after each failure, up to a cap', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 50].map(retryDelaySeconds);
    expect(delays[0]).toBe(60);
    for (let index = 1; index < delays.length; index += 1) {
      expect(delays[index]).toBeGreaterThanOrEqual(delays[index - 1] ?? 0);
    }
    expect(delays.at(-1)).toBe(delays.at(-2));
  });
});
