import { healthReplySchema } from '@app/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthReplySchema, 503: healthReplySchema } } },
    async (request, reply) => {
      try {
        await database.ping();
        return { success: true, status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database not answering');
        return reply.code(503).send({
          success: false,
          status: 'degraded',
          db: 'down',
          message: 'The database is not answering.',
        });
      }
    },
  );
};
