import {
  type AdminAppointmentUpdate,
  appointmentMessageReplySchema,
  cancelAppointmentReplySchema,
} from '@app/contract/appointments';
import type { ConsultationPackageId } from '@app/contract/consultation-packages';
import { type ConsultationMode, slotsReplySchema } from '@app/contract/consultation-slots';
import { apiRequest } from '~/lib/api-client';

const bookingPath = (id: string) => `appointments/${encodeURIComponent(id)}`;
const adminPath = (id: string) => `admin/appointments/${encodeURIComponent(id)}`;

/** PUT /admin/appointments/{id} `{status?, notes?}`: the call held or missed, private notes. */
export function updateAppointment(id: string, change: AdminAppointmentUpdate) {
  return apiRequest(adminPath(id), appointmentMessageReplySchema, {
    method: 'PUT',
    body: change,
    auth: true,
  });
}

/** POST /admin/appointments/{id}/summary `{text}`: kept, and e-mailed to the client. */
export function sendSessionSummary(id: string, text: string) {
  return apiRequest(`${adminPath(id)}/summary`, appointmentMessageReplySchema, {
    method: 'POST',
    body: { text },
    auth: true,
  });
}

/** POST /appointments/{id}/cancel with the admin's token: cancelled, refunded in full. */
export function cancelAppointment(id: string, amount?: number) {
  return apiRequest(`${bookingPath(id)}/cancel`, cancelAppointmentReplySchema, {
    method: 'POST',
    // The astrologer's choice of refund (rupees); without it, the whole price.
    body: amount === undefined ? {} : { amount },
    auth: true,
  });
}

/** POST /appointments/{id}/reschedule `{start}` with the admin's token: to another free slot. */
export function rescheduleAppointment(id: string, start: string) {
  return apiRequest(`${bookingPath(id)}/reschedule`, appointmentMessageReplySchema, {
    method: 'POST',
    body: { start },
    auth: true,
  });
}

/** How many days of free slots a move offers. */
const moveDays = 28;

/** GET /appointments/slots: the free slots of a package and mode, from today (IST). */
export async function fetchFreeSlots(
  choice: { package: ConsultationPackageId; mode: ConsultationMode },
  signal: AbortSignal,
) {
  const query = new URLSearchParams({
    package: choice.package,
    mode: choice.mode,
    days: String(moveDays),
  });
  const reply = await apiRequest(`appointments/slots?${query}`, slotsReplySchema, { signal });
  return reply.slots;
}
