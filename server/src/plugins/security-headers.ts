import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { buildContentSecurityPolicy } from '../lib/content-security-policy.ts';

/**
 * Helmet's headers on every reply, plus the site's Content-Security-Policy. HTML pages replace
 * the policy with one that also allows their own inline scripts (see plugins/web-app.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // Razorpay Checkout may open a window (bank pages, UPI) and talk back to ours.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  const defaultPolicy = buildContentSecurityPolicy({ upgradeInsecureRequests: options.https });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', defaultPolicy);
  });
}
