import { Readable } from 'node:stream';
import {
  exportFileName,
  exportKinds,
  exportQuerySchema,
  revenueQuerySchema,
  revenueReplySchema,
} from '@app/contract/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { exportCsv, exportRange } from './exports.service.ts';
import { revenueOfLastDays } from './revenue.service.ts';

/**
 * For the accountant (prefix /api/v1/admin; issue 34, docs/decisions/043): the CSV files of
 * orders, bookings and refunds of a range of days, and the dashboard's revenue per day and line
 * net of refunds. Admin only.
 */
export const exportRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  for (const kind of exportKinds) {
    app.get(
      `/exports/${kind}.csv`,
      { onRequest: [app.requireAdmin], schema: { querystring: exportQuerySchema } },
      async (request, reply) => {
        const range = exportRange(request.query);
        const fileName = exportFileName(kind, request.query.from, request.query.to);
        return reply
          .type('text/csv; charset=utf-8; header=present')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Readable.from(exportCsv(db, kind, range, request.language)));
      },
    );
  }

  app.get(
    '/revenue',
    {
      onRequest: [app.requireAdmin],
      schema: { querystring: revenueQuerySchema, response: { 200: revenueReplySchema } },
    },
    async (request) => ({
      success: true as const,
      revenue: await revenueOfLastDays(db, request.query.days, now()),
    }),
  );
};
