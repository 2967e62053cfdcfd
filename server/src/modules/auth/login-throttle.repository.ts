import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginFailures } from '../../db/schema.ts';

/** Failures counted within this window; older ones are forgotten (and deleted). */
export const loginFailureWindowSeconds = 15 * 60;
const window = sql`now() - make_interval(secs => ${loginFailureWindowSeconds})`;

export type FailureCount = {
  failures: number;
  /** Seconds until the oldest counted failure leaves the window. */
  secondsUntilOldestExpires: number;
};

export async function countRecentFailures(
  db: Db,
  key: { column: 'email' | 'ip'; value: string },
): Promise<FailureCount> {
  const column = key.column === 'email' ? loginFailures.email : loginFailures.ip;
  const [row] = await db
    .select({
      failures: count(),
      secondsUntilOldestExpires: sql<number>`coalesce(ceil(extract(epoch from ${min(loginFailures.createdAt)} - ${window})), 0)::integer`,
    })
    .from(loginFailures)
    .where(and(eq(column, key.value), gt(loginFailures.createdAt, window)));
  return row ?? { failures: 0, secondsUntilOldestExpires: 0 };
}

export async function recordLoginFailure(db: Db, failure: { email: string; ip: string }) {
  await db.insert(loginFailures).values(failure);
  // Keep the table small: forget failures that no longer count.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, window));
}

export async function clearLoginFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
