import { type Appointment, appointmentReplySchema } from '@app/contract/appointments';
import { apiRequest } from '~/lib/api-client';
import { useAdminResource } from './use-admin-data';

/** GET /appointments/{id} with the admin's token: the booking, with the astrologer's notes. */
async function fetchAppointment(id: string, signal: AbortSignal): Promise<Appointment> {
  const reply = await apiRequest(`appointments/${encodeURIComponent(id)}`, appointmentReplySchema, {
    auth: true,
    signal,
  });
  return reply.appointment;
}

export function useAppointment(id: string) {
  return useAdminResource(
    `appointment:${id}`,
    (signal) => fetchAppointment(id, signal),
    'getAppointments',
  );
}
