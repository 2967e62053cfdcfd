import { jwtVerify, SignJWT } from 'jose';

const issuer = 'shubh-jyotish-api';
/** A key opens one booking only: its audience says what for, its subject which. */
const audience = 'appointment-manage';
/** A key works until this long after the call (to read it, and its summary). */
const lifeAfterCallSeconds = 30 * 86_400;

export type AppointmentKeys = ReturnType<typeof createAppointmentKeys>;

/**
 * The keys of the links in a booking's mails (docs/decisions/035): a JWT signed with the server's
 * secret, naming the appointment, valid until 30 days after the call. Whoever holds it may read
 * the booking, download its invite, move and cancel it under the policy, without an account:
 * the client booked without one. A different secret (another installation) or another
 * appointment's key is refused.
 */
export function createAppointmentKeys(secret: string) {
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async issue(appointment: { id: string; slotEnd: Date | null; createdAt: Date }) {
      const callEnd = (appointment.slotEnd ?? appointment.createdAt).getTime() / 1000;
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(appointment.id)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(callEnd + lifeAfterCallSeconds))
        .sign(await key);
    },
    /** Whether `token` is a valid key of appointment `id`. */
    async opens(token: string, id: string): Promise<boolean> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer,
          audience,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        return payload.sub === id;
      } catch {
        return false;
      }
    },
  };
}
