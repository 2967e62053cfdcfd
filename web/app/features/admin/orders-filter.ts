import type { OrderStatus } from '@app/contract/orders';
import { orderStatuses } from '@app/contract/orders';

export function isOrderStatus(value: string | null): value is OrderStatus {
  return (orderStatuses as readonly (string | null)[]).includes(value);
}
