import { adminSummaryReplySchema } from '@app/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { getAdminSummary } from './admin.service.ts';

/** The admin back office's own calls (prefix /api/v1/admin); every one is admin only. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/summary',
    { onRequest: [app.requireAdmin], schema: { response: { 200: adminSummaryReplySchema } } },
    async () => ({ success: true as const, summary: await getAdminSummary(db) }),
  );
};
