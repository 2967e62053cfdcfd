import { paidPaymentStatus } from '@app/contract/payments';
import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appointments, orders } from '../../db/schema.ts';

/** Orders counted per status (only statuses that occur). */
export async function countOrdersByStatus(db: Db): Promise<{ status: string; count: number }[]> {
  return db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
}

export async function countPaidAppointments(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(appointments)
    .where(eq(appointments.paymentStatus, paidPaymentStatus));
  return row?.count ?? 0;
}

/**
 * Paise taken since `since`: paid orders that were not returned, plus paid appointments.
 * Sums are bigint in PostgreSQL; they are read back as numbers (well within 2^53 paise).
 */
export async function sumRevenuePaiseSince(db: Db, since: Date): Promise<number> {
  const [fromOrders] = await db
    .select({ paise: sql<string>`coalesce(sum(${orders.totalPaise}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, paidPaymentStatus),
        ne(orders.status, 'Return'),
        gte(orders.createdAt, since),
      ),
    );
  const [fromAppointments] = await db
    .select({ paise: sql<string>`coalesce(sum(${appointments.totalPaise}), 0)` })
    .from(appointments)
    .where(
      and(eq(appointments.paymentStatus, paidPaymentStatus), gte(appointments.createdAt, since)),
    );
  return Number(fromOrders?.paise ?? 0) + Number(fromAppointments?.paise ?? 0);
}
