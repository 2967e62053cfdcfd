import { ChevronDownIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Dialog, DialogTitle } from '~/components/ui/dialog';
import { NavLink } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import type { AccountLinks, NavGroup, NavItem } from '../nav-items';
import { AccountMenuItems } from './account-links';
import { LanguageSwitcher } from './language-switcher';
import { SocialLinks } from './social-links';

/**
 * The header's items (nav-items.ts) and its "New" badge, handed over by the header: imported
 * here, the site layout route's chunk would have to export them, and Rollup would add a second
 * file for the route to every page.
 */
export type MobileMenuItems = {
  groups: NavGroup[];
  links: NavItem[];
  accountLinks: AccountLinks;
  newBadge: ReactNode;
};

/**
 * The side menu below lg: the same items as the header, in a modal panel that slides in from
 * the right. The Dialog moves focus in, closes on Escape and on the backdrop, and locks the
 * page's scrolling; the menu also closes itself on navigation.
 * Its code loads when the menu is first wanted (site-header.tsx), so it may first be drawn
 * already open, by the click that asked for it.
 */
export function MobileMenu({
  id,
  open,
  onClose,
  items,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  items: MobileMenuItems;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  // Close after navigating (not when first drawn: the click that loaded the menu opened it).
  const drawnAt = useRef(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => {
    if (pathname === drawnAt.current) return;
    drawnAt.current = pathname;
    onClose();
  }, [pathname]);

  const itemClass = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-12 items-center rounded-xl px-3 font-semibold transition-colors hover:bg-cream-100 ${isActive ? 'bg-cream-100 text-maroon-700' : 'text-ink-900'}`;

  return (
    <Dialog id={id} open={open} onClose={onClose} placement="side">
      <div className="flex h-full flex-col">
        <div className="border-cream-200 border-b bg-cream-50 px-5 pt-5 pb-4">
          <DialogTitle className="text-xl">{t('shell.menuTitle')}</DialogTitle>
          <div className="mt-3">
            <LanguageSwitcher />
          </div>
        </div>
        <nav aria-label={t('shell.mainNavLabel')} className="flex-1 overflow-y-auto px-3 py-3">
          <ul className="flex flex-col gap-0.5">
            {items.groups.map((group) => (
              <li key={group.id}>
                <MenuGroup group={group} newBadge={items.newBadge} onNavigate={onClose} />
              </li>
            ))}
            {items.links.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={onClose} className={itemClass}>
                  {t(item.labelKey, item.values)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 border-cream-200 border-t px-1 pt-4">
            <AccountMenuItems accountLinks={items.accountLinks} onNavigate={onClose} />
          </div>
        </nav>
        <div className="border-cream-200 border-t bg-cream-50 px-5 py-4">
          <p className="mb-2 font-semibold text-ink-700 text-sm">{t('shell.followUs')}</p>
          <SocialLinks tone="onLight" />
        </div>
      </div>
    </Dialog>
  );
}

/** A section of the menu (Reports, Horoscope) that folds open, starting open when it holds the current page. */
function MenuGroup({
  group,
  newBadge,
  onNavigate,
}: {
  group: NavGroup;
  newBadge: ReactNode;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(() =>
    group.items.some((item) => pathname.startsWith(item.to)),
  );
  const listId = `mobile-menu-${group.id}`;
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((current) => !current)}
        className="flex min-h-12 w-full items-center justify-between rounded-xl px-3 font-semibold text-ink-900 hover:bg-cream-100"
      >
        {t(group.labelKey)}
        <ChevronDownIcon
          strokeWidth={2}
          className={`size-5 text-maroon-700 transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="mb-1 ml-3 border-gold-300 border-l-2 pl-2">
        {group.items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-xl px-3 font-semibold transition-colors hover:bg-cream-100 ${isActive ? 'text-maroon-700' : 'text-ink-700'}`
              }
            >
              {t(item.labelKey, item.values)}
              {item.isNew ? newBadge : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
