import {
  allAppointmentsQuerySchema,
  allAppointmentsReplySchema,
  verifyAppointmentBodySchema,
  verifyAppointmentReplySchema,
} from '@app/contract/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { Payments } from '../payments/payments.service.ts';
import {
  allAppointments,
  appointmentAlreadyBookedMessage,
  appointmentBookedMessage,
  createAppointmentPurchase,
  getAppointment,
} from './appointments.service.ts';

/**
 * Appointments (shared/API.md): registers the `appointment` purpose with the payments module
 * (capturePayment stores the form as pending; the webhook and the reconciler complete it), and
 * adds `POST /razorpay/verifyPayment-appiment` (no token: visitors book) and the admin's
 * `GET /order/getAll-appointment`. Registered under the API base path.
 */
export const appointmentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: Payments;
  businessEmail: string;
}> = async (app, { db, payments, businessEmail }) => {
  payments.registerPurchase(createAppointmentPurchase({ businessEmail }));

  app.post(
    '/razorpay/verifyPayment-appiment',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: verifyAppointmentBodySchema,
        response: { 200: verifyAppointmentReplySchema },
      },
    },
    async (request) => {
      const completed = await payments.verifyAndComplete({
        purpose: 'appointment',
        result: request.body,
        // The form decides the price (its location); the body's total and paymentInfo do not.
        purchase: { addressData: request.body.addressData },
        buyerId: null,
      });
      return {
        success: true as const,
        message: completed.created ? appointmentBookedMessage : appointmentAlreadyBookedMessage,
        appointment: await getAppointment(db, completed.recordId),
      };
    },
  );

  app.get(
    '/order/getAll-appointment',
    {
      onRequest: [app.requireAdmin],
      schema: {
        querystring: allAppointmentsQuerySchema,
        response: { 200: allAppointmentsReplySchema },
      },
    },
    async (request) => ({ success: true as const, ...(await allAppointments(db, request.query)) }),
  );
};
