import type { PricedItem } from '@app/contract/catalogue';
import type { AllOrdersQuery, OrderStatus, ShippingAddress } from '@app/contract/orders';
import type { PageQuery } from '@app/contract/pages';
import { and, asc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderItems, orders } from '../../db/schema.ts';
import {
  afterCursor,
  containing,
  cutPage,
  fetchSize,
  newestFirst,
  positionMicros,
} from '../../lib/keyset-page.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findReportsOfOrders, type ReportRow } from '../reports/reports.repository.ts';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderWithItems = OrderRow & {
  items: OrderItemRow[];
  /** A report order's report (without its PDF). */
  report?: ReportRow & { pdfReady: boolean };
};

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

/** A page of a user's orders, newest first. */
export async function findOrdersOfUser(
  db: Db,
  userId: string,
  page: PageQuery,
): Promise<{ orders: OrderWithItems[]; nextCursor: string | null }> {
  if (!isUuid(userId)) return { orders: [], nextCursor: null };
  return findOrderPage(db, page, eq(orders.userId, userId));
}

/** A page of every order, newest first; only one status, or those matching a search. */
export async function findAllOrders(
  db: Db,
  query: AllOrdersQuery,
): Promise<{ orders: OrderWithItems[]; nextCursor: string | null }> {
  return findOrderPage(
    db,
    query,
    query.status === undefined ? undefined : eq(orders.status, query.status),
    query.q === undefined ? undefined : matchingSearch(query.q),
  );
}

/** An order id (or part of one), or part of the buyer's e-mail address or name. */
function matchingSearch(text: string): SQL {
  if (isUuid(text)) return eq(orders.id, text.toLowerCase());
  const pattern = containing(text);
  const matches = or(
    ilike(sql`${orders.id}::text`, pattern),
    ilike(orders.shippingEmail, pattern),
    ilike(orders.shippingName, pattern),
  );
  // The matches first (by the trigram index), then those in newest-first order: left to itself,
  // the planner walks the whole date index looking for a page of rare matches.
  return sql`${orders.id} = any(array(select ${orders.id} from ${orders} where ${matches}))`;
}

async function findOrderPage(db: Db, page: PageQuery, ...filters: (SQL | undefined)[]) {
  const rows = await db
    .select({ ...getTableColumns(orders), position: positionMicros(orders.createdAt) })
    .from(orders)
    .where(and(...filters, afterCursor(orders.createdAt, orders.id, page.cursor)))
    .orderBy(...newestFirst(orders.createdAt, orders.id))
    .limit(fetchSize(page));
  const { rows: kept, nextCursor } = cutPage(rows, page);
  return { orders: await attachItems(db, kept), nextCursor };
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
  // One array parameter, however many orders: a list of parameters stops at 65,535.
  const ids = rows.map((row) => row.id);
  const items = await db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} = any(${sql.param(ids)}::uuid[])`)
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  const reports = await findReportsOfOrders(db, ids);
  return rows.map((row) => {
    const report = reports.get(row.id);
    return { ...row, items: byOrder.get(row.id) ?? [], ...(report ? { report } : {}) };
  });
}
