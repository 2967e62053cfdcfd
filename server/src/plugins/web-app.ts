import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiBasePath } from '@app/contract/api-base-path';
import { clientOnlyPathPatterns } from '@app/contract/web-routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildContentSecurityPolicy, inlineScriptHashes } from '../lib/content-security-policy.ts';

type WebFile = {
  /** Path relative to the build folder, with forward slashes. */
  file: string;
  /** For HTML files: the policy allowing exactly this page's inline scripts. */
  contentSecurityPolicy?: string;
};

const spaFallbackFile = '__spa-fallback.html';
/** Everything under /api (any version) is API: never answered with a page. */
const apiPrefix = `/${apiBasePath.split('/')[1]}`;
const notFoundPageFile = '404/index.html';

/**
 * Serves the built web app from the same process as the API, from Fastify's not-found handler
 * (so API routes always win):
 * - a prerendered page (`/login` -> login/index.html) or a file (`/assets/…`) is sent as is;
 * - a signed-in or admin path (clientOnlyPathPatterns) gets the SPA fallback page, status 200;
 * - any other page path gets the web app's own not-found page, status 404;
 * - unknown `/api/…` paths (any version) and non-GET requests get a JSON 404.
 * The build folder is read once at start-up; restart the server after rebuilding the web app.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { buildDir: string; https: boolean },
) {
  const files = existsSync(path.join(options.buildDir, 'index.html'))
    ? indexWebBuild(options.buildDir, options.https)
    : undefined;
  if (files) {
    // The web build has Brotli and gzip twins of its text files (web/scripts/finish-build.mjs);
    // preCompressed sends the best one the browser accepts.
    await app.register(fastifyStatic, {
      root: options.buildDir,
      serve: false,
      preCompressed: true,
    });
  } else {
    app.log.warn(
      { webBuildDir: options.buildDir },
      'web app not built: pages answer 503 (run `npm run build -w web`)',
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodePathname(request.url);
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      pathname !== undefined &&
      pathname !== apiPrefix &&
      !pathname.startsWith(`${apiPrefix}/`);
    if (!isPageRequest) {
      return reply.code(404).send({
        success: false,
        message: `No such endpoint: ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`,
      });
    }
    if (!files) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app has not been built. Run `npm run build -w web` (or `npm start`), ' +
            'or use `npm run dev` for development.\n',
        );
    }
    return sendPage(reply, files, pathname);
  });
}

function sendPage(reply: FastifyReply, files: Map<string, WebFile>, pathname: string) {
  let target = files.get(pathname);
  if (!target && clientOnlyPathPatterns.some((pattern) => pattern.test(pathname))) {
    target = files.get(`/${spaFallbackFile}`);
  }
  if (!target) {
    target = files.get(`/${notFoundPageFile}`);
    reply.code(404);
  }
  if (!target) return reply.type('text/plain; charset=utf-8').send('Page not found.\n');

  // Caches must keep the Brotli, gzip and plain variants apart.
  reply.header('vary', 'accept-encoding');
  if (target.contentSecurityPolicy !== undefined) {
    reply.header('content-security-policy', target.contentSecurityPolicy);
    reply.header('cache-control', 'no-cache');
  } else if (target.file.startsWith('assets/')) {
    // Vite puts a content hash in every asset's name: a changed file gets a new name.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  } else {
    reply.header('cache-control', 'public, max-age=3600');
  }
  return reply.sendFile(target.file, { cacheControl: false });
}

/**
 * Every file of the build, keyed by the URL paths that serve it; HTML files carry the policy
 * allowing their inline scripts. Only files found here are ever served.
 */
function indexWebBuild(buildDir: string, https: boolean): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    // The .br/.gz twins are chosen by preCompressed, never requested by name.
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path
      .relative(buildDir, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    const webFile: WebFile = { file };
    if (file.endsWith('.html')) {
      const html = readFileSync(path.join(buildDir, file), 'utf8');
      webFile.contentSecurityPolicy = buildContentSecurityPolicy({
        scriptHashes: inlineScriptHashes(html),
        upgradeInsecureRequests: https,
      });
    }
    files.set(`/${file}`, webFile);
    if (file === 'index.html') files.set('/', webFile);
    else if (file.endsWith('/index.html') && file !== notFoundPageFile) {
      const directory = `/${file.slice(0, -'/index.html'.length)}`;
      files.set(directory, webFile);
      files.set(`${directory}/`, webFile);
    }
  }
  return files;
}

function decodePathname(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}
