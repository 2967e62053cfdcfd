import { type ConsultationMode, maxSlotDays } from '@app/contract/appointment-terms';
import type { ConsultationPackageId } from '@app/contract/consultation-packages';
import type { Slot } from '@app/contract/consultation-slots';
import { isSlotsReply } from '@app/contract/slot-checks';
import { apiRequestChecked } from '~/lib/api-client';

/**
 * GET /appointments/slots: the free times of a package and mode from today (IST) as far ahead
 * as one request may ask (the owner's horizon is usually shorter), earliest first. Read as the
 * booking page opens, so checked without zod (`isSlotsReply`, decision 046).
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
  const { slots } = await apiRequestChecked(`appointments/slots?${query}`, isSlotsReply, {
    signal,
  });
  return slots;
}
