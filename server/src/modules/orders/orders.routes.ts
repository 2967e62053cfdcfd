import {
  allOrdersQuerySchema,
  allOrdersReplySchema,
  orderReplySchema,
  updateOrderBodySchema,
  userOrdersReplySchema,
} from '@app/contract/orders';
import { pageQuerySchema } from '@app/contract/pages';
import { verifyAnyPaymentBodySchema, verifyPaymentReplySchema } from '@app/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { soldOutRefusal } from '../catalogue/stock.ts';
import type { Payments } from '../payments/payments.service.ts';
import { reportMessages } from '../reports/reports.messages.ts';
import { orderMessages } from './orders.messages.ts';
import {
  getOrder,
  listAllOrders,
  listUserOrders,
  requestReturn,
  updateStatus,
} from './orders.service.ts';

/** Ids are UUIDs, compared as UUIDs: the same id in upper case is the same id. */
const uuidParam = z
  .string()
  .max(100)
  .transform((id) => id.toLowerCase());
const userIdParams = z.object({ userId: uuidParam });
const orderIdParams = z.object({ orderId: uuidParam });

/** `/order/*` (shared/API.md "Orders and appointments"), except the appointment list. */
export const orderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailOptions: { siteUrl: string | undefined; businessEmail: string };
}> = async (app, { db, mailOptions }) => {
  app.get(
    '/get/:userId',
    {
      onRequest: [app.requireUser],
      schema: {
        params: userIdParams,
        querystring: pageQuerySchema,
        response: { 200: userOrdersReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listUserOrders(db, signedInUser(request), request.params.userId, request.query)),
    }),
  );

  app.put(
    '/return/:orderId',
    {
      onRequest: [app.requireUser],
      schema: { params: orderIdParams, response: { 200: orderReplySchema } },
    },
    async (request) => {
      const { order, message } = await requestReturn(
        db,
        signedInUser(request),
        request.params.orderId,
      );
      return { success: true as const, message: message[request.language], order };
    },
  );

  app.get(
    '/getAll',
    {
      onRequest: [app.requireAdmin],
      schema: { querystring: allOrdersQuerySchema, response: { 200: allOrdersReplySchema } },
    },
    async (request) => ({
      success: true as const,
      message: orderMessages.listed()[request.language],
      ...(await listAllOrders(db, request.query)),
    }),
  );

  app.put(
    '/update/:orderId',
    {
      onRequest: [app.requireAdmin],
      schema: {
        params: orderIdParams,
        body: updateOrderBodySchema,
        response: { 200: orderReplySchema },
      },
    },
    async (request) => {
      const { order, message, mailed } = await updateStatus(
        db,
        request.params.orderId,
        request.body.newStatus,
        {
          courier: request.body.courier,
          trackingNumber: request.body.trackingNumber,
          mailOptions,
        },
      );
      if (mailed) app.outbox.kick();
      return { success: true as const, message: message[request.language], order };
    },
  );
};

/**
 * POST /razorpay/verifyPayment: a purchase paid in Checkout becomes an order: gemstones (the
 * specification's body, without `purpose`) or a report (`purpose: "report"` and Checkout's
 * result; what was bought was stored by capturePayment).
 */
export const gemstonePaymentRoutes: FastifyPluginAsyncZod<{ db: Db; payments: Payments }> = async (
  app,
  { db, payments },
) => {
  app.post(
    '/verifyPayment',
    {
      onRequest: [app.requireUser],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: verifyAnyPaymentBodySchema, response: { 200: verifyPaymentReplySchema } },
    },
    async (request) => {
      const body = request.body;
      // The buyer is the bearer of the token; the body's `user` is ignored.
      const buyerId = signedInUser(request).id;
      if (body.purpose === 'report') {
        const completed = await payments.verifyAndComplete({
          purpose: 'report',
          result: body,
          buyerId,
        });
        const order = await getOrder(db, completed.recordId);
        const email = order.addressData.email;
        return {
          success: true as const,
          message: (completed.created
            ? reportMessages.ordered({ email })
            : reportMessages.orderedEarlier({ email }))[request.language],
          order,
        };
      }
      const { product, addressData } = body;
      const completed = await payments.verifyAndComplete({
        purpose: 'gemstone',
        result: body,
        purchase: { items: Array.isArray(product) ? product : [product], addressData },
        buyerId,
      });
      // Paid after the last bead went to another buyer: refunded in full, said plainly.
      const soldOut = await soldOutRefusal(db, completed.recordId);
      if (soldOut) throw soldOut;
      return {
        success: true as const,
        message: (completed.created ? orderMessages.placed() : orderMessages.placedEarlier())[
          request.language
        ],
        order: await getOrder(db, completed.recordId),
      };
    },
  );
};
