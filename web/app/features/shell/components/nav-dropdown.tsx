import { ChevronDownIcon } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import type { NavGroup } from '../nav-items';
import { NewBadge } from './new-badge';

/**
 * A header menu (Reports, Horoscope) in the disclosure pattern: a button with aria-expanded
 * that shows a list of links. It opens on mouse hover, on click or tap, and from the keyboard
 * (Enter, Space or ArrowDown, which also moves into the list). Arrow keys move between the
 * links, Escape closes and returns focus to the button, and leaving it (pointer or focus) closes it.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A mouse that opened the menu by hovering should not close it again with the click that follows.
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const isCurrentSection = group.items.some((item) => pathname.startsWith(item.to));

  // Close after navigating and when a click lands anywhere else.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: globalThis.PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const links = () =>
    Array.from(containerRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all.at(index % all.length)?.focus();
  };

  const handlePointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const handlePointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    // A short grace period lets the pointer cross small gaps without closing the menu.
    closeTimer.current = window.setTimeout(() => {
      setOpen(false);
      openedByHover.current = false;
    }, 150);
  };

  const handleButtonClick = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    setOpen((current) => !current);
  };

  const handleButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      // The list is rendered on the next paint.
      requestAnimationFrame(() => focusLink(0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(-1));
    }
  };

  const handleContainerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (index === -1) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1 + all.length,
      Home: 0,
      End: all.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusLink(target);
  };

  const handleBlur = (event: FocusEvent) => {
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and key handling for the menu as a whole
    <div
      ref={containerRef}
      className="relative"
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onKeyDown={handleContainerKeyDown}
      onBlur={handleBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={handleButtonClick}
        onKeyDown={handleButtonKeyDown}
        className={`inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-lg px-1 font-semibold text-[0.875rem] transition-colors hover:text-maroon-700 min-[1160px]:px-2.5 min-[1160px]:text-[0.95rem] xl:px-3 ${isCurrentSection ? 'text-maroon-700' : 'text-ink-700'}`}
      >
        {t(group.labelKey)}
        <ChevronDownIcon
          strokeWidth={2}
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {/* pt-2 instead of a margin: the pointer stays "inside" while moving down to the list. */}
      <div id={panelId} hidden={!open} className="absolute top-full left-0 z-50 pt-2">
        <ul className="w-72 overflow-hidden rounded-card border border-cream-200 bg-white py-2 shadow-card">
          {group.items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                data-menu-link=""
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `flex items-center px-4 py-2.5 font-semibold transition-colors hover:bg-cream-100 hover:text-maroon-700 focus-visible:bg-cream-100 focus-visible:outline-offset-[-2px] ${isActive ? 'text-maroon-700' : 'text-ink-700'}`
                }
              >
                {t(item.labelKey, item.values)}
                {item.isNew ? <NewBadge /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
