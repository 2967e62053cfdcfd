import { site } from '@app/contract/site';
import { MailIcon, MenuIcon, PhoneIcon } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { IconButton } from '~/components/ui/icon-button';
import { NavLink } from '~/components/ui/localized-link';
import { telHref } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { lazyNamed } from '~/lib/lazy-named';
import { whenIdle } from '~/lib/when-idle';
import { accountLinks, navGroups, navLinks } from '../nav-items';
import { AccountBarLinks, LoginButton } from './account-actions';
import { LanguageSwitcher, LanguageToggle } from './language-switcher';
import { Logo } from './logo';
import type { MobileMenuItems } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { NewBadge } from './new-badge';
import { SocialLinks } from './social-links';

/**
 * The side menu's code (with the dialog's) loads when it is first wanted: the pointer or the focus
 * on its button, the button's click, or the browser idle after the page loaded, where the button
 * shows (below lg). Closed, it draws nothing before the page hydrates, so the page is the same.
 */
const MobileMenu = lazyNamed(() => import('./mobile-menu'), 'MobileMenu');
/** Tailwind's `lg`: the width from which the header shows the full navigation instead. */
const fullNavigationQuery = '(min-width: 64rem)';
const mobileMenuItems: MobileMenuItems = {
  groups: navGroups,
  links: navLinks,
  accountLinks,
  newBadge: <NewBadge />,
};

/**
 * The fixed top header. From lg up: a maroon bar (e-mail, phone, social links, language) above
 * the main bar (logo, navigation, Login). Below lg: logo, the social links (from md), language
 * and the menu button, which opens the side menu with the same items.
 * Its height is mirrored by the top padding of <main> in the site layout.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = () => setMenuWanted(true);
  const menuId = 'mobile-menu';

  useEffect(() => {
    if (!window.matchMedia(fullNavigationQuery).matches) whenIdle(() => setMenuWanted(true));
  }, []);

  // An opaque background rather than a translucent one with backdrop-blur: the blur had to be
  // redrawn over the page for every frame and delayed a phone's first paint by about 25 ms.
  return (
    <header className="fixed inset-x-0 top-(--test-mode-bar) z-40 bg-cream-50 shadow-[0_1px_0_var(--color-gold-300)] print:hidden">
      <div className="hidden bg-maroon-800 text-cream-100 lg:block">
        <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-6 px-6 text-sm">
          <div className="flex items-center gap-5">
            <a
              href={`mailto:${site.email}`}
              className="inline-flex items-center gap-1.5 hover:text-gold-300"
            >
              <MailIcon className="size-4 shrink-0" />
              {site.email}
            </a>
            <a
              href={telHref(site.phones[0])}
              className="inline-flex items-center gap-1.5 hover:text-gold-300"
            >
              <PhoneIcon className="size-4 shrink-0" />
              {site.phones[0]}
            </a>
          </div>
          <div className="flex items-center gap-4">
            <AccountBarLinks />
            <SocialLinks size="sm" />
            <LanguageSwitcher tone="onDark" />
          </div>
        </div>
      </div>

      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:h-[4.75rem]">
        <Logo />
        <nav aria-label={t('shell.mainNavLabel')} className="ml-auto hidden lg:block">
          <ul className="flex items-center">
            {navGroups.map((group) => (
              <li key={group.id}>
                <NavDropdown group={group} />
              </li>
            ))}
            {navLinks.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-1 font-semibold text-[0.875rem] transition-colors hover:text-maroon-700 min-[1160px]:px-2.5 min-[1160px]:text-[0.95rem] xl:px-3 ${isActive ? 'text-maroon-700' : 'text-ink-700'}`
                  }
                >
                  {t(item.labelKey, item.values)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-2 hidden empty:hidden lg:block">
          <LoginButton />
        </div>

        <div className="ml-auto flex items-center gap-2 lg:hidden">
          <div className="mr-2 hidden md:block">
            <SocialLinks size="sm" tone="onLight" />
          </div>
          <div className="sm:hidden">
            <LanguageToggle />
          </div>
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <IconButton
            icon={MenuIcon}
            label={t('shell.openMenu')}
            size="lg"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onPointerEnter={wantMenu}
            onFocus={wantMenu}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
            className="text-maroon-800 hover:bg-maroon-50"
          />
        </div>
      </div>
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            items={mobileMenuItems}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
