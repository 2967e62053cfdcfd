import type { AllAppointmentsQuery } from '@app/contract/appointments';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appointments } from '../../db/schema.ts';
import {
  afterCursor,
  cutPage,
  fetchSize,
  matchingText,
  newestFirst,
  positionMicros,
} from '../../lib/keyset-page.ts';
import { isUuid } from '../../lib/uuid.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert;

/**
 * Stores a paid appointment unless one already exists for its gateway order. Returns the new row,
 * or undefined when another completion (the browser, the webhook or the reconciler) got there
 * first; the unique gateway order id decides, so racing completions store exactly one.
 */
export async function insertAppointmentOnce(
  db: Db,
  row: NewAppointmentRow,
): Promise<AppointmentRow | undefined> {
  const [inserted] = await db
    .insert(appointments)
    .values(row)
    .onConflictDoNothing({ target: appointments.gatewayOrderId })
    .returning();
  return inserted;
}

export async function findAppointmentByGatewayOrderId(
  db: Db,
  gatewayOrderId: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(eq(appointments.gatewayOrderId, gatewayOrderId));
  return row;
}

export async function findAppointmentById(db: Db, id: string): Promise<AppointmentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** A page of appointments, newest first; only those matching a search when there is one. */
export async function listAppointments(
  db: Db,
  query: AllAppointmentsQuery,
): Promise<{ appointments: AppointmentRow[]; nextCursor: string | null }> {
  const rows = await db
    .select({ ...getTableColumns(appointments), position: positionMicros(appointments.createdAt) })
    .from(appointments)
    .where(
      and(
        query.q === undefined ? undefined : matchingSearch(query.q),
        afterCursor(appointments.createdAt, appointments.id, query.cursor),
      ),
    )
    .orderBy(...newestFirst(appointments.createdAt, appointments.id))
    .limit(fetchSize(query));
  const { rows: kept, nextCursor } = cutPage(rows, query);
  return { appointments: kept, nextCursor };
}

/** An appointment id (or part of one), or part of the e-mail address or name. */
function matchingSearch(text: string): SQL {
  return matchingText(
    appointments,
    appointments.id,
    [sql`${appointments.id}::text`, appointments.email, appointments.name],
    text,
  );
}
