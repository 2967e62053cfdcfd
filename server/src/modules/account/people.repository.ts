import type { ConsentEnding, ConsentPurpose, Relation } from '@app/contract/account';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { consents, savedPeople } from '../../db/schema.ts';
import { isUuid } from '../../lib/uuid.ts';

/** The saved people of an account and the consents they are kept under (decision 038). */

export type PersonRow = typeof savedPeople.$inferSelect;
export type ConsentRow = typeof consents.$inferSelect;
export type PersonWithConsent = PersonRow & { consent: ConsentRow };

/** A person's details as stored (`time` null when unknown). */
export type PersonDetails = {
  name: string;
  relation: Relation;
  birthDate: string;
  birthTime: string | null;
  placeName: string;
  lat: number;
  lon: number;
  zone: string | null;
  utcOffsetMinutes: number | null;
};

/** The account's people with their consents, oldest first (the order they were added in). */
export async function listPeople(
  db: Db,
  userId: string,
  options: { onlyStandingConsent?: boolean } = {},
): Promise<PersonWithConsent[]> {
  const rows = await db
    .select({ person: savedPeople, consent: consents })
    .from(savedPeople)
    .innerJoin(consents, eq(consents.id, savedPeople.consentId))
    .where(
      and(
        eq(savedPeople.userId, userId),
        options.onlyStandingConsent ? isNull(consents.withdrawnAt) : undefined,
      ),
    )
    .orderBy(asc(savedPeople.createdAt), asc(savedPeople.id));
  return rows.map(({ person, consent }) => ({ ...person, consent }));
}

export async function findPerson(
  db: Db,
  userId: string,
  id: string,
): Promise<PersonWithConsent | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ person: savedPeople, consent: consents })
    .from(savedPeople)
    .innerJoin(consents, eq(consents.id, savedPeople.consentId))
    .where(and(eq(savedPeople.userId, userId), eq(savedPeople.id, id)));
  return row ? { ...row.person, consent: row.consent } : undefined;
}

/** A person of the account with exactly these details, if one is kept (a repeated save). */
export async function findSamePerson(
  db: Db,
  userId: string,
  details: PersonDetails,
): Promise<PersonWithConsent | undefined> {
  const [row] = await db
    .select({ person: savedPeople, consent: consents })
    .from(savedPeople)
    .innerJoin(consents, eq(consents.id, savedPeople.consentId))
    .where(
      and(
        eq(savedPeople.userId, userId),
        eq(savedPeople.name, details.name),
        eq(savedPeople.relation, details.relation),
        eq(savedPeople.birthDate, details.birthDate),
        sql`${savedPeople.birthTime} is not distinct from ${details.birthTime}::text`,
        eq(savedPeople.placeName, details.placeName),
        eq(savedPeople.lat, details.lat),
        eq(savedPeople.lon, details.lon),
        sql`${savedPeople.zone} is not distinct from ${details.zone}::text`,
        sql`${savedPeople.utcOffsetMinutes} is not distinct from ${details.utcOffsetMinutes}::double precision`,
      ),
    )
    .limit(1);
  return row ? { ...row.person, consent: row.consent } : undefined;
}

export async function countPeople(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(savedPeople)
    .where(eq(savedPeople.userId, userId));
  return row?.count ?? 0;
}

/** Records the consent and keeps the person under it (in the caller's transaction). */
export async function insertPerson(
  tx: Db,
  userId: string,
  details: PersonDetails,
  consent: { purpose: ConsentPurpose; version: string },
): Promise<PersonWithConsent> {
  const [given] = await tx
    .insert(consents)
    .values({ userId, purpose: consent.purpose, version: consent.version })
    .returning();
  if (!given) throw new Error('consent insert returned no row');
  const [person] = await tx
    .insert(savedPeople)
    .values({ userId, consentId: given.id, ...details })
    .returning();
  if (!person) throw new Error('saved person insert returned no row');
  return { ...person, consent: given };
}

export async function updatePerson(
  db: Db,
  userId: string,
  id: string,
  details: PersonDetails,
): Promise<PersonRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(savedPeople)
    .set({ ...details, updatedAt: sql`now()` })
    .where(and(eq(savedPeople.userId, userId), eq(savedPeople.id, id)))
    .returning();
  return row;
}

/**
 * Ends a consent of the account that still stands (`ending` says why) and deletes the people it
 * covered, in one transaction. Resolves with the consent as it is now: `ended` false when it
 * had already ended (asking twice does no harm); undefined when the account has no such consent.
 */
export async function endConsent(
  db: Db,
  userId: string,
  id: string,
  ending: ConsentEnding,
): Promise<{ consent: ConsentRow; ended: boolean; names: string[] } | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(consents)
      .set({ withdrawnAt: sql`now()`, ending })
      .where(and(eq(consents.id, id), eq(consents.userId, userId), isNull(consents.withdrawnAt)))
      .returning();
    if (ended) {
      const removed = await tx
        .delete(savedPeople)
        .where(eq(savedPeople.consentId, id))
        .returning({ name: savedPeople.name });
      return { consent: ended, ended: true, names: removed.map((person) => person.name) };
    }
    const [current] = await tx
      .select()
      .from(consents)
      .where(and(eq(consents.id, id), eq(consents.userId, userId)));
    return current ? { consent: current, ended: false, names: [] } : undefined;
  });
}

/** The account's consents, newest first, with the person each covers while kept. */
export async function listConsents(db: Db, userId: string) {
  return db
    .select({
      consent: consents,
      personId: savedPeople.id,
      personName: savedPeople.name,
    })
    .from(consents)
    .leftJoin(savedPeople, eq(savedPeople.consentId, consents.id))
    .where(eq(consents.userId, userId))
    .orderBy(sql`${consents.givenAt} desc`, sql`${consents.id} desc`);
}
