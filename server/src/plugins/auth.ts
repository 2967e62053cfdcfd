import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import { commonMessages } from '../lib/common-messages.ts';
import { HttpError } from '../lib/http-error.ts';
import type { AccessTokens } from '../modules/auth/access-tokens.ts';
import { findUserProfileById, type UserProfile } from '../modules/auth/users.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser`/`requireAdmin`; null on other routes. */
    user: UserProfile | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a valid bearer token of an existing user. */
    requireUser: onRequestAsyncHookHandler;
    /** onRequest hook: as requireUser, then 403 unless that user is (still) an admin. */
    requireAdmin: onRequestAsyncHookHandler;
    /**
     * onRequest hook: sets `request.user` when the request carries a valid bearer token, and
     * lets the request through without one (or with one that is no longer valid).
     */
    identifyUser: onRequestAsyncHookHandler;
  }
}

/**
 * Bearer-token authentication. The token only proves who the caller is; the user, and so the
 * role, is read from the database on every request, so a deleted user or a demoted admin loses
 * access at once. Use as `{ onRequest: [app.requireUser] }` and read `signedInUser(request)`.
 */
export function registerAuth(app: FastifyInstance, deps: { db: Db; accessTokens: AccessTokens }) {
  app.decorateRequest('user', null);

  async function authenticate(request: FastifyRequest): Promise<UserProfile> {
    const token = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined) throw new HttpError(401, commonMessages.loginRequired());
    const subject = await deps.accessTokens.verify(token).catch(() => undefined);
    const user =
      subject === undefined ? undefined : await findUserProfileById(deps.db, subject.userId);
    // A token issued before the user's last change of password or role is over.
    if (!user || user.tokenVersion !== subject?.tokenVersion) {
      throw new HttpError(401, commonMessages.sessionExpired());
    }
    request.user = user;
    return user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined) return;
    await authenticate(request).catch(() => undefined);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (user.role !== 'admin') throw new HttpError(403, commonMessages.adminOnly());
  });
}

/** The user established by requireUser/requireAdmin for this request. */
export function signedInUser(request: FastifyRequest): UserProfile {
  if (!request.user) throw new HttpError(401, commonMessages.loginRequired());
  return request.user;
}
