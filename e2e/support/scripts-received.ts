import type { Page } from '@playwright/test';

/**
 * Watches the scripts a page receives from now on: their paths, and which of them hold zod
 * (decisions 010 and 046 keep zod out of the pages until a form needs it). Named by path, so a
 * failure prints paths rather than scripts.
 */
export function watchScripts(page: Page) {
  const scripts: Promise<{ path: string; text: string }>[] = [];
  const paths: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    paths.push(pathname);
    // A body the browser dropped because the page moved on is asked for again by its address
    // (a built file: the same bytes), so every script is checked.
    const url = response.url();
    scripts.push(
      response.text().then(
        (text) => ({ path: pathname, text }),
        async () => ({ path: pathname, text: await (await page.request.get(url)).text() }),
      ),
    );
  });
  return {
    paths,
    /** How many scripts have arrived so far. */
    count: () => scripts.length,
    /** The scripts received so far that hold zod. */
    withZod: async () =>
      (await Promise.all(scripts)).filter((s) => s.text.includes('ZodError')).map((s) => s.path),
  };
}
