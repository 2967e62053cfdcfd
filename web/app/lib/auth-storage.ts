import type { PublicUser } from '@app/contract/auth';
import { isPublicUser } from '@app/contract/public-user';

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
    const parsed: unknown = JSON.parse(raw);
    return isPublicUser(parsed) ? parsed : null;
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
