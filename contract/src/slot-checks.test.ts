import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { slotSchema, slotsReplySchema } from './consultation-slots.ts';
import { isSlotList, isSlotsReply } from './slot-checks.ts';

const slot = { start: '2026-12-01T04:30:00.000Z', end: '2026-12-01T05:00:00.000Z' };
const later = { start: '2026-12-01T05:15:00.000Z', end: '2026-12-01T05:45:00.000Z' };

const lists: unknown[] = [
  [],
  [slot],
  [slot, later],
  [{ ...slot, held: true }],
  [{ start: '', end: '' }],
  // Refused
  [{ start: slot.start }],
  [{ end: slot.end }],
  [{ start: 1, end: slot.end }],
  [{ start: slot.start, end: null }],
  [slot, null],
  [slot, [slot.start, slot.end]],
  [slot, 'slot'],
  slot,
  'slots',
  null,
  undefined,
  {},
];

const replies: unknown[] = [
  ...lists.map((slots) => ({ success: true, slots })),
  { success: true, slots: [slot], message: 'Free times' },
  { success: false, slots: [slot] },
  { success: 'true', slots: [slot] },
  { slots: [slot] },
  { success: true },
  [{ success: true, slots: [] }],
  null,
  'ok',
];

const slotListSchema = z.array(slotSchema);

describe('isSlotList', () => {
  it.each(lists.map((sample, index) => [index, sample]))(
    'agrees with z.array(slotSchema) on sample %i',
    (_index, sample) => {
      expect(isSlotList(sample)).toBe(slotListSchema.safeParse(sample).success);
    },
  );
});

describe('isSlotsReply', () => {
  it.each(replies.map((sample, index) => [index, sample]))(
    'agrees with slotsReplySchema on sample %i',
    (_index, sample) => {
      expect(isSlotsReply(sample)).toBe(slotsReplySchema.safeParse(sample).success);
    },
  );

  it('the samples have both answers', () => {
    expect(new Set(replies.map((sample) => isSlotsReply(sample)))).toEqual(new Set([true, false]));
  });
});
