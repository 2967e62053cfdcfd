import type { PaymentGatewayKind } from '@app/contract/payments';
import type { RefundReason, RefundStatus } from '@app/contract/refunds';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appointments, orders, refunds } from '../../db/schema.ts';

export type RefundRow = typeof refunds.$inferSelect;

export type RefundRequest = {
  /** One per request: the same request again (a retry, a double click) finds this refund. */
  idempotencyKey: string;
  gateway: PaymentGatewayKind;
  gatewayOrderId: string;
  paymentId: string;
  appointmentId?: string;
  orderId?: string;
  amountPaise: number;
  reason: RefundReason;
};

/**
 * Records a refund to be sent, once per idempotency key: returns the refund (new, or the one the
 * same request made before) and whether this call made it. Call it in the transaction that
 * records why (the cancellation), then send it after the commit.
 */
export async function recordRefund(
  db: Db,
  request: RefundRequest,
): Promise<{ refund: RefundRow; created: boolean }> {
  const [inserted] = await db
    .insert(refunds)
    .values(request)
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning();
  if (inserted) return { refund: inserted, created: true };
  const [existing] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.idempotencyKey, request.idempotencyKey));
  if (!existing) throw new Error(`refund ${request.idempotencyKey} vanished`);
  return { refund: existing, created: false };
}

/**
 * Claims pending refunds that are due for a word with the gateway (not yet taken by it, or taken
 * and not yet settled), moving each one's next attempt `leaseSeconds` ahead so that no other
 * instance takes it meanwhile. `ids` limits the claim to those (sent right after a commit).
 */
export async function claimDueRefunds(
  db: Db,
  options: { limit: number; leaseSeconds: number; ids?: readonly string[]; now?: Date },
): Promise<RefundRow[]> {
  const now = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        lte(refunds.nextAttemptAt, now),
        options.ids ? inArray(refunds.id, [...options.ids]) : undefined,
      ),
    )
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: sql`${now} + make_interval(secs => ${options.leaseSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(inArray(refunds.id, due))
    .returning();
}

/**
 * What the gateway says of a refund (its answer, an event, a question): its id and state. Only a
 * pending refund changes: a settled one stays settled whatever arrives late.
 */
export async function recordGatewayRefund(
  db: Db,
  id: string,
  gateway: { refundId: string; status: RefundStatus; error?: string },
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({
      gatewayRefundId: gateway.refundId,
      status: gateway.status,
      processedAt: gateway.status === 'processed' ? sql`now()` : null,
      failedAt: gateway.status === 'failed' ? sql`now()` : null,
      lastError: gateway.error ?? null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

/** A try that did not reach a decision: asked again after `retryInSeconds`. */
export async function postponeRefund(
  db: Db,
  id: string,
  failure: { error: string; retryInSeconds: number },
): Promise<void> {
  await db
    .update(refunds)
    .set({
      lastError: failure.error.slice(0, 2000),
      nextAttemptAt: sql`now() + make_interval(secs => ${failure.retryInSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

/** The gateway refused it, or every try failed: a person must look (listed for the admin). */
export async function failRefund(
  db: Db,
  id: string,
  error: string,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({
      status: 'failed',
      failedAt: sql`now()`,
      lastError: error.slice(0, 2000),
      updatedAt: sql`now()`,
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

/**
 * The refund a gateway event is about: by the gateway's id, or by our id (sent as the receipt)
 * when the gateway took it but its answer never reached us.
 */
export async function findRefundForEvent(
  db: Db,
  event: { refundId: string; receipt: string | undefined },
): Promise<RefundRow | undefined> {
  const [byGatewayId] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.gatewayRefundId, event.refundId));
  if (byGatewayId || !event.receipt) return byGatewayId;
  if (!/^[0-9a-f-]{36}$/.test(event.receipt)) return undefined;
  const [byReceipt] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, event.receipt), isNull(refunds.gatewayRefundId)));
  return byReceipt;
}

/** The latest refund of each of these appointments. */
export async function latestRefundsOfAppointments(
  db: Db,
  appointmentIds: readonly string[],
): Promise<Map<string, RefundRow>> {
  const latest = new Map<string, RefundRow>();
  if (appointmentIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(refunds)
    .where(
      and(isNotNull(refunds.appointmentId), inArray(refunds.appointmentId, [...appointmentIds])),
    )
    .orderBy(desc(refunds.createdAt));
  for (const row of rows) {
    if (row.appointmentId && !latest.has(row.appointmentId)) latest.set(row.appointmentId, row);
  }
  return latest;
}

/**
 * Failed refunds, newest first, with the e-mail of whom they were for: money a person must send
 * back by hand (listed with the payments needing attention, decision 019).
 */
export async function failedRefunds(db: Db, limit = 100) {
  return db
    .select({
      refund: refunds,
      email: sql<string | null>`coalesce(${appointments.email}, ${orders.shippingEmail})`,
    })
    .from(refunds)
    .leftJoin(appointments, eq(appointments.id, refunds.appointmentId))
    .leftJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.status, 'failed'))
    .orderBy(desc(refunds.failedAt))
    .limit(limit);
}
