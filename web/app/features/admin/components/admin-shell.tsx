import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSidebarCollapsed } from '../hooks/use-sidebar-collapsed';
import { AdminSidebar } from './admin-sidebar';

/**
 * The admin pages' frame (no site header or footer): the sidebar, a slim top bar with the
 * language switcher, and the page. The page keeps a 5rem margin for the rail; on a wide screen
 * it moves over when the sidebar opens, on a phone the open sidebar covers it.
 */
export function AdminShell({
  languageSwitcher,
  onLogout,
  children,
}: {
  languageSwitcher: ReactNode;
  onLogout: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  return (
    <div className="min-h-dvh bg-cream-50 text-ink-900">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-24"
      >
        {t('shell.skipToContent')}
      </a>
      <AdminSidebar collapsed={collapsed} onCollapsedChange={setCollapsed} onLogout={onLogout} />
      <div className={`pl-20 transition-[padding] duration-200 ${collapsed ? '' : 'md:pl-64'}`}>
        <div className="flex h-16 items-center justify-end border-maroon-100 border-b bg-white px-4 md:px-8">
          {languageSwitcher}
        </div>
        <main id="admin-main" tabIndex={-1} className="px-4 py-6 outline-none md:px-8 md:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
