import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginFailures } from '../../db/schema.ts';

/** Attempts counted within this window; older ones are forgotten (and deleted). */
const loginFailureWindowSeconds = 15 * 60;
const windowStart = sql`(now() - make_interval(secs => ${loginFailureWindowSeconds}))`;

export type AttemptCount = {
  attempts: number;
  /** Seconds until the oldest counted attempt leaves the window (at least 1 when counted). */
  secondsUntilOldestExpires: number;
};

/**
 * Records a login attempt before its password is checked, so parallel guesses each see the
 * attempts recorded before them (see docs/decisions/017-login-throttle.md). Returns its id.
 */
export async function recordLoginAttempt(db: Db, attempt: { email: string; ip: string }) {
  const [row] = await db.insert(loginFailures).values(attempt).returning({ id: loginFailures.id });
  // Keep the table small: forget attempts that no longer count.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, windowStart));
  if (!row) throw new Error('login attempt not recorded');
  return row.id;
}

/** Forgets one attempt (one that was refused without checking its password). */
export async function forgetLoginAttempt(db: Db, id: string) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** Forgets the attempts of one e-mail from one address (after a successful login from there). */
export async function clearLoginAttempts(db: Db, key: { email: string; ip: string }) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, key.email), eq(loginFailures.ip, key.ip)));
}

/**
 * The attempts within the window for this e-mail from this address, from this address for any
 * e-mail, and for this e-mail from anywhere: one query.
 */
export async function countRecentAttempts(
  db: Db,
  key: { email: string; ip: string },
): Promise<{ pair: AttemptCount; address: AttemptCount; email: AttemptCount }> {
  const isEmail = sql`${loginFailures.email} = ${key.email}`;
  const isIp = sql`${loginFailures.ip} = ${key.ip}`;
  const counted = (filter: ReturnType<typeof sql>) => ({
    attempts: sql<number>`(count(*) filter (where ${filter}))::integer`,
    secondsUntilOldestExpires: sql<number>`coalesce(ceil(extract(epoch from (min(${loginFailures.createdAt}) filter (where ${filter})) - ${windowStart})), 0)::integer`,
  });
  const pair = counted(sql`${isEmail} and ${isIp}`);
  const address = counted(isIp);
  const email = counted(isEmail);
  const [row] = await db
    .select({
      pairAttempts: pair.attempts,
      pairSeconds: pair.secondsUntilOldestExpires,
      addressAttempts: address.attempts,
      addressSeconds: address.secondsUntilOldestExpires,
      emailAttempts: email.attempts,
      emailSeconds: email.secondsUntilOldestExpires,
    })
    .from(loginFailures)
    .where(
      and(
        or(eq(loginFailures.email, key.email), eq(loginFailures.ip, key.ip)),
        sql`${loginFailures.createdAt} > ${windowStart}`,
      ),
    );
  const of = (attempts = 0, seconds = 0): AttemptCount => ({
    attempts,
    secondsUntilOldestExpires: Math.max(attempts > 0 ? 1 : 0, seconds),
  });
  return {
    pair: of(row?.pairAttempts, row?.pairSeconds),
    address: of(row?.addressAttempts, row?.addressSeconds),
    email: of(row?.emailAttempts, row?.emailSeconds),
  };
}
