import type { Role } from '@app/contract/auth';
import { jwtVerify, SignJWT } from 'jose';

export const tokenIssuer = 'shubh-jyotish-api';
export const tokenAudience = 'shubh-jyotish-web';
const lifetime = '7d';

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/**
 * Signed bearer tokens (JWT, HS256): `sub` is the user id. The `role` claim is informative for
 * clients only; the server re-reads the role from the database on every request.
 */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    issue(user: { id: string; role: Role }): Promise<string> {
      return new SignJWT({ role: user.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(key);
    },
    /** The user id of a valid token; rejects when the token is malformed, forged or expired. */
    async verify(token: string): Promise<string> {
      const { payload } = await jwtVerify(token, key, {
        issuer: tokenIssuer,
        audience: tokenAudience,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string') throw new Error('token has no subject');
      return payload.sub;
    },
  };
}
