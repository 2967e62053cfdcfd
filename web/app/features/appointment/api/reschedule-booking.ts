import { apiRequest } from '~/lib/api-client';
import { appointmentSchemas } from './appointment-schemas';
import { type BookingAccess, bookingPath } from './get-booking';

/**
 * POST /appointments/{id}/reschedule `{start}`: the booking moved to another free slot, once, up
 * to the policy's cutoff. A 409 (taken meanwhile, or too late) carries the next free `slots`.
 */
export async function rescheduleBooking(access: BookingAccess, start: string) {
  const { appointmentMessageReplySchema } = await appointmentSchemas();
  return apiRequest(bookingPath(access, '/reschedule'), appointmentMessageReplySchema, {
    body: { start },
    auth: !access.key,
  });
}
