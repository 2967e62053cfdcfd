import { type Appointment, myAppointmentsReplySchema } from '@app/contract/appointments';
import { apiRequest } from '~/lib/api-client';

/** GET /appointments/mine: the signed-in client's consultations, newest first. */
export async function getMyAppointments(signal?: AbortSignal): Promise<Appointment[]> {
  const { appointment } = await apiRequest('appointments/mine', myAppointmentsReplySchema, {
    auth: true,
    signal,
  });
  return appointment;
}
