import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { nonPageContentSecurityPolicy } from '../lib/content-security-policy.ts';

/**
 * The security headers of the site's replies, split by what they protect:
 * - `everyReply`: what matters for any response, above all one fetched or opened as a
 *   subresource (API JSON, report PDFs, scripts, styles, images): no MIME sniffing, not readable
 *   cross-origin, HSTS on https, and a policy that lets nothing run or load;
 * - `documents`: what only a page a browser shows does anything with (opener and agent-cluster
 *   isolation, referrer policy, framing, DNS prefetch, and the old browsers' switches). Pages
 *   (plugins/web-app.ts) add these with their own Content-Security-Policy.
 * Helmet decides the headers; they are the same for every reply, so they are worked out once
 * here. (A horoscope reply's head was 17 lines, about 730 bytes, with every page's headers, and
 * is 9 lines, 491 bytes, now. A header Helmet adds in a later version goes to the pages.)
 */
export type SecurityHeaders = {
  everyReply: Readonly<Record<string, string>>;
  documents: Readonly<Record<string, string>>;
};

const everyReplyHeaderNames = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

export function securityHeaders(options: { https: boolean }): SecurityHeaders {
  const helmetHeaders = headersOfHelmet({
    contentSecurityPolicy: false,
    // Razorpay Checkout may open a window (bank pages, UPI) and talk back to ours.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  const everyReply: Record<string, string> = {
    'content-security-policy': nonPageContentSecurityPolicy,
  };
  const documents: Record<string, string> = {};
  for (const [name, value] of Object.entries(helmetHeaders)) {
    if (everyReplyHeaderNames.has(name)) everyReply[name] = value;
    else documents[name] = value;
  }
  return { everyReply, documents };
}

/**
 * Every reply's security headers and its request id (so a log line can be found from a reply),
 * set by one hook: each hook is a step of every request.
 */
export function registerReplyHeaders(
  app: FastifyInstance,
  everyReply: SecurityHeaders['everyReply'],
) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(everyReply);
    reply.header('x-request-id', request.id);
    done();
  });
}

/** The headers Helmet sets with these options, as one object. */
function headersOfHelmet(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
