import type { Language } from '@app/contract/site';
import { englishPathOf, localizedPath } from '@app/contract/web-routes';
import { useCallback } from 'react';
import {
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type NavLinkProps,
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  type To,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router';
import { useLanguage } from '~/lib/language';

/*
 * The app's links and navigations. Code writes the English address of a page (`/gemstone`); on a
 * Hindi page it leads to the Hindi twin (`/hi/gemstone`), so a reader stays in their language
 * (docs/decisions/026). These replace React Router's Link, NavLink, Navigate and useNavigate,
 * which the linter does not let the app import directly.
 */

function localizeTo(to: To, language: Language): To {
  if (typeof to === 'string') return localizedPath(to, language);
  return to.pathname === undefined ? to : { ...to, pathname: localizedPath(to.pathname, language) };
}

export function Link({ to, ...props }: LinkProps) {
  const { language } = useLanguage();
  return <RouterLink to={localizeTo(to, language)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const { language } = useLanguage();
  return <RouterNavLink to={localizeTo(to, language)} {...props} />;
}

export function Navigate({ to, ...props }: NavigateProps) {
  const { language } = useLanguage();
  return <RouterNavigate to={localizeTo(to, language)} {...props} />;
}

/** React Router's navigate, to the page's twin in the current language. */
export function useLocalizedNavigate(): (
  to: To | number,
  options?: NavigateOptions,
) => Promise<void> {
  const navigate = useNavigate();
  const { language } = useLanguage();
  return useCallback(
    async (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') await navigate(to);
      else await navigate(localizeTo(to, language), options);
    },
    [navigate, language],
  );
}

/**
 * A link to the page on screen in another language (the language switch), keeping the query, the
 * fragment and the scroll position. On the not-found page it leads to the other language's home
 * page: that page is prerendered once (/404) and shown at every unknown address, so its links
 * cannot depend on the address.
 */
export function TwinPageLink({
  language,
  ...props
}: Omit<LinkProps, 'to'> & { language: Language }) {
  const { pathname, search, hash } = useLocation();
  const notFound = useMatches().some((match) => match.id.startsWith('routes/not-found'));
  const page = notFound ? '/' : englishPathOf(pathname).replace(/(.)\/+$/, '$1');
  const to = localizedPath(page, language) + (notFound ? '' : search + hash);
  return <RouterLink to={to} preventScrollReset {...props} />;
}
