import { type Appointment, agendaReplySchema } from '@app/contract/appointments';
import { apiRequest } from '~/lib/api-client';
import { useAdminResource } from './use-admin-data';

/** How many days the agenda shows at a time: today (or the chosen day) and the six after it. */
export const agendaDays = 7;

/** GET /admin/appointments/agenda (admin): the calls of a week from `from` (IST), by time. */
async function fetchAgenda(from: string, signal: AbortSignal): Promise<Appointment[]> {
  const query = new URLSearchParams({ from, days: String(agendaDays) });
  const reply = await apiRequest(`admin/appointments/agenda?${query}`, agendaReplySchema, {
    auth: true,
    signal,
  });
  return reply.appointment;
}

export function useAgenda(from: string) {
  return useAdminResource(
    `agenda:${from}`,
    (signal) => fetchAgenda(from, signal),
    'getAppointments',
  );
}
