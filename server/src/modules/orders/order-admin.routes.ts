import {
  idempotencyKeySchema,
  refundOrderBodySchema,
  refundOrderReplySchema,
} from '@app/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { PdfRenderer } from '../reports/pdf-renderer.ts';
import { orderRefundMessages } from './order-refunds.messages.ts';
import type { OrderRefunds } from './order-refunds.ts';
import { orderMessages } from './orders.messages.ts';
import { findOrderById } from './orders.repository.ts';
import { packingSlipDocument } from './packing-slip.ts';

const orderIdParams = z.object({
  orderId: z
    .string()
    .max(100)
    .transform((id) => id.toLowerCase()),
});

/**
 * The admin's calls on one order (docs/decisions/040): money back through the gateway, and the
 * packing slip of its parcel. Under `/order`, beside the order calls of API.md.
 */
export const orderAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  orderRefunds: OrderRefunds;
  pdfRenderer: PdfRenderer;
}> = async (app, { db, orderRefunds, pdfRenderer }) => {
  app.post(
    '/:orderId/refund',
    {
      onRequest: [app.requireAdmin],
      schema: {
        params: orderIdParams,
        body: refundOrderBodySchema,
        response: { 200: refundOrderReplySchema },
      },
    },
    async (request) => {
      const header = request.headers['idempotency-key'];
      const given =
        request.body.idempotencyKey ?? (typeof header === 'string' ? header : undefined);
      if (given === undefined) throw new HttpError(400, orderRefundMessages.keyNeeded());
      const key = idempotencyKeySchema.safeParse(given);
      if (!key.success) throw new HttpError(400, orderRefundMessages.keyInvalid());
      const { order, refund, message } = await orderRefunds.refundOrder(request.params.orderId, {
        action: request.body.action,
        ...(request.body.amount !== undefined ? { amountRupees: request.body.amount } : {}),
        idempotencyKey: key.data,
      });
      return { success: true as const, message: message[request.language], order, refund };
    },
  );

  app.get(
    '/:orderId/packing-slip.pdf',
    { onRequest: [app.requireAdmin], schema: { params: orderIdParams } },
    async (request, reply) => {
      const order = await findOrderById(db, request.params.orderId);
      if (!order) throw new HttpError(404, orderMessages.notFound());
      if (order.report) throw new HttpError(409, orderRefundMessages.noShippingForReports());
      const { pdf } = await pdfRenderer.render(packingSlipDocument(order));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="packing-slip-${order.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
