import { consentEndings, consentPurposes, relations } from '@app/contract/account';
import { appointmentLocations, appointmentStatuses } from '@app/contract/appointments';
import { roles } from '@app/contract/auth';
import { consultationPackageIds } from '@app/contract/consultation-packages';
import { consultationModes } from '@app/contract/consultation-slots';
import { contactMessageStatuses, contactSources } from '@app/contract/contact';
import { invoiceKinds } from '@app/contract/invoices';
import { orderStatuses } from '@app/contract/orders';
import { paymentGateways, paymentPurposes } from '@app/contract/payments';
import { refundReasons, refundStatuses } from '@app/contract/refunds';
import { reportStatuses } from '@app/contract/reports';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
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
    // The admin's list of customers, newest first, and its search (name, e-mail, phone).
    index('users_created_at_index').on(table.createdAt, table.id),
    index('users_name_search_index').using('gin', sql`${table.name} gin_trgm_ops`),
    index('users_email_search_index').using('gin', sql`${table.email} gin_trgm_ops`),
    index('users_phone_search_index').using('gin', sql`${table.phone} gin_trgm_ops`),
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
    /** The sender's account, when the message was sent signed in (their data export shows it). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where it stands in the back office's inbox (issue 34). */
    status: text('status', { enum: contactMessageStatuses }).notNull().default('new'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    check('contact_messages_source_check', oneOf('source', contactSources)),
    check('contact_messages_status_check', oneOf('status', contactMessageStatuses)),
    index('contact_messages_created_at_index').on(table.createdAt),
    index('contact_messages_status_index').on(table.status, table.createdAt, table.id),
    index('contact_messages_user_index').on(table.userId),
    // The inbox's search: part of a name, e-mail or the message (ILIKE '%…%'), by trigrams.
    index('contact_messages_name_search_index').using('gin', sql`${table.name} gin_trgm_ops`),
    index('contact_messages_email_search_index').using('gin', sql`${table.email} gin_trgm_ops`),
    index('contact_messages_text_search_index').using('gin', sql`${table.message} gin_trgm_ops`),
  ],
);

/** An admin's answer to a contact message, sent by e-mail (the outbox) and kept with it. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** The admin who answered; null once that account is gone. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The outbox mail that carries it. */
    mailId: uuid('mail_id'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_replies_message_index').on(table.messageId, table.createdAt)],
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
    /**
     * For a mail that must exist once whoever queues it (an appointment's reminder for one time:
     * `reminder-24h:<id>:<start>`): a second insert with the key does nothing.
     */
    dedupeKey: text('dedupe_key').unique('outbox_dedupe_key_unique'),
    /**
     * The account the mail is about (its purchase, booking, message or the account itself):
     * the account's data export lists these mails and its deletion deletes them
     * (docs/decisions/038). Null for mails about no account (a guest's booking).
     */
    userId: uuid('user_id'),
    /**
     * A purchase's confirmation that waits for its invoice's PDF (decision 041): held (its next
     * attempt a little ahead) until the invoice worker attaches the PDF and releases it, or sent
     * without it when the hold runs out (the invoice then follows in a mail of its own).
     */
    attachesInvoiceId: uuid('attaches_invoice_id'),
    /** When the invoice's PDF was attached: the invoice needs no mail of its own. */
    invoiceAttachedAt: timestamp('invoice_attached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_due_index').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
    index('outbox_user_index').on(table.userId).where(sql`${table.userId} is not null`),
    index('outbox_invoice_index')
      .on(table.attachesInvoiceId)
      .where(sql`${table.attachesInvoiceId} is not null`),
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
    /**
     * The buyer; null once the buyer deleted the account (the order is kept for the tax records
     * without the person: docs/decisions/038).
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
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
    /** Set when the order is marked Shipped (issue 34): who carries it and its tracking number. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The language the buyer paid in (`en`, `hi`): the order's mails and invoice speak it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_status_check', oneOf('status', orderStatuses)),
    check(
      'orders_shipment_check',
      sql`(${table.courier} is null) = (${table.trackingNumber} is null) and (${table.courier} is null) = (${table.shippedAt} is null)`,
    ),
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
 * Paid consultation appointments (shared/API.md "Orders and appointments" and "Consultations").
 * One row per paid payment order: the unique gateway order id makes the browser's verification,
 * the webhook and the reconciler complete a booking exactly once, however they race. The time
 * it holds is in consultation_reservations (docs/decisions/035); `slot_start`/`slot_end` say
 * when the call is (or was to be), for lists and mails.
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
    /** The consultation package chosen; null for bookings made without one. */
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
    /** The signed-in client who booked it, if any (guests book too). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the call is; null for bookings made before slots existed. */
    slotStart: timestamp('slot_start', { withTimezone: true }),
    slotEnd: timestamp('slot_end', { withTimezone: true }),
    mode: text('mode', { enum: consultationModes }).notNull().default('audio'),
    questions: text('questions').notNull().default(''),
    /** The client's birth details, when given (contract `consultationBirthSchema`). */
    birth: jsonb('birth'),
    /** The language the client booked in (`en`, `hi`): mails and links speak it. */
    language: text('language').notNull().default('en'),
    /** The client's own time zone when booking (canonical IANA name), for the mails. */
    clientZone: text('client_zone'),
    /** A video call's meeting room name (MEETING_URL_TEMPLATE's `{room}`). */
    meetingRoom: text('meeting_room'),
    /** How often the client moved it; the calendar invite's SEQUENCE counts every move. */
    moves: integer('moves').notNull().default(0),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** The astrologer's summary of the session (mailed to the client) and private notes. */
    summary: text('summary'),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('appointments_location_check', oneOf('location', appointmentLocations)),
    check('appointments_status_check', oneOf('status', appointmentStatuses)),
    check('appointments_package_check', oneOf('package', consultationPackageIds)),
    check('appointments_mode_check', oneOf('mode', consultationModes)),
    check('appointments_total_paise_check', sql`${table.totalPaise} > 0`),
    check(
      'appointments_slot_check',
      sql`(${table.slotStart} is null) = (${table.slotEnd} is null) and (${table.slotStart} is null or ${table.slotStart} < ${table.slotEnd})`,
    ),
    index('appointments_created_at_index').on(table.createdAt, table.id),
    index('appointments_user_index').on(table.userId, table.createdAt, table.id),
    index('appointments_slot_index').on(table.slotStart).where(sql`${table.slotStart} is not null`),
    index('appointments_id_search_index').using('gin', sql`(${table.id}::text) gin_trgm_ops`),
    index('appointments_email_search_index').using('gin', sql`${table.email} gin_trgm_ops`),
    index('appointments_name_search_index').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/** The owner's consultation hours (contract `availabilitySchema`): one row, id 1. */
export const consultationSettings = pgTable(
  'consultation_settings',
  {
    id: integer('id').primaryKey().default(1),
    availability: jsonb('availability').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('consultation_settings_one_row_check', sql`id = 1`)],
);

/**
 * Time taken in the astrologer's calendar (docs/decisions/035): a hold while a buyer pays
 * (`held_until` set, no appointment yet) or a booking (`appointment_id` set). Each row blocks
 * from `starts_at` to `blocked_until` (the call's end plus the buffer it was made with); an
 * exclusion constraint (migration 0009) keeps every two rows' times apart, so no two instances,
 * retries, webhooks or reconcilers can ever give one time to two clients. Expired holds are
 * deleted before anything is inserted.
 */
export const consultationReservations = pgTable(
  'consultation_reservations',
  {
    id: id(),
    /**
     * The payment order that held or bought it (no foreign key: the hold is taken in the same
     * transaction, just before the payment order is stored).
     */
    gatewayOrderId: text('gateway_order_id').unique(
      'consultation_reservations_gateway_order_id_unique',
    ),
    appointmentId: uuid('appointment_id')
      .unique('consultation_reservations_appointment_id_unique')
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** Who holds it while paying: the user id, or the e-mail of a guest's form. */
    holder: text('holder').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    /** Until when a hold lasts; null once it is a booking. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'consultation_reservations_times_check',
      sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.blockedUntil}`,
    ),
    check(
      'consultation_reservations_kind_check',
      sql`(${table.heldUntil} is null) = (${table.appointmentId} is not null)`,
    ),
    index('consultation_reservations_holder_index')
      .on(table.holder)
      .where(sql`${table.heldUntil} is not null`),
  ],
);

/**
 * Money sent back through the gateway (contract refunds.ts, docs/decisions/035). Written before
 * the gateway is asked, with a unique idempotency key that the gateway call carries too, so a
 * retried request never refunds twice; `gateway_refund_id` is set once the gateway has it, and
 * the status follows the gateway's events and the reconciler's questions.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    idempotencyKey: text('idempotency_key').notNull().unique('refunds_idempotency_key_unique'),
    gateway: text('gateway', { enum: paymentGateways }).notNull(),
    gatewayOrderId: text('gateway_order_id')
      .notNull()
      .references(() => paymentOrders.gatewayOrderId),
    paymentId: text('payment_id').notNull(),
    /** What it refunds (one of them). */
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    orderId: uuid('order_id').references(() => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    /** `rfnd_…`, once the gateway has taken the request. */
    gatewayRefundId: text('gateway_refund_id').unique('refunds_gateway_refund_id_unique'),
    /** Tries at the gateway, and when the next may be made (a refund not yet taken). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('refunds_status_check', oneOf('status', refundStatuses)),
    check('refunds_reason_check', oneOf('reason', refundReasons)),
    check('refunds_gateway_check', oneOf('gateway', paymentGateways)),
    check('refunds_amount_check', sql`${table.amountPaise} > 0`),
    check(
      'refunds_subject_check',
      sql`(${table.appointmentId} is not null) <> (${table.orderId} is not null)`,
    ),
    index('refunds_appointment_index').on(table.appointmentId),
    index('refunds_order_index').on(table.orderId),
    index('refunds_pending_index').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

/** Refunds taken by the simulated gateway (development and tests), shaped like Razorpay's. */
export const simulatedRefunds = pgTable('simulated_refunds', {
  /** `rfnd_…`. */
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => simulatedPayments.id),
  amountPaise: integer('amount_paise').notNull(),
  /** The request's idempotency key: the same key again returns this refund. */
  idempotencyKey: text('idempotency_key')
    .notNull()
    .unique('simulated_refunds_idempotency_key_unique'),
  receipt: text('receipt'),
  status: text('status').notNull().default('processed'),
  createdAt: createdAt(),
});

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

export const accountTokenPurposes = ['password-reset', 'email-change'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * The single-use links mailed for a password reset or a change of e-mail address
 * (docs/decisions/038): only the SHA-256 of the token is kept, with its expiry. Using one is a
 * conditional UPDATE (`used_at is null and expires_at > now`), so of two uses at once exactly one
 * succeeds. `email` is the address the link was sent to (a reset) or is to become (a change).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    /** Hex SHA-256 of the token; the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull().unique('account_tokens_token_hash_unique'),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('account_tokens_purpose_check', oneOf('purpose', accountTokenPurposes)),
    index('account_tokens_user_index').on(table.userId, table.purpose, table.createdAt),
  ],
);

/**
 * Each "forgot password" request, known address or not, for its rate limits (per address and
 * per client): the address only as its SHA-256. Self-pruning: rows older than the window go.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: id(),
    emailHash: text('email_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('password_reset_requests_email_index').on(table.emailHash, table.createdAt),
    index('password_reset_requests_ip_index').on(table.ip, table.createdAt),
  ],
);

/**
 * Consents given (docs/decisions/038): what for (`purpose`), to which text (`version`), when,
 * and when and how they ended. A consent ended by the deletion of its account is kept without
 * the account (`user_id` null): the counts stay, the person does not.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: consentPurposes }).notNull(),
    version: text('version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    ending: text('ending', { enum: consentEndings }),
  },
  (table) => [
    check('consents_purpose_check', oneOf('purpose', consentPurposes)),
    check('consents_ending_check', oneOf('ending', consentEndings)),
    check(
      'consents_withdrawn_check',
      sql`(${table.withdrawnAt} is null) = (${table.ending} is null)`,
    ),
    index('consents_user_index').on(table.userId, table.givenAt),
  ],
);

/**
 * The birth details an account keeps of its people (contract/src/account.ts), each under its
 * own consent: ending the consent deletes the person (the foreign key cascades).
 */
export const savedPeople = pgTable(
  'saved_people',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentId: uuid('consent_id')
      .notNull()
      .unique('saved_people_consent_id_unique')
      .references(() => consents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation', { enum: relations }).notNull(),
    birthDate: text('birth_date').notNull(),
    /** HH:mm; null when the time is not known. */
    birthTime: text('birth_time'),
    placeName: text('place_name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    zone: text('zone'),
    utcOffsetMinutes: doublePrecision('utc_offset_minutes'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('saved_people_relation_check', oneOf('relation', relations)),
    check(
      'saved_people_zone_check',
      sql`${table.zone} is not null or ${table.utcOffsetMinutes} is not null`,
    ),
    index('saved_people_user_index').on(table.userId, table.createdAt),
  ],
);

/**
 * The shop's products (rudraksha beads), editable in the back office (issue 34). Seeded from
 * contract/src/catalogue.ts the first time the server starts on an empty table; after that this
 * table is the catalogue. `stock` is decremented in the transaction that completes a payment
 * (`stock >= quantity` in the UPDATE's WHERE): with one left and two buyers, one gets it and the
 * other's payment is refunded in full; the check constraint is the last word.
 */
export const products = pgTable(
  'products',
  {
    /** The id the API and the /shop/{id} page use. */
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique('products_slug_unique'),
    faces: integer('faces').notNull(),
    pricePaise: integer('price_paise').notNull(),
    nameEn: text('name_en').notNull(),
    nameHi: text('name_hi').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionHi: text('description_hi').notNull(),
    /** The picture, without extension or width: `<image>-<width>.<avif|webp>`. */
    image: text('image').notNull(),
    stock: integer('stock').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
    /** HSN code and GST rate in basis points (1800 = 18%; 0 = exempt): decision 039. */
    taxCode: text('tax_code').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    /** Its position in the shop's list. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_check', sql`${table.pricePaise} > 0`),
    check('products_stock_check', sql`${table.stock} >= 0`),
    check('products_faces_check', sql`${table.faces} between 1 and 21`),
    check('products_tax_rate_check', sql`${table.taxRateBasisPoints} between 0 and 2800`),
  ],
);

/**
 * The prices of what is not a product row: each report (`report:<slug>`) and each consultation
 * package and place (`consultation:<package>:<india|international>`), with its SAC code and GST
 * rate (decision 039). Seeded from the contract's price lists on an empty table; a payment order
 * keeps the amount it was opened with, so a change never alters a payment already opened.
 */
export const cataloguePrices = pgTable(
  'catalogue_prices',
  {
    key: text('key').primaryKey(),
    pricePaise: integer('price_paise').notNull(),
    taxCode: text('tax_code').notNull(),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('catalogue_prices_price_check', sql`${table.pricePaise} > 0`),
    check('catalogue_prices_tax_rate_check', sql`${table.taxRateBasisPoints} between 0 and 2800`),
  ],
);

/** Uploaded product pictures, re-encoded into the sizes and formats the pages use. */
export const productImages = pgTable('product_images', {
  /** The file name the pages ask for: `<base>-<width>.<avif|webp>`. */
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

/**
 * The next number of each document series (`INV`, `BOS`, `CN`) in each financial year
 * (`2026-27`). Taken with `UPDATE ... SET next_number = next_number + 1 RETURNING` in the same
 * transaction as the document, so two instances never issue one number twice and a rolled-back
 * payment leaves no gap (decision 039).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    nextNumber: integer('next_number').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.series, table.financialYear] }),
    check('invoice_counters_next_check', sql`${table.nextNumber} >= 1`),
  ],
);

/**
 * Invoices, bills of supply and credit notes (issue 34; decision 039). What the document says is
 * kept as issued (seller, buyer, lines with their codes and rates, totals), so a later change of
 * the settings or the catalogue never changes a document already issued. A paid order or booking
 * has one invoice or bill; each refund has one credit note referring to it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** As printed: e.g. `INV/2026-27/000123` (at most 16 characters, CGST Rules r. 46(b)). */
    number: text('number').notNull().unique('invoices_number_unique'),
    orderId: uuid('order_id').references(() => orders.id),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    /** A credit note's refund, and the invoice it corrects. */
    refundId: uuid('refund_id')
      .references(() => refunds.id)
      .unique('invoices_refund_unique'),
    correctsInvoiceId: uuid('corrects_invoice_id'),
    /** The customer's language when issued: the PDF speaks it. */
    language: text('language').notNull(),
    /** Seller and buyer as printed (name, address, GSTIN, state). */
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    /** The place of supply: the two-digit GST state code. */
    placeOfSupply: text('place_of_supply').notNull(),
    /** The lines as printed: description, code, rate, quantity, taxable value and taxes. */
    lines: jsonb('lines').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('invoices_kind_check', oneOf('kind', invoiceKinds)),
    check(
      'invoices_subject_check',
      sql`(${table.orderId} is not null) <> (${table.appointmentId} is not null)`,
    ),
    check(
      'invoices_credit_note_check',
      sql`(${table.kind} = 'credit-note') = (${table.refundId} is not null and ${table.correctsInvoiceId} is not null)`,
    ),
    check(
      'invoices_total_check',
      sql`${table.totalPaise} = ${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise}`,
    ),
    unique('invoices_series_sequence_unique').on(table.series, table.financialYear, table.sequence),
    // One invoice (or bill) per order and per booking; credit notes as many as refunds.
    uniqueIndex('invoices_order_unique')
      .on(table.orderId)
      .where(sql`${table.kind} <> 'credit-note' and ${table.orderId} is not null`),
    uniqueIndex('invoices_appointment_unique')
      .on(table.appointmentId)
      .where(sql`${table.kind} <> 'credit-note' and ${table.appointmentId} is not null`),
    index('invoices_issued_at_index').on(table.issuedAt, table.id),
    index('invoices_order_index').on(table.orderId),
    index('invoices_appointment_index').on(table.appointmentId),
  ],
);
