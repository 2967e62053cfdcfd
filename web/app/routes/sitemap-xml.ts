import { languages } from '@app/contract/site';
import { languageAlternates } from '~/lib/page-meta';
import { pageUrl } from '~/lib/site-origin';
import { indexedEnglishPaths } from '~/prerendered-paths';

/**
 * /sitemap.xml: every public page in both languages, each with its language alternates, the very
 * addresses the pages' canonical and alternate links give (docs/decisions/027). A resource route
 * prerendered to a file at build time (react-router.config.ts), under `site.url`; a server with
 * another SITE_URL writes its own address in its place when it loads the file.
 */
export function loader() {
  return new Response(sitemapXml(indexedEnglishPaths), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}

function sitemapXml(englishPaths: readonly string[]): string {
  const alternates = (path: string) =>
    languageAlternates(path)
      .map(
        ({ hrefLang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
      )
      .join('');
  const urls = englishPaths.flatMap((path) =>
    languages.map(
      (language) =>
        `<url><loc>${escapeXml(pageUrl(path, language))}</loc>${alternates(path)}</url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
