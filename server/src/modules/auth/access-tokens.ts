import type { Role } from '@app/contract/auth';
import { jwtVerify, SignJWT } from 'jose';

export const tokenIssuer = 'shubh-jyotish-api';
export const tokenAudience = 'shubh-jyotish-web';
const lifetime = '7d';
/** Refused after this, whatever `exp` says (a token is never trusted for longer). */
const maxTokenAge = '7d';

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Who a valid token speaks for, and the user's token version it was issued under. */
export type TokenSubject = { userId: string; tokenVersion: number };

/**
 * Signed bearer tokens (JWT, HS256): `sub` is the user id, `ver` the user's token version when
 * it was issued (docs/decisions/016-sessions-and-admin-accounts.md). The `role` claim is
 * informative for clients only; the server re-reads the user on every request and refuses a
 * token whose version is no longer the user's.
 */
export function createAccessTokens(secret: string) {
  // Imported once: given the raw bytes, jose imports a WebCrypto key on every call, which took
  // about two thirds of the time of verifying a token.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async issue(user: { id: string; role: Role; tokenVersion: number }): Promise<string> {
      return new SignJWT({ role: user.role, ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(await key);
    },
    /**
     * The subject of a valid token; rejects a token that is malformed, forged, expired, older
     * than the maximum age, or without an expiry, issue time, subject or version.
     */
    async verify(token: string): Promise<TokenSubject> {
      const { payload } = await jwtVerify(token, await key, {
        issuer: tokenIssuer,
        audience: tokenAudience,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge,
      });
      if (typeof payload.sub !== 'string') throw new Error('token has no subject');
      if (!Number.isSafeInteger(payload.ver)) throw new Error('token has no version');
      return { userId: payload.sub, tokenVersion: payload.ver as number };
    },
  };
}
