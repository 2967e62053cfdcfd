import { type Language, site } from '@app/contract/site';
import { localizedPath } from '@app/contract/web-routes';

let documentOrigin: string | undefined;

/**
 * The site's public address, without a trailing slash, for canonical links, language alternates,
 * sharing tags and structured data (docs/decisions/027).
 *
 * Pages are prerendered with `site.url` (contract/src/site.ts). A server started with another
 * `SITE_URL` writes that address in its place into every page it sends, so in the browser the
 * address is the one the page itself names in its canonical link: the tags React draws while
 * hydrating must be the very ones in the HTML (React 19 keeps <link> and <meta> elements by their
 * attributes: a different href would add a second canonical link beside the first). Pages without
 * a canonical link (signed-in and admin pages, the not-found page) name no address of their own.
 */
export function siteOrigin(): string {
  if (typeof document === 'undefined') return site.url;
  documentOrigin ??= originOfCanonicalLink() ?? site.url;
  return documentOrigin;
}

function originOfCanonicalLink(): string | undefined {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (!href) return undefined;
  try {
    return new URL(href).origin;
  } catch {
    return undefined;
  }
}

/**
 * The absolute address of a page in a language, as its canonical link, the sitemap and the
 * structured data name it: `pageUrl('/gemstone', 'hi')` is `https://…/hi/gemstone`, the home
 * pages are `https://…/` and `https://…/hi`.
 */
export function pageUrl(path: string, language: Language): string {
  const canonical = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `${siteOrigin()}${localizedPath(canonical, language)}`;
}
