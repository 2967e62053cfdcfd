import { appointmentReplySchema } from '@app/contract/appointments';
import { z } from 'zod';
import { apiRequest } from '~/lib/api-client';
import { type BookingAccess, bookingPath } from './get-booking';

const rescheduleReplySchema = appointmentReplySchema.extend({ message: z.string() });

/**
 * POST /appointments/{id}/reschedule `{start}`: the booking moved to another free slot, once, up
 * to the policy's cutoff. A 409 (taken meanwhile, or too late) carries the next free `slots`.
 */
export function rescheduleBooking(access: BookingAccess, start: string) {
  return apiRequest(bookingPath(access, '/reschedule'), rescheduleReplySchema, {
    body: { start },
    auth: !access.key,
  });
}
