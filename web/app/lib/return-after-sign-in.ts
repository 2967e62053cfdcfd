/**
 * Where a visitor goes back to after signing in, when a page sent them to sign in or register
 * half-way through something (a report's order form). Kept in sessionStorage (this tab only) for
 * a short while; the login takes it once, else goes to / as the specification says. Only a path
 * of this site is kept.
 *
 *   rememberReturnAfterSignIn('/reports/love/order');   // then link to /login or /register
 *   await navigate(takeReturnAfterSignIn() ?? '/');      // after a successful login
 */
const storageKey = 'return-after-sign-in';
/** How long the way back is remembered: longer than signing up and in takes. */
const lifetimeMs = 60 * 60_000;

export function rememberReturnAfterSignIn(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) return;
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage refused: the login goes to / as usual.
  }
}

export function takeReturnAfterSignIn(now = Date.now()): string | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    window.sessionStorage.removeItem(storageKey);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
    if (typeof at !== 'number' || now - at > lifetimeMs) return null;
    return path;
  } catch {
    return null;
  }
}
