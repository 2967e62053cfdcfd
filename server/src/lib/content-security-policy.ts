import { createHash } from 'node:crypto';

/** Third-party origins the site uses: YouTube thumbnails and player, Razorpay Checkout. */
const policy = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https://i.ytimg.com'],
  'frame-src': [
    'https://www.youtube-nocookie.com',
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
  ],
  'script-src': ["'self'", 'https://checkout.razorpay.com'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // The installable app (docs/decisions/045): the site's own service worker and manifests.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
} as const;

/**
 * The policy of every reply that is not a page (API JSON, report PDFs, scripts, styles, images,
 * fonts): as a subresource it loads nothing, and opened as a document (an SVG in its own tab) it
 * may show its own styles and pictures but runs nothing and is framed by no one. A third of a
 * page's policy: an API reply carried about 450 bytes of a policy written for pages.
 */
export const nonPageContentSecurityPolicy =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of the service worker's script (/sw.js), which governs the worker itself: it fetches
 * the site's own pages, files and API, and loads nothing else (docs/decisions/045).
 */
export const serviceWorkerContentSecurityPolicy = "default-src 'none'; connect-src 'self'";

/**
 * The Content-Security-Policy header value of a page. `scriptHashes` allow the inline scripts of one HTML
 * page (see `inlineScriptHashes`); no page gets 'unsafe-inline' for scripts.
 */
export function buildContentSecurityPolicy(
  options: { scriptHashes?: readonly string[]; upgradeInsecureRequests?: boolean } = {},
): string {
  const directives = Object.entries(policy).map(([name, sources]) => {
    const extra = name === 'script-src' ? (options.scriptHashes ?? []).map((h) => `'${h}'`) : [];
    return `${name} ${[...sources, ...extra].join(' ')}`;
  });
  if (options.upgradeInsecureRequests) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

// HTML's own whitespace, not `\s`: a page is searched as Latin-1 (below), where `\s` would also
// match the byte 0xA0 of a UTF-8 sequence.
const inlineScriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script[\t\n\f\r ]*>/gi;
const sourceAttribute = /[\t\n\f\r ]src[\t\n\f\r ]*=/i;
const typeAttribute =
  /[\t\n\f\r ]type[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r >]+))/i;

/** Script types browsers run; any other (`application/ld+json`) is a data block. */
const executableType = /^(|module|(text|application)\/(java|ecma)script)$/i;

/**
 * `sha256-…` sources for every inline `<script>` of an HTML document that a browser would run
 * (scripts with `src` are covered by 'self'; data blocks such as the pages' JSON-LD are never run,
 * so the policy does not apply to them and they need no hash). The hash is over the exact bytes
 * between the tags (the script's UTF-8), as browsers compute it.
 *
 * The page is read as Latin-1, one character a byte: the tags and attributes looked for are
 * ASCII, and a script's text comes back as its own bytes. Decoding a page's UTF-8 instead makes a
 * two-byte copy of it (a Hindi page is mostly non-ASCII); for the 365 pages that was 0.3 s of the
 * server's start (docs/decisions/044).
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  const page = html.toString('latin1');
  for (const [, attributes = '', body = ''] of page.matchAll(inlineScriptPattern)) {
    if (sourceAttribute.test(` ${attributes}`)) continue;
    const type = typeAttribute.exec(` ${attributes}`);
    if (!executableType.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'latin1').digest('base64')}`);
  }
  return [...hashes];
}
