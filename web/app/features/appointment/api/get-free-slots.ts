import type { ConsultationPackageId } from '@app/contract/consultation-packages';
import {
  type ConsultationMode,
  maxSlotDays,
  type Slot,
  slotsReplySchema,
} from '@app/contract/consultation-slots';
import { apiRequest } from '~/lib/api-client';

/**
 * GET /appointments/slots: the free times of a package and mode from today (IST) as far ahead
 * as one request may ask (the owner's horizon is usually shorter), earliest first.
 */
export async function getFreeSlots(
  choice: { package: ConsultationPackageId; mode: ConsultationMode },
  signal?: AbortSignal,
): Promise<Slot[]> {
  const query = new URLSearchParams({
    days: String(maxSlotDays),
    package: choice.package,
    mode: choice.mode,
  });
  const { slots } = await apiRequest(`appointments/slots?${query}`, slotsReplySchema, { signal });
  return slots;
}
