import { type Appointment, allAppointmentsReplySchema } from '@app/contract/appointments';
import { apiRequest } from '~/lib/api-client';
import { useAdminResource } from './use-admin-resource';

/** GET /order/getAll-appointment (admin): every appointment, newest first. */
export async function fetchAllAppointments(signal: AbortSignal): Promise<Appointment[]> {
  const reply = await apiRequest<unknown>('order/getAll-appointment', { auth: true, signal });
  return allAppointmentsReplySchema.parse(reply).appointment;
}

export function useAllAppointments() {
  return useAdminResource(fetchAllAppointments, 'getAppointments');
}
