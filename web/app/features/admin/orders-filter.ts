import type { Order, OrderStatus } from '@app/contract/orders';
import { orderStatuses } from '@app/contract/orders';

export function isOrderStatus(value: string | null): value is OrderStatus {
  return (orderStatuses as readonly (string | null)[]).includes(value);
}

/**
 * Every order's `_id` or customer e-mail containing `query` (case-insensitive), in `status`
 * when given. Runs in the browser over the list the server sent (GET /order/getAll returns
 * every order; a paged server-side search is the next step when the shop outgrows that).
 */
export function filterOrders(orders: Order[], status: OrderStatus | null, query: string): Order[] {
  const needle = query.trim().toLowerCase();
  return orders.filter(
    (order) =>
      (status === null || order.status === status) &&
      (needle === '' ||
        order._id.toLowerCase().includes(needle) ||
        order.addressData.email.toLowerCase().includes(needle)),
  );
}
