import { livenessReplySchema, readinessReplySchema } from '@app/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.ts';
import { redisAnswers } from '../../lib/redis.ts';
import { healthMessages } from './health.messages.ts';

/** The liveness reply never changes: serialised once, sent as the same bytes. */
const livenessReply = Buffer.from(
  JSON.stringify(livenessReplySchema.parse({ success: true, status: 'ok' })),
);

/**
 * Health checks for load balancers and orchestrators (shared/API.md "Health"), polled every few
 * seconds, so they are not logged one by one (`logRequests: false`; a failing check still is).
 * - `GET /health`: liveness. The process answers; no database call, so a slow database never
 *   makes a healthy process look dead (and get restarted).
 * - `GET /health/ready`: readiness. The database answers a query; 503 when it does not, so the
 *   load balancer sends traffic elsewhere. With Redis configured, the reply also says whether it
 *   answers (`redis: "ok"` or `"degraded"`), but Redis away does not fail the check: the
 *   instance serves on with its own rate-limit counts (docs/decisions/034), and taking every
 *   instance out of the load balancer at once would take the site down.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  redis?: Redis | undefined;
}> = async (app, { database, redis }) => {
  /** Redis's part of the reply: nothing without Redis; never waits more than a command timeout. */
  const redisState = async () =>
    redis ? { redis: (await redisAnswers(redis)) ? ('ok' as const) : ('degraded' as const) } : {};

  // Synchronous: no promise to settle for each poll.
  app.get('/health', { config: { logRequests: false } }, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(livenessReply);
  });

  app.get(
    '/health/ready',
    {
      config: { logRequests: false },
      schema: { response: { 200: readinessReplySchema, 503: readinessReplySchema } },
    },
    async (request, reply) => {
      // Both asked at once: a reply never waits for one after the other.
      const [databaseCheck, redisPart] = await Promise.allSettled([database.ping(), redisState()]);
      const redisReply = redisPart.status === 'fulfilled' ? redisPart.value : {};
      if (databaseCheck.status === 'fulfilled') {
        return { success: true, status: 'ok' as const, db: 'ok' as const, ...redisReply };
      }
      request.log.error({ err: databaseCheck.reason }, 'readiness check: database not answering');
      return reply.code(503).send({
        success: false,
        status: 'degraded',
        db: 'down',
        ...redisReply,
        message: healthMessages.databaseDown()[request.language],
      });
    },
  );
};
