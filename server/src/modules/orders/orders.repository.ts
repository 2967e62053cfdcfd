import type { PricedItem } from '@app/contract/catalogue';
import type { OrderStatus, ShippingAddress } from '@app/contract/orders';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderItems, orders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderWithItems = OrderRow & { items: OrderItemRow[] };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be an order or user id (anything else would make PostgreSQL refuse the query). */
export function isUuid(id: string): boolean {
  return uuidPattern.test(id);
}

/**
 * Inserts a paid order and its lines, unless the payment order already has one (the unique
 * gateway order id): then nothing is written and undefined is returned.
 */
export async function insertOrder(
  tx: Db,
  order: {
    userId: string;
    gatewayOrderId: string;
    paymentId: string;
    paymentType: string;
    paymentStatus: string;
    totalPaise: number;
    status: OrderStatus;
    address: ShippingAddress;
    items: readonly PricedItem[];
  },
): Promise<OrderWithItems | undefined> {
  const [row] = await tx
    .insert(orders)
    .values({
      userId: order.userId,
      gatewayOrderId: order.gatewayOrderId,
      paymentId: order.paymentId,
      paymentType: order.paymentType,
      paymentStatus: order.paymentStatus,
      totalPaise: order.totalPaise,
      status: order.status,
      shippingName: order.address.name,
      shippingPhone: order.address.phone,
      shippingEmail: order.address.email,
      shippingAddress: order.address.address,
      shippingPin: order.address.pin,
    })
    .onConflictDoNothing({ target: orders.gatewayOrderId })
    .returning();
  if (!row) return undefined;
  const items = await tx
    .insert(orderItems)
    .values(
      order.items.map((item, position) => ({
        orderId: row.id,
        position,
        productId: item.id,
        name: item.name,
        pricePaise: item.pricePaise,
        quantity: item.quantity,
        size: item.size,
      })),
    )
    .returning();
  return { ...row, items };
}

export async function findOrderIdByGatewayOrderId(
  db: Db,
  gatewayOrderId: string,
): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.gatewayOrderId, gatewayOrderId));
  return row;
}

export async function findOrderById(db: Db, id: string): Promise<OrderWithItems | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return undefined;
  const [withItems] = await attachItems(db, [row]);
  return withItems;
}

/** A user's orders, newest first. */
export async function findOrdersOfUser(db: Db, userId: string): Promise<OrderWithItems[]> {
  if (!isUuid(userId)) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return attachItems(db, rows);
}

/** Every order, newest first. */
export async function findAllOrders(db: Db): Promise<OrderWithItems[]> {
  const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id));
  return attachItems(db, rows);
}

/**
 * Moves an order from `from` to `to`, only if it is still in `from` (so two people changing it
 * at once cannot together make a move the rules forbid). Undefined when it was not in `from`.
 */
export async function updateOrderStatus(
  db: Db,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row;
}

async function attachItems(db: Db, rows: OrderRow[]): Promise<OrderWithItems[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((row) => ({ ...row, items: byOrder.get(row.id) ?? [] }));
}
