import { site } from '@app/contract/site';
import { i18n } from '~/lib/i18n';

/**
 * A route's <title> and description for its `meta` export, read in English (prerendered pages
 * are English, docs/decisions/004) from `<keyPrefix>.title` and `<keyPrefix>.description` of a
 * locale namespace. `{{brand}}` in them becomes the brand name.
 *
 *   export const meta = () => pageMeta('meta.login');            // common namespace
 *   export const meta = () => pageMeta('meta', 'home');           // a page's own namespace
 */
export function pageMeta(keyPrefix: string, namespace = 'common') {
  const t = i18n.getFixedT('en', namespace);
  const brand = site.name.en;
  return [
    { title: `${t(`${keyPrefix}.title`, { brand })} | ${brand}` },
    { name: 'description', content: t(`${keyPrefix}.description`, { brand }) },
  ];
}
