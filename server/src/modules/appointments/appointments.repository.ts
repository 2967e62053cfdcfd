import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appointments } from '../../db/schema.ts';

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
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** Every appointment, newest first. */
export async function listAppointments(db: Db): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .orderBy(desc(appointments.createdAt), desc(appointments.id));
}
