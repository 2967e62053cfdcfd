import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginFailures, users } from '../../db/schema.ts';
import type { User, UserProfile } from '../auth/users.repository.ts';

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  location: users.location,
  tokenVersion: users.tokenVersion,
  createdAt: users.createdAt,
};

/** The user, locked until the end of the transaction (undefined when there is none). */
export async function lockUser(tx: Db, id: string): Promise<User | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** The user with the password hash, for checking the password asked again. */
export async function findUserWithPassword(db: Db, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * A new password hash. The trigger of migration 0003 raises the token version with it, which
 * ends every session issued before (decision 016); the row returned carries the new version.
 */
export async function setPasswordHash(
  tx: Db,
  id: string,
  passwordHash: string,
): Promise<UserProfile | undefined> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, id))
    .returning(profileColumns);
  return row;
}

/** A new e-mail address; the unique index refuses one another account has (23505). */
export async function setEmail(tx: Db, id: string, email: string): Promise<void> {
  await tx.update(users).set({ email }).where(eq(users.id, id));
}

/** Ends every session of the user at once ("log out everywhere"). */
export async function raiseTokenVersion(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export async function updateProfile(
  db: Db,
  id: string,
  profile: { name: string; phone: string; location: string },
): Promise<UserProfile | undefined> {
  const [row] = await db
    .update(users)
    .set(profile)
    .where(eq(users.id, id))
    .returning(profileColumns);
  return row;
}

/** Forgets the failed logins of an address (its owner just proved the mailbox is theirs). */
export async function forgetLoginFailuresOf(tx: Db, email: string): Promise<void> {
  await tx.delete(loginFailures).where(eq(loginFailures.email, email));
}
