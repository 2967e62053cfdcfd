import { type PublicUser, publicUserSchema } from '@app/contract/auth';

/** The specification's browser-storage keys for the session. */
const tokenKey = 'token';
const userKey = 'user';

export function readStoredToken(): string | null {
  if (typeof window === 'undefined') return null;
  return window.localStorage.getItem(tokenKey);
}

export function readStoredUser(): PublicUser | null {
  if (typeof window === 'undefined') return null;
  const raw = window.localStorage.getItem(userKey);
  if (!raw) return null;
  try {
    const parsed = publicUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: PublicUser): void {
  window.localStorage.setItem(tokenKey, token);
  window.localStorage.setItem(userKey, JSON.stringify(user));
}

export function clearStoredSession(): void {
  window.localStorage.removeItem(tokenKey);
  window.localStorage.removeItem(userKey);
}
