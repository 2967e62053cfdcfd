import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';

export type User = typeof users.$inferSelect;
/** A user without the password hash: what requests and replies carry. */
export type UserProfile = Omit<User, 'passwordHash'>;

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

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserProfileById(db: Db, id: string): Promise<UserProfile | undefined> {
  // A string that is not a UUID would make PostgreSQL reject the query: no such user.
  if (!isUuid(id)) return undefined;
  const [user] = await db.select(profileColumns).from(users).where(eq(users.id, id));
  return user;
}

/** Inserts a user; undefined when the e-mail is already taken. */
export async function insertUser(
  db: Db,
  user: typeof users.$inferInsert,
): Promise<UserProfile | undefined> {
  const [inserted] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning(profileColumns);
  return inserted;
}

/**
 * Changes a user. A new password or role also raises the token version (a trigger of migration
 * 0003 does it, whatever makes the change), which ends every session issued before.
 */
export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<User, 'role' | 'passwordHash' | 'name'>>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}
