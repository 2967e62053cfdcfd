import type { OrderStatus } from '@app/contract/orders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders, refunds } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { OrderRow } from './orders.repository.ts';

/**
 * Locks an order's row for the rest of the transaction (`SELECT … FOR UPDATE`): refunds of one
 * order are decided one at a time, on every instance, so together they never pass what was paid.
 */
export async function lockOrder(tx: Db, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Paise of an order refunded or on their way back (pending and processed; failed is not). */
export async function refundedPaiseOf(tx: Db, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'processed'])));
  return Number(row?.paise ?? 0);
}

/** The refund a request made before, by its idempotency key. */
export async function findRefundByKey(tx: Db, idempotencyKey: string) {
  const [row] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return row;
}

/** Sets the status of a locked order (the caller checked the move). */
export async function setOrderStatus(tx: Db, id: string, status: OrderStatus): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error(`order ${id} vanished while locked`);
  return row;
}
