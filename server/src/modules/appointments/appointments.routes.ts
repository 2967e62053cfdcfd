import {
  adminAppointmentUpdateSchema,
  agendaQuerySchema,
  agendaReplySchema,
  allAppointmentsQuerySchema,
  allAppointmentsReplySchema,
  appointmentKeyQuerySchema,
  appointmentMessageReplySchema,
  appointmentReplySchema,
  cancelAppointmentBodySchema,
  cancelAppointmentReplySchema,
  myAppointmentsReplySchema,
  rescheduleBodySchema,
  sessionSummaryBodySchema,
  verifyAppointmentBodySchema,
  verifyAppointmentReplySchema,
} from '@app/contract/appointments';
import {
  availabilityReplySchema,
  availabilitySchema,
  type Slot,
  slotsQuerySchema,
  slotsReplySchema,
} from '@app/contract/consultation-slots';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { invalidRequest } from '../../lib/validation-messages.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { Payments } from '../payments/payments.service.ts';
import { appointmentMessages } from './appointments.messages.ts';
import type { Appointments, BookingAccess } from './appointments.service.ts';

/** Ids are UUIDs, compared as UUIDs: the same id in upper case is the same id. */
const idParams = z.object({
  id: z
    .string()
    .max(100)
    .transform((id) => id.toLowerCase()),
});

/**
 * Who asks: the bearer's user when a token is sent (which must then be valid), and the key.
 * (Also used by the booking's invoice route, modules/invoices/invoices.routes.ts.)
 */
export async function accessOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<BookingAccess> {
  const { key } = appointmentKeyQuerySchema.parse(request.query ?? {});
  if (request.headers.authorization === undefined) return { key };
  await app.requireUser.call(app, request, reply);
  const user = signedInUser(request);
  return { user: { id: user.id, role: user.role }, key };
}

/**
 * Consultations (shared/API.md "Orders and appointments" and "Consultations";
 * docs/decisions/035): the verification of a paid booking (`verifyPayment-appiment`, no token:
 * visitors book), the free slots, one booking's read, invite, move and cancellation (its booker,
 * by token or by the key of its mails, or an admin), the client's own list, and the admin's
 * list, agenda, notes, summaries and hours.
 */
export const appointmentRoutes: FastifyPluginAsyncZod<{
  payments: Payments;
  appointments: Appointments;
}> = async (app, { payments, appointments }) => {
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
      const { appointment, manageKey } = await appointments.bookingOfPayment(completed.recordId);
      if (appointment.status === 'Cancelled' && appointment.refund?.reason === 'slot-taken') {
        // Paid after the hold ran out, and the slot was taken meanwhile: refunded in full.
        throw new HttpError(409, appointmentMessages.slotTakenWhilePaying(), {}, undefined, {
          appointment,
          slots: await appointments.nextFreeSlots(appointment),
        });
      }
      return {
        success: true as const,
        message: (completed.created
          ? appointmentMessages.booked()
          : appointmentMessages.bookedEarlier())[request.language],
        appointment,
        manageKey,
      };
    },
  );

  // The service answers the same question within 2 seconds with the same list: each list is
  // checked against the reply schema and serialised once, then sent as the same bytes.
  const slotReplies = new WeakMap<readonly Slot[], Buffer>();
  const slotReplyOf = (slots: readonly Slot[]) => {
    let body = slotReplies.get(slots);
    if (body === undefined) {
      body = Buffer.from(JSON.stringify(slotsReplySchema.parse({ success: true, slots })));
      slotReplies.set(slots, body);
    }
    return body;
  };

  app.get(
    '/appointments/slots',
    {
      // Answered from memory within 2 seconds of the same question, else by one indexed query
      // (as the horoscope readings, no per-address limit: nothing is written).
      schema: { querystring: slotsQuerySchema },
    },
    async (request, reply) => {
      const slots = await appointments.slots(request.query);
      // Free slots change as people book: a browser may keep them for a few seconds only.
      return reply
        .header('cache-control', 'private, max-age=5')
        .type('application/json; charset=utf-8')
        .send(slotReplyOf(slots));
    },
  );

  app.get(
    '/appointments/mine',
    { onRequest: [app.requireUser], schema: { response: { 200: myAppointmentsReplySchema } } },
    async (request) => {
      const user = signedInUser(request);
      return {
        success: true as const,
        appointment: await appointments.mine({ id: user.id }),
      };
    },
  );

  const bookingRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.get(
    '/appointments/:id',
    {
      config: bookingRateLimit,
      schema: {
        params: idParams,
        querystring: appointmentKeyQuerySchema,
        response: { 200: appointmentReplySchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      appointment: await appointments.getBooking(
        request.params.id,
        await accessOf(app, request, reply),
      ),
    }),
  );

  app.get(
    '/appointments/:id/calendar.ics',
    {
      config: bookingRateLimit,
      schema: { params: idParams, querystring: appointmentKeyQuerySchema },
    },
    async (request, reply) => {
      const ics = await appointments.calendarOf(
        request.params.id,
        await accessOf(app, request, reply),
      );
      return reply
        .type('text/calendar; charset=utf-8; method=REQUEST')
        .header('content-disposition', 'attachment; filename="consultation.ics"')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );

  app.post(
    '/appointments/:id/reschedule',
    {
      config: bookingRateLimit,
      schema: {
        params: idParams,
        querystring: appointmentKeyQuerySchema,
        body: rescheduleBodySchema,
        response: { 200: appointmentMessageReplySchema },
      },
    },
    async (request, reply) => ({
      success: true as const,
      message: appointmentMessages.moved()[request.language],
      appointment: await appointments.reschedule(
        request.params.id,
        await accessOf(app, request, reply),
        request.body.start,
      ),
    }),
  );

  app.post(
    '/appointments/:id/cancel',
    {
      config: bookingRateLimit,
      schema: {
        params: idParams,
        querystring: appointmentKeyQuerySchema,
        response: { 200: cancelAppointmentReplySchema },
      },
    },
    async (request, reply) => {
      // The body is optional (the client's page sends none): read here, not by the schema.
      const body = cancelAppointmentBodySchema.safeParse(request.body ?? undefined);
      if (!body.success) {
        throw invalidRequest(body.error.issues.slice(0, 1), request.body, { listFields: false });
      }
      const amount = body.data?.amount;
      const { appointment, refund, message } = await appointments.cancel(
        request.params.id,
        await accessOf(app, request, reply),
        amount === undefined ? {} : { amountPaise: Math.round(amount * 100) },
      );
      return { success: true as const, message: message[request.language], appointment, refund };
    },
  );

  // The admin's side.

  app.get(
    '/order/getAll-appointment',
    {
      onRequest: [app.requireAdmin],
      schema: {
        querystring: allAppointmentsQuerySchema,
        response: { 200: allAppointmentsReplySchema },
      },
    },
    async (request) => ({ success: true as const, ...(await appointments.all(request.query)) }),
  );

  app.get(
    '/admin/appointments/agenda',
    {
      onRequest: [app.requireAdmin],
      schema: { querystring: agendaQuerySchema, response: { 200: agendaReplySchema } },
    },
    async (request) => ({
      success: true as const,
      appointment: await appointments.agenda(request.query),
    }),
  );

  app.put(
    '/admin/appointments/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        params: idParams,
        body: adminAppointmentUpdateSchema,
        response: { 200: appointmentMessageReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: appointmentMessages.updated()[request.language],
      appointment: await appointments.update(request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/appointments/:id/summary',
    {
      onRequest: [app.requireAdmin],
      schema: {
        params: idParams,
        body: sessionSummaryBodySchema,
        response: { 200: appointmentMessageReplySchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: appointmentMessages.summarySent()[request.language],
      appointment: await appointments.sendSummary(request.params.id, request.body.text),
    }),
  );

  app.get(
    '/admin/availability',
    { onRequest: [app.requireAdmin], schema: { response: { 200: availabilityReplySchema } } },
    async () => ({ success: true as const, availability: await appointments.availability() }),
  );

  app.put(
    '/admin/availability',
    {
      onRequest: [app.requireAdmin],
      schema: {
        body: availabilitySchema,
        response: { 200: availabilityReplySchema.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      success: true as const,
      message: appointmentMessages.availabilitySaved()[request.language],
      availability: await appointments.saveAvailability(request.body),
    }),
  );
};
