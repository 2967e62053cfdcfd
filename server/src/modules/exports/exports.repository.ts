import { paidPaymentStatus } from '@app/contract/payments';
import { type AnyColumn, and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { appointments, orderItems, orders, refunds, reportOrders } from '../../db/schema.ts';
import { positionMicros } from '../../lib/keyset-page.ts';

/**
 * The rows of the accountant's files (docs/decisions/043), oldest first, read a page at a time
 * by keyset on (created_at, id) so a year of sales never sits in memory at once. Orders and
 * bookings are those paid in the range (their creation is their payment); refunds those asked
 * for in the range, whatever became of them.
 */

/** From `start` (included) to `end` (excluded): India's first and day-after-last midnights. */
export type InstantRange = { start: Date; end: Date };

/** The last row of the page before, in whole microseconds as PostgreSQL keeps the time. */
export type RowPosition = { micros: string; id: string };

/** A column with its table's name, for correlated subqueries (as orders.repository.ts). */
const qualified = (column: AnyPgColumn): SQL => sql`${column.table}.${sql.identifier(column.name)}`;

function inRange(createdAt: AnyColumn, range: InstantRange): SQL | undefined {
  return and(gte(createdAt, range.start), lt(createdAt, range.end));
}

function afterPosition(
  createdAt: AnyColumn,
  id: AnyColumn,
  after: RowPosition | undefined,
): SQL | undefined {
  if (!after) return undefined;
  return sql`(${createdAt}, ${id}) > (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`;
}

const orderId = qualified(orders.id);
const appointmentId = qualified(appointments.id);

/** Whether an order is a report (it has a report_orders row); else it is beads. */
const isReportOrder = (id: SQL) =>
  sql<boolean>`exists (select 1 from ${reportOrders} where ${qualified(reportOrders.orderId)} = ${id})`;

/** What the gateway has sent back of it, in paise (processed refunds only). */
const refundedPaise = (subject: AnyPgColumn, id: SQL) =>
  sql<string>`(select coalesce(sum(${qualified(refunds.amountPaise)}), 0)::text from ${refunds} where ${qualified(subject)} = ${id} and ${qualified(refunds.status)} = 'processed')`;

/** The order's lines in one text: `5 Mukhi Rudraksha × 2 (M); Sade Sati Basic`. */
const itemsText = sql<string>`(select coalesce(string_agg(
    ${qualified(orderItems.name)}
      || case when ${qualified(orderItems.quantity)} > 1 then ' × ' || ${qualified(orderItems.quantity)} else '' end
      || case when ${qualified(orderItems.size)} <> '' then ' (' || ${qualified(orderItems.size)} || ')' else '' end,
    '; ' order by ${qualified(orderItems.position)}), '')
  from ${orderItems} where ${qualified(orderItems.orderId)} = ${orderId})`;

export async function orderExportPage(
  db: Db,
  range: InstantRange,
  after: RowPosition | undefined,
  limit: number,
) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      position: positionMicros(orders.createdAt),
      isReport: isReportOrder(orderId),
      items: itemsText,
      name: orders.shippingName,
      email: orders.shippingEmail,
      phone: orders.shippingPhone,
      pin: orders.shippingPin,
      status: orders.status,
      paymentId: orders.paymentId,
      gatewayOrderId: orders.gatewayOrderId,
      totalPaise: orders.totalPaise,
      refundedPaise: refundedPaise(refunds.orderId, orderId),
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      shippedAt: orders.shippedAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, paidPaymentStatus),
        inRange(orders.createdAt, range),
        afterPosition(orders.createdAt, orders.id, after),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

export async function bookingExportPage(
  db: Db,
  range: InstantRange,
  after: RowPosition | undefined,
  limit: number,
) {
  return db
    .select({
      id: appointments.id,
      createdAt: appointments.createdAt,
      position: positionMicros(appointments.createdAt),
      slotStart: appointments.slotStart,
      package: appointments.package,
      mode: appointments.mode,
      location: appointments.location,
      name: appointments.name,
      email: appointments.email,
      phone: appointments.phone,
      status: appointments.status,
      paymentId: appointments.paymentId,
      gatewayOrderId: appointments.gatewayOrderId,
      totalPaise: appointments.totalPaise,
      refundedPaise: refundedPaise(refunds.appointmentId, appointmentId),
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.paymentStatus, paidPaymentStatus),
        inRange(appointments.createdAt, range),
        afterPosition(appointments.createdAt, appointments.id, after),
      ),
    )
    .orderBy(asc(appointments.createdAt), asc(appointments.id))
    .limit(limit);
}

export async function refundExportPage(
  db: Db,
  range: InstantRange,
  after: RowPosition | undefined,
  limit: number,
) {
  return db
    .select({
      id: refunds.id,
      createdAt: refunds.createdAt,
      position: positionMicros(refunds.createdAt),
      processedAt: refunds.processedAt,
      orderId: refunds.orderId,
      appointmentId: refunds.appointmentId,
      isReport: isReportOrder(qualified(refunds.orderId)),
      name: sql<string | null>`coalesce(${orders.shippingName}, ${appointments.name})`,
      email: sql<string | null>`coalesce(${orders.shippingEmail}, ${appointments.email})`,
      reason: refunds.reason,
      status: refunds.status,
      amountPaise: refunds.amountPaise,
      paymentId: refunds.paymentId,
      gatewayRefundId: refunds.gatewayRefundId,
    })
    .from(refunds)
    .leftJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(appointments, eq(appointments.id, refunds.appointmentId))
    .where(
      and(inRange(refunds.createdAt, range), afterPosition(refunds.createdAt, refunds.id, after)),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .limit(limit);
}
