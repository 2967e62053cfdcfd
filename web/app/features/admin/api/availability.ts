import {
  type Availability,
  type AvailabilityInput,
  availabilityReplySchema,
} from '@app/contract/consultation-slots';
import { z } from 'zod';
import { apiRequest } from '~/lib/api-client';
import { useAdminResource } from './use-admin-data';

/** GET /admin/availability (admin): the owner's consultation hours. */
async function fetchAvailability(signal: AbortSignal): Promise<Availability> {
  const reply = await apiRequest('admin/availability', availabilityReplySchema, {
    auth: true,
    signal,
  });
  return reply.availability;
}

export function useAvailability() {
  return useAdminResource('availability', fetchAvailability, 'getAvailability');
}

/**
 * PUT /admin/availability (admin): saves the hours; the server checks them (a 400 names each
 * wrong field in `errors[].path`, e.g. `weeklyHours.mon`) and answers with what it stored.
 */
export function saveAvailability(availability: AvailabilityInput) {
  return apiRequest('admin/availability', availabilityReplySchema.extend({ message: z.string() }), {
    method: 'PUT',
    body: availability,
    auth: true,
  });
}
