import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  appointments,
  consents,
  consultationReservations,
  contactMessages,
  contactReplies,
  invoices,
  loginFailures,
  orders,
  outbox,
  passwordResetRequests,
  paymentOrders,
  reportOrders,
  reportPdfs,
  savedPeople,
  users,
} from '../../db/schema.ts';
import { sha256 } from './account-tokens.repository.ts';

/**
 * What an account's data export reads and what its deletion changes (docs/decisions/038). Every
 * table that can hold a person's data is named here; the deletion's test reads each of them
 * back, column by column.
 */

/** What an order, report or consultation of the account still needs the person for. */
export async function countInProgress(tx: Db, userId: string, now: Date): Promise<number> {
  const [gemstones] = await tx
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['Processing', 'Shipped', 'Cancel']),
        sql`not exists (select 1 from ${reportOrders} where ${reportOrders.orderId} = ${orders.id})`,
      ),
    );
  const [reports] = await tx
    .select({ count: count() })
    .from(reportOrders)
    .innerJoin(orders, eq(orders.id, reportOrders.orderId))
    .where(and(eq(orders.userId, userId), inArray(reportOrders.status, ['queued', 'generating'])));
  const [calls] = await tx
    .select({ count: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        eq(appointments.status, 'Booked'),
        gt(appointments.slotEnd, now),
      ),
    );
  return (gemstones?.count ?? 0) + (reports?.count ?? 0) + (calls?.count ?? 0);
}

/**
 * Erases the account in the caller's transaction: paid orders and bookings are kept for the tax
 * records without the person and without the account; everything else of the person is
 * deleted, and the account row last (its e-mail address is free again at once).
 */
export async function eraseAccount(tx: Db, user: { id: string; email: string }): Promise<void> {
  const userId = user.id;
  // Orders: the amount, date, lines, payment and the PIN's first three digits (its sorting
  // district, which names the state: the place of supply) stay.
  const keptOrders = await tx
    .update(orders)
    .set({
      shippingName: '',
      shippingPhone: '',
      shippingEmail: '',
      shippingAddress: '',
      shippingPin: sql`left(${orders.shippingPin}, 3)`,
      userId: null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  const orderIds = keptOrders.map((order) => order.id);
  if (orderIds.length > 0) {
    const reports = await tx
      .update(reportOrders)
      .set({
        email: '',
        people: sql`'[]'::jsonb`,
        lastError: null,
        mailId: null,
        updatedAt: sql`now()`,
      })
      .where(sql`${reportOrders.orderId} = any(${sql.param(orderIds)}::uuid[])`)
      .returning({ id: reportOrders.id });
    const reportIds = reports.map((report) => report.id);
    if (reportIds.length > 0) {
      await tx
        .delete(reportPdfs)
        .where(sql`${reportPdfs.reportId} = any(${sql.param(reportIds)}::uuid[])`);
    }
  }
  // Bookings: the package, mode, amount, status, time and payment stay (and domestic or
  // international, which decides the tax); who, where, the birth and what was said go.
  const keptBookings = await tx
    .update(appointments)
    .set({
      name: '',
      phone: '',
      email: '',
      address: '',
      pin: sql`case when ${appointments.location} = 'domestic' then left(${appointments.pin}, 3) else '' end`,
      birth: null,
      questions: '',
      notes: '',
      summary: null,
      clientZone: null,
      meetingRoom: null,
      userId: null,
      updatedAt: sql`now()`,
    })
    .where(eq(appointments.userId, userId))
    .returning({ id: appointments.id });
  const bookingIds = keptBookings.map((booking) => booking.id);
  if (bookingIds.length > 0) {
    await tx
      .update(consultationReservations)
      .set({ holder: 'erased' })
      .where(
        sql`${consultationReservations.appointmentId} = any(${sql.param(bookingIds)}::uuid[])`,
      );
  }
  // Their invoices and credit notes (decision 041) stay with their numbers, amounts and place of
  // supply; the buyer's name, e-mail and address go (a B2C document under ₹50,000 need not name
  // the buyer: CGST Rules r. 46(e)), the PIN as on the order.
  const subjectIds = [...orderIds, ...bookingIds];
  if (subjectIds.length > 0) {
    await tx
      .update(invoices)
      .set({
        buyer: sql`jsonb_build_object('name', '', 'email', '', 'address', '', 'pin', left(coalesce(${invoices.buyer}->>'pin', ''), 3), 'state', ${invoices.buyer}->'state')`,
      })
      .where(
        sql`${invoices.orderId} = any(${sql.param(subjectIds)}::uuid[]) or ${invoices.appointmentId} = any(${sql.param(subjectIds)}::uuid[])`,
      );
  }
  // A time held while paying, never paid.
  await tx
    .delete(consultationReservations)
    .where(
      and(
        isNotNull(consultationReservations.heldUntil),
        inArray(consultationReservations.holder, [userId, `email:${user.email}`]),
      ),
    );
  // Purchases started: what the checkout kept (the address, the births, the form) goes; an
  // unpaid one is given up (a payment arriving later finds nothing to complete: decision 038).
  await tx
    .update(paymentOrders)
    .set({
      payload: null,
      userId: null,
      status: sql`case when ${paymentOrders.status} = 'created' then 'expired' else ${paymentOrders.status} end`,
    })
    .where(eq(paymentOrders.userId, userId));
  // The mails about the account, sent or waiting (with their attachments).
  await tx.delete(outbox).where(eq(outbox.userId, userId));
  await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
  await tx.delete(savedPeople).where(eq(savedPeople.userId, userId));
  // Consents stay as counts: given, ended, which text; not whose.
  await tx
    .update(consents)
    .set({
      withdrawnAt: sql`coalesce(${consents.withdrawnAt}, now())`,
      ending: sql`coalesce(${consents.ending}, 'account-deleted')`,
      userId: null,
    })
    .where(eq(consents.userId, userId));
  await tx.delete(loginFailures).where(eq(loginFailures.email, user.email));
  await tx
    .delete(passwordResetRequests)
    .where(eq(passwordResetRequests.emailHash, sha256(user.email)));
  // Its links (account_tokens) go with it (on delete cascade).
  await tx.delete(users).where(eq(users.id, userId));
}

/** Purchases the account started and did not pay for, with what the checkout kept. */
export async function unpaidPurchasesOf(db: Db, userId: string) {
  return db
    .select({
      gatewayOrderId: paymentOrders.gatewayOrderId,
      purpose: paymentOrders.purpose,
      amountPaise: paymentOrders.amountPaise,
      status: paymentOrders.status,
      createdAt: paymentOrders.createdAt,
      details: paymentOrders.payload,
    })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), ne(paymentOrders.status, 'paid')))
    .orderBy(desc(paymentOrders.createdAt));
}

export async function contactMessagesOf(db: Db, userId: string) {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(desc(contactMessages.createdAt));
}

/** The shop's answers to the account's messages (issue 34), oldest first. */
export async function contactRepliesOf(db: Db, userId: string) {
  return db
    .select({
      messageId: contactReplies.messageId,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
    })
    .from(contactReplies)
    .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

export async function mailsOf(db: Db, userId: string) {
  return db
    .select({
      kind: outbox.kind,
      to: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.textBody,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.userId, userId))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
}
