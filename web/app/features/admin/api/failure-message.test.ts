import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { failureMessage } from './failure-message';

describe('failureMessage (specification section 8, "Order fetching")', () => {
  it("shows the server's own message", () => {
    const refused = new ApiError('An order cannot move from Delivered to Processing.', 409, {
      success: false,
      message: 'An order cannot move from Delivered to Processing.',
    });
    expect(failureMessage(refused, 'updateOrder')).toEqual({
      message: 'An order cannot move from Delivered to Processing.',
    });
  });

  it("falls back to the call's message when the server could not be reached or said nothing", () => {
    expect(failureMessage(new ApiError('Network error', 0, null), 'getOrders')).toEqual({
      key: 'errors.getOrders',
    });
    expect(
      failureMessage(new ApiError('Something went wrong!', 502, null), 'getAppointments'),
    ).toEqual({ key: 'errors.getAppointments' });
  });

  it('says "Something went wrong!" for anything else (an unreadable reply)', () => {
    expect(failureMessage(new TypeError('bad shape'), 'updateOrder')).toEqual({
      key: 'errors.generic',
    });
  });
});
