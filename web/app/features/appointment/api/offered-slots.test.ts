import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { offeredSlots } from './offered-slots';

const slots = [{ start: '2026-12-01T04:30:00.000Z', end: '2026-12-01T05:00:00.000Z' }];

describe('the next free times a refusal offers', () => {
  it('are read from a 409 of the server that carries them', () => {
    const taken = new ApiError('Someone else is paying for that time.', 409, {
      success: false,
      message: 'Someone else is paying for that time.',
      slots,
    });
    expect(offeredSlots(taken)).toEqual(slots);
  });

  it('are none for any other failure', () => {
    const tooLate = new ApiError('Too late to move.', 409, { success: false, message: 'x' });
    const invalid = new ApiError('Bad slot', 400, { success: false, message: 'x', slots });
    const proxy = new ApiError('Something went wrong!', 502, '<html>', 'unreachable');
    for (const error of [tooLate, invalid, proxy, new Error('x'), null]) {
      expect(offeredSlots(error)).toBeNull();
    }
  });
});
