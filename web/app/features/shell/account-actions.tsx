import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button, ButtonLink } from '~/components/ui/button';
import { useAuth } from '~/lib/auth';
import { accountLinks } from './nav-items';

/**
 * Login for visitors; My Order and Logout when signed in; Admin Dashboard for admins.
 * `layout="stacked"` is the mobile menu's full-width version.
 */
export function AccountActions({
  layout = 'inline',
  onNavigate,
}: {
  layout?: 'inline' | 'stacked';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { user, isAdmin, logout } = useAuth();
  const stacked = layout === 'stacked';
  const width = stacked ? 'w-full' : '';
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2.5 font-semibold text-[0.95rem] transition-colors hover:text-maroon-700 ${isActive ? 'text-maroon-700' : 'text-ink-700'} ${stacked ? 'w-full px-3 hover:bg-cream-100' : ''}`;

  if (!user) {
    return (
      <ButtonLink
        to={accountLinks.login.to}
        onClick={onNavigate}
        size="sm"
        className={`whitespace-nowrap ${width}`}
      >
        {t(accountLinks.login.labelKey)}
      </ButtonLink>
    );
  }

  return (
    <div className={stacked ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {isAdmin ? (
        <NavLink to={accountLinks.adminDashboard.to} onClick={onNavigate} className={linkClass}>
          {t(accountLinks.adminDashboard.labelKey)}
        </NavLink>
      ) : null}
      <NavLink to={accountLinks.myOrders.to} onClick={onNavigate} className={linkClass}>
        {t(accountLinks.myOrders.labelKey)}
      </NavLink>
      <Button
        variant="outline"
        size="sm"
        className={`whitespace-nowrap ${stacked ? 'mt-2 w-full' : 'ml-1'}`}
        onClick={() => {
          onNavigate?.();
          void logout();
        }}
      >
        {t('nav.logout')}
      </Button>
    </div>
  );
}
