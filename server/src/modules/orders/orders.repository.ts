import type { PricedItem } from '@app/contract/basket';
import type { AllOrdersQuery, OrderStatus, ShippingAddress } from '@app/contract/orders';
import type { PageQuery } from '@app/contract/pages';
import type { Language } from '@app/contract/site';
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { orderItems, orders, refunds, reportOrders } from '../../db/schema.ts';
import {
  afterCursor,
  cutPage,
  fetchSize,
  matchingText,
  newestFirst,
  positionMicros,
} from '../../lib/keyset-page.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findReportsOfOrders, type ReportRow } from '../reports/reports.repository.ts';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
/** What an order's reply says of each of its refunds (docs/decisions/040). */
export type OrderRefundRow = Pick<
  typeof refunds.$inferSelect,
  'id' | 'status' | 'amountPaise' | 'reason' | 'createdAt' | 'processedAt'
>;
export type OrderWithItems = OrderRow & {
  items: OrderItemRow[];
  /** Its refunds, newest first (read with the order; absent on an order just written). */
  refunds?: OrderRefundRow[];
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
    /** The buyer's language (capturePayment's): the order's mails and invoice speak it. */
    language: Language;
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
      language: order.language,
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
): Promise<{ id: string; userId: string | null } | undefined> {
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
  return matchingText(
    orders,
    orders.id,
    [sql`${orders.id}::text`, orders.shippingEmail, orders.shippingName],
    text,
  );
}

/**
 * A page of orders with their lines in one query (the lines as a JSON array per order), and
 * their reports in a second one only when the page holds a report order. A query is a round trip
 * to the database and about 0.2-0.3 ms of the server's CPU (building the SQL, the socket write,
 * parsing the reply): the signed-in order list made four per request (user, orders, lines,
 * reports) and now makes two (docs/performance.md, "Server").
 */
async function findOrderPage(db: Db, page: PageQuery, ...filters: (SQL | undefined)[]) {
  const rows = await db
    .select({
      ...getTableColumns(orders),
      position: positionMicros(orders.createdAt),
      items: itemsAsJson,
      refunds: refundsAsJson,
      hasReport: hasReportSql,
    })
    .from(orders)
    .where(and(...filters, afterCursor(orders.createdAt, orders.id, page.cursor)))
    .orderBy(...newestFirst(orders.createdAt, orders.id))
    .limit(fetchSize(page));
  const { rows: kept, nextCursor } = cutPage(rows, page);
  const withReports = kept.filter((row) => row.hasReport).map((row) => row.id);
  const reports = await findReportsOfOrders(db, withReports);
  return {
    orders: kept.map(({ items, refunds, hasReport: _hasReport, ...row }): OrderWithItems => {
      const report = reports.get(row.id);
      return {
        ...row,
        items: itemsFromJson(items),
        refunds: refundsFromJson(refunds),
        ...(report ? { report } : {}),
      };
    }),
    nextCursor,
  };
}

/**
 * A column with its table's name: in a single-table select drizzle writes bare column names,
 * which inside a correlated subquery would name the subquery's own table.
 */
function qualified(column: AnyPgColumn): SQL {
  return sql`${column.table}.${sql.identifier(column.name)}`;
}

const orderId = qualified(orders.id);
const item = qualified;

/** An order's lines in their order, as a JSON array of objects keyed like `OrderItemRow`. */
const itemsAsJson = sql<unknown>`(select coalesce(json_agg(json_build_object(
    'id', ${item(orderItems.id)}, 'orderId', ${item(orderItems.orderId)},
    'position', ${item(orderItems.position)}, 'productId', ${item(orderItems.productId)},
    'name', ${item(orderItems.name)}, 'pricePaise', ${item(orderItems.pricePaise)},
    'quantity', ${item(orderItems.quantity)}, 'size', ${item(orderItems.size)}
  ) order by ${item(orderItems.position)}), '[]'::json)
  from ${orderItems} where ${item(orderItems.orderId)} = ${orderId})`;

const refund = qualified;

/** An order's refunds, newest first, as a JSON array keyed like `OrderRefundRow`. */
const refundsAsJson = sql<unknown>`(select coalesce(json_agg(json_build_object(
    'id', ${refund(refunds.id)}, 'status', ${refund(refunds.status)},
    'amountPaise', ${refund(refunds.amountPaise)}, 'reason', ${refund(refunds.reason)},
    'createdAt', ${refund(refunds.createdAt)}, 'processedAt', ${refund(refunds.processedAt)}
  ) order by ${refund(refunds.createdAt)} desc, ${refund(refunds.id)} desc), '[]'::json)
  from ${refunds} where ${refund(refunds.orderId)} = ${orderId})`;

/** The refunds of `refundsAsJson`, their instants as dates again. */
function refundsFromJson(value: unknown): OrderRefundRow[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as (Omit<
    OrderRefundRow,
    'createdAt' | 'processedAt'
  > & { createdAt: string; processedAt: string | null })[];
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    processedAt: row.processedAt === null ? null : new Date(row.processedAt),
  }));
}

/** The refunds of each of these orders, newest first. */
async function findRefundsOfOrders(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, OrderRefundRow[]>> {
  const rows = await db
    .select({
      orderId: refunds.orderId,
      id: refunds.id,
      status: refunds.status,
      amountPaise: refunds.amountPaise,
      reason: refunds.reason,
      createdAt: refunds.createdAt,
      processedAt: refunds.processedAt,
    })
    .from(refunds)
    .where(sql`${refunds.orderId} = any(${sql.param([...ids])}::uuid[])`)
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  const byOrder = new Map<string, OrderRefundRow[]>();
  for (const { orderId: id, ...row } of rows) {
    if (!id) continue;
    byOrder.set(id, [...(byOrder.get(id) ?? []), row]);
  }
  return byOrder;
}

/** Whether the order is a report order. */
const hasReportSql = sql<boolean>`exists (select 1 from ${reportOrders} where ${qualified(reportOrders.orderId)} = ${orderId})`;

/** Every field of a line is text or an integer, which JSON keeps as they are. */
function itemsFromJson(value: unknown): OrderItemRow[] {
  // node-postgres and PGlite parse json columns; a driver that did not would give the text.
  return (typeof value === 'string' ? JSON.parse(value) : value) as OrderItemRow[];
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
  /** Marking it Shipped: who carries it and its tracking number (shipped now). */
  shipment?: { courier: string; trackingNumber: string },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(shipment
        ? {
            courier: shipment.courier,
            trackingNumber: shipment.trackingNumber,
            shippedAt: sql`now()`,
          }
        : {}),
    })
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
  const refundsOf = await findRefundsOfOrders(db, ids);
  return rows.map((row) => {
    const report = reports.get(row.id);
    return {
      ...row,
      items: byOrder.get(row.id) ?? [],
      refunds: refundsOf.get(row.id) ?? [],
      ...(report ? { report } : {}),
    };
  });
}
