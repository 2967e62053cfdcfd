import { type Language, site } from '@app/contract/site';
import { englishPathOf, isClientOnlyPath } from '@app/contract/web-routes';
import type { Namespace } from 'i18next';
import type { MetaDescriptor } from 'react-router';
import type { Graph } from 'schema-dts';
import { fixedT } from '~/lib/i18n';
import { pageLanguage } from '~/lib/language';
import { pageUrl, siteOrigin } from '~/lib/site-origin';
import { organization, type StructuredData } from '~/lib/structured-data';

type PageMetaOptions = {
  /** Values for the strings' placeholders ({{brand}} is always filled in). */
  values?: Record<string, string | number>;
  /** The title itself, when it is data rather than copy (a product's name). */
  title?: string;
  /** The description itself, when it comes from another namespace than the title's. */
  description?: string;
  /** Whether " | Shubh Jyotish" follows the title (the home page's title starts with it). */
  brandSuffix?: boolean;
  /** Signed-in and admin pages, and the not-found page: not for search engines. */
  noindex?: boolean;
  /** Open Graph type of the page (`website` unless said). */
  openGraphType?: 'website' | 'product';
  /**
   * What the page offers or answers, as schema.org nodes (see lib/structured-data.ts); the
   * business itself is described on every page.
   */
  structuredData?: readonly StructuredData[];
};

/** The part of React Router's meta arguments a page's meta needs: where the page is. */
export type PageLocation = { location: { pathname: string } };

/** The Open Graph locale of each language, as WhatsApp, Facebook and LinkedIn read it. */
const openGraphLocales: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/** The sharing card's size (web/scripts/og-images.mjs draws each page's at this size). */
const sharingImageSize = { width: 1200, height: 630 } as const;

/** `/gemstone/` and `/gemstone` are one page; the canonical spelling has no trailing slash. */
function canonicalPathOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Where the sharing card of a page is: `/images/og/en/home.jpg`, `/images/og/hi/reports/love.jpg`.
 * The build draws one for every page that names one (web/scripts/og-images.mjs).
 */
export function sharingImagePath(pathname: string, language: Language): string {
  const english = englishPathOf(canonicalPathOf(pathname));
  return `/images/og/${language}${english === '/' ? '/home' : english}.jpg`;
}

/**
 * The one way a route sets its <title>, description, canonical address, language alternates,
 * sharing tags (Open Graph and Twitter, with the page's own card) and structured data, for its
 * `meta` export: from `<keyPrefix>.title` and `<keyPrefix>.description` of a locale namespace,
 * in the page's language (its address says it; pages drawn only in the browser take the
 * visitor's language).
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
  const t = fixedT(language, namespace) as (key: string, values: object) => string;
  const brand = site.name[language];
  const values = { brand, ...options.values };
  const name = options.title ?? t(`${keyPrefix}.title`, values);
  const title = options.brandSuffix === false ? name : `${name} | ${brand}`;
  const description = options.description ?? t(`${keyPrefix}.description`, values);
  const meta: MetaDescriptor[] = [{ title }, { name: 'description', content: description }];
  const indexed = !options.noindex && !isClientOnlyPath(location.pathname);
  if (!indexed) {
    meta.push({ name: 'robots', content: 'noindex' });
    return meta;
  }
  const pathname = canonicalPathOf(location.pathname);
  const url = pageUrl(englishPathOf(pathname), language);
  const image = `${siteOrigin()}${sharingImagePath(pathname, language)}`;
  const imageAlt = fixedT(language, 'common')('seo.imageAlt', { brand, title: name });
  const graph: Graph = {
    '@context': 'https://schema.org',
    '@graph': [organization(language), ...(options.structuredData ?? [])],
  };
  meta.push(
    ...addressLinks(pathname, language),
    { property: 'og:site_name', content: brand },
    { property: 'og:type', content: options.openGraphType ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: openGraphLocales[language] },
    {
      property: 'og:locale:alternate',
      content: openGraphLocales[language === 'en' ? 'hi' : 'en'],
    },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/jpeg' },
    { property: 'og:image:width', content: String(sharingImageSize.width) },
    { property: 'og:image:height', content: String(sharingImageSize.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image:alt', content: imageAlt },
    { 'script:ld+json': graph },
  );
  return meta;
}

/** The page's canonical address and its twin in each language (x-default: the English one). */
function addressLinks(pathname: string, language: Language): MetaDescriptor[] {
  const english = englishPathOf(pathname);
  return [
    { tagName: 'link', rel: 'canonical', href: pageUrl(english, language) },
    ...languageAlternates(english).map(({ hrefLang, href }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang,
      href,
    })),
  ];
}

/**
 * A page's address in each language (x-default: the English one): the page's alternate links
 * and its sitemap entry say the same.
 */
export function languageAlternates(englishPath: string): { hrefLang: string; href: string }[] {
  return [
    { hrefLang: 'en', href: pageUrl(englishPath, 'en') },
    { hrefLang: 'hi', href: pageUrl(englishPath, 'hi') },
    { hrefLang: 'x-default', href: pageUrl(englishPath, 'en') },
  ];
}
