import type { PublicUser } from './auth.ts';

/**
 * The same check as `publicUserSchema` (auth.ts), written without zod so the web app's session
 * code can check a stored or returned user without loading the schema library on every page.
 * A test keeps the two in agreement.
 */
export function isPublicUser(value: unknown): value is PublicUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    ['_id', 'name', 'email', 'phone', 'location'].every((key) => typeof user[key] === 'string') &&
    (user.role === 'user' || user.role === 'admin')
  );
}
