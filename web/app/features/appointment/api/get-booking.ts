import type { Appointment } from '@app/contract/appointments';
import { apiRequest } from '~/lib/api-client';
import { appointmentSchemas } from './appointment-schemas';

/** Who opens a booking: its key from the mails, or (without one) the signed-in client's token. */
export type BookingAccess = { id: string; key: string | null };

/** The path of a booking's call with its key, if any. */
export function bookingPath({ id, key }: BookingAccess, action = ''): string {
  const path = `appointments/${encodeURIComponent(id)}${action}`;
  return key ? `${path}?${new URLSearchParams({ key })}` : path;
}

/**
 * GET /appointments/{id}: the booking, for its booker (key or token) or an admin. The reply's
 * schema loads while the request is on its way.
 */
export async function getBooking(
  access: BookingAccess,
  signal?: AbortSignal,
): Promise<Appointment> {
  const replySchema = appointmentSchemas().then((schemas) => schemas.appointmentReplySchema);
  const { appointment } = await apiRequest(bookingPath(access), replySchema, {
    auth: !access.key,
    signal,
  });
  return appointment;
}
