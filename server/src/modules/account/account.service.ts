import {
  accountLinkLifetimeMinutes,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type ResetPasswordBody,
  type UpdateProfileBody,
} from '@app/contract/account';
import type { PublicUser } from '@app/contract/auth';
import type { Language } from '@app/contract/site';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { databaseErrorOf } from '../../lib/database-error.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AccessTokens } from '../auth/access-tokens.ts';
import { admitLoginAttempt, toPublicUser } from '../auth/auth.service.ts';
import { clearLoginAttempts } from '../auth/login-throttle.repository.ts';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../auth/passwords.ts';
import { findUserByEmail, type UserProfile } from '../auth/users.repository.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';
import { accountMessages } from './account.messages.ts';
import {
  findUserWithPassword,
  forgetLoginFailuresOf,
  lockUser,
  raiseTokenVersion,
  setEmail,
  setPasswordHash,
  updateProfile,
} from './account.repository.ts';
import {
  type AccountMailOptions,
  confirmEmailMail,
  emailChangedMail,
  emailInUseMail,
  passwordChangedMail,
  passwordResetMail,
} from './account-mails.ts';
import {
  countRecentAccountTokens,
  endAccountTokens,
  forgetResetRequest,
  insertAccountToken,
  newLinkToken,
  recordResetRequest,
  sha256,
  useAccountToken,
} from './account-tokens.repository.ts';

/**
 * "Forgot password" requests allowed within an hour (docs/decisions/038): for one address,
 * whether or not it has an account (so a refusal says nothing about it), and from one client
 * address for any e-mails (high enough for an office or a mobile network behind one address).
 */
export const resetRequestLimits = { perEmail: 3, perAddress: 20 };
/** Changes of e-mail address one account may ask for within an hour (each mails a stranger). */
export const emailChangeLimit = { perHour: 3 };

const minuteMs = 60_000;

const linkRefusal = (why: 'unknown' | 'used' | 'expired') =>
  HttpError.invalidField(
    'token',
    why === 'used'
      ? accountMessages.linkUsed()
      : why === 'expired'
        ? accountMessages.linkExpired()
        : accountMessages.linkInvalid(),
  );

const isUniqueViolation = (error: unknown) => databaseErrorOf(error)?.code === '23505';

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * Getting back in and keeping an account (docs/decisions/038): the password reset by a mailed
 * single-use link, a change of password or e-mail address, logging out everywhere, the profile.
 */
export function createAccountService(deps: {
  db: Db;
  accessTokens: AccessTokens;
  outbox: OutboxWorker;
  log: FastifyBaseLogger;
  mail: AccountMailOptions;
  /** The clock of the links' expiry (tests move it forward). */
  now?: (() => Date) | undefined;
}) {
  const { db, accessTokens, outbox, log } = deps;
  const now = deps.now ?? (() => new Date());
  /** Work left running after a reply (the reset mail), awaited on close and by tests. */
  const pending = new Set<Promise<void>>();

  function inBackground(what: string, task: () => Promise<void>) {
    // Started after this turn of the event loop, in which the reply is being finished.
    const running: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  /** Queues the reset link if the address has an account; the request never learns which. */
  async function sendResetLink(email: string, language: Language) {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = newLinkToken();
    const expiresAt = new Date(
      now().getTime() + accountLinkLifetimeMinutes.resetPassword * minuteMs,
    );
    await db.transaction(async (tx) => {
      await insertAccountToken(tx, {
        userId: user.id,
        purpose: 'password-reset',
        token,
        email: user.email,
        expiresAt,
      });
      await enqueueMail(
        tx,
        passwordResetMail(
          { userId: user.id, name: user.name, email: user.email },
          token,
          language,
          deps.mail,
        ),
      );
    });
    outbox.kick();
  }

  /** Checks the password asked again (under the login throttle); 400 naming `field` if wrong. */
  async function checkPassword(user: UserProfile, password: string, ip: string, field: string) {
    await admitLoginAttempt(db, user.email, ip);
    const stored = await findUserWithPassword(db, user.id);
    if (!(await verifyPassword(stored?.passwordHash, password))) {
      throw HttpError.invalidField(field, accountMessages.wrongPassword());
    }
    await clearLoginAttempts(db, { email: user.email, ip });
  }

  return {
    /** Resolves once the work left running after replies is done (close, tests). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    /**
     * `POST /auth/forgot-password`. The same work and the same reply for every address: the
     * request is recorded and counted (429 past a limit, the same for known and unknown
     * addresses). Whether the address has an account is looked up only by the function it
     * resolves with, which the route calls once the reply has been sent: it makes and queues
     * the link in the background (on the embedded database, queries run on this thread, so
     * even work left running would delay the reply of a known address).
     */
    async forgotPassword(email: string, ip: string, language: Language): Promise<() => void> {
      const counted = await recordResetRequest(db, { emailHash: sha256(email), ip });
      const exceeded = [
        counted.email.requests > resetRequestLimits.perEmail ? counted.email : undefined,
        counted.address.requests > resetRequestLimits.perAddress ? counted.address : undefined,
      ].filter((count) => count !== undefined);
      if (exceeded.length > 0) {
        await forgetResetRequest(db, counted.id);
        const wait = Math.max(1, ...exceeded.map((count) => count.secondsUntilOldestExpires));
        throw new HttpError(429, accountMessages.tooManyResetRequests({ wait }), {
          'retry-after': String(wait),
        });
      }
      return () => inBackground('password reset link', () => sendResetLink(email, language));
    },

    /**
     * `POST /auth/reset-password`: the link is used (once: a conditional UPDATE decides), the
     * password replaced (which ends every session), every other link of the account ended,
     * the address's failed logins forgotten, and the change confirmed by mail; all in one
     * transaction.
     */
    async resetPassword(body: ResetPasswordBody, language: Language): Promise<void> {
      await refuseCommonPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      const at = now();
      await db.transaction(async (tx) => {
        const used = await useAccountToken(tx, body.token, 'password-reset', at);
        if ('refused' in used) throw linkRefusal(used.refused);
        const user = await lockUser(tx, used.userId);
        // The address changed since the link was sent: it was sent to someone else's mailbox.
        if (!user || user.email !== used.email) throw linkRefusal('unknown');
        await setPasswordHash(tx, user.id, passwordHash);
        await endAccountTokens(tx, user.id, at);
        await forgetLoginFailuresOf(tx, user.email);
        await enqueueMail(
          tx,
          passwordChangedMail(
            { userId: user.id, name: user.name, email: user.email },
            'reset',
            language,
            deps.mail,
          ),
        );
      });
      outbox.kick();
    },

    /**
     * `POST /auth/change-password`: the current password, then the new one. Every session ends
     * (decision 016); this device gets a new token.
     */
    async changePassword(
      user: UserProfile,
      body: ChangePasswordBody,
      ip: string,
      language: Language,
    ): Promise<{ token: string; user: PublicUser }> {
      await refuseCommonPassword(body.newPassword, 'newPassword');
      await checkPassword(user, body.currentPassword, ip, 'currentPassword');
      const passwordHash = await hashPassword(body.newPassword);
      const at = now();
      const changed = await db.transaction(async (tx) => {
        const row = await setPasswordHash(tx, user.id, passwordHash);
        if (!row) throw new Error(`user ${user.id} vanished while changing the password`);
        await endAccountTokens(tx, user.id, at);
        await enqueueMail(
          tx,
          passwordChangedMail(
            { userId: row.id, name: row.name, email: row.email },
            'changed',
            language,
            deps.mail,
          ),
        );
        return row;
      });
      outbox.kick();
      return { token: await accessTokens.issue(changed), user: toPublicUser(changed) };
    },

    /**
     * `POST /auth/change-email`: with the password, a link to the new address (24 hours). When
     * the new address already has an account, that address is told so instead, and the reply is
     * the same: the reply never says whether an address has an account.
     */
    async requestEmailChange(
      user: UserProfile,
      body: ChangeEmailBody,
      ip: string,
      language: Language,
    ): Promise<void> {
      if (body.email === user.email) {
        throw HttpError.invalidField('email', accountMessages.sameEmail());
      }
      await checkPassword(user, body.password, ip, 'password');
      const recent = await countRecentAccountTokens(db, user.id, 'email-change', 60 * 60);
      if (recent.requests >= emailChangeLimit.perHour) {
        const wait = recent.secondsUntilOldestExpires;
        throw new HttpError(429, accountMessages.tooManyEmailChanges({ wait }), {
          'retry-after': String(wait),
        });
      }
      const holder = await findUserByEmail(db, body.email);
      const token = newLinkToken();
      const at = now();
      await db.transaction(async (tx) => {
        // Only the latest link works.
        await endAccountTokens(tx, user.id, at, 'email-change');
        await insertAccountToken(tx, {
          userId: user.id,
          purpose: 'email-change',
          token,
          email: body.email,
          expiresAt: new Date(at.getTime() + accountLinkLifetimeMinutes.confirmEmail * minuteMs),
        });
        await enqueueMail(
          tx,
          holder
            ? emailInUseMail({ userId: holder.id, email: body.email }, language, deps.mail)
            : confirmEmailMail(
                { userId: user.id, name: user.name, email: user.email, newEmail: body.email },
                token,
                language,
                deps.mail,
              ),
        );
      });
      outbox.kick();
    },

    /**
     * `POST /auth/confirm-email`: the link mailed to the new address makes it the account's.
     * The unique index decides between this and anyone registering the address meanwhile (409).
     * The old address is told.
     */
    async confirmEmailChange(token: string, language: Language): Promise<string> {
      const at = now();
      let email: string;
      try {
        email = await db.transaction(async (tx) => {
          const used = await useAccountToken(tx, token, 'email-change', at);
          if ('refused' in used) throw linkRefusal(used.refused);
          const user = await lockUser(tx, used.userId);
          if (!user) throw linkRefusal('unknown');
          await setEmail(tx, user.id, used.email);
          // Links sent to the old address (a reset) no longer work.
          await endAccountTokens(tx, user.id, at);
          await enqueueMail(
            tx,
            emailChangedMail(
              { userId: user.id, name: user.name, email: user.email, newEmail: used.email },
              language,
              deps.mail,
            ),
          );
          return used.email;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, accountMessages.emailTaken());
        throw error;
      }
      outbox.kick();
      return email;
    },

    /** `POST /auth/logout-everywhere`: every token of the account, this one too, stops working. */
    async logOutEverywhere(user: UserProfile): Promise<void> {
      await raiseTokenVersion(db, user.id);
    },

    /** `PUT /auth/me`: name, phone and location. */
    async updateProfile(user: UserProfile, body: UpdateProfileBody): Promise<PublicUser> {
      const updated = await updateProfile(db, user.id, body);
      if (!updated) throw new Error(`user ${user.id} vanished while saving the profile`);
      return toPublicUser(updated);
    },
  };
}
