import type { ContactMessageStatus } from '@app/contract/contact';
import {
  type InboxMessage,
  type InboxReply,
  type inboxReplyBodySchema,
  languageOfText,
} from '@app/contract/inbox';
import type { Language } from '@app/contract/site';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';
import { inboxMessages } from './inbox.messages.ts';
import {
  findInboxMessage,
  findReplyByMail,
  type InboxMessageWithCount,
  insertReply,
  lockInboxMessage,
  type ReplyRow,
  repliesOf,
  setInboxStatus,
} from './inbox.repository.ts';
import { contactReplyMail } from './inbox-mail.ts';

/**
 * The inbox's rules (issue 34; docs/decisions/043). An answer is one transaction: the message
 * is locked, the e-mail queued in the outbox under a dedupe key made of the message and the
 * page's idempotency key, the answer kept with the outbox id, and the message marked answered.
 * The same key again finds the mail queued the first time (the outbox's unique dedupe key) and
 * the answer that carries it, and writes nothing: a double click sends one e-mail.
 */

export type InboxDeps = { db: Db; outbox: OutboxWorker; businessEmail: string };

export type InboxDetail = {
  contactMessage: InboxMessage;
  replies: InboxReply[];
  suggestedLanguage: Language;
};

export function toInboxMessage(row: InboxMessageWithCount): InboxMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    contact: row.contact,
    message: row.message,
    source: row.source,
    status: row.status,
    fromAccount: row.userId !== null,
    replies: row.replies,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toReply(row: ReplyRow): InboxReply {
  return {
    _id: row.id,
    body: row.body,
    adminName: row.adminName,
    subject: row.subject,
    mail: row.mail,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One message with its answers; 404 when there is none with this id. */
export async function inboxDetail(db: Db, id: string): Promise<InboxDetail> {
  const row = await findInboxMessage(db, id);
  if (!row) throw new HttpError(404, inboxMessages.notFound());
  return {
    contactMessage: toInboxMessage(row),
    replies: (await repliesOf(db, row.id)).map(toReply),
    suggestedLanguage: languageOfText(`${row.name} ${row.message}`),
  };
}

/** The dedupe key of the e-mail of one answer: one mail per message and idempotency key. */
const replyDedupeKey = (messageId: string, idempotencyKey: string) =>
  `contact-reply:${messageId}:${idempotencyKey.toLowerCase()}`;

/**
 * Answers a message by e-mail (to its sender, replies to the business address) and keeps the
 * answer with it; the message becomes `answered`. Returns the message as it now is, and whether
 * this call queued the mail (false: the same idempotency key had already).
 */
export async function replyToMessage(
  deps: InboxDeps,
  options: {
    messageId: string;
    adminId: string;
    body: z.output<typeof inboxReplyBodySchema>;
  },
): Promise<{ detail: InboxDetail; created: boolean; to: string }> {
  const { body } = options;
  const outcome = await deps.db.transaction(async (tx) => {
    const message = await lockInboxMessage(tx, options.messageId);
    if (!message) throw new HttpError(404, inboxMessages.notFound());
    const language = body.mailLanguage ?? languageOfText(`${message.name} ${message.message}`);
    const mailId = await enqueueMail(
      tx,
      contactReplyMail({
        message,
        body: body.body,
        language,
        businessEmail: deps.businessEmail,
        dedupeKey: replyDedupeKey(message.id, body.idempotencyKey),
      }),
    );
    // The message is locked: an answer with this mail, if any, was committed before.
    if (await findReplyByMail(tx, mailId)) return { created: false, to: message.email };
    await insertReply(tx, {
      messageId: message.id,
      adminId: options.adminId,
      body: body.body,
      mailId,
    });
    await setInboxStatus(tx, message.id, 'answered');
    return { created: true, to: message.email };
  });
  if (outcome.created) deps.outbox.kick();
  return { ...outcome, detail: await inboxDetail(deps.db, options.messageId) };
}

/** Marks a message new, answered or closed (close it, reopen it); the same state is a no-op. */
export async function changeInboxStatus(
  db: Db,
  id: string,
  status: ContactMessageStatus,
): Promise<InboxDetail> {
  await db.transaction(async (tx) => {
    const message = await lockInboxMessage(tx, id);
    if (!message) throw new HttpError(404, inboxMessages.notFound());
    await setInboxStatus(tx, message.id, status);
  });
  return inboxDetail(db, id);
}
