import {
  appointmentLocations,
  appointmentStatuses,
  consultationPackageIds,
} from '@app/contract/appointments';
import { roles } from '@app/contract/auth';
import { contactSources } from '@app/contract/contact';
import { orderStatuses } from '@app/contract/orders';
import { paymentGateways, paymentPurposes } from '@app/contract/payments';
import { reportStatuses } from '@app/contract/reports';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Conventions: UUID primary keys (sent to clients as `_id`), `timestamptz` in UTC, money (later)
// as integer paise. Change the schema here, then `npm run db:generate -w server` and commit the
// generated SQL under src/db/migrations.

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Binary data (PDFs, attachments): a Buffer in, a Buffer out, whichever driver reads it. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
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
    /**
     * Raised on every change of password or role (by a trigger, see migration 0003); a token
     * carries the value it was issued with and is refused once they differ, so such a change
     * ends every earlier session.
     */
    tokenVersion: integer('token_version').notNull().default(0),
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
    /** Set after the last allowed attempt failed: no more tries until an admin asks again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
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

export const paymentOrderStatuses = ['created', 'paid', 'expired'] as const;

/**
 * Every payment order this server created at the gateway (Razorpay's `order_…`), with what it
 * pays for. A purchase is "pending" here from capturePayment until the browser's verification,
 * the webhook or the reconciler completes it (status `paid`, exactly once) or the reconciler
 * gives up on it (`expired`; a payment that still arrives later completes it all the same).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    gateway: text('gateway', { enum: paymentGateways }).notNull(),
    gatewayOrderId: text('gateway_order_id')
      .notNull()
      .unique('payment_orders_gateway_order_id_unique'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** What is being bought; null for the specification's bare `{amount}` payment order. */
    purpose: text('purpose', { enum: paymentPurposes }),
    /** The pending purchase as the purpose's module parsed it (items, address, form). */
    payload: jsonb('payload'),
    /** The buyer, when signed in at capture time (always for gemstones). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: paymentOrderStatuses }).notNull().default('created'),
    /** The gateway payment (pay_…) that completed it. */
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the reconciler last asked the gateway about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /**
     * Set when a captured payment could not become its order or appointment for a reason that is
     * not the gateway's (a bug, a changed catalogue): a person must look at it (and refund or
     * complete it by hand); nothing retries it (docs/decisions/019-payments-needing-attention.md).
     */
    attentionReason: text('attention_reason'),
    attentionAt: timestamp('attention_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('payment_orders_gateway_check', oneOf('gateway', paymentGateways)),
    check('payment_orders_purpose_check', oneOf('purpose', paymentPurposes)),
    check('payment_orders_status_check', oneOf('status', paymentOrderStatuses)),
    check('payment_orders_amount_check', sql`${table.amountPaise} > 0`),
    check(
      'payment_orders_paid_check',
      sql`(${table.status} = 'paid') = (${table.paymentId} is not null and ${table.paidAt} is not null)`,
    ),
    index('payment_orders_pending_index')
      .on(table.createdAt)
      .where(sql`${table.status} = 'created'`),
  ],
);

/**
 * Payments taken by the simulated gateway (development and tests only; config.ts refuses that
 * gateway in production): kept here, not in memory, so that after a restart, or on another
 * instance, the reconciler still finds a payment the browser never confirmed. One per payment
 * order: paying again returns the same payment.
 */
export const simulatedPayments = pgTable('simulated_payments', {
  /** `pay_…`, shaped like Razorpay's. */
  id: text('id').primaryKey(),
  gatewayOrderId: text('gateway_order_id')
    .notNull()
    .unique('simulated_payments_gateway_order_id_unique')
    .references(() => paymentOrders.gatewayOrderId),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull().default('INR'),
  status: text('status').notNull().default('captured'),
  createdAt: createdAt(),
});

/** A paid gemstone order. One per payment order: the unique key makes completion happen once. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    gatewayOrderId: text('gateway_order_id')
      .notNull()
      .unique('orders_gateway_order_id_unique')
      .references(() => paymentOrders.gatewayOrderId),
    paymentId: text('payment_id').notNull(),
    paymentType: text('payment_type').notNull(),
    paymentStatus: text('payment_status').notNull(),
    totalPaise: integer('total_paise').notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('Processing'),
    /** Where it goes (spec "Purchase data for gemstones"), as the buyer typed it. */
    shippingName: text('shipping_name').notNull(),
    shippingPhone: text('shipping_phone').notNull(),
    shippingEmail: text('shipping_email').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    shippingPin: text('shipping_pin').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_status_check', oneOf('status', orderStatuses)),
    check('orders_total_check', sql`${table.totalPaise} > 0`),
    // Lists are newest-first keyset pages (lib/keyset-page.ts): each index ends in (created_at, id).
    index('orders_user_index').on(table.userId, table.createdAt, table.id),
    index('orders_created_at_index').on(table.createdAt, table.id),
    index('orders_status_index').on(table.status, table.createdAt, table.id),
    // The admin's search: part of an id, e-mail or name (ILIKE '%…%'), by trigrams.
    // One index per column: the planner prices a three-column GIN index as if each search read
    // all of it, and then prefers reading the table.
    index('orders_id_search_index').using('gin', sql`(${table.id}::text) gin_trgm_ops`),
    index('orders_email_search_index').using('gin', sql`${table.shippingEmail} gin_trgm_ops`),
    index('orders_name_search_index').using('gin', sql`${table.shippingName} gin_trgm_ops`),
  ],
);

/** The lines of an order, priced from the catalogue when it was bought. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Order of the lines within the order. */
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    /** The product's English name when bought. */
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size').notNull().default(''),
  },
  (table) => [
    check('order_items_price_check', sql`${table.pricePaise} > 0`),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
    index('order_items_order_index').on(table.orderId, table.position),
  ],
);

/**
 * Paid consultation appointments (shared/API.md "Orders and appointments"). One row per paid
 * payment order: the unique gateway order id makes the browser's verification, the webhook and
 * the reconciler complete a booking exactly once, however they race.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    pin: text('pin').notNull(),
    location: text('location', { enum: appointmentLocations }).notNull(),
    /** The consultation package chosen on the consultation page; null when none was. */
    package: text('package', { enum: consultationPackageIds }),
    /** The location's price when booked, in paise. */
    totalPaise: integer('total_paise').notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull().default('Booked'),
    /** The gateway's order (`order_…`) and payment (`pay_…`) ids. */
    gatewayOrderId: text('gateway_order_id')
      .notNull()
      .unique('appointments_gateway_order_id_unique')
      .references(() => paymentOrders.gatewayOrderId),
    paymentId: text('payment_id').notNull(),
    paymentType: text('payment_type').notNull(),
    paymentStatus: text('payment_status').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('appointments_location_check', oneOf('location', appointmentLocations)),
    check('appointments_status_check', oneOf('status', appointmentStatuses)),
    check('appointments_package_check', oneOf('package', consultationPackageIds)),
    check('appointments_total_paise_check', sql`${table.totalPaise} > 0`),
    index('appointments_created_at_index').on(table.createdAt, table.id),
    index('appointments_id_search_index').using('gin', sql`(${table.id}::text) gin_trgm_ops`),
    index('appointments_email_search_index').using('gin', sql`${table.email} gin_trgm_ops`),
    index('appointments_name_search_index').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/**
 * A file sent with an outbox mail (a report's PDF), stored with it so that every attempt, on any
 * instance, sends the same bytes. Deleted with its mail, and emptied once the mail is sent.
 */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: id(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [index('outbox_attachments_mail_index').on(table.mailId, table.position)],
);

/**
 * The report of a paid report order, and its generation job (docs/decisions/029): written in the
 * same transaction as the order, claimed by one generator at a time (FOR UPDATE SKIP LOCKED and
 * a lease in `next_attempt_at`, as the outbox), retried with backoff, `failed` after the last
 * try for the admin to see. `people` holds the birth details: personal data, kept only here.
 */
export const reportOrders = pgTable(
  'report_orders',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique('report_orders_order_id_unique')
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A slug of contract/src/catalogue-reports.ts. */
    product: text('product').notNull(),
    language: text('language').notNull(),
    chartStyle: text('chart_style').notNull(),
    /** Where the PDF is e-mailed. */
    email: text('email').notNull(),
    /** The births the report is made from (contract/src/reports.ts `ReportPerson`). */
    people: jsonb('people').notNull(),
    status: text('status', { enum: reportStatuses }).notNull().default('queued'),
    /** Tries of the current round (an admin's regeneration starts a new one). */
    attempts: integer('attempts').notNull().default(0),
    /** When it may next be claimed: the retry time, or while generating the end of the lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by each claim: only the generator holding it may record the outcome. */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    /** The last report mail queued (outbox id): a resend while it waits queues nothing new. */
    mailId: uuid('mail_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('report_orders_status_check', oneOf('status', reportStatuses)),
    index('report_orders_due_index')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'generating')`),
    index('report_orders_failed_index').on(table.failedAt).where(sql`${table.status} = 'failed'`),
  ],
);

/** The PDF of a report, kept so that any instance can serve it; replaced when regenerated. */
export const reportPdfs = pgTable('report_pdfs', {
  reportId: uuid('report_id')
    .primaryKey()
    .references(() => reportOrders.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  pages: integer('pages').notNull(),
  createdAt: createdAt(),
});
