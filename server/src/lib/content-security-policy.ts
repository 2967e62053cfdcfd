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

const inlineScriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Script types browsers run; any other (`application/ld+json`) is a data block. */
const executableType = /^(|module|(text|application)\/(java|ecma)script)$/i;

/**
 * `sha256-…` sources for every inline `<script>` of an HTML document that a browser would run
 * (scripts with `src` are covered by 'self'; data blocks such as the pages' JSON-LD are never run,
 * so the policy does not apply to them and they need no hash). The hash is over the exact text
 * between the tags, as browsers compute it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScriptPattern)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
    if (!executableType.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
