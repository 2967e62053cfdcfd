import {
  capturePaymentBodySchema,
  capturePaymentReplySchema,
  simulatedPayBodySchema,
  simulatedPayReplySchema,
} from '@app/contract/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { GatewayPayment } from './payment-gateway.ts';
import { verifyWebhookSignature } from './payment-signature.ts';
import { paymentMessages } from './payments.messages.ts';
import type { Payments } from './payments.service.ts';

/**
 * The signed-in user when the request carries a bearer token (which must then be valid), else
 * null: capturePayment serves signed-in buyers (gemstones) and guests (appointments) alike.
 */
async function optionalBuyerId(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  if (request.headers.authorization === undefined) return null;
  await app.requireUser.call(app, request, reply);
  return signedInUser(request).id;
}

/** `/razorpay/*` (shared/API.md "Payments"), except the verifications the purposes' modules own. */
export const paymentRoutes: FastifyPluginAsyncZod<{
  payments: Payments;
  webhookSecret: string | undefined;
}> = async (app, { payments, webhookSecret }) => {
  app.post(
    '/capturePayment',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: capturePaymentBodySchema, response: { 200: capturePaymentReplySchema } },
    },
    async (request, reply) => {
      const buyerId = await optionalBuyerId(app, request, reply);
      const { amount, purpose, items, addressData, location, report, slot } = request.body;
      const created = await payments.createPaymentOrder({
        amountRupees: amount,
        purpose,
        purchase: { items, addressData, location, report, slot, language: request.language },
        buyerId,
      });
      return { success: true as const, ...created };
    },
  );

  if (payments.gateway.kind === 'simulated') {
    app.post(
      '/simulated/pay',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { body: simulatedPayBodySchema, response: { 200: simulatedPayReplySchema } },
      },
      async (request, reply) => ({
        success: true as const,
        ...(await payments.simulatePayment(
          request.body.order_id,
          await optionalBuyerId(app, request, reply),
        )),
      }),
    );
  }

  // The webhook's signature covers the exact bytes Razorpay sent, so this route reads the body
  // as a Buffer (its own JSON parser, in this scope only) and parses it after checking.
  const secret =
    webhookSecret ??
    (payments.gateway.kind === 'simulated' ? payments.gateway.keySecret : undefined);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/webhook', async (request, reply) => {
      if (secret === undefined) {
        request.log.error('webhook received but RAZORPAY_WEBHOOK_SECRET is not set');
        throw new HttpError(503, paymentMessages.webhooksOff());
      }
      const signature = request.headers['x-razorpay-signature'];
      const body = request.body;
      if (
        !Buffer.isBuffer(body) ||
        typeof signature !== 'string' ||
        !verifyWebhookSignature(body, signature, secret)
      ) {
        request.log.warn('webhook refused: bad signature');
        throw new HttpError(400, paymentMessages.badWebhookSignature());
      }
      const event = webhookEventSchema.safeParse(parseJson(body));
      if (!event.success) throw new HttpError(400, paymentMessages.unreadableWebhook());
      const refund = settledRefundOf(event.data);
      if (refund) {
        const outcome = await payments.refunds.takeGatewayEvent(refund);
        request.log.info(
          { event: event.data.event, gatewayRefundId: refund.refundId, outcome },
          'webhook handled',
        );
        return reply.send({ success: true, message: `Handled: ${outcome}.` });
      }
      const payment = capturedPaymentOf(event.data);
      if (!payment) {
        return reply.send({ success: true, message: `Event ${event.data.event} ignored.` });
      }
      const outcome = await payments.takeGatewayPayment(payment, 'webhook');
      request.log.info(
        {
          event: event.data.event,
          eventId: request.headers['x-razorpay-event-id'],
          gatewayOrderId: payment.orderId,
          outcome: outcome.status,
        },
        'webhook handled',
      );
      // Answered 200 whatever the outcome: Razorpay retries only non-2xx replies, and a refused
      // payment is logged for a person; a database failure throws and is answered 500 (retried).
      return reply.send({ success: true, message: `Handled: ${outcome.status}.` });
    });
  });
};

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

const paymentEntitySchema = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
});

const refundEntitySchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  status: z.string(),
  receipt: z.string().nullish(),
});

/**
 * The parts of a Razorpay webhook event we read (`payment.captured`, `order.paid`,
 * `refund.processed`, `refund.failed`).
 */
const webhookEventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntitySchema }).optional(),
      refund: z.object({ entity: refundEntitySchema }).optional(),
    })
    .optional(),
});

/** The settled refund a `refund.processed` or `refund.failed` event reports. */
function settledRefundOf(event: z.infer<typeof webhookEventSchema>) {
  if (event.event !== 'refund.processed' && event.event !== 'refund.failed') return null;
  const entity = event.payload?.refund?.entity;
  if (!entity) return null;
  return {
    refundId: entity.id,
    receipt: entity.receipt ?? undefined,
    status: event.event === 'refund.processed' ? ('processed' as const) : ('failed' as const),
  };
}

/** The captured payment an event reports, for the two events that complete a purchase. */
function capturedPaymentOf(event: z.infer<typeof webhookEventSchema>): GatewayPayment | null {
  if (event.event !== 'payment.captured' && event.event !== 'order.paid') return null;
  const entity = event.payload?.payment?.entity;
  if (!entity?.order_id) return null;
  return {
    id: entity.id,
    orderId: entity.order_id,
    amountPaise: entity.amount,
    currency: entity.currency,
    // order.paid is sent once the order is fully paid by a captured payment.
    status: event.event === 'order.paid' ? 'captured' : entity.status,
  };
}
