import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { tokenAudience, tokenIssuer } from '../../src/modules/auth/access-tokens.ts';
import { signedInUser } from '../../src/plugins/auth.ts';
import {
  createTestApp,
  json,
  registerAndLogIn,
  setRoleAndLogIn,
  type TestApp,
  testJwtSecret,
} from '../helpers/test-app.ts';

let context: TestApp;
beforeAll(async () => {
  // Guarded routes declared the way later modules will declare theirs.
  context = await createTestApp({
    addRoutes: (app) => {
      app.get('/api/v1/test/user-only', { onRequest: [app.requireUser] }, async (request) => ({
        success: true,
        id: signedInUser(request).id,
      }));
      app.get('/api/v1/test/admin-only', { onRequest: [app.requireAdmin] }, async () => ({
        success: true,
      }));
    },
  });
});
afterAll(() => context.close());

const call = (url: string, token?: string) =>
  context.app.inject({
    method: 'GET',
    url,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

function signToken(claims: {
  sub: string;
  secret?: string;
  expiresAt?: number;
  audience?: string;
  /** The user's token version the token claims (0 for a new account). */
  version?: number;
}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'admin', ver: claims.version ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(tokenIssuer)
    .setAudience(claims.audience ?? tokenAudience)
    .setIssuedAt(now - 3600)
    .setExpirationTime(claims.expiresAt ?? now + 3600)
    .sign(new TextEncoder().encode(claims.secret ?? testJwtSecret));
}

describe('requireUser', () => {
  it('lets a signed-in user through and sets request.user', async () => {
    const user = await registerAndLogIn(context.app);
    const response = await call('/api/v1/test/user-only', user.token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, id: user.id });
  });

  it('answers 401 without a token or with a malformed header', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer' }]) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/v1/test/user-only',
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('answers 401 for a garbage, forged, foreign or expired token', async () => {
    const user = await registerAndLogIn(context.app);
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      'not.a.token',
      await signToken({ sub: user.id, secret: 'another-secret-that-is-long-enough-000000' }),
      await signToken({ sub: user.id, audience: 'someone-else' }),
      await signToken({ sub: user.id, expiresAt: now - 60 }),
      await signToken({ sub: 'not-a-uuid' }),
      // alg "none": an unsigned token claiming to be this user.
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, iss: tokenIssuer, aud: tokenAudience })).toString('base64url')}.`,
    ];
    for (const token of tokens) {
      expect((await call('/api/v1/test/user-only', token)).statusCode, token).toBe(401);
      expect((await call('/api/v1/auth/me', token)).statusCode, token).toBe(401);
    }
  });

  it('answers 401 for the valid token of a deleted user', async () => {
    const user = await registerAndLogIn(context.app);
    expect((await call('/api/v1/test/user-only', user.token)).statusCode).toBe(200);
    await context.db.delete(users).where(eq(users.id, user.id));
    expect((await call('/api/v1/test/user-only', user.token)).statusCode).toBe(401);
    expect((await call('/api/v1/auth/me', user.token)).statusCode).toBe(401);
  });
});

describe('requireAdmin', () => {
  it('answers 403 for a user and 401 without a token', async () => {
    const user = await registerAndLogIn(context.app);
    const forbidden = await call('/api/v1/test/admin-only', user.token);
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toEqual({ success: false, message: expect.any(String) });
    expect((await call('/api/v1/test/admin-only')).statusCode).toBe(401);
  });

  it('follows the role in the database, not the one in the token', async () => {
    const user = await registerAndLogIn(context.app);
    const adminToken = await setRoleAndLogIn(context, user, 'admin');
    expect((await call('/api/v1/test/admin-only', adminToken)).statusCode).toBe(200);
    const userToken = await setRoleAndLogIn(context, user, 'user');
    // A token whose role claim says admin does not help a demoted user.
    const claimsAdmin = await signToken({ sub: user.id, version: 2 });
    expect((await call('/api/v1/test/admin-only', claimsAdmin)).statusCode).toBe(403);
    expect((await call('/api/v1/test/admin-only', userToken)).statusCode).toBe(403);
    // The admin session ended with the demotion.
    expect((await call('/api/v1/test/admin-only', adminToken)).statusCode).toBe(401);
  });
});
