import type { ReportPerson } from '@app/contract/reports';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders, reportOrders, reportPdfs } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';

export type ReportRow = typeof reportOrders.$inferSelect;

/** The job of a report order: what the generator needs, and the claim it holds. */
export type ClaimedReport = ReportRow & {
  claimToken: string;
  orderStatus: string;
  /** The buyer (null once the account was deleted): the delivery mail is about them. */
  buyerId: string | null;
};

/** Writes the report of a new order, queued for generation (in the order's transaction). */
export async function insertReport(
  tx: Db,
  report: {
    orderId: string;
    product: string;
    language: string;
    chartStyle: string;
    email: string;
    people: ReportPerson[];
  },
): Promise<void> {
  await tx.insert(reportOrders).values(report);
}

/** The report of an order, if the order is a report order (without the PDF). */
export async function findReportOfOrder(db: Db, orderId: string): Promise<ReportRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db.select().from(reportOrders).where(eq(reportOrders.orderId, orderId));
  return row;
}

/** The reports of these orders, with whether each has a PDF kept (for the Order replies). */
export async function findReportsOfOrders(
  db: Db,
  orderIds: string[],
): Promise<Map<string, ReportRow & { pdfReady: boolean }>> {
  const byOrder = new Map<string, ReportRow & { pdfReady: boolean }>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ report: reportOrders, pdf: reportPdfs.reportId })
    .from(reportOrders)
    .leftJoin(reportPdfs, eq(reportPdfs.reportId, reportOrders.id))
    .where(sql`${reportOrders.orderId} = any(${sql.param(orderIds)}::uuid[])`);
  for (const { report, pdf } of rows) byOrder.set(report.orderId, { ...report, pdfReady: !!pdf });
  return byOrder;
}

/** The PDF kept for a report, if any. */
export async function findReportPdf(
  db: Db,
  reportId: string,
): Promise<{ pdf: Buffer; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ pdf: reportPdfs.pdf, createdAt: reportPdfs.createdAt })
    .from(reportPdfs)
    .where(eq(reportPdfs.reportId, reportId));
  return row;
}

/** What a report whose try outlived its lease records (the try counts as failed). */
export const leaseExpiredError =
  'the try did not finish within its lease (its generator stopped, or Chromium hung)';

/**
 * Claims the report due first for one generator: its next attempt moves `leaseSeconds` ahead,
 * its tries go up by one and it gets a new claim token, so no other generator (in this or
 * another instance) takes it while it is made, and a generator that dies leaves it to be claimed
 * again after the lease. A `generating` report whose lease ran out counts that try as failed:
 * claimed again only while it has tries left (else `failAbandonedReports` lists it for the
 * admin), so a report that outlives every lease cannot go round the instances for ever. SKIP
 * LOCKED lets several generators claim at once without waiting on each other.
 */
export async function claimDueReport(
  db: Db,
  options: { leaseSeconds: number; claimToken: string; maxAttempts: number },
): Promise<ClaimedReport | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: reportOrders.id })
      .from(reportOrders)
      .where(
        and(
          // As the due index (report_orders_due_index) reads.
          inArray(reportOrders.status, ['queued', 'generating']),
          or(
            eq(reportOrders.status, 'queued'),
            and(
              eq(reportOrders.status, 'generating'),
              lt(reportOrders.attempts, options.maxAttempts),
            ),
          ),
          lte(reportOrders.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(reportOrders.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(reportOrders)
      .set({
        status: 'generating',
        attempts: sql`${reportOrders.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
        claimToken: options.claimToken,
        lastError: sql`case when ${reportOrders.status} = 'generating' then ${leaseExpiredError} else ${reportOrders.lastError} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(reportOrders.id, due.id))
      .returning();
    if (!claimed) return undefined;
    const [order] = await tx
      .select({ status: orders.status, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, claimed.orderId));
    return {
      ...claimed,
      claimToken: options.claimToken,
      orderStatus: order?.status ?? '',
      buyerId: order?.userId ?? null,
    };
  });
}

/**
 * Reports whose last try outlived its lease, with no try left: failed, for the admin to see.
 * One statement: of several generators running it at once, one fails each report (the others
 * find it no longer `generating` once its row is theirs). Resolves with the reports failed.
 */
export async function failAbandonedReports(db: Db, options: { maxAttempts: number }) {
  return db
    .update(reportOrders)
    .set({
      status: 'failed',
      claimToken: null,
      lastError: leaseExpiredError,
      failedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(reportOrders.status, 'generating'),
        gte(reportOrders.attempts, options.maxAttempts),
        lte(reportOrders.nextAttemptAt, sql`now()`),
      ),
    )
    .returning({
      id: reportOrders.id,
      orderId: reportOrders.orderId,
      product: reportOrders.product,
      attempts: reportOrders.attempts,
    });
}

/**
 * Gives a claimed report back untried (its generator is stopping): due at once for any
 * generator, and the interrupted try does not count. False when the claim is no longer held.
 */
export async function releaseReportClaim(
  db: Db,
  report: { id: string; claimToken: string },
): Promise<boolean> {
  const released = await db
    .update(reportOrders)
    .set({
      status: 'queued',
      attempts: sql`greatest(${reportOrders.attempts} - 1, 0)`,
      nextAttemptAt: sql`now()`,
      claimToken: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(reportOrders.id, report.id),
        eq(reportOrders.claimToken, report.claimToken),
        eq(reportOrders.status, 'generating'),
      ),
    )
    .returning({ id: reportOrders.id });
  return released.length > 0;
}

/**
 * Locks a claimed report for recording its outcome; undefined when the claim is no longer this
 * generator's (its lease ran out and another took it, or an admin started it again).
 */
export async function lockClaimedReport(
  tx: Db,
  report: { id: string; claimToken: string },
): Promise<ReportRow | undefined> {
  const [row] = await tx
    .select()
    .from(reportOrders)
    .where(
      and(
        eq(reportOrders.id, report.id),
        eq(reportOrders.claimToken, report.claimToken),
        eq(reportOrders.status, 'generating'),
      ),
    )
    .for('update');
  return row;
}

/** Keeps the PDF of a report (replacing an earlier one) and marks the report ready. */
export async function storeReportPdf(
  tx: Db,
  report: { id: string; pdf: Buffer; pages: number; mailId: string },
): Promise<void> {
  await tx
    .insert(reportPdfs)
    .values({ reportId: report.id, pdf: report.pdf, pages: report.pages })
    .onConflictDoUpdate({
      target: reportPdfs.reportId,
      set: { pdf: report.pdf, pages: report.pages, createdAt: sql`now()` },
    });
  await tx
    .update(reportOrders)
    .set({
      status: 'ready',
      claimToken: null,
      lastError: null,
      failedAt: null,
      generatedAt: sql`now()`,
      mailId: report.mailId,
      updatedAt: sql`now()`,
    })
    .where(eq(reportOrders.id, report.id));
}

/** A failed try: retried after `retryInSeconds`, or, with null, failed for the admin to see. */
export async function recordReportFailure(
  tx: Db,
  report: { id: string; error: string; retryInSeconds: number | null },
): Promise<void> {
  const lastError = report.error.slice(0, 2000);
  await tx
    .update(reportOrders)
    .set(
      report.retryInSeconds === null
        ? { status: 'failed', claimToken: null, lastError, failedAt: sql`now()` }
        : {
            status: 'queued',
            claimToken: null,
            lastError,
            nextAttemptAt: sql`now() + make_interval(secs => ${report.retryInSeconds})`,
          },
    )
    .where(eq(reportOrders.id, report.id));
}

/**
 * Queues a report for a new round of tries (an admin's regeneration), unless it is already
 * waiting or being made. Resolves with its status afterwards.
 */
export async function requeueReport(db: Db, reportId: string): Promise<ReportRow | undefined> {
  const [requeued] = await db
    .update(reportOrders)
    .set({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      claimToken: null,
      failedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(reportOrders.id, reportId), inArray(reportOrders.status, ['ready', 'failed'])))
    .returning();
  if (requeued) return requeued;
  const [current] = await db.select().from(reportOrders).where(eq(reportOrders.id, reportId));
  return current;
}

/**
 * Makes `mailId` the report's last mail, only if its last mail is still `seenMailId` (what the
 * caller read before queuing the new one). The one statement that decides between two resends
 * at once: the second waits for the first's row lock, then finds the mail changed and updates
 * nothing (PostgreSQL checks the condition again on the row as the first left it), so its
 * caller rolls its mail back. False when the mail had changed.
 */
export async function replaceReportMail(
  tx: Db,
  report: { id: string; seenMailId: string | null; mailId: string },
): Promise<boolean> {
  const replaced = await tx
    .update(reportOrders)
    .set({ mailId: report.mailId, updatedAt: sql`now()` })
    .where(
      and(
        eq(reportOrders.id, report.id),
        report.seenMailId === null
          ? isNull(reportOrders.mailId)
          : eq(reportOrders.mailId, report.seenMailId),
      ),
    )
    .returning({ id: reportOrders.id });
  return replaced.length > 0;
}

/** Reports whose last try failed, most recent first (the admin's "needs attention"). */
export async function listFailedReports(db: Db, limit = 100) {
  return db
    .select({
      orderId: reportOrders.orderId,
      product: reportOrders.product,
      email: reportOrders.email,
      attempts: reportOrders.attempts,
      lastError: reportOrders.lastError,
      failedAt: reportOrders.failedAt,
      paidAt: reportOrders.createdAt,
    })
    .from(reportOrders)
    .where(eq(reportOrders.status, 'failed'))
    .orderBy(desc(reportOrders.failedAt))
    .limit(limit);
}
