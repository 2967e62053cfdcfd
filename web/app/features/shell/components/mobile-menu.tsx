import { ChevronDownIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Dialog, DialogTitle } from '~/components/ui/dialog';
import { NavLink } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { type NavGroup, navGroups, navLinks } from '../nav-items';
import { AccountMenuItems } from './account-actions';
import { LanguageSwitcher } from './language-switcher';
import { NewBadge } from './new-badge';
import { SocialLinks } from './social-links';

/**
 * The side menu below lg: the same items as the header, in a modal panel that slides in from
 * the right. The Dialog moves focus in, closes on Escape and on the backdrop, and locks the
 * page's scrolling; the menu also closes itself on navigation.
 */
export function MobileMenu({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => onClose(), [pathname]);

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
            {navGroups.map((group) => (
              <li key={group.id}>
                <MenuGroup group={group} onNavigate={onClose} />
              </li>
            ))}
            {navLinks.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={onClose} className={itemClass}>
                  {t(item.labelKey, item.values)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 border-cream-200 border-t px-1 pt-4">
            <AccountMenuItems onNavigate={onClose} />
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
function MenuGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
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
              {item.isNew ? <NewBadge /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
