import type { LoginBody, PublicUser, RegisterBody } from '@app/contract/auth';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AccessTokens } from './access-tokens.ts';
import {
  clearLoginFailures,
  countRecentFailures,
  type FailureCount,
  recordLoginFailure,
} from './login-throttle.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { findUserByEmail, insertUser, type UserProfile, updateUser } from './users.repository.ts';

/** Failed logins allowed within the throttle window before further attempts are refused. */
export const loginFailureLimits = { perEmail: 5, perIp: 20 };

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: { db: Db; accessTokens: AccessTokens }) {
  const { db, accessTokens } = deps;

  async function refuseWhenThrottled(email: string, ip: string) {
    const [byEmail, byIp] = await Promise.all([
      countRecentFailures(db, { column: 'email', value: email }),
      countRecentFailures(db, { column: 'ip', value: ip }),
    ]);
    const exceeded = [
      byEmail.failures >= loginFailureLimits.perEmail ? byEmail : undefined,
      byIp.failures >= loginFailureLimits.perIp ? byIp : undefined,
    ].filter((count): count is FailureCount => count !== undefined);
    if (exceeded.length === 0) return;
    const retryAfter = Math.max(1, ...exceeded.map((count) => count.secondsUntilOldestExpires));
    throw new HttpError(
      429,
      `Too many failed login attempts. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
      { 'retry-after': String(retryAfter) },
    );
  }

  return {
    async register(body: RegisterBody): Promise<UserProfile> {
      const created = await insertUser(db, {
        name: body.name,
        email: body.email,
        location: body.location,
        passwordHash: await hashPassword(body.password),
      });
      if (!created) throw new HttpError(409, 'An account with this e-mail already exists.');
      return created;
    },

    async logIn(body: LoginBody, ip: string): Promise<{ token: string; user: PublicUser }> {
      await refuseWhenThrottled(body.email, ip);
      const user = await findUserByEmail(db, body.email);
      const passwordMatches = await verifyPassword(user?.passwordHash, body.password);
      if (!user || !passwordMatches) {
        await recordLoginFailure(db, { email: body.email, ip });
        throw new HttpError(401, 'Incorrect e-mail or password.');
      }
      await clearLoginFailures(db, body.email);
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

/**
 * Creates the admin account, or makes an existing account an admin with the given password.
 * Used by `npm run admin -- create` and by ADMIN_EMAIL/ADMIN_PASSWORD at start-up.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string; name: string },
): Promise<{ created: boolean; promoted: boolean; passwordChanged: boolean }> {
  const existing = await findUserByEmail(db, admin.email);
  if (!existing) {
    const created = await insertUser(db, {
      name: admin.name,
      email: admin.email,
      role: 'admin',
      passwordHash: await hashPassword(admin.password),
    });
    // Someone registered this e-mail a moment ago: promote that account instead.
    if (!created) return ensureAdmin(db, admin);
    return { created: true, promoted: false, passwordChanged: false };
  }
  const promoted = existing.role !== 'admin';
  const passwordChanged = !(await verifyPassword(existing.passwordHash, admin.password));
  if (promoted || passwordChanged) {
    await updateUser(db, existing.id, {
      role: 'admin',
      ...(passwordChanged ? { passwordHash: await hashPassword(admin.password) } : {}),
    });
  }
  return { created: false, promoted, passwordChanged };
}
