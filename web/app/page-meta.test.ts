import { isHindiPath, languageOfPath, localizedPath } from '@app/contract/web-routes';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { type MetaDescriptor, matchRoutes, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharingImagePath } from './lib/page-meta';
import { indexedEnglishPaths, prerenderedPaths } from './prerendered-paths';
import routes from './routes';
import { disallowedPaths } from './routes/robots-txt';

/**
 * What every prerendered page says about itself in its <head>, read from each route module's
 * `meta` exactly as the build runs it: a title and description of its own in its language, and
 * for the pages search engines find its addresses, sharing tags and structured data
 * (docs/decisions/027).
 */

type Route = RouteObject & { file?: string };

function routeObjects(entries: RouteConfigEntry[]): Route[] {
  return entries.map((entry) => ({
    id: entry.id ?? entry.file,
    path: entry.path,
    index: entry.index,
    file: entry.file,
    children: entry.children ? routeObjects(entry.children) : undefined,
  })) as Route[];
}

const table = routeObjects(routes);
const modules = import.meta.glob<{ meta?: (args: unknown) => MetaDescriptor[] }>('./routes/*.ts*');

/** The page's meta, as React Router asks the deepest route of its address for it. */
async function metaOf(pathname: string): Promise<MetaDescriptor[]> {
  const matches = matchRoutes(table, pathname);
  const leaf = matches?.at(-1);
  const file = (leaf?.route as Route | undefined)?.file;
  const load = file && modules[`./${file}`];
  if (!leaf || !load) throw new Error(`no route module for ${pathname}`);
  const module = await load();
  if (!module.meta) throw new Error(`${file} has no meta`);
  return module.meta({ location: { pathname }, params: leaf.params });
}

type PageHead = {
  path: string;
  title: string;
  description: string;
  meta: MetaDescriptor[];
};

const attribute = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((item) => (item as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;

const indexedPaths = indexedEnglishPaths.flatMap((path) => [path, localizedPath(path, 'hi')]);
const heads = new Map<string, PageHead>();

beforeAll(async () => {
  for (const path of indexedPaths) {
    const meta = await metaOf(path);
    const title = (meta.find((item) => 'title' in item) as { title: string }).title;
    const description = attribute(meta, 'name', 'description')?.content ?? '';
    heads.set(path, { path, title, description, meta });
  }
});

/** The @types of the nodes of a page's JSON-LD graph. */
function structuredTypes(meta: MetaDescriptor[]): string[] {
  const block = meta.find((item) => 'script:ld+json' in item) as
    | { 'script:ld+json': { '@graph': { '@type': string }[] } }
    | undefined;
  return block ? block['script:ld+json']['@graph'].map((node) => node['@type']) : [];
}

describe('the pages search engines find', () => {
  it('are every prerendered page but the not-found page, the redirects and a booking’s own page', () => {
    expect(indexedPaths).toContain('/');
    expect(indexedPaths).toContain('/hi/shop/1');
    expect(indexedPaths).not.toContain('/404');
    expect(indexedPaths).not.toContain('/weekly');
    expect(indexedPaths).not.toContain('/hi/weekly-love-horoscope/leo');
    // The shell of /appointment/manage: the booking comes with the query, after hydration.
    expect(indexedPaths).not.toContain('/appointment/manage');
    expect(indexedPaths).not.toContain('/hi/appointment/manage');
    // The pages a mailed link opens (the token comes with the query).
    expect(indexedPaths).not.toContain('/reset-password');
    expect(indexedPaths).not.toContain('/hi/confirm-email');
    expect(indexedPaths.length).toBe(prerenderedPaths.length - 2 - 2 - 2 * 2 - 2 * (3 + 12));
  });

  it.each(['en', 'hi'] as const)('have titles and descriptions of their own in %s', (language) => {
    const pages = [...heads.values()].filter((page) => languageOfPath(page.path) === language);
    expect(pages.length).toBe(indexedEnglishPaths.length);
    const repeated = (key: 'title' | 'description') => {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const page of pages) {
        const earlier = seen.get(page[key]);
        if (earlier) twice.push(`${earlier} and ${page.path}: ${page[key]}`);
        seen.set(page[key], page.path);
      }
      return twice;
    };
    expect(repeated('title')).toEqual([]);
    expect(repeated('description')).toEqual([]);
    for (const page of pages) {
      expect(page.description.length, page.path).toBeGreaterThan(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(300);
      // Hindi pages are written in Devanagari, English ones not.
      expect(/[\u0900-\u097F]/.test(page.title), page.path).toBe(language === 'hi');
    }
  });

  it('each say their address, their twin’s, their sharing card and the business', () => {
    for (const { path, meta } of heads.values()) {
      const language = isHindiPath(path) ? 'hi' : 'en';
      const canonical = attribute(meta, 'rel', 'canonical')?.href;
      expect(canonical, path).toBe(`https://shubhjyotish.in${path === '/' ? '/' : path}`);
      expect(attribute(meta, 'property', 'og:url')?.content, path).toBe(canonical);
      expect(attribute(meta, 'property', 'og:locale')?.content).toBe(
        language === 'hi' ? 'hi_IN' : 'en_IN',
      );
      expect(attribute(meta, 'property', 'og:image')?.content, path).toBe(
        `https://shubhjyotish.in${sharingImagePath(path, language)}`,
      );
      expect(attribute(meta, 'property', 'og:image:alt')?.content, path).toBeTruthy();
      expect(attribute(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image');
      expect(meta.filter((item) => 'hrefLang' in item)).toHaveLength(3);
      expect(structuredTypes(meta)[0], path).toBe('Organization');
    }
  });

  it.each([
    ['/', ['Organization', 'FAQPage']],
    ['/hi', ['Organization', 'FAQPage']],
    ['/gemstone', ['Organization', 'Product', 'Product']],
    ['/hi/shop/2', ['Organization', 'Product']],
    ['/call-consultation', ['Organization', 'Service', 'FAQPage']],
    ['/support', ['Organization', 'FAQPage']],
    ['/hi/reports/sade-sati', ['Organization', 'BreadcrumbList', 'FAQPage']],
    ['/reports/premium-couple-kundli', ['Organization', 'BreadcrumbList', 'FAQPage']],
    ['/horoscope/weekly-horoscope', ['Organization', 'BreadcrumbList']],
    ['/hi/horoscope/yearly-horoscope/leo', ['Organization', 'BreadcrumbList']],
    ['/about', ['Organization']],
    ['/privacy', ['Organization']],
    ['/hi/refund-policy', ['Organization']],
  ])('%s describes %j', (path, types) => {
    expect(structuredTypes(heads.get(path)?.meta ?? [])).toEqual(types);
  });

  it('gives a product its price in rupees and a question its answer without link markup', () => {
    const graph = (path: string) => {
      const block = (heads.get(path)?.meta ?? []).find((item) => 'script:ld+json' in item) as {
        'script:ld+json': { '@graph': Record<string, unknown>[] };
      };
      return block['script:ld+json']['@graph'];
    };
    const product = graph('/hi/shop/1')[1] as { name: string; offers: Record<string, string> };
    expect(product.name).toBe('3 मुखी रुद्राक्ष');
    expect(product.offers).toMatchObject({ price: '791.00', priceCurrency: 'INR' });
    const faq = graph('/')[1] as { mainEntity: { acceptedAnswer: { text: string } }[] };
    const answers = faq.mainEntity.map((question) => question.acceptedAnswer.text).join(' ');
    expect(answers).toContain('appointment page');
    expect(answers).not.toMatch(/<\/?\w+>|\{\{/);
  });
});

describe('robots.txt', () => {
  it('keeps out exactly the pages drawn only in the browser for a signed-in visitor', async () => {
    const { loader } = await import('./routes/robots-txt');
    const text = await loader().text();
    for (const path of disallowedPaths) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Sitemap: https://shubhjyotish.in/sitemap.xml');
    expect(
      prerenderedPaths.filter((path) => disallowedPaths.some((d) => path.startsWith(d))),
    ).toEqual([]);
  });
});

describe('sitemap.xml', () => {
  it('lists every page in both languages with its alternates', async () => {
    const { loader } = await import('./routes/sitemap-xml');
    const xml = await loader().text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(indexedPaths.length);
    expect(locations).toContain('https://shubhjyotish.in/');
    expect(locations).toContain('https://shubhjyotish.in/hi/horoscope/weekly-horoscope/leo');
    expect(xml).toContain(
      '<url><loc>https://shubhjyotish.in/hi/gemstone</loc><xhtml:link rel="alternate" hreflang="en" href="https://shubhjyotish.in/gemstone"/><xhtml:link rel="alternate" hreflang="hi" href="https://shubhjyotish.in/hi/gemstone"/><xhtml:link rel="alternate" hreflang="x-default" href="https://shubhjyotish.in/gemstone"/></url>',
    );
  });
});
