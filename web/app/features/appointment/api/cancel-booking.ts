import type { CancelAppointmentReply } from '@app/contract/appointments';
import { apiRequest } from '~/lib/api-client';
import { appointmentSchemas } from './appointment-schemas';
import { type BookingAccess, bookingPath } from './get-booking';

/** POST /appointments/{id}/cancel: cancelled, with what the policy refunds (`refund`). */
export async function cancelBooking(access: BookingAccess): Promise<CancelAppointmentReply> {
  const { cancelAppointmentReplySchema } = await appointmentSchemas();
  return apiRequest(bookingPath(access, '/cancel'), cancelAppointmentReplySchema, {
    method: 'POST',
    auth: !access.key,
  });
}
