import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { reportPdfFor } from './reports.service.ts';

const orderIdParams = z.object({
  orderId: z
    .string()
    .max(100)
    .transform((id) => id.toLowerCase()),
});

/** `GET /order/{orderId}/report.pdf` (docs/decisions/029): the buyer's or an admin's. */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/:orderId/report.pdf',
    { onRequest: [app.requireUser], schema: { params: orderIdParams } },
    async (request, reply) => {
      const { pdf, fileName } = await reportPdfFor(
        db,
        signedInUser(request),
        request.params.orderId,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
