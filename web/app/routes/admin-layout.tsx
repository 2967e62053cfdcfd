import { useState } from 'react';
import { Outlet } from 'react-router';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { RequireAdmin } from '~/features/auth/components/route-guards';
import { LanguageSwitcher } from '~/features/shell/components/language-switcher';
import { useAuth } from '~/lib/auth';
import { registerNamespace } from '~/lib/i18n';

registerNamespace('admin');

/**
 * /admin/*: the admin frame, outside the site layout (no site header or footer). Everything
 * under it is for admins only: a visitor goes to /login, a signed-in user to / (the server
 * checks the role on every call as well).
 */
export default function AdminLayoutRoute() {
  const { logout } = useAuth();
  // Logging out leaves for / and then clears the session. While that happens the admin pages
  // step aside, so their guard does not see the session end and send the visitor to /login.
  const [leaving, setLeaving] = useState(false);
  if (leaving) return null;
  return (
    <RequireAdmin>
      <AdminShell
        languageSwitcher={<LanguageSwitcher />}
        onLogout={() => {
          setLeaving(true);
          void logout();
        }}
      >
        <Outlet />
      </AdminShell>
    </RequireAdmin>
  );
}
