import type { Slot, SlotsReply } from './consultation-slots.ts';

/**
 * The free times the server sends, checked without zod (docs/decisions/010, 046): the booking
 * page reads them as soon as it is usable, and a refusal offers others (a 409's `slots`).
 * `slotsReplySchema` and `slotSchema` (consultation-slots.ts) say the same, and
 * `slot-checks.test.ts` keeps them equal: change both together.
 */

function isSlot(value: unknown): value is Slot {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const slot = value as Record<string, unknown>;
  return typeof slot.start === 'string' && typeof slot.end === 'string';
}

/** Whether `value` is a list of slots (`z.array(slotSchema)`). */
export function isSlotList(value: unknown): value is Slot[] {
  if (!Array.isArray(value)) return false;
  for (const slot of value) if (!isSlot(slot)) return false;
  return true;
}

/** The reply to `GET /appointments/slots` (`slotsReplySchema`). */
export function isSlotsReply(value: unknown): value is SlotsReply {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const reply = value as Record<string, unknown>;
  return reply.success === true && isSlotList(reply.slots);
}
