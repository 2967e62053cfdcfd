import type { LoginBody, PublicUser, RegisterBody } from '@app/contract/auth';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AccessTokens } from './access-tokens.ts';
import { authMessages } from './auth.messages.ts';
import {
  type AttemptCount,
  clearLoginAttempts,
  countRecentAttempts,
  forgetLoginAttempt,
  recordLoginAttempt,
} from './login-throttle.repository.ts';
import { hashPassword, refuseCommonPassword, verifyPassword } from './passwords.ts';
import { findUserByEmail, insertUser, type UserProfile, updateUser } from './users.repository.ts';

/**
 * Login attempts allowed within the throttle window (docs/decisions/017-login-throttle.md): for
 * one e-mail from one address; from one address for any e-mails; and for one e-mail from
 * anywhere, a much higher ceiling, so a guesser on one address cannot lock the owner out.
 */
export const loginFailureLimits = { perEmailAndAddress: 5, perAddress: 20, perEmail: 100 };

/**
 * Admits one password check for `email` from `ip` under the login throttle (decision 017), or
 * throws 429. Records the attempt, then counts (so parallel guesses cannot all pass the check
 * before any is recorded); a refused attempt is forgotten again and costs no password check.
 * Every password check counts here: a login, and the account's own calls that ask for the
 * password again (change of password or e-mail, deletion), so a stolen token cannot be used to
 * guess the password faster than a login could.
 */
export async function admitLoginAttempt(db: Db, email: string, ip: string): Promise<string> {
  const attemptId = await recordLoginAttempt(db, { email, ip });
  const counts = await countRecentAttempts(db, { email, ip });
  const exceeded = [
    counts.pair.attempts > loginFailureLimits.perEmailAndAddress ? counts.pair : undefined,
    counts.address.attempts > loginFailureLimits.perAddress ? counts.address : undefined,
    counts.email.attempts > loginFailureLimits.perEmail ? counts.email : undefined,
  ].filter((count): count is AttemptCount => count !== undefined);
  if (exceeded.length === 0) return attemptId;
  await forgetLoginAttempt(db, attemptId);
  const retryAfter = Math.max(1, ...exceeded.map((count) => count.secondsUntilOldestExpires));
  throw new HttpError(429, authMessages.tooManyLoginAttempts({ wait: retryAfter }), {
    'retry-after': String(retryAfter),
  });
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: { db: Db; accessTokens: AccessTokens }) {
  const { db, accessTokens } = deps;

  return {
    async register(body: RegisterBody): Promise<UserProfile> {
      await refuseCommonPassword(body.password);
      const created = await insertUser(db, {
        name: body.name,
        email: body.email,
        location: body.location,
        passwordHash: await hashPassword(body.password),
      });
      if (!created) throw new HttpError(409, authMessages.emailTaken());
      return created;
    },

    async logIn(body: LoginBody, ip: string): Promise<{ token: string; user: PublicUser }> {
      await admitLoginAttempt(db, body.email, ip);
      const user = await findUserByEmail(db, body.email);
      const passwordMatches = await verifyPassword(user?.passwordHash, body.password);
      // A failed attempt stays recorded; a successful one clears this address's attempts.
      if (!user || !passwordMatches) throw new HttpError(401, authMessages.wrongEmailOrPassword());
      await clearLoginAttempts(db, { email: body.email, ip });
      return { token: await accessTokens.issue(user), user: toPublicUser(user) };
    },
  };
}

/** The reply view of a user: exactly `{_id, name, email, phone, role, location}`. */
export function toPublicUser(user: UserProfile): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    location: user.location,
  };
}

/** Refusal to turn an existing customer account into the admin as a side effect. */
export class ExistingAccountError extends Error {
  constructor(email: string) {
    super(
      `An account with the e-mail ${email} already exists and is not an admin, so it was not ` +
        'made one: anyone can register an address first, and taking such an account over ' +
        'would hand it the back office. If the account is yours, make it an admin on purpose ' +
        `with: npm run admin -- promote --email ${email}`,
    );
    this.name = 'ExistingAccountError';
  }
}

/**
 * Creates the admin account, or sets the password of the existing admin with that e-mail (which
 * ends that admin's earlier sessions). Never promotes an existing customer account: that throws
 * ExistingAccountError (promoting is `promoteToAdmin`, an explicit act). Used by
 * `npm run admin -- create` and by ADMIN_EMAIL/ADMIN_PASSWORD at start-up.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string; name: string },
): Promise<{ created: boolean; passwordChanged: boolean }> {
  await refuseCommonPassword(admin.password);
  const existing = await findUserByEmail(db, admin.email);
  if (!existing) {
    const created = await insertUser(db, {
      name: admin.name,
      email: admin.email,
      role: 'admin',
      passwordHash: await hashPassword(admin.password),
    });
    // Someone registered this e-mail a moment ago: that account is theirs, not the admin.
    if (!created) return ensureAdmin(db, admin);
    return { created: true, passwordChanged: false };
  }
  if (existing.role !== 'admin') throw new ExistingAccountError(admin.email);
  const passwordChanged = !(await verifyPassword(existing.passwordHash, admin.password));
  if (passwordChanged) {
    await updateUser(db, existing.id, { passwordHash: await hashPassword(admin.password) });
  }
  return { created: false, passwordChanged };
}

/**
 * Makes the existing account with this e-mail an admin, keeping its password; the change of role
 * ends the account's earlier sessions. `npm run admin -- promote --email …`.
 */
export async function promoteToAdmin(
  db: Db,
  email: string,
): Promise<'promoted' | 'already-admin' | 'no-such-account'> {
  const existing = await findUserByEmail(db, email);
  if (!existing) return 'no-such-account';
  if (existing.role === 'admin') return 'already-admin';
  await updateUser(db, existing.id, { role: 'admin' });
  return 'promoted';
}
