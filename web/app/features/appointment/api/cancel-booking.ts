import {
  type CancelAppointmentReply,
  cancelAppointmentReplySchema,
} from '@app/contract/appointments';
import { apiRequest } from '~/lib/api-client';
import { type BookingAccess, bookingPath } from './get-booking';

/** POST /appointments/{id}/cancel: cancelled, with what the policy refunds (`refund`). */
export function cancelBooking(access: BookingAccess): Promise<CancelAppointmentReply> {
  return apiRequest(bookingPath(access, '/cancel'), cancelAppointmentReplySchema, {
    method: 'POST',
    auth: !access.key,
  });
}
