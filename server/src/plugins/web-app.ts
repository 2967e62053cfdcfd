import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
} from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { apiBasePath } from '@app/contract/api-base-path';
import { site } from '@app/contract/site';
import {
  adminNotFoundPathPattern,
  clientOnlyPathPatterns,
  isClientOnlyPath,
  isComputedPagePath,
  isHindiPath,
  languageCookieName,
  localizedPath,
  parameterPagePathPatterns,
} from '@app/contract/web-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { commonMessages } from '../lib/common-messages.ts';
import {
  buildContentSecurityPolicy,
  inlineScriptHashes,
  serviceWorkerContentSecurityPolicy,
} from '../lib/content-security-policy.ts';

type Encoding = 'br' | 'gzip';

/** One way a file can be sent: its bytes and the strong ETag of exactly those bytes. */
type Representation = { body: Buffer; etag: string };

/** A file of the build, held in memory with everything its replies need. */
type WebFile = {
  /** Path relative to the build folder, with forward slashes. */
  file: string;
  contentType: string;
  cacheControl: string;
  /**
   * For HTML files: the security headers of documents (plugins/security-headers.ts) and the
   * policy allowing exactly this page's inline scripts. For the service worker: its own policy.
   */
  documentHeaders?: Readonly<Record<string, string>>;
  plain: Representation;
  /** The build's precompressed twins (web/scripts/finish-build.mjs), when it made them. */
  compressed: Partial<Record<Encoding, Representation>>;
  /** For a page completed at request time: what completes it. */
  completer?: PageCompleter;
};

/**
 * Completes prerendered pages at request time with what the build could not know (a horoscope
 * sign page's reading of this week). `completion` gives the page's current `version`, an object
 * that stays the same for as long as the page does, and the function completing the built HTML;
 * each version is completed and compressed once and then served from memory like any page.
 */
export type PageCompleter = {
  /** The build's files (paths relative to the build folder) this completer completes. */
  files: RegExp;
  completion(file: string): Promise<{ version: object; complete(html: string): string }>;
};

const spaFallbackFile = '__spa-fallback.html';
/** The service worker (web/scripts/offline-app.mjs), at the root so that it controls every page. */
const serviceWorkerFile = 'sw.js';
/** Everything under /api (any version) is API: never answered with a page. */
const apiPrefix = `/${apiBasePath.split('/')[1]}`;
const notFoundPageFile = '404/index.html';
const hindiNotFoundPageFile = 'hi/404/index.html';
const hindiChoice = new RegExp(`(?:^|;)\\s*${languageCookieName}=hi\\s*(?:;|$)`);

/** Content types by extension; anything else is sent as application/octet-stream. */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/**
 * Serves the built web app from the same process as the API. Every file of the build and its
 * Brotli and gzip twins are read into memory once at start-up, so a page costs no file system
 * call; restart the server after rebuilding the web app.
 * - a prerendered page (`/login` -> login/index.html) or a file (`/assets/…`) is sent as is, in
 *   the best encoding the browser accepts, with a strong ETag (304 for a matching If-None-Match);
 * - a signed-in or admin path (clientOnlyPathPatterns), or a calendar or festival page not
 *   prerendered with its year, month and id in range (isComputedPagePath), gets the SPA fallback
 *   page, status 200;
 * - an unknown value of a page's parameter (parameterPagePathPatterns: a product, a sign), or
 *   an unknown address under /admin, gets the SPA fallback page, status 404, and the page's own
 *   code deals with it;
 * - any other page path gets the web app's own not-found page in its language, status 404;
 * - a visitor whose `language` cookie says Hindi and who asks for an English page is sent to its
 *   Hindi twin under /hi before anything is painted (docs/decisions/026);
 * - unknown `/api/…` paths (any version) and non-GET requests get a JSON 404.
 * API routes always win: pages are answered by a catch-all route (found after every more
 * specific one) and by the not-found handler. Page and file requests are not logged one by one
 * (`logRequests: false`): a page view is some thirty requests, and errors are still logged.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    buildDir: string;
    https: boolean;
    /** The security headers of pages, besides each page's policy (plugins/security-headers.ts). */
    documentHeaders: Readonly<Record<string, string>>;
    /** The simulated gateway is active: every page shows the test-mode bar from its first paint. */
    testPayments: boolean;
    /**
     * The site's public address (SITE_URL): written in place of the address the pages were
     * built with (`site.url`) wherever a page, the sitemap or robots.txt names it.
     */
    siteUrl?: string | undefined;
    pageCompleters?: readonly PageCompleter[];
  },
) {
  const files = existsSync(path.join(options.buildDir, 'index.html'))
    ? loadWebBuild(options.buildDir, options)
    : undefined;
  const completedFiles = new Map<WebFile, { version: object; file: WebFile }>();
  /** The page as sent now: completed for its current version, once per version. */
  const completedFile = async (built: WebFile, completer: PageCompleter): Promise<WebFile> => {
    const { version, complete } = await completer.completion(built.file);
    const kept = completedFiles.get(built);
    if (kept?.version === version) return kept.file;
    // Synchronous from here to the map, so requests arriving together complete it once. Brotli
    // at 5 (about 3 ms a page, 5% larger than 9, which takes 40 ms of the event loop).
    const file = webFileOf(built.file, Buffer.from(complete(built.plain.body.toString('utf8'))), {
      compressQuality: 5,
    });
    // The completion adds data, never a script to run: the built page's policy holds.
    if (built.documentHeaders !== undefined) file.documentHeaders = built.documentHeaders;
    completedFiles.set(built, { version, file });
    return file;
  };
  if (!files) {
    app.log.warn(
      { webBuildDir: options.buildDir },
      'web app not built: pages answer 503 (run `npm run build -w web`)',
    );
  }

  /** Whether the build's page at a path has a Hindi twin, worked out at its first request. */
  const twins = new Map<string, boolean>();
  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodePathname(request.url);
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      pathname !== undefined &&
      pathname !== apiPrefix &&
      !pathname.startsWith(`${apiPrefix}/`);
    if (!isPageRequest) {
      const message = commonMessages.noSuchEndpoint({
        method: request.method,
        path: request.url.split('?')[0]?.slice(0, 200) ?? '',
      });
      return reply
        .code(404)
        .header('vary', 'Accept-Language')
        .send({ success: false, message: message[request.language] });
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
    return sendPage(request, reply, files, pathname, completedFile, twins);
  };

  // HEAD is answered by the same route (Fastify exposes HEAD for every GET route).
  app.get('/*', { config: { logRequests: false } }, answer);
  app.setNotFoundHandler(answer);

  /**
   * For the router's refusal of an address it cannot decode (`/%E0`): true when the request was
   * for a page and has been answered with the not-found page; false for the API to answer.
   */
  const answeredUndecodablePage = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const rawPath = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      rawPath !== apiPrefix &&
      !rawPath.startsWith(`${apiPrefix}/`);
    if (!isPageRequest || !files) return false;
    void sendNotFoundPage(request, reply, files, completedFile);
    return true;
  };
  return { answeredUndecodablePage };
}

type CompletedFile = (built: WebFile, completer: PageCompleter) => Promise<WebFile>;

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  files: Map<string, WebFile>,
  pathname: string,
  completedFile: CompletedFile,
  twins: Map<string, boolean>,
) {
  let target = files.get(pathname);
  // Kept for the build's paths only (a bounded set): some ten patterns tested per page view.
  let hasTwin = target && twins.get(pathname);
  if (hasTwin === undefined) {
    const isPage = !target || target.file.endsWith('.html');
    hasTwin = isPage && !isHindiPath(pathname) && !isClientOnlyPath(pathname);
    if (target) twins.set(pathname, hasTwin);
  }
  const cookie = request.headers.cookie;
  if (hasTwin && cookie !== undefined && hindiChoice.test(cookie)) {
    const location = hindiTwinLocation(pathname, request.url);
    // An address that is no path of this site (`//evil.example`, a control character) has no
    // Hindi twin: it gets the Hindi not-found page (docs/decisions/032).
    if (location === undefined) return sendNotFoundPage(request, reply, files, completedFile);
    // Who is sent where depends on the cookie: no shared cache may keep this answer.
    return reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'cookie')
      .redirect(location, 302);
  }
  if (!isSitePath(pathname)) return sendNotFoundPage(request, reply, files, completedFile);
  // A signed-in or admin page, or a calendar or festival page of a year not prerendered (the
  // page computes itself in the browser): the SPA fallback, status 200.
  if (
    !target &&
    (clientOnlyPathPatterns.some((pattern) => pattern.test(pathname)) ||
      isComputedPagePath(pathname))
  ) {
    target = files.get(`/${spaFallbackFile}`);
  }
  if (
    !target &&
    (parameterPagePathPatterns.some((pattern) => pattern.test(pathname)) ||
      adminNotFoundPathPattern.test(pathname))
  ) {
    // An unknown product or sign, or no such admin page: the page's own code handles it in the
    // browser (the admin's not-found page is drawn inside the admin layout).
    target = files.get(`/${spaFallbackFile}`);
    reply.code(404);
  }
  if (!target) return sendNotFoundPage(request, reply, files, completedFile, pathname);
  if (target.completer) {
    return completedFile(target, target.completer).then((file) =>
      sendFile(request, reply, file, hasTwin),
    );
  }
  return sendFile(request, reply, target, hasTwin);
}

/**
 * The web app's not-found page, status 404, in the language of the address (`/hi/…`) or, for an
 * address that is no path of this site (`pathname` undefined or malformed), in the language the
 * visitor's cookie chose.
 */
function sendNotFoundPage(
  request: FastifyRequest,
  reply: FastifyReply,
  files: Map<string, WebFile>,
  completedFile: CompletedFile,
  pathname?: string,
) {
  const byCookie = pathname === undefined || !isSitePath(pathname);
  const hindi = byCookie ? hindiChoice.test(request.headers.cookie ?? '') : isHindiPath(pathname);
  const target =
    files.get(`/${hindi ? hindiNotFoundPageFile : notFoundPageFile}`) ??
    files.get(`/${notFoundPageFile}`);
  reply.code(404);
  if (!target) return reply.type('text/plain; charset=utf-8').send('Page not found.\n');
  if (target.completer) {
    return completedFile(target, target.completer).then((file) =>
      sendFile(request, reply, file, byCookie),
    );
  }
  // Chosen by the cookie: caches keep the two languages apart (`vary: cookie`).
  return sendFile(request, reply, target, byCookie || !isHindiPath(pathname ?? '/'));
}

/**
 * Whether a decoded path can be a page of this site, and so be written back in a `Location`:
 * one leading slash (`//host` is another site to a browser), no backslash (browsers read `\` as
 * `/`), no control character. Anything else is answered with the not-found page.
 */
function isSitePath(pathname: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  return /^\/(?!\/)[^\\\u0000-\u001f\u007f-\u009f]*$/.test(pathname);
}

/**
 * The `Location` of a page's Hindi twin: the decoded path localized, then percent-encoded segment
 * by segment (a Hindi word in a path, `?` or `#` that were encoded stay encoded), with the raw
 * query made ASCII. Undefined when the path is no path of this site (docs/decisions/032).
 */
function hindiTwinLocation(pathname: string, rawUrl: string): string | undefined {
  if (!isSitePath(pathname)) return undefined;
  const encodedPath = localizedPath(pathname, 'hi').split('/').map(encodeURIComponent).join('/');
  const queryStart = rawUrl.indexOf('?');
  const query =
    queryStart === -1
      ? ''
      : rawUrl
          .slice(queryStart)
          .replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
  const location = encodedPath + query;
  // Belt and braces: one leading slash, then printable ASCII only.
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(location) ? location : undefined;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, target: WebFile, hasTwin: boolean) {
  const encoding = preferredEncoding(request.headers['accept-encoding'], target.compressed);
  const representation = encoding ? (target.compressed[encoding] ?? target.plain) : target.plain;
  reply.header('content-type', target.contentType);
  reply.header('cache-control', target.cacheControl);
  reply.header('etag', representation.etag);
  // Caches must keep the Brotli, gzip and plain variants apart, and an English page apart from
  // the redirect a Hindi reader's cookie gets in its place.
  reply.header('vary', hasTwin ? 'accept-encoding, cookie' : 'accept-encoding');
  if (target.documentHeaders !== undefined) reply.headers(target.documentHeaders);
  if (
    reply.statusCode === 200 &&
    matchesIfNoneMatch(request.headers['if-none-match'], representation.etag)
  ) {
    return reply.code(304).send();
  }
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(representation.body);
}

/** Brotli when the browser takes it, then gzip, else none; `;q=0` refuses an encoding. */
function preferredEncoding(
  acceptEncoding: string | undefined,
  available: WebFile['compressed'],
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptedEncodingsOf(acceptEncoding);
  if (available.br && accepted.br) return 'br';
  if (available.gzip && accepted.gzip) return 'gzip';
  return undefined;
}

/**
 * The `Accept-Encoding` values seen, read once each: browsers send a handful of them, and each
 * page view is some thirty requests. At most 100 are kept (any client may send any value).
 */
const acceptedEncodings = new Map<string, Record<Encoding, boolean>>();

function acceptedEncodingsOf(acceptEncoding: string): Record<Encoding, boolean> {
  let known = acceptedEncodings.get(acceptEncoding);
  if (known === undefined) {
    const accepted = new Set<string>();
    for (const part of acceptEncoding.split(',')) {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
      if (!refused) accepted.add(name.trim());
    }
    const any = accepted.has('*');
    known = { br: any || accepted.has('br'), gzip: any || accepted.has('gzip') };
    if (acceptedEncodings.size >= 100) acceptedEncodings.clear();
    acceptedEncodings.set(acceptEncoding, known);
  }
  return known;
}

/** RFC 9110 13.1.2: `*` or any listed tag (compared weakly, so W/"x" matches "x"). */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Every file of the build in memory, keyed by the URL paths that serve it; HTML files carry the
 * policy allowing their inline scripts. Only files found here are ever served.
 */
function loadWebBuild(
  buildDir: string,
  {
    https,
    documentHeaders,
    testPayments,
    siteUrl,
    pageCompleters = [],
  }: {
    https: boolean;
    documentHeaders: Readonly<Record<string, string>>;
    testPayments: boolean;
    siteUrl?: string | undefined;
    pageCompleters?: readonly PageCompleter[] | undefined;
  },
): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  const origin = publicOrigin(siteUrl);
  const readIntoScratch = scratchReader();
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    // The .br/.gz twins are sent in place of their file, never requested by name.
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const file = path.relative(buildDir, absolute).split(path.sep).join('/');
    // Valid until the next file is read: kept below only as a copy.
    const original = readIntoScratch(absolute);
    const marked = testPayments && file.endsWith('.html') ? markTestPayments(original) : original;
    const body = origin && addressedFile.test(file) ? withOrigin(marked, origin) : marked;
    // A file changed here is compressed here (the build's twins are of the file as built): well
    // when it names the public address (production), quickly when only marked for test payments
    // (a development server).
    // The bytes as served, made again from the build's file (the plain bytes are not kept).
    const remake =
      body === original
        ? () => readFileSync(absolute)
        : body === marked
          ? () => markTestPayments(readFileSync(absolute))
          : undefined;
    const webFile = webFileOf(file, body, {
      compressQuality: body !== marked ? 9 : body !== original ? 5 : undefined,
      twinsOf: absolute,
      // Only marked: compressed at its first request, so a development server starts without
      // compressing every page (0.8 s of its 2.3 s start, decision 044).
      compressWhenAsked: body !== original && body === marked ? remake : undefined,
    });
    if (file.endsWith('.html')) {
      webFile.documentHeaders = {
        ...documentHeaders,
        'content-security-policy': buildContentSecurityPolicy({
          scriptHashes: inlineScriptHashes(body),
          upgradeInsecureRequests: https,
        }),
      };
      const completer = pageCompleters.find((candidate) => candidate.files.test(file));
      if (completer) webFile.completer = completer;
    }
    // The worker runs under its script's policy: the files' `default-src 'none'` would stop its
    // every fetch.
    if (file === serviceWorkerFile) {
      webFile.documentHeaders = { 'content-security-policy': serviceWorkerContentSecurityPolicy };
    }
    const plainKept = keepPlainBytesOnlyIfSent(webFile, file, remake);
    if (plainKept && webFile.plain.body.buffer === original.buffer) {
      webFile.plain = { ...webFile.plain, body: Buffer.from(webFile.plain.body) };
    }
    files.set(`/${file}`, webFile);
    if (file === 'index.html') files.set('/', webFile);
    else if (
      file.endsWith('/index.html') &&
      file !== notFoundPageFile &&
      file !== hindiNotFoundPageFile
    ) {
      const directory = `/${file.slice(0, -'/index.html'.length)}`;
      files.set(directory, webFile);
      files.set(`${directory}/`, webFile);
    }
  }
  return files;
}

/**
 * Reads a file into one buffer used again for the next file, and returns a view of its bytes.
 * At start-up most files are read only to hash them and find their inline scripts (their plain
 * bytes are not kept: keepPlainBytesOnlyIfSent). A buffer each would be some 650 allocations of
 * 32 KB or more (the pages and the sharing images), each its own mmap and munmap under the
 * malloc settings of decision 044, which a virtual machine pays dearly for (0.3-0.6 s of a 5 s
 * start on one, docs/performance.md).
 */
function scratchReader(): (file: string) => Buffer {
  let scratch = Buffer.alloc(0);
  return (file) => {
    const descriptor = openSync(file, 'r');
    try {
      const { size } = fstatSync(descriptor);
      if (scratch.length < size)
        scratch = Buffer.allocUnsafeSlow(Math.max(size, 2 * scratch.length));
      let length = 0;
      while (length < size) {
        const read = readSync(descriptor, scratch, length, size - length, length);
        if (read === 0) break;
        length += read;
      }
      return scratch.subarray(0, length);
    } finally {
      closeSync(descriptor);
    }
  };
}

/** Sharing images: fetched by link-preview robots, never by a page view (17 MB in the build). */
const sharingImages = /^images\/og\//;

/**
 * Drops from memory the plain bytes that are seldom sent (about 45 MB of a build's 60 MB; the
 * server's memory at rest, decision 044): those of a file with a gzip twin (browsers take
 * Brotli or gzip; the plain bytes go to the odd client that takes neither) and sharing images.
 * They are made again when sent: from the build's file (`remake`: read, and marked for test
 * payments if it was), else unpacked from the gzip twin made here of exactly these bytes.
 * Returns whether the plain bytes stay in memory.
 */
function keepPlainBytesOnlyIfSent(
  webFile: WebFile,
  file: string,
  remake: (() => Buffer) | undefined,
): boolean {
  const { etag } = webFile.plain;
  // `in`, not the value: a twin compressed when asked is not made here.
  const hasTwin = 'gzip' in webFile.compressed;
  if (remake !== undefined && (hasTwin || sharingImages.test(file))) {
    webFile.plain = readWhenSent(etag, remake);
    return false;
  }
  if (remake === undefined && hasTwin) {
    const gzip = webFile.compressed.gzip?.body;
    if (gzip !== undefined) {
      webFile.plain = readWhenSent(etag, () => gunzipSync(gzip));
      return false;
    }
  }
  return true;
}

/** `compressed[encoding]` made by its first reader, then kept as a plain property. */
function madeWhenFirstAsked(
  compressed: WebFile['compressed'],
  encoding: Encoding,
  make: () => Representation,
) {
  Object.defineProperty(compressed, encoding, {
    configurable: true,
    enumerable: true,
    get() {
      const value = make();
      Object.defineProperty(compressed, encoding, { value, enumerable: true, writable: true });
      return value;
    },
  });
}

/** A representation whose bytes are made each time they are sent (and then let go). */
function readWhenSent(etag: string, bytes: () => Buffer): Representation {
  return {
    etag,
    get body() {
      return bytes();
    },
  };
}

/**
 * A file as served: its bytes, their Brotli and gzip twins and the ETags of each. The twins are
 * compressed here at `compressQuality` when the bytes are not the build's (a file changed at
 * start-up, a completed page: the build's twins are of the file as built), else read from the
 * build's `<file>.br` and `<file>.gz` next to `twinsOf`, if there.
 */
function webFileOf(
  file: string,
  body: Buffer,
  {
    compressQuality,
    twinsOf,
    compressWhenAsked,
  }: {
    compressQuality?: number | undefined;
    twinsOf?: string;
    /** The bytes again: the twins are compressed from them when first asked for, then kept. */
    compressWhenAsked?: (() => Buffer) | undefined;
  },
): WebFile {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const webFile: WebFile = {
    file,
    contentType: contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    cacheControl: cacheControlOf(file),
    plain: { body, etag: `"${hash}"` },
    compressed: {},
  };
  for (const [encoding, extension] of [
    ['br', 'br'],
    ['gzip', 'gz'],
  ] as const) {
    // A strong ETag names one sequence of bytes: each encoding has its own.
    const etag = `"${hash}-${extension}"`;
    const twin = twinsOf && `${twinsOf}.${extension}`;
    if (compressQuality !== undefined && body.length >= 1024) {
      const quality = compressQuality;
      if (compressWhenAsked) {
        madeWhenFirstAsked(webFile.compressed, encoding, () => ({
          body: compress(compressWhenAsked(), encoding, quality),
          etag,
        }));
      } else webFile.compressed[encoding] = { body: compress(body, encoding, quality), etag };
    } else if (compressQuality === undefined && twin && existsSync(twin)) {
      webFile.compressed[encoding] = { body: readFileSync(twin), etag };
    }
  }
  return webFile;
}

/** Files that name the site's address: pages, the sitemap, robots.txt. */
const addressedFile = /\.(html|xml|txt)$/;

/**
 * The origin of SITE_URL when it is not the one the web app was built with (contract `site.url`),
 * else undefined (nothing to rewrite). Pages live at the root of the origin, so only the origin
 * of SITE_URL counts.
 */
function publicOrigin(siteUrl: string | undefined): string | undefined {
  if (!siteUrl) return undefined;
  const origin = new URL(siteUrl).origin;
  return origin === new URL(site.url).origin ? undefined : origin;
}

const builtOrigin = new RegExp(
  `${new URL(site.url).origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.:-])`,
  'g',
);

/**
 * The file with every mention of the address it was built with (canonical and alternate links,
 * sharing tags, structured data, sitemap entries) naming `origin` instead
 * (docs/decisions/027). The e-mail address `care@shubhjyotish.in` is not an address of a page
 * and stays.
 */
function withOrigin(content: Buffer, origin: string): Buffer {
  // Byte for byte (Latin-1), as `inlineScriptHashes` reads a page: both addresses are ASCII.
  const text = content.toString('latin1');
  const rewritten = text.replace(builtOrigin, origin);
  return rewritten === text ? content : Buffer.from(rewritten, 'latin1');
}

const htmlStartTag = /<html(?=[\t\n\f\r >])/i;
const testPaymentsAttribute = Buffer.from(' data-payments="test"');

/**
 * `<html data-payments="test">`: the site's stylesheet then shows the "test mode" bar (app.css),
 * in the page's language, from the first paint and without a script. React leaves the attribute
 * alone: the root element suppresses hydration warnings for its own attributes (root.tsx).
 * The page's bytes are spliced, not decoded and encoded again (0.3 s of a start for the 365
 * pages, decision 044); the tag is looked for in the first kilobyte, where a page has it.
 */
function markTestPayments(html: Buffer): Buffer {
  const inHead = html.toString('latin1', 0, 1024).search(htmlStartTag);
  const at = inHead !== -1 ? inHead : html.toString('latin1').search(htmlStartTag);
  if (at === -1) return html;
  const nameEnd = at + '<html'.length;
  return Buffer.concat([html.subarray(0, nameEnd), testPaymentsAttribute, html.subarray(nameEnd)]);
}

/**
 * Compresses a file changed at start-up. Brotli's quality 9 is within a tenth of the build's 11
 * (a 117 KB page: 15.3 KB against 14.1 KB) at a quarter of its time (about 40 ms against 160 ms
 * a page here; 2 s for the 113 pages); 5 takes 3 ms and gives 16.1 KB.
 */
function compress(body: Buffer, encoding: Encoding, quality: number): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: quality });
}

function cacheControlOf(file: string): string {
  // Pages are checked on every visit (the ETag makes that a 304); so is the service worker, whose
  // every change is a new build to install (docs/decisions/045).
  if (file.endsWith('.html') || file === serviceWorkerFile) return 'no-cache';
  // Vite puts a content hash in every asset's name: a changed file gets a new name.
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

function decodePathname(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  // Nothing to decode in most addresses.
  if (!rawPath.includes('%')) return rawPath;
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}
