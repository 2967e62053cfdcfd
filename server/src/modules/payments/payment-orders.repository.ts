import type { PaymentGatewayKind, PaymentPurpose } from '@app/contract/payments';
import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { paymentOrders, users } from '../../db/schema.ts';

export type PaymentOrder = typeof paymentOrders.$inferSelect;

export async function insertPaymentOrder(
  db: Db,
  order: {
    id: string;
    gateway: PaymentGatewayKind;
    gatewayOrderId: string;
    amountPaise: number;
    currency: string;
    purpose: PaymentPurpose | null;
    payload: unknown;
    userId: string | null;
  },
): Promise<PaymentOrder> {
  const [row] = await db.insert(paymentOrders).values(order).returning();
  if (!row) throw new Error('payment order insert returned no row');
  return row;
}

export async function findPaymentOrder(
  db: Db,
  gatewayOrderId: string,
): Promise<PaymentOrder | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
  return row;
}

/**
 * The payment order, locked until the end of the transaction `tx`: whoever completes a purchase
 * (the browser's verification, a webhook, the reconciler, on any instance) holds this lock, so
 * the others wait and then see it paid.
 */
export async function lockPaymentOrder(
  tx: Db,
  gatewayOrderId: string,
): Promise<PaymentOrder | undefined> {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId))
    .for('update');
  return row;
}

export async function markPaymentOrderPaid(
  tx: Db,
  gatewayOrderId: string,
  paid: {
    paymentId: string;
    purpose: PaymentPurpose;
    payload: unknown;
    userId: string | null;
  },
): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({
      status: 'paid',
      paymentId: paid.paymentId,
      paidAt: sql`now()`,
      purpose: paid.purpose,
      payload: paid.payload,
      userId: paid.userId,
    })
    .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
}

/**
 * Claims up to `limit` unpaid payment orders that are due for a look by the reconciler: older
 * than `minAgeSeconds` (the browser had its chance) and not looked at recently, with the pause
 * between looks growing with the order's age (a quarter of its age, at least `minAgeSeconds`).
 * Their `checked_at` moves to now, so another instance does not take them at the same time.
 */
export async function claimPaymentOrdersToReconcile(
  db: Db,
  options: { limit: number; minAgeSeconds: number },
): Promise<PaymentOrder[]> {
  const minAge = sql`make_interval(secs => ${options.minAgeSeconds})`;
  const due = db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'created'),
        // One that needs a person is left to that person: asking again would fail again.
        isNull(paymentOrders.attentionAt),
        lte(paymentOrders.createdAt, sql`now() - ${minAge}`),
        or(
          isNull(paymentOrders.checkedAt),
          lte(
            paymentOrders.checkedAt,
            sql`now() - greatest(${minAge}, (now() - ${paymentOrders.createdAt}) / 4)`,
          ),
        ),
      ),
    )
    .orderBy(paymentOrders.createdAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(paymentOrders)
    .set({ checkedAt: sql`now()` })
    .where(inArray(paymentOrders.id, due))
    .returning();
}

/** Gives up on an unpaid payment order (a payment that still arrives completes it anyway). */
export async function expirePaymentOrder(db: Db, id: string): Promise<boolean> {
  const expired = await db
    .update(paymentOrders)
    .set({ status: 'expired' })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')))
    .returning({ id: paymentOrders.id });
  return expired.length > 0;
}

/**
 * Records that a captured payment needs a person (the first reason is kept). Resolves true when
 * it was not marked before, so the caller logs it once.
 */
export async function markNeedsAttention(
  db: Db,
  gatewayOrderId: string,
  reason: string,
): Promise<boolean> {
  const marked = await db
    .update(paymentOrders)
    .set({ attentionReason: reason.slice(0, 1000), attentionAt: sql`now()` })
    .where(and(eq(paymentOrders.gatewayOrderId, gatewayOrderId), isNull(paymentOrders.attentionAt)))
    .returning({ id: paymentOrders.id });
  return marked.length > 0;
}

/** The payments that need a person, newest first, with the buyer's e-mail when known. */
export async function listPaymentsNeedingAttention(db: Db, limit = 100) {
  return db
    .select({
      gatewayOrderId: paymentOrders.gatewayOrderId,
      gateway: paymentOrders.gateway,
      purpose: paymentOrders.purpose,
      amountPaise: paymentOrders.amountPaise,
      status: paymentOrders.status,
      paymentId: paymentOrders.paymentId,
      reason: paymentOrders.attentionReason,
      at: paymentOrders.attentionAt,
      buyerEmail: users.email,
    })
    .from(paymentOrders)
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .where(isNotNull(paymentOrders.attentionAt))
    .orderBy(desc(paymentOrders.attentionAt))
    .limit(limit);
}
