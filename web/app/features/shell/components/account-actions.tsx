import { Suspense } from 'react';
import { ButtonLink } from '~/components/ui/button';
import { useAuth } from '~/lib/auth';
import { useTranslation } from '~/lib/i18n';
import { lazyNamed } from '~/lib/lazy-named';
import { accountLinks } from '../nav-items';

const SignedInBarLinks = lazyNamed(() => import('./account-links'), 'SignedInBarLinks');

/**
 * The account items of the shell (specification "Shell"): Login for visitors; My account (issue
 * 33), My Order and Logout when signed in; Admin Dashboard for admins. Three placements:
 * - LoginButton: the visitor's call to action at the end of the main header bar (lg and up);
 * - AccountBarLinks: the signed-in items in the maroon top bar (lg and up), where they always
 *   fit beside the full navigation; their code (account-links.tsx) loads for a signed-in visitor;
 * - AccountMenuItems (account-links.tsx): all of them, full width, in the mobile side menu,
 *   whose code loads when it is first wanted (site-header.tsx).
 */
export function LoginButton() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user) return null;
  return (
    <ButtonLink to={accountLinks.login.to} size="sm" className="whitespace-nowrap">
      {t(accountLinks.login.labelKey)}
    </ButtonLink>
  );
}

/** The signed-in items of the top bar (account-links.tsx): nothing, and no code, for a visitor. */
export function AccountBarLinks() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SignedInBarLinks accountLinks={accountLinks} />
    </Suspense>
  );
}
