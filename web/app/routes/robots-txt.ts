import { siteOrigin } from '~/lib/site-origin';

/**
 * Pages no search engine should crawl: those drawn only in the browser for a signed-in visitor
 * (contract/src/web-routes.ts; a test keeps the two lists together). They also say `noindex`.
 */
export const disallowedPaths = ['/admin', '/my-orders', '/payment-success'] as const;

/**
 * /robots.txt: where the sitemap is, and the signed-in pages kept out. A resource route
 * prerendered to a file at build time, as /sitemap.xml (docs/decisions/027).
 */
export function loader() {
  const lines = [
    'User-agent: *',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOrigin()}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
