import type { ReactNode } from 'react';
import { Navigate } from '~/components/ui/localized-link';
import { useAuth } from '~/lib/auth';
import { returnAfterSignIn } from '~/lib/return-after-sign-in';

/**
 * Route guards (specification section 4, "Route guards"). They are for comfort: the server
 * checks the token and the role on every call. Wrap a route module's page in one of them:
 *
 *   export default function MyOrdersRoute() {
 *     return <RequireAuth><MyOrdersPage /></RequireAuth>;
 *   }
 *   // admin layout route:  <RequireAdmin><AdminShell><Outlet /></AdminShell></RequireAdmin>
 *   // login and register:  <GuestOnly><LoginPage /></GuestOnly>
 *
 * Until the stored session has been read (`ready`), GuestOnly shows its page (that is what the
 * prerendered HTML shows) and the other two show a quiet placeholder, so nobody is sent away
 * before we know who they are. While a login or logout is taking the visitor to another page
 * (`leaving`), none of them redirects: the login or logout already chose where to go.
 */

/**
 * Visitors only: a signed-in admin goes to /admin/dashboard, any other signed-in user to / (or
 * back to the page that sent them to sign in, lib/return-after-sign-in.ts, as the login does:
 * this guard can still render once after a login while the login's own navigation is under way).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { ready, loading, leaving, user } = useAuth();
  // While a login is in flight, and until its page is drawn, the login does its own navigation.
  if (ready && user && !loading && !leaving) {
    return (
      <Navigate
        to={user.role === 'admin' ? '/admin/dashboard' : (returnAfterSignIn() ?? '/')}
        replace
      />
    );
  }
  return children;
}

/**
 * Signed-in users: no session goes to /login. The specification also sends "any other role" to /;
 * a stored user is parsed with the contract's schema, which only admits user and admin, so every
 * session that gets this far passes.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { ready, leaving, user } = useAuth();
  if (!ready || (!user && leaving)) return <GuardPlaceholder />;
  if (!user) return <Navigate to="/login" replace />;
  return children;
}

/** Admins only: no session goes to /login, a signed-in non-admin to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { ready, leaving, user } = useAuth();
  // A logout goes home by itself (see `leaving` in lib/auth.tsx).
  if (!ready || (!user && leaving)) return <GuardPlaceholder />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.role !== 'admin') return <Navigate to="/" replace />;
  return children;
}

/** Keeps the page's height while the session is read (a few milliseconds after load). */
function GuardPlaceholder() {
  return <div aria-hidden="true" className="min-h-[60vh]" />;
}
