import { roles } from '@app/contract/auth';
import { contactSources } from '@app/contract/contact';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Conventions: UUID primary keys (sent to clients as `_id`), `timestamptz` in UTC, money (later)
// as integer paise. Change the schema here, then `npm run db:generate -w server` and commit the
// generated SQL under src/db/migrations.

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Always stored trimmed and lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: roles }).notNull().default('user'),
    location: text('location').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    check('users_role_check', oneOf('role', roles)),
    check('users_email_lower_case_check', sql`${table.email} = lower(${table.email})`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The sender's phone number, as typed; empty when not given. */
    contact: text('contact').notNull().default(''),
    message: text('message').notNull(),
    source: text('source', { enum: contactSources }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('contact_messages_source_check', oneOf('source', contactSources)),
    index('contact_messages_created_at_index').on(table.createdAt),
  ],
);

/** E-mail waiting to be sent, or already sent; written in the same transaction as its cause. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    /** What the mail is about, e.g. `contact-notification`; for logs and later reports. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_due_index').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
  ],
);

/** One row per failed login, for throttling; shared by every server instance. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_email_index').on(table.email, table.createdAt),
    index('login_failures_ip_index').on(table.ip, table.createdAt),
  ],
);
