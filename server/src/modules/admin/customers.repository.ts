import type { AdminCustomersQuery } from '@app/contract/account';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appointments, orders, savedPeople, users } from '../../db/schema.ts';
import {
  afterCursor,
  cutPage,
  fetchSize,
  matchingText,
  newestFirst,
  positionMicros,
} from '../../lib/keyset-page.ts';
import { isUuid } from '../../lib/uuid.ts';

/** The admin's customers (issue 33): accounts, newest first, with how much each has. */

const userId = sql`${users}.${sql.identifier(users.id.name)}`;

const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  location: users.location,
  role: users.role,
  createdAt: users.createdAt,
  orders: sql<number>`(select count(*)::integer from ${orders} where ${orders.userId} = ${userId})`,
  appointments: sql<number>`(select count(*)::integer from ${appointments} where ${appointments.userId} = ${userId})`,
  savedPeople: sql<number>`(select count(*)::integer from ${savedPeople} where ${savedPeople.userId} = ${userId})`,
};

export type CustomerRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  role: 'user' | 'admin';
  createdAt: Date;
  orders: number;
  appointments: number;
  savedPeople: number;
};

/** Part of the name, e-mail or phone (trigram indexes of migration 0010), or the account's id. */
function matchingSearch(text: string): SQL {
  return matchingText(users, users.id, [users.name, users.email, users.phone], text);
}

export async function listCustomers(
  db: Db,
  query: AdminCustomersQuery,
): Promise<{ customers: CustomerRow[]; nextCursor: string | null }> {
  const rows = await db
    .select({ ...customerColumns, position: positionMicros(users.createdAt) })
    .from(users)
    .where(
      and(
        query.q === undefined ? undefined : matchingSearch(query.q),
        afterCursor(users.createdAt, users.id, query.cursor),
      ),
    )
    .orderBy(...newestFirst(users.createdAt, users.id))
    .limit(fetchSize(query));
  const { rows: kept, nextCursor } = cutPage(rows, query);
  return { customers: kept, nextCursor };
}

export async function findCustomer(db: Db, id: string): Promise<CustomerRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id));
  return row;
}
