import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { outbox, outboxAttachments } from '../../db/schema.ts';

export type OutgoingMail = {
  /** What the mail is about, e.g. `contact-notification`. */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (a report's PDF), stored with the mail. */
  attachments?: MailAttachment[];
  /** Not before this (a reminder); now by default. */
  sendAfter?: Date;
  /**
   * A mail that must exist once whoever queues it (`appointment-reminder:<id>:24h:<start>`): a
   * second mail with the key is not queued. Unsent mails can be taken back by its prefix.
   */
  dedupeKey?: string;
  /**
   * The account the mail is about (its purchase, booking, message, or the account itself): the
   * account's data export lists it and the account's deletion deletes it (decision 038).
   */
  userId?: string | null;
  /**
   * A purchase's confirmation, which carries the purchase's invoice PDF when the invoice worker
   * prints it in time (decision 041): payments then queues it held for that invoice.
   */
  carriesInvoice?: boolean;
  /** The invoice whose PDF this mail waits for, held until `sendAfter` at the latest. */
  attachesInvoiceId?: string;
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type OutboxMail = typeof outbox.$inferSelect & { attachments?: MailAttachment[] };

/**
 * Queues a mail for the outbox worker. Call it with the transaction that stores the mail's
 * cause, so that the mail is queued if and only if that data is saved; then call
 * `app.outbox.kick()` after the commit to send it without waiting for the next poll.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      ...(mail.sendAfter ? { nextAttemptAt: mail.sendAfter } : {}),
      ...(mail.dedupeKey ? { dedupeKey: mail.dedupeKey } : {}),
      ...(mail.userId ? { userId: mail.userId } : {}),
      ...(mail.attachesInvoiceId ? { attachesInvoiceId: mail.attachesInvoiceId } : {}),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  if (!row) {
    // Queued before under its dedupe key: that mail, nothing new.
    const [queued] = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.dedupeKey, mail.dedupeKey ?? ''));
    if (!queued) throw new Error('outbox insert returned no row');
    return queued.id;
  }
  if (mail.attachments?.length) {
    await db.insert(outboxAttachments).values(
      mail.attachments.map((attachment, position) => ({
        ...attachment,
        mailId: row.id,
        position,
      })),
    );
  }
  return row.id;
}

/**
 * Takes back the unsent mails whose dedupe key starts with `prefix` (the reminders of a booking
 * that was moved or cancelled); returns how many. Sent mails stay as the record of what went.
 */
export async function withdrawUnsentMail(db: Db, prefix: string): Promise<number> {
  const withdrawn = await db
    .delete(outbox)
    .where(and(isNull(outbox.sentAt), sql`starts_with(${outbox.dedupeKey}, ${prefix})`))
    .returning({ id: outbox.id });
  return withdrawn.length;
}

/** The files stored with the given mails, each list in its order. */
async function attachmentsOf(db: Db, mailIds: string[]): Promise<Map<string, MailAttachment[]>> {
  const byMail = new Map<string, MailAttachment[]>();
  if (mailIds.length === 0) return byMail;
  const rows = await db
    .select()
    .from(outboxAttachments)
    .where(inArray(outboxAttachments.mailId, mailIds))
    .orderBy(asc(outboxAttachments.mailId), asc(outboxAttachments.position));
  for (const { filename, contentType, content, mailId } of rows) {
    byMail.set(mailId, [...(byMail.get(mailId) ?? []), { filename, contentType, content }]);
  }
  return byMail;
}

/**
 * Claims up to `limit` due mails for this worker: their next attempt moves `leaseSeconds` ahead,
 * so no other worker (in this or another instance) takes them while they are being sent, and a
 * worker that dies mid-send leaves them to be retried after the lease. SKIP LOCKED lets several
 * workers claim at once without waiting on each other.
 */
export async function claimDueMail(
  db: Db,
  options: { limit: number; leaseSeconds: number; now?: Date | undefined },
): Promise<OutboxMail[]> {
  const claimed = await claimDueRows(db, options);
  const attachments = await attachmentsOf(
    db,
    claimed.map((mail) => mail.id),
  );
  return claimed.map((mail) => ({ ...mail, attachments: attachments.get(mail.id) ?? [] }));
}

function claimDueRows(
  db: Db,
  options: { limit: number; leaseSeconds: number; now?: Date | undefined },
) {
  // The worker's clock (tests move it forward to send reminders), else the database's.
  const now = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`${now} + make_interval(secs => ${options.leaseSeconds})`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Marks a mail sent; its attachments are no longer needed (a report's PDF is kept with it). */
export async function markMailSent(db: Db, id: string): Promise<void> {
  await db.update(outbox).set({ sentAt: sql`now()` }).where(eq(outbox.id, id));
  await db.delete(outboxAttachments).where(eq(outboxAttachments.mailId, id));
}

/** Whether a mail is still waiting to be sent (not sent, not given up). */
export async function isMailWaiting(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt), isNull(outbox.failedAt)));
  return row !== undefined;
}

export async function markMailFailed(
  db: Db,
  id: string,
  failure: { error: string; retryInSeconds: number },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      lastError: failure.error.slice(0, 2000),
      nextAttemptAt: sql`now() + make_interval(secs => ${failure.retryInSeconds})`,
    })
    .where(eq(outbox.id, id));
}

/** Gives a mail up after its last attempt: it stays failed until an admin retries it. */
export async function markMailGivenUp(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 2000), failedAt: sql`now()` })
    .where(eq(outbox.id, id));
}

/** The mails given up, newest first (for the admin). */
export async function listFailedMail(db: Db, limit = 100) {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.toAddress,
      subject: outbox.subject,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      failedAt: outbox.failedAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNotNull(outbox.failedAt)))
    .orderBy(desc(outbox.failedAt))
    .limit(limit);
}

/**
 * Puts a failed mail back in the queue for a new round of attempts. Resolves false when there is
 * no such failed mail (unknown, already sent, or already retried: asking twice does no harm).
 */
export async function retryFailedMail(db: Db, id: string): Promise<boolean> {
  const retried = await db
    .update(outbox)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt), isNotNull(outbox.failedAt)))
    .returning({ id: outbox.id });
  return retried.length > 0;
}

/**
 * Attaches an invoice's PDF to the confirmation held for it and releases it (decision 041), in
 * one transaction with the mail's row locked, so the outbox cannot send it half-made. Only a mail
 * no worker has claimed yet (no attempt) takes it: one already sent, or on its way, without the
 * PDF answers `not-held` and the invoice goes in a mail of its own. A second caller (another
 * instance's worker) finds it `already-attached`.
 */
export async function attachInvoiceToHeldMail(
  db: Db,
  invoiceId: string,
  attachment: MailAttachment,
  textWithInvoice: (text: string) => string,
): Promise<'attached' | 'already-attached' | 'not-held'> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({
        id: outbox.id,
        textBody: outbox.textBody,
        attempts: outbox.attempts,
        sentAt: outbox.sentAt,
        invoiceAttachedAt: outbox.invoiceAttachedAt,
      })
      .from(outbox)
      .where(eq(outbox.attachesInvoiceId, invoiceId))
      .orderBy(asc(outbox.createdAt))
      .limit(1)
      .for('update');
    if (!held) return 'not-held';
    if (held.invoiceAttachedAt) return 'already-attached';
    if (held.sentAt || held.attempts > 0) return 'not-held';
    const [last] = await tx
      .select({ position: outboxAttachments.position })
      .from(outboxAttachments)
      .where(eq(outboxAttachments.mailId, held.id))
      .orderBy(desc(outboxAttachments.position))
      .limit(1);
    await tx
      .insert(outboxAttachments)
      .values({ ...attachment, mailId: held.id, position: (last?.position ?? -1) + 1 });
    await tx
      .update(outbox)
      .set({
        textBody: textWithInvoice(held.textBody),
        invoiceAttachedAt: sql`now()`,
        nextAttemptAt: sql`now()`,
      })
      .where(eq(outbox.id, held.id));
    return 'attached';
  });
}
