import { Button, ButtonLink } from '~/components/ui/button';
import { Link, NavLink } from '~/components/ui/localized-link';
import { useAuth } from '~/lib/auth';
import { useTranslation } from '~/lib/i18n';
import type { AccountLinks } from '../nav-items';

/**
 * The account items that are drawn only for a signed-in visitor or in the opened side menu
 * (account-actions.tsx): their code loads with them, not with every page (decision 046). They
 * are given the links (nav-items.ts) rather than importing them: imported from here, the site
 * layout route's chunk would have to export them, and Rollup would add a second file for the
 * route to every page.
 */

/** The signed-in items in the maroon top bar (lg and up). */
export function SignedInBarLinks({ accountLinks }: { accountLinks: AccountLinks }) {
  const { t } = useTranslation();
  const { user, isAdmin, logout } = useAuth();
  if (!user) return null;
  const linkClass =
    'whitespace-nowrap font-semibold text-cream-100 hover:text-gold-300 hover:underline';
  return (
    <ul className="flex items-center gap-4 border-cream-100/25 border-r pr-4">
      {isAdmin ? (
        <li>
          <Link to={accountLinks.adminDashboard.to} className={linkClass}>
            {t(accountLinks.adminDashboard.labelKey)}
          </Link>
        </li>
      ) : null}
      <li>
        <Link to={accountLinks.myAccount.to} className={linkClass}>
          {t(accountLinks.myAccount.labelKey)}
        </Link>
      </li>
      <li>
        <Link to={accountLinks.myOrders.to} className={linkClass}>
          {t(accountLinks.myOrders.labelKey)}
        </Link>
      </li>
      <li>
        <button type="button" onClick={() => void logout()} className={linkClass}>
          {t('nav.logout')}
        </button>
      </li>
    </ul>
  );
}

/** All of them, full width, in the mobile side menu: Login for a visitor. */
export function AccountMenuItems({
  accountLinks,
  onNavigate,
}: {
  accountLinks: AccountLinks;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { user, isAdmin, logout } = useAuth();
  if (!user) {
    return (
      <ButtonLink to={accountLinks.login.to} onClick={onNavigate} className="w-full">
        {t(accountLinks.login.labelKey)}
      </ButtonLink>
    );
  }
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-12 w-full items-center rounded-xl px-3 font-semibold transition-colors hover:bg-cream-100 ${isActive ? 'bg-cream-100 text-maroon-700' : 'text-ink-900'}`;
  return (
    <div className="flex flex-col gap-0.5">
      {isAdmin ? (
        <NavLink to={accountLinks.adminDashboard.to} onClick={onNavigate} className={linkClass}>
          {t(accountLinks.adminDashboard.labelKey)}
        </NavLink>
      ) : null}
      <NavLink to={accountLinks.myAccount.to} onClick={onNavigate} className={linkClass}>
        {t(accountLinks.myAccount.labelKey)}
      </NavLink>
      <NavLink to={accountLinks.myOrders.to} onClick={onNavigate} className={linkClass}>
        {t(accountLinks.myOrders.labelKey)}
      </NavLink>
      <Button
        variant="outline"
        className="mt-3 w-full"
        onClick={() => {
          onNavigate();
          void logout();
        }}
      >
        {t('nav.logout')}
      </Button>
    </div>
  );
}
