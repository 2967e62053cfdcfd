import type { Db } from '../../db/database.ts';
import { contactMessages } from '../../db/schema.ts';

export type ContactMessage = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Db,
  message: typeof contactMessages.$inferInsert,
): Promise<ContactMessage> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}
