import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { nonPageContentSecurityPolicy } from '../lib/content-security-policy.ts';

/**
 * Helmet's headers on every reply, plus the Content-Security-Policy of replies that are not
 * pages. HTML pages replace it with the site's policy allowing their own inline scripts (see
 * plugins/web-app.ts).
 *
 * Helmet decides the headers; they are the same for every reply, so they are worked out once
 * here and set by one hook. (@fastify/helmet builds Helmet's middleware again on every request,
 * which cost more than a whole health check.)
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const headers = helmetHeaders({
    contentSecurityPolicy: false,
    // Razorpay Checkout may open a window (bank pages, UPI) and talk back to ours.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  headers['content-security-policy'] = nonPageContentSecurityPolicy;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers Helmet sets with these options, as one object. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
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
