import { site } from '@app/contract/site';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * What search engines and chat apps read (issue 15, docs/decisions/027): robots.txt, the sitemap,
 * and on every page of the sitemap its canonical and language links, its structured data and its
 * sharing card. Pages and cards are fetched as a crawler does (no browser); a few pages are then
 * opened in the browser to see that the tags survive hydration and a navigation.
 */

type SitemapEntry = { loc: string; alternates: Record<string, string> };

/** The path of an address of the site, for the server under test. */
const pathOf = (url: string) => {
  expect(url.startsWith(`${site.url}/`), url).toBe(true);
  return url.slice(site.url.length);
};

async function sitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: body.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, language = '', href = '']) => [language, href],
      ),
    ),
  }));
}

/** Width and height of a JPEG (its start-of-frame segment) or a PNG (its header). */
function imageSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

const attributeOf = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

/** The schema.org types a page of each kind describes, besides the business. */
function expectedTypes(englishPath: string): string[] {
  if (englishPath === '/') return ['FAQPage'];
  if (englishPath === '/gemstone') return ['Product'];
  if (/^\/shop\//.test(englishPath)) return ['Product'];
  if (englishPath === '/call-consultation') return ['Service', 'FAQPage'];
  if (englishPath === '/support') return ['FAQPage'];
  if (/^\/reports\/[^/]+\/order$/.test(englishPath)) return [];
  if (/^\/reports\//.test(englishPath)) return ['BreadcrumbList', 'FAQPage'];
  if (/^\/horoscope\//.test(englishPath)) return ['BreadcrumbList'];
  if (/^\/panchang\/calendar(\/|$)/.test(englishPath)) return ['BreadcrumbList'];
  // A festival's page: one Event for each of its dates in the year.
  if (/^\/festivals\/\d{4}\/[^/]+$/.test(englishPath)) return ['BreadcrumbList', 'Event'];
  if (/^\/festivals\/\d{4}$/.test(englishPath)) return ['BreadcrumbList'];
  return [];
}

test('robots.txt points to the sitemap and keeps the signed-in pages out', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  for (const path of ['/admin', '/my-orders', '/payment-success']) {
    expect(text).toContain(`\nDisallow: ${path}\n`);
  }
  expect(text).toContain(`\nSitemap: ${site.url}/sitemap.xml\n`);
  expect(text).not.toMatch(/Disallow: \/\s*$/m);
});

test('every page of the sitemap, in both languages, says its addresses, describes itself and has its card', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const entries = await sitemap(request);
  const locations = entries.map((entry) => entry.loc);
  // Every public page twice; not the not-found page, nor the horoscope aliases (redirects).
  expect(entries.length).toBeGreaterThan(100);
  expect(new Set(locations).size).toBe(entries.length);
  expect(locations).toContain(`${site.url}/`);
  expect(locations).toContain(`${site.url}/hi`);
  expect(locations).toContain(`${site.url}/hi/horoscope/weekly-love-horoscope/pisces`);
  for (const absent of ['/404', '/hi/404', '/weekly', '/weekly-love-horoscope/leo', '/my-orders']) {
    expect(locations).not.toContain(`${site.url}${absent}`);
  }

  const cards = new Set<string>();
  for (const { loc, alternates } of entries) {
    const path = pathOf(loc);
    const hindi = path === '/hi' || path.startsWith('/hi/');
    const english = hindi ? path.slice(3) || '/' : path;
    expect(alternates, loc).toEqual({
      en: `${site.url}${english}`,
      hi: `${site.url}${english === '/' ? '/hi' : `/hi${english}`}`,
      'x-default': `${site.url}${english}`,
    });

    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(attributeOf(html, /<html[^>]*\slang="(\w+)"/), path).toBe(hindi ? 'hi' : 'en');
    expect(html.match(/<link rel="canonical"[^>]*>/g), path).toEqual([
      `<link rel="canonical" href="${loc}"/>`,
    ]);
    for (const [language, href] of Object.entries(alternates)) {
      expect(html, `${path} ${language}`).toContain(
        `<link rel="alternate" hrefLang="${language}" href="${href}"/>`,
      );
    }

    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map(([, json = '']) => JSON.parse(json) as { '@context': string; '@graph': unknown[] });
    expect(blocks, path).toHaveLength(1);
    const graph = blocks[0]?.['@graph'] as { '@type': string; [key: string]: unknown }[];
    expect(blocks[0]?.['@context']).toBe('https://schema.org');
    expect(graph[0], path).toMatchObject({
      '@type': 'Organization',
      name: site.name[hindi ? 'hi' : 'en'],
      email: site.email,
      contactPoint: site.phones.map((telephone) => expect.objectContaining({ telephone })),
    });
    const types = graph.slice(1).map((node) => node['@type']);
    expect([...new Set(types)], path).toEqual(expectedTypes(english));
    for (const node of graph.filter((item) => item['@type'] === 'Product')) {
      expect(node.offers, path).toMatchObject({
        priceCurrency: 'INR',
        price: expect.stringMatching(/^\d+\.\d\d$/),
        availability: 'https://schema.org/InStock',
      });
    }

    const og = (property: string) =>
      attributeOf(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));
    expect(og('og:url'), path).toBe(loc);
    expect(og('og:title'), path).toBe(attributeOf(html, /<title>([^<]*)<\/title>/));
    expect(og('og:description'), path).toBeTruthy();
    expect(og('og:type'), path).toBe(/^\/shop\//.test(english) ? 'product' : 'website');
    expect(og('og:site_name')).toBe(site.name[hindi ? 'hi' : 'en']);
    expect(og('og:locale')).toBe(hindi ? 'hi_IN' : 'en_IN');
    expect(og('og:locale:alternate')).toBe(hindi ? 'en_IN' : 'hi_IN');
    expect([og('og:image:width'), og('og:image:height')]).toEqual(['1200', '630']);
    expect(og('og:image:alt'), path).toBeTruthy();
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const image = og('og:image') ?? '';
    expect(cards.has(image), `${path} has a card of its own`).toBe(false);
    cards.add(image);

    const card = await request.get(pathOf(image));
    expect(card.status(), image).toBe(200);
    expect(card.headers()['content-type'], image).toBe('image/jpeg');
    const bytes = await card.body();
    expect(imageSize(bytes), image).toEqual({ width: 1200, height: 630 });
    expect(bytes.length, image).toBeLessThan(100 * 1024);
  }

  const logo = await request.get('/images/og/logo.png');
  expect(logo.headers()['content-type']).toBe('image/png');
  expect(imageSize(await logo.body())).toEqual({ width: 512, height: 512 });
});

test('the tags stay single and right through hydration and a navigation, with no policy errors', async ({
  page,
  openPage,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const head = () =>
    page.evaluate(() => ({
      canonical: Array.from(document.querySelectorAll('link[rel="canonical"]')).map(
        (link) => (link as HTMLLinkElement).href,
      ),
      alternates: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
      images: Array.from(document.querySelectorAll('meta[property="og:image"]')).map(
        (meta) => (meta as HTMLMetaElement).content,
      ),
      graphs: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => JSON.parse(script.textContent ?? '') as { '@graph': { '@type': string }[] },
      ),
    }));

  await openPage('/hi/reports/love');
  let tags = await head();
  expect(tags.canonical).toEqual([`${site.url}/hi/reports/love`]);
  expect(tags.alternates).toBe(3);
  expect(tags.images).toEqual([`${site.url}/images/og/hi/reports/love.jpg`]);
  expect(tags.graphs.map((graph) => graph['@graph'].map((node) => node['@type']))).toEqual([
    ['Organization', 'BreadcrumbList', 'FAQPage'],
  ]);

  // A navigation inside the app: the next page's tags take the place of these.
  await page.getByRole('banner').getByRole('link', { name: 'शुभ ज्योतिष – होम पेज' }).click();
  await expect(page).toHaveURL('/hi');
  await expect.poll(async () => (await head()).canonical).toEqual([`${site.url}/hi`]);
  tags = await head();
  expect(tags.images).toEqual([`${site.url}/images/og/hi/home.jpg`]);
  expect(tags.graphs.map((graph) => graph['@graph'].map((node) => node['@type']))).toEqual([
    ['Organization', 'FAQPage'],
  ]);
  expect(refused).toEqual([]);
});
