import { defaultLanguage, type Language, site } from '@app/contract/site';
import type { Namespace } from 'i18next';
import type { MetaDescriptor } from 'react-router';
import { i18n, isLanguage } from '~/lib/i18n';

type PageMetaOptions = {
  /** Values for the strings' placeholders ({{brand}} is always filled in). */
  values?: Record<string, string | number>;
  /** The title itself, when it is data rather than copy (a product's name). */
  title?: string;
  /** Whether " | Shubh Jyotish" follows the title (the home page's title starts with it). */
  brandSuffix?: boolean;
  /** Signed-in and admin pages: not for search engines. */
  noindex?: boolean;
  /** Open Graph type and picture for shared links (pages worth sharing). */
  openGraph?: { type: 'website' | 'product'; image?: string };
  /**
   * Prerendered pages are English (docs/decisions/004); pages rendered in the browser (signed-in,
   * admin) read the visitor's language with 'current'.
   */
  language?: Language | 'current';
};

/**
 * The one way a route sets its <title>, description and sharing tags, for its `meta` export:
 * from `<keyPrefix>.title` and `<keyPrefix>.description` of a locale namespace.
 *
 *   export const meta = () => pageMeta('meta.login');                  // common namespace
 *   export const meta = () => pageMeta('meta', 'home', { brandSuffix: false });
 */
export function pageMeta(
  keyPrefix: string,
  namespace: Namespace = 'common',
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const language =
    options.language === 'current'
      ? isLanguage(i18n.language)
        ? i18n.language
        : defaultLanguage
      : (options.language ?? defaultLanguage);
  // Keys made from a prefix: the page tests read every page's title and description.
  const t = i18n.getFixedT(language, namespace) as (key: string, values: object) => string;
  const values = { brand: site.name[language], ...options.values };
  const name = options.title ?? t(`${keyPrefix}.title`, values);
  const title = options.brandSuffix === false ? name : `${name} | ${site.name[language]}`;
  const description = t(`${keyPrefix}.description`, values);
  const meta: MetaDescriptor[] = [{ title }, { name: 'description', content: description }];
  if (options.noindex) meta.push({ name: 'robots', content: 'noindex' });
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
