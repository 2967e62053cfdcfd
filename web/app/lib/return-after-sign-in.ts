/**
 * Where a visitor goes back to after signing in, when a page sent them to sign in or register
 * half-way through something (a report's order form). Kept in sessionStorage (this tab only) for
 * a short while; after a login, the login and the guest-only guard both go there (else to /, as
 * the specification says), and the page forgets it once it has the visitor back. Only a path of
 * this site is kept.
 *
 *   rememberReturnAfterSignIn('/reports/love/order');    // then link to /login or /register
 *   await navigate(returnAfterSignIn() ?? '/');            // after a successful login
 *   forgetReturnAfterSignIn();                             // back on the page, signed in
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

export function returnAfterSignIn(now = Date.now()): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
    if (typeof at !== 'number' || now - at > lifetimeMs) return null;
    return path;
  } catch {
    return null;
  }
}

export function forgetReturnAfterSignIn(): void {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing kept.
  }
}
