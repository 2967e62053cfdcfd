import type { Slot } from '@app/contract/consultation-slots';
import { isSlotList } from '@app/contract/slot-checks';
import { ApiError } from '~/lib/api-client';

/**
 * The next free times a 409 offers instead of the one asked for (capturePayment, a move, or a
 * payment that came after its slot was taken), or null when `error` is no such refusal.
 */
export function offeredSlots(error: unknown): Slot[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.kind !== 'refused') return null;
  const slots = (error.body as { slots?: unknown } | null)?.slots;
  return isSlotList(slots) ? slots : null;
}
