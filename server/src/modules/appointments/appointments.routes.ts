import {
  allAppointmentsQuerySchema,
  allAppointmentsReplySchema,
  verifyAppointmentBodySchema,
  verifyAppointmentReplySchema,
} from '@app/contract/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { Payments } from '../payments/payments.service.ts';
import { appointmentMessages } from './appointments.messages.ts';
import { allAppointments, getAppointment } from './appointments.service.ts';

/**
 * Appointments (shared/API.md): `POST /razorpay/verifyPayment-appiment` (no token: visitors book)
 * and the admin's `GET /order/getAll-appointment`, under the API base path. The `appointment`
 * purchase itself (createAppointmentPurchase) is registered with payments in app.ts.
 */
export const appointmentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: Payments;
}> = async (app, { db, payments }) => {
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
        message: (completed.created
          ? appointmentMessages.booked()
          : appointmentMessages.bookedEarlier())[request.language],
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
