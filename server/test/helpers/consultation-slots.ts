import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type Injector = {
  inject(request: { method: 'GET'; url: string }): Promise<LightMyRequestResponse>;
};

/**
 * The start of the first free consultation slot of a package and mode, as a booking page would
 * offer it. Each capture holds the slot it takes, so the next call offers the next one.
 */
export async function firstFreeSlot(
  app: Injector,
  choice: {
    package?: string;
    mode?: 'audio' | 'video';
    skip?: number;
    /** Only slots at least this far ahead (a customer's cancellation refunds in full from 24 h). */
    minHoursAhead?: number;
  } = {},
): Promise<{ start: string; end: string }> {
  const query = new URLSearchParams({
    days: '62',
    package: choice.package ?? 'regular',
    mode: choice.mode ?? 'audio',
  });
  const response = await app.inject({ method: 'GET', url: `/api/v1/appointments/slots?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const { slots } = response.json() as { slots: { start: string; end: string }[] };
  const earliest = Date.now() + (choice.minHoursAhead ?? 0) * 3_600_000;
  const slot = slots.filter((free) => Date.parse(free.start) >= earliest)[choice.skip ?? 0];
  if (!slot) throw new Error('no free consultation slot left in the next 62 days');
  return slot;
}
