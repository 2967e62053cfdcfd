import { type Appointment, allAppointmentsReplySchema } from '@app/contract/appointments';
import { apiRequest } from '~/lib/api-client';
import type { ListPage } from '~/lib/use-paged-list';
import { useAdminList } from './use-admin-data';

/** GET /order/getAll-appointment (admin): a page of appointments, newest first. */
async function fetchAppointmentsPage(
  cursor: string | null,
  signal: AbortSignal,
): Promise<ListPage<Appointment>> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  const { appointment, nextCursor } = await apiRequest(
    `order/getAll-appointment${query}`,
    allAppointmentsReplySchema,
    {
      auth: true,
      signal,
    },
  );
  return { items: appointment, nextCursor };
}

export function useAllAppointments() {
  return useAdminList('appointments', fetchAppointmentsPage, 'getAppointments');
}
