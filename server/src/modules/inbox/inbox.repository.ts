import type { ContactMessageStatus } from '@app/contract/contact';
import type { InboxCounts, InboxQuery, ReplyMailState } from '@app/contract/inbox';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contactMessages, contactReplies, outbox, users } from '../../db/schema.ts';
import {
  afterCursor,
  cutPage,
  fetchSize,
  matchingText,
  newestFirst,
  positionMicros,
} from '../../lib/keyset-page.ts';
import { isUuid } from '../../lib/uuid.ts';

/** The back office's inbox (issue 34): the messages of the site's forms and their answers. */

export type InboxMessageRow = typeof contactMessages.$inferSelect;
export type InboxMessageWithCount = InboxMessageRow & { replies: number };

const tableColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  contact: contactMessages.contact,
  message: contactMessages.message,
  source: contactMessages.source,
  userId: contactMessages.userId,
  status: contactMessages.status,
  updatedAt: contactMessages.updatedAt,
  createdAt: contactMessages.createdAt,
};

const messageId = sql`${contactMessages}.${sql.identifier(contactMessages.id.name)}`;
const replyCount = sql<number>`(select count(*)::integer from ${contactReplies} where ${contactReplies.messageId} = ${messageId})`;

/** Part of the name, the e-mail or the message (trigram indexes of migration 0011), or the id. */
function matchingSearch(text: string): SQL {
  return matchingText(
    contactMessages,
    contactMessages.id,
    [contactMessages.name, contactMessages.email, contactMessages.message],
    text,
  );
}

/** A page of messages, newest first, in one state and matching a search when asked. */
export async function listInboxMessages(
  db: Db,
  query: InboxQuery,
): Promise<{ messages: InboxMessageWithCount[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      ...tableColumns,
      replies: replyCount,
      position: positionMicros(contactMessages.createdAt),
    })
    .from(contactMessages)
    .where(
      and(
        query.status === undefined ? undefined : eq(contactMessages.status, query.status),
        query.q === undefined ? undefined : matchingSearch(query.q),
        afterCursor(contactMessages.createdAt, contactMessages.id, query.cursor),
      ),
    )
    .orderBy(...newestFirst(contactMessages.createdAt, contactMessages.id))
    .limit(fetchSize(query));
  const { rows: kept, nextCursor } = cutPage(rows, query);
  return { messages: kept, nextCursor };
}

/** How many messages are in each state (by the status index). */
export async function countInboxMessages(db: Db): Promise<InboxCounts> {
  const rows = await db
    .select({ status: contactMessages.status, count: count() })
    .from(contactMessages)
    .groupBy(contactMessages.status);
  const counts: InboxCounts = { new: 0, answered: 0, closed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

export async function findInboxMessage(
  db: Db,
  id: string,
): Promise<InboxMessageWithCount | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ ...tableColumns, replies: replyCount })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row;
}

/**
 * The message, locked until the transaction ends: answers and status changes of one message
 * happen one after another, whichever instance takes them.
 */
export async function lockInboxMessage(tx: Db, id: string): Promise<InboxMessageRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update');
  return row;
}

export type ReplyRow = {
  id: string;
  body: string;
  adminName: string | null;
  subject: string | null;
  mail: ReplyMailState | null;
  createdAt: Date;
};

/** A message's answers, oldest first, with who wrote them and where their e-mail is. */
export async function repliesOf(db: Db, id: string): Promise<ReplyRow[]> {
  const rows = await db
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      adminName: users.name,
      subject: outbox.subject,
      sentAt: outbox.sentAt,
      failedAt: outbox.failedAt,
      mailId: outbox.id,
      createdAt: contactReplies.createdAt,
    })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.adminId))
    .leftJoin(outbox, eq(outbox.id, contactReplies.mailId))
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return rows.map(({ sentAt, failedAt, mailId, ...row }) => ({
    ...row,
    mail: mailId === null ? null : sentAt ? 'sent' : failedAt ? 'failed' : 'waiting',
  }));
}

/** The answer that an outbox mail carries, if one was recorded. */
export async function findReplyByMail(tx: Db, mailId: string) {
  const [row] = await tx.select().from(contactReplies).where(eq(contactReplies.mailId, mailId));
  return row;
}

export async function insertReply(
  tx: Db,
  reply: { messageId: string; adminId: string; body: string; mailId: string },
) {
  const [row] = await tx.insert(contactReplies).values(reply).returning();
  if (!row) throw new Error('contact reply insert returned no row');
  return row;
}

/** Sets the message's state; nothing is written when it is already in it. */
export async function setInboxStatus(
  tx: Db,
  id: string,
  status: ContactMessageStatus,
): Promise<void> {
  await tx
    .update(contactMessages)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(contactMessages.id, id), ne(contactMessages.status, status)));
}
