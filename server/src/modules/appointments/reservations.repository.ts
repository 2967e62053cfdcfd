import {
  type Availability,
  availabilitySchema,
  defaultAvailability,
} from '@app/contract/consultation-slots';
import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { consultationReservations, consultationSettings } from '../../db/schema.ts';
import { databaseErrorOf } from '../../lib/database-error.ts';
import type { TakenTime } from './slots.ts';

/**
 * The owner's settings and the time taken in the calendar (docs/decisions/035). The exclusion
 * constraint of consultation_reservations is what keeps two bookings apart; these functions
 * only say what they want and report when the database refused it.
 */

/** The settings as stored, or the new installation's defaults when none were ever saved. */
export async function readAvailability(db: Db): Promise<Availability> {
  const [row] = await db
    .select({ availability: consultationSettings.availability })
    .from(consultationSettings)
    .where(eq(consultationSettings.id, 1));
  if (!row) return defaultAvailability;
  return availabilitySchema.parse(row.availability);
}

export async function writeAvailability(db: Db, availability: Availability): Promise<void> {
  await db
    .insert(consultationSettings)
    .values({ id: 1, availability })
    .onConflictDoUpdate({
      target: consultationSettings.id,
      set: { availability, updatedAt: sql`now()` },
    });
}

/**
 * The taken times overlapping [from, to): bookings and holds still live at `now`, except the
 * booking `exceptAppointmentId` (being moved, it does not block itself) and the holds of
 * `exceptHolder`. One query on the exclusion constraint's GiST index.
 */
export async function takenTimesBetween(
  db: Db,
  span: { from: Date; to: Date; now: Date; exceptAppointmentId?: string; exceptHolder?: string },
): Promise<TakenTime[]> {
  return db
    .select({
      startsAt: consultationReservations.startsAt,
      blockedUntil: consultationReservations.blockedUntil,
    })
    .from(consultationReservations)
    .where(
      and(
        sql`tstzrange(${consultationReservations.startsAt}, ${consultationReservations.blockedUntil}) && tstzrange(${span.from.toISOString()}::timestamptz, ${span.to.toISOString()}::timestamptz)`,
        or(
          isNull(consultationReservations.heldUntil),
          sql`${consultationReservations.heldUntil} > ${span.now.toISOString()}::timestamptz`,
        ),
        span.exceptAppointmentId === undefined
          ? undefined
          : or(
              isNull(consultationReservations.appointmentId),
              ne(consultationReservations.appointmentId, span.exceptAppointmentId),
            ),
        // A buyer's own hold does not keep them from the same time again (a second click).
        span.exceptHolder === undefined
          ? undefined
          : or(
              isNull(consultationReservations.heldUntil),
              ne(consultationReservations.holder, span.exceptHolder),
            ),
      ),
    );
}

/** The time a call takes in the calendar. */
export type ReservedTime = { startsAt: Date; endsAt: Date; blockedUntil: Date };

/** Refused by the exclusion constraint: the time overlaps another booking or live hold. */
export class TimeTakenError extends Error {
  override name = 'TimeTakenError';
}

/** Whether the database refused a row for overlapping another (exclusion violation, 23P01). */
function isTimeTaken(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23P01';
}

/**
 * Runs `insert` in a savepoint of `tx` (so that a refusal leaves the transaction usable) and
 * turns the exclusion constraint's refusal into TimeTakenError.
 */
async function decidedByConstraint<T>(tx: Db, insert: (savepoint: Db) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction((savepoint) => insert(savepoint));
  } catch (error) {
    if (isTimeTaken(error)) throw new TimeTakenError('that time is taken');
    throw error;
  }
}

/** Deletes holds that ran out by `now` and overlap `time`: they must not block it. */
async function deleteExpiredHolds(tx: Db, time: ReservedTime, now: Date): Promise<void> {
  await tx
    .delete(consultationReservations)
    .where(
      and(
        isNotNull(consultationReservations.heldUntil),
        lt(consultationReservations.heldUntil, now),
        sql`tstzrange(${consultationReservations.startsAt}, ${consultationReservations.blockedUntil}) && tstzrange(${time.startsAt.toISOString()}::timestamptz, ${time.blockedUntil.toISOString()}::timestamptz)`,
      ),
    );
}

/**
 * Holds `time` for a buyer while they pay (`gatewayOrderId`), until `heldUntil`. The buyer's own
 * earlier holds go (one hold per buyer: a second click, a changed mind), expired holds too; then
 * the insert either succeeds or throws TimeTakenError.
 */
export async function holdTime(
  tx: Db,
  hold: ReservedTime & { gatewayOrderId: string; holder: string; heldUntil: Date; now: Date },
): Promise<void> {
  await tx
    .delete(consultationReservations)
    .where(
      and(
        eq(consultationReservations.holder, hold.holder),
        isNotNull(consultationReservations.heldUntil),
      ),
    );
  await deleteExpiredHolds(tx, hold, hold.now);
  await decidedByConstraint(tx, (savepoint) =>
    savepoint.insert(consultationReservations).values({
      gatewayOrderId: hold.gatewayOrderId,
      holder: hold.holder,
      startsAt: hold.startsAt,
      endsAt: hold.endsAt,
      blockedUntil: hold.blockedUntil,
      heldUntil: hold.heldUntil,
    }),
  );
}

/**
 * Makes the time paid for on `gatewayOrderId` the appointment's booking: its hold becomes the
 * booking (whether or not the hold has run out: nobody else took it, or it would be gone), or,
 * when the hold is gone, the time is taken anew. Throws TimeTakenError when someone else has it.
 */
export async function bookTime(
  tx: Db,
  booking: ReservedTime & {
    gatewayOrderId: string;
    appointmentId: string;
    holder: string;
    now: Date;
  },
): Promise<void> {
  const converted = await tx
    .update(consultationReservations)
    .set({ appointmentId: booking.appointmentId, heldUntil: null })
    .where(
      and(
        eq(consultationReservations.gatewayOrderId, booking.gatewayOrderId),
        isNull(consultationReservations.appointmentId),
      ),
    )
    .returning({ id: consultationReservations.id });
  if (converted.length > 0) return;
  await deleteExpiredHolds(tx, booking, booking.now);
  await decidedByConstraint(tx, (savepoint) =>
    savepoint.insert(consultationReservations).values({
      gatewayOrderId: booking.gatewayOrderId,
      appointmentId: booking.appointmentId,
      holder: booking.holder,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      blockedUntil: booking.blockedUntil,
    }),
  );
}

/** Moves a booking to another time; throws TimeTakenError when that time is taken. */
export async function moveBooking(
  tx: Db,
  move: ReservedTime & { appointmentId: string; now: Date },
): Promise<void> {
  await deleteExpiredHolds(tx, move, move.now);
  await decidedByConstraint(tx, async (savepoint) => {
    const moved = await savepoint
      .update(consultationReservations)
      .set({ startsAt: move.startsAt, endsAt: move.endsAt, blockedUntil: move.blockedUntil })
      .where(eq(consultationReservations.appointmentId, move.appointmentId))
      .returning({ id: consultationReservations.id });
    if (moved.length === 0) {
      throw new Error(`appointment ${move.appointmentId} has no booked time to move`);
    }
  });
}

/** Frees a booking's time (a cancellation): anyone may book it again. */
export async function releaseBooking(tx: Db, appointmentId: string): Promise<void> {
  await tx
    .delete(consultationReservations)
    .where(eq(consultationReservations.appointmentId, appointmentId));
}
