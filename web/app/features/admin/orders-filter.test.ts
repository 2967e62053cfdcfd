import type { Order } from '@app/contract/orders';
import { describe, expect, it } from 'vitest';
import { filterOrders, isOrderStatus } from './orders-filter';

function order(id: string, status: Order['status'], email: string): Order {
  return {
    _id: id,
    createdAt: '2026-11-22T05:00:00.000Z',
    total: 998,
    status,
    paymentInfo: { id: 'pay_1', type: 'Razorpay', status: 'Paid' },
    product: [{ id: 2, name: '5 Mukhi Rudraksha', price: 998, quantity: 1, size: '' }],
    addressData: { name: 'A', phone: '1', email, address: 'x', pin: '110001' },
    user: 'u1',
  };
}

const orders = [
  order('aaaa-1111', 'Processing', 'meera@example.com'),
  order('bbbb-2222', 'Cancel', 'ravi@example.com'),
  order('cccc-3333', 'Cancel', 'Meera.Joshi@Example.com'),
];
const ids = (list: Order[]) => list.map((item) => item._id);

describe('filterOrders', () => {
  it('keeps everything without a status or a query', () => {
    expect(ids(filterOrders(orders, null, '  '))).toEqual(['aaaa-1111', 'bbbb-2222', 'cccc-3333']);
  });

  it('filters by status', () => {
    expect(ids(filterOrders(orders, 'Cancel', ''))).toEqual(['bbbb-2222', 'cccc-3333']);
    expect(filterOrders(orders, 'Return', '')).toEqual([]);
  });

  it('searches order ids and customer e-mails, ignoring case and spaces around', () => {
    expect(ids(filterOrders(orders, null, ' BBBB '))).toEqual(['bbbb-2222']);
    expect(ids(filterOrders(orders, null, 'meera'))).toEqual(['aaaa-1111', 'cccc-3333']);
    expect(ids(filterOrders(orders, 'Cancel', 'meera'))).toEqual(['cccc-3333']);
  });
});

describe('isOrderStatus', () => {
  it('accepts the five statuses only', () => {
    expect(isOrderStatus('Delivered')).toBe(true);
    expect(isOrderStatus('delivered')).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
  });
});
