import { type Language, site } from '@app/contract/site';
import { englishPathOf, isClientOnlyPath, localizedPath } from '@app/contract/web-routes';
import type { Namespace } from 'i18next';
import type { MetaDescriptor } from 'react-router';
import { i18n } from '~/lib/i18n';
import { pageLanguage } from '~/lib/language';

type PageMetaOptions = {
  /** Values for the strings' placeholders ({{brand}} is always filled in). */
  values?: Record<string, string | number>;
  /** The title itself, when it is data rather than copy (a product's name). */
  title?: string;
  /** Whether " | Shubh Jyotish" follows the title (the home page's title starts with it). */
  brandSuffix?: boolean;
  /** Signed-in and admin pages, and the not-found page: not for search engines. */
  noindex?: boolean;
  /** Open Graph type and picture for shared links (pages worth sharing). */
  openGraph?: { type: 'website' | 'product'; image?: string };
};

/** The part of React Router's meta arguments a page's meta needs: where the page is. */
export type PageLocation = { location: { pathname: string } };

/** `/gemstone/` and `/gemstone` are one page; the canonical spelling has no trailing slash. */
function canonicalPathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The one way a route sets its <title>, description, canonical address, language alternates
 * and sharing tags, for its `meta` export: from `<keyPrefix>.title` and
 * `<keyPrefix>.description` of a locale namespace, in the page's language (its address says it;
 * pages drawn only in the browser take the visitor's language).
 *
 *   export const meta: Route.MetaFunction = (page) => pageMeta(page, 'meta.login');
 *   export const meta: Route.MetaFunction = (page) =>
 *     pageMeta(page, 'meta', 'home', { brandSuffix: false });
 */
export function pageMeta(
  { location }: PageLocation,
  keyPrefix: string,
  namespace: Namespace = 'common',
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const language = pageLanguage(location.pathname);
  // Keys made from a prefix: the page tests read every page's title and description.
  const t = i18n.getFixedT(language, namespace) as (key: string, values: object) => string;
  const values = { brand: site.name[language], ...options.values };
  const name = options.title ?? t(`${keyPrefix}.title`, values);
  const title = options.brandSuffix === false ? name : `${name} | ${site.name[language]}`;
  const description = t(`${keyPrefix}.description`, values);
  const meta: MetaDescriptor[] = [{ title }, { name: 'description', content: description }];
  const indexed = !options.noindex && !isClientOnlyPath(location.pathname);
  if (!indexed) meta.push({ name: 'robots', content: 'noindex' });
  else meta.push(...addressLinks(canonicalPathOf(location.pathname), language));
  if (options.openGraph) {
    meta.push(
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: options.openGraph.type },
    );
    if (options.openGraph.image) {
      meta.push({ property: 'og:image', content: options.openGraph.image });
    }
  }
  return meta;
}

/** The page's canonical address and its twin in each language (x-default: the English one). */
function addressLinks(pathname: string, language: Language): MetaDescriptor[] {
  const english = englishPathOf(pathname);
  const url = (path: string) => `${site.url}${path}`;
  return [
    { tagName: 'link', rel: 'canonical', href: url(localizedPath(english, language)) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url(english) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'hi', href: url(localizedPath(english, 'hi')) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url(english) },
  ];
}
