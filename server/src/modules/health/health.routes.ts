import { livenessReplySchema, readinessReplySchema } from '@app/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { healthMessages } from './health.messages.ts';

/** The liveness reply never changes: serialised once. */
const livenessReply = JSON.stringify(livenessReplySchema.parse({ success: true, status: 'ok' }));

/**
 * Health checks for load balancers and orchestrators (shared/API.md "Health"), polled every few
 * seconds, so they are not logged one by one (`logRequests: false`; a failing check still is).
 * - `GET /health`: liveness. The process answers; no database call, so a slow database never
 *   makes a healthy process look dead (and get restarted).
 * - `GET /health/ready`: readiness. The database answers a query; 503 when it does not, so the
 *   load balancer sends traffic elsewhere.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get('/health', { config: { logRequests: false } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(livenessReply),
  );

  app.get(
    '/health/ready',
    {
      config: { logRequests: false },
      schema: { response: { 200: readinessReplySchema, 503: readinessReplySchema } },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { success: true, status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database not answering');
        return reply.code(503).send({
          success: false,
          status: 'degraded',
          db: 'down',
          message: healthMessages.databaseDown()[request.language],
        });
      }
    },
  );
};
