import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type AccountTokenPurpose, accountTokens, passwordResetRequests } from '../../db/schema.ts';

/**
 * The single-use links of the account (docs/decisions/038) and the "forgot password" requests
 * counted for its rate limits.
 */

/** A new token: 32 random bytes (256 bits), URL-safe (43 characters). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token or an address: its SHA-256, in hex. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export async function insertAccountToken(
  db: Db,
  token: {
    userId: string;
    purpose: AccountTokenPurpose;
    token: string;
    email: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(accountTokens).values({
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: sha256(token.token),
    email: token.email,
    expiresAt: token.expiresAt,
  });
}

export type UsedToken = { userId: string; email: string };

/**
 * Uses a token: one conditional UPDATE marks it used if it is unused and unexpired at `now`, and
 * returns it. Two uses at once: the second waits for the first's row lock, then finds it used
 * and changes nothing. `refused` says why a token that did not work did not.
 */
export async function useAccountToken(
  tx: Db,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<UsedToken | { refused: 'unknown' | 'used' | 'expired' }> {
  const tokenHash = sha256(token);
  const [used] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  if (used) return used;
  const [row] = await tx
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  if (!row) return { refused: 'unknown' };
  return { refused: row.usedAt ? 'used' : 'expired' };
}

/**
 * Ends every unused token of a user (of one purpose, or all): after a change of password or
 * e-mail no older link may be used.
 */
export async function endAccountTokens(
  tx: Db,
  userId: string,
  now: Date,
  purpose?: AccountTokenPurpose,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        isNull(accountTokens.usedAt),
        purpose ? eq(accountTokens.purpose, purpose) : undefined,
      ),
    );
}

/**
 * Tokens of one purpose a user was sent within the last `windowSeconds` (by the database's
 * clock), and the seconds until the oldest of them leaves the window (a change of e-mail is
 * rate-limited by this).
 */
export async function countRecentAccountTokens(
  db: Db,
  userId: string,
  purpose: AccountTokenPurpose,
  windowSeconds: number,
): Promise<RequestCount> {
  const start = sql`(now() - make_interval(secs => ${windowSeconds}))`;
  const [row] = await db
    .select({
      requests: sql<number>`count(*)::integer`,
      seconds: sql<number>`coalesce(ceil(extract(epoch from min(${accountTokens.createdAt}) - ${start})), 0)::integer`,
    })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        sql`${accountTokens.createdAt} > ${start}`,
      ),
    );
  const requests = row?.requests ?? 0;
  return {
    requests,
    secondsUntilOldestExpires: Math.max(requests > 0 ? 1 : 0, row?.seconds ?? 0),
  };
}

/** Counted within this window; older requests are forgotten (and deleted). */
const resetRequestWindowSeconds = 60 * 60;
const windowStart = sql`(now() - make_interval(secs => ${resetRequestWindowSeconds}))`;

export type RequestCount = { requests: number; secondsUntilOldestExpires: number };

/**
 * Records a "forgot password" request (the address as its hash), then counts the requests of
 * the window for that address and from that client: recorded first, so requests arriving at
 * once each see those before them (as the login throttle, decision 017). Resolves with the
 * request's id and both counts.
 */
export async function recordResetRequest(
  db: Db,
  request: { emailHash: string; ip: string },
): Promise<{ id: string; email: RequestCount; address: RequestCount }> {
  const [row] = await db
    .insert(passwordResetRequests)
    .values(request)
    .returning({ id: passwordResetRequests.id });
  if (!row) throw new Error('password reset request not recorded');
  await db.delete(passwordResetRequests).where(lt(passwordResetRequests.createdAt, windowStart));
  const counted = (filter: ReturnType<typeof sql>) => ({
    requests: sql<number>`(count(*) filter (where ${filter}))::integer`,
    seconds: sql<number>`coalesce(ceil(extract(epoch from (min(${passwordResetRequests.createdAt}) filter (where ${filter})) - ${windowStart})), 0)::integer`,
  });
  const byEmail = counted(sql`${passwordResetRequests.emailHash} = ${request.emailHash}`);
  const byIp = counted(sql`${passwordResetRequests.ip} = ${request.ip}`);
  const [counts] = await db
    .select({
      emailRequests: byEmail.requests,
      emailSeconds: byEmail.seconds,
      ipRequests: byIp.requests,
      ipSeconds: byIp.seconds,
    })
    .from(passwordResetRequests)
    .where(
      and(
        or(
          eq(passwordResetRequests.emailHash, request.emailHash),
          eq(passwordResetRequests.ip, request.ip),
        ),
        sql`${passwordResetRequests.createdAt} > ${windowStart}`,
      ),
    );
  const of = (requests = 0, seconds = 0): RequestCount => ({
    requests,
    secondsUntilOldestExpires: Math.max(requests > 0 ? 1 : 0, seconds),
  });
  return {
    id: row.id,
    email: of(counts?.emailRequests, counts?.emailSeconds),
    address: of(counts?.ipRequests, counts?.ipSeconds),
  };
}

/** Forgets one request (one refused by the limits: it should not extend the wait). */
export async function forgetResetRequest(db: Db, id: string): Promise<void> {
  await db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, id));
}
