import { type Slot, slotSchema } from '@app/contract/consultation-slots';
import { z } from 'zod';
import { ApiError } from '~/lib/api-client';

const refusalSchema = z.object({ slots: z.array(slotSchema) });

/**
 * The next free times a 409 offers instead of the one asked for (capturePayment, a move, or a
 * payment that came after its slot was taken), or null when `error` is no such refusal.
 */
export function offeredSlots(error: unknown): Slot[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.kind !== 'refused') return null;
  const parsed = refusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data.slots : null;
}
