import type { ReactNode } from 'react';
import { SkipLink } from '~/components/ui/skip-link';
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
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  return (
    <div className="min-h-dvh bg-cream-50 text-ink-900">
      <SkipLink target="admin-main" className="focus:left-24" />
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
