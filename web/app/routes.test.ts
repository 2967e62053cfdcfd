import {
  clientOnlyPathPatterns,
  isHindiPath,
  localizedPath,
  parameterPagePathPatterns,
} from '@app/contract/web-routes';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { prerenderedFiles, prerenderedPaths } from './prerendered-paths';
import routes from './routes';

/**
 * The route table (routes.ts), the prerendered pages (prerendered-paths.ts) and the paths the
 * server hands to the client-side router (contract/src/web-routes.ts) must agree: the server
 * answers 404 for any page path that is neither prerendered nor client-only, so a route added to
 * the table alone would be a page nobody can open in production.
 */

/** Every page path of the table, with `:param` segments, except the catch-all. */
function pagePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent;
    const children = entry.children ? pagePaths(entry.children, own) : [];
    const isPage = entry.index || (entry.path !== undefined && !entry.children?.length);
    return isPage && entry.path !== '*' ? [own || '/', ...children] : children;
  });
}

/** A regular expression for a route path: each `:param` stands for one path segment. */
function patternOf(routePath: string) {
  const source = routePath
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const isClientOnly = (path: string) => clientOnlyPathPatterns.some((pattern) => pattern.test(path));
const tablePaths = pagePaths(routes);

describe('the route table, the prerendered pages and the client-only paths', () => {
  it('finds the pages of the table', () => {
    expect(tablePaths).toContain('/');
    expect(tablePaths).toContain('/shop/:id');
    expect(tablePaths).toContain('/admin/orders');
    expect(tablePaths.length).toBeGreaterThan(20);
  });

  it.each(tablePaths)('%s is prerendered or left to the client-side router', (routePath) => {
    const pattern = patternOf(routePath);
    const sample = routePath.replace(/:[^/]+/g, 'sample');
    const prerendered = [...prerenderedPaths, ...prerenderedFiles].filter((path) =>
      pattern.test(path),
    );
    expect(
      prerendered.length > 0 || isClientOnly(sample),
      `${routePath}: add it to prerendered-paths.ts, or to clientOnlyPathPatterns if it needs a signed-in user`,
    ).toBe(true);
  });

  it.each(tablePaths.filter((path) => path.includes(':')))(
    '%s with an unknown value goes to the page itself, not to the prerendered not-found page',
    (routePath) => {
      const sample = routePath.replace(/:[^/]+/g, 'no-such-value');
      expect(
        isClientOnly(sample) || parameterPagePathPatterns.some((pattern) => pattern.test(sample)),
        `${routePath}: add it to parameterPagePathPatterns (contract/src/web-routes.ts)`,
      ).toBe(true);
    },
  );

  it('prerenders only paths of the table (and the not-found page)', () => {
    const patterns = tablePaths.map(patternOf);
    const strays = prerenderedPaths.filter(
      (path) =>
        path !== '/404' && path !== '/hi/404' && !patterns.some((pattern) => pattern.test(path)),
    );
    expect(strays).toEqual([]);
  });

  it('prerenders every public page in Hindi too, under /hi', () => {
    const english = prerenderedPaths.filter((path) => !isHindiPath(path));
    const hindi = prerenderedPaths.filter(isHindiPath);
    expect(hindi).toContain('/hi');
    expect(hindi).toContain('/hi/reports/sade-sati');
    expect(hindi).toContain('/hi/privacy');
    expect(hindi).toContain('/hi/terms');
    expect(hindi).toContain('/hi/refund-policy');
    expect(hindi).toContain('/hi/horoscope/weekly-horoscope/leo');
    expect(hindi.sort()).toEqual(english.map((path) => localizedPath(path, 'hi')).sort());
    expect(tablePaths).toContain('/hi/shop/:id');
  });

  it('gives the pages drawn in the browser no Hindi twin (they take the visitor’s language)', () => {
    expect(tablePaths).toContain('/my-orders');
    expect(tablePaths.filter((path) => isHindiPath(path) && isClientOnly(path))).toEqual([]);
    expect(tablePaths).not.toContain('/hi/my-orders');
  });

  it('never prerenders a page that needs a signed-in user', () => {
    expect(prerenderedPaths.filter(isClientOnly)).toEqual([]);
  });
});
