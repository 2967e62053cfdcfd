import { describe, expect, it } from 'vitest';
import { isOrderStatus } from './orders-filter';

// Filtering and search run on the server (server/test/modules/orders/order-pages.test.ts).
describe('isOrderStatus', () => {
  it('accepts the five statuses exactly as the API spells them', () => {
    expect(isOrderStatus('Delivered')).toBe(true);
    expect(isOrderStatus('delivered')).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
  });
});
