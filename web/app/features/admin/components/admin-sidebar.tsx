import {
  CalendarCheckIcon,
  ChevronLeftIcon,
  ClockIcon,
  FileSpreadsheetIcon,
  HouseIcon,
  InboxIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  type LucideIcon,
  PackageIcon,
  ReceiptIndianRupeeIcon,
  TagIcon,
  UsersIcon,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { InboxCountBadge } from './inbox-count-badge';

type SidebarLink = {
  to: string;
  labelKey:
    | 'layout.backToHome'
    | 'layout.dashboard'
    | 'layout.orders'
    | 'layout.appointments'
    | 'layout.customers'
    | 'layout.inbox'
    | 'layout.exports'
    | 'layout.invoices'
    | 'layout.catalogue'
    | 'layout.availability';
  icon: LucideIcon;
  end?: boolean;
};

/**
 * Specification section 2, "Admin layout": the sidebar's links, in order, with the customers
 * (issue 33) after the appointments; then the consultation hours (issue 30).
 */
const links: SidebarLink[] = [
  { to: '/', labelKey: 'layout.backToHome', icon: HouseIcon, end: true },
  { to: '/admin/dashboard', labelKey: 'layout.dashboard', icon: LayoutDashboardIcon },
  { to: '/admin/orders', labelKey: 'layout.orders', icon: PackageIcon },
  { to: '/admin/appointment', labelKey: 'layout.appointments', icon: CalendarCheckIcon },
  { to: '/admin/customers', labelKey: 'layout.customers', icon: UsersIcon },
  // The inbox and the accountant's files (issue 34).
  { to: '/admin/inbox', labelKey: 'layout.inbox', icon: InboxIcon },
  { to: '/admin/exports', labelKey: 'layout.exports', icon: FileSpreadsheetIcon },
  { to: '/admin/invoices', labelKey: 'layout.invoices', icon: ReceiptIndianRupeeIcon },
  // What the shop sells and what everything costs (issue 34, decision 042).
  { to: '/admin/catalogue', labelKey: 'layout.catalogue', icon: TagIcon },
  { to: '/admin/availability', labelKey: 'layout.availability', icon: ClockIcon },
];

const itemClasses =
  'relative flex min-h-12 w-full items-center gap-3 rounded-xl px-4 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-gold-400';

/**
 * The admin's collapsible sidebar: 16rem (w-64) open, a 5rem (w-20) rail of icons collapsed.
 * Collapsed, the labels stay in the page for screen readers (sr-only) and show as tooltips.
 * A click anywhere outside the open sidebar collapses it; on a phone the open sidebar lies over
 * the page like a drawer.
 */
export function AdminSidebar({
  collapsed,
  onCollapsedChange,
  onLogout,
}: {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('admin');
  const sidebar = useRef<HTMLElement>(null);

  // On `click`, not `pointerdown`: the page's own button gets its click first, before the page
  // moves over as the sidebar narrows (on pointerdown the button would slide away under the
  // pointer and the click would land elsewhere).
  useEffect(() => {
    if (collapsed) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !sidebar.current?.contains(event.target)) {
        onCollapsedChange(true);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [collapsed, onCollapsedChange]);

  const label = (key: SidebarLink['labelKey'] | 'layout.logout') => (
    <span className={collapsed ? 'sr-only' : 'truncate'}>{t(key)}</span>
  );

  return (
    <>
      {!collapsed && (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-maroon-950/40 md:hidden" />
      )}
      <aside
        ref={sidebar}
        aria-label={t('layout.sidebarLabel')}
        data-collapsed={collapsed}
        className={`fixed top-(--test-mode-bar) bottom-0 left-0 z-40 flex flex-col bg-maroon-900 text-cream-100 transition-[width] duration-200 ${collapsed ? 'w-20' : 'w-64 shadow-2xl md:shadow-none'}`}
      >
        <div className={`flex h-16 items-center gap-2 px-4 ${collapsed ? 'justify-center' : ''}`}>
          {!collapsed && (
            <span className="flex-1 truncate font-display text-gold-300 text-xl">
              {t('layout.brand')}
            </span>
          )}
          <button
            type="button"
            aria-expanded={!collapsed}
            aria-controls="admin-sidebar-nav"
            aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
            title={collapsed ? t('layout.expand') : t('layout.collapse')}
            onClick={() => onCollapsedChange(!collapsed)}
            className="grid size-11 place-items-center rounded-xl text-gold-300 hover:bg-maroon-800 focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            <ChevronLeftIcon
              className={`size-5 shrink-0 transition-transform ${collapsed ? 'rotate-180' : ''}`}
            />
          </button>
        </div>
        <nav id="admin-sidebar-nav" className="flex-1 overflow-y-auto px-2 py-4">
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  title={collapsed ? t(link.labelKey) : undefined}
                  className={({ isActive }) =>
                    `${itemClasses} ${collapsed ? 'justify-center px-0' : ''} ${isActive ? 'bg-gold-400 text-maroon-950' : 'text-cream-100 hover:bg-maroon-800'}`
                  }
                >
                  <link.icon className="size-6 shrink-0" strokeWidth={1.8} />
                  {label(link.labelKey)}
                  {link.to === '/admin/inbox' && <InboxCountBadge collapsed={collapsed} />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-maroon-700 border-t px-2 py-4">
          <button
            type="button"
            onClick={onLogout}
            title={collapsed ? t('layout.logout') : undefined}
            className={`${itemClasses} ${collapsed ? 'justify-center px-0' : ''} text-cream-100 hover:bg-maroon-800`}
          >
            <LogOutIcon className="size-6 shrink-0" strokeWidth={1.8} />
            {label('layout.logout')}
          </button>
        </div>
      </aside>
    </>
  );
}
