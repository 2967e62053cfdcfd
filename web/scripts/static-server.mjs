#!/usr/bin/env node
/**
 * A tiny static server for a built web app (web/build/client or WEB_BUILD_DIR): prerendered
 * pages as <path>/index.html, files as they are, gzip for text, long caching for hashed assets
 * and images, the prerendered 404 page for unknown paths. It has no API; the benchmark and quick
 * looks at a build use it so they need no database.
 *
 *   node scripts/static-server.mjs [--port 4173] [--dir build/client]
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Progress and results go to stdout (this is a command-line tool). */
const log = (line) => process.stdout.write(`${line}\n`);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.data',
  '.svg',
  '.txt',
  '.xml',
]);

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Finds the file for a URL path: the file itself, or its prerendered index.html. */
async function resolveFile(root, pathname) {
  const decoded = decodeURIComponent(pathname);
  const candidate = path.normalize(path.join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  if (path.extname(candidate) && (await isFile(candidate))) return candidate;
  const index = path.join(candidate, 'index.html');
  if (await isFile(index)) return index;
  return null;
}

/**
 * Starts the server on 127.0.0.1 (port 0 picks a free one). Resolves to { url, close }.
 */
export async function startStaticServer({ dir, port = 0 }) {
  const root = path.resolve(dir);
  if (!(await isFile(path.join(root, 'index.html')))) {
    throw new Error(`No built site in ${root} (index.html missing). Build the web app first.`);
  }
  const gzipCache = new Map();

  const server = http.createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      let file = await resolveFile(root, pathname);
      let status = 200;
      if (!file) {
        status = 404;
        file = (await resolveFile(root, '/404')) ?? path.join(root, 'index.html');
      }
      const ext = path.extname(file);
      const headers = {
        'Content-Type': types[ext] ?? 'application/octet-stream',
        'Cache-Control':
          pathname.startsWith('/assets/') || pathname.startsWith('/images/')
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      };
      const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (compressible.has(ext) && acceptsGzip) {
        // Keyed by modification time, so a rebuild under a running server is picked up.
        const key = `${file}:${(await stat(file)).mtimeMs}`;
        let body = gzipCache.get(key);
        if (!body) {
          body = gzipSync(await readFile(file), { level: 9 });
          gzipCache.set(key, body);
        }
        res.writeHead(status, {
          ...headers,
          'Content-Encoding': 'gzip',
          'Content-Length': body.length,
          Vary: 'Accept-Encoding',
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      const { size } = await stat(file);
      res.writeHead(status, { ...headers, 'Content-Length': size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    }
  });

  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// Run directly: serve until stopped.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = arg('--dir') ?? process.env.WEB_BUILD_DIR ?? path.resolve(here, '../build/client');
  const port = Number(arg('--port') ?? 4173);
  const { url } = await startStaticServer({ dir, port });
  log(`serving ${dir} at ${url}`);
}
