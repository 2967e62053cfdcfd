/**
 * The sign-in pages' checks without zod (docs/decisions/010, 046): a new password's rules
 * (`passwordSchema`, auth.ts) and the account's plain replies (`accountMessageReplySchema`,
 * account.ts). `auth-checks.test.ts` keeps each equal to its schema: change both together.
 */

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** Whether `passwordSchema` accepts a new password: 8 to 128 characters, not blank or one repeated. */
export function isAcceptablePassword(password: unknown): boolean {
  if (typeof password !== 'string') return false;
  // zod counts characters, not UTF-16 units (an emoji is one).
  const length = [...password].length;
  if (length < passwordMinLength || length > passwordMaxLength) return false;
  return password.trim() !== '' && !/^(.)\1*$/su.test(password);
}

/** The `{ success: true, message }` reply of the account's requests (forgot, reset, confirm). */
export type AccountMessageReply = { success: true; message: string };

export function isAccountMessageReply(value: unknown): value is AccountMessageReply {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const reply = value as Record<string, unknown>;
  return reply.success === true && typeof reply.message === 'string';
}
