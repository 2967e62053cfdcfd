import { BirthInputError } from '@app/astro/birth-moment';
import { computeChart } from '@app/astro/chart';
import {
  type Consent,
  maxSavedPeople,
  type SavedPerson,
  type SavedPersonBody,
  savedPersonConsent,
} from '@app/contract/account';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Message } from '../../lib/messages.ts';
import { accountMessages } from './account.messages.ts';
import { lockUser } from './account.repository.ts';
import {
  countPeople,
  endConsent,
  findPerson,
  findSamePerson,
  insertPerson,
  listConsents,
  listPeople,
  type PersonDetails,
  type PersonWithConsent,
  updatePerson,
} from './people.repository.ts';

/**
 * The account's saved people (docs/decisions/038): birth details kept under a consent each,
 * checked as the site's birth form checks them and by the astrology engine (a wall time a clock
 * change skipped, a date outside its years), and deleted with their consent.
 */

/** The stored form of a request's person: no time when it is not known. */
function detailsOf(body: SavedPersonBody): PersonDetails {
  return {
    name: body.name,
    relation: body.relation,
    birthDate: body.date,
    birthTime: body.timeUnknown ? null : (body.time ?? null),
    placeName: body.placeName,
    lat: body.lat,
    lon: body.lon,
    zone: body.zone ?? null,
    utcOffsetMinutes: body.utcOffsetMinutes ?? null,
  };
}

/** The engine must be able to compute the birth (noon when the time is not known). */
function checkBirth(details: PersonDetails): void {
  try {
    computeChart(
      {
        date: details.birthDate,
        time: details.birthTime ?? '12:00',
        lat: details.lat,
        lon: details.lon,
        ...(details.zone !== null ? { zone: details.zone } : {}),
        ...(details.utcOffsetMinutes !== null
          ? { utcOffsetMinutes: details.utcOffsetMinutes }
          : {}),
      },
      { transitYears: 0 },
    );
  } catch (error) {
    if (!(error instanceof BirthInputError)) throw error;
    throw HttpError.invalidField(error.field, error.messages);
  }
}

function toSavedPerson(row: PersonWithConsent): SavedPerson {
  return {
    _id: row.id,
    name: row.name,
    relation: row.relation,
    date: row.birthDate,
    time: row.birthTime,
    timeUnknown: row.birthTime === null,
    placeName: row.placeName,
    lat: row.lat,
    lon: row.lon,
    zone: row.zone,
    utcOffsetMinutes: row.utcOffsetMinutes,
    consent: {
      _id: row.consent.id,
      version: row.consent.version,
      givenAt: row.consent.givenAt.toISOString(),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toConsent(row: Awaited<ReturnType<typeof listConsents>>[number]): Consent {
  return {
    _id: row.consent.id,
    purpose: row.consent.purpose,
    version: row.consent.version,
    givenAt: row.consent.givenAt.toISOString(),
    withdrawnAt: row.consent.withdrawnAt?.toISOString() ?? null,
    ending: row.consent.ending ?? null,
    personId: row.personId,
    personName: row.personName,
  };
}

export async function peopleOf(
  db: Db,
  userId: string,
  options: { onlyStandingConsent?: boolean } = {},
): Promise<SavedPerson[]> {
  return (await listPeople(db, userId, options)).map(toSavedPerson);
}

export async function consentsOf(db: Db, userId: string): Promise<Consent[]> {
  return (await listConsents(db, userId)).map(toConsent);
}

/**
 * `POST /account/people`: records the consent and keeps the person. The same person saved again
 * (a double click, a retry) is the one kept, not a second copy: the account's row is locked
 * while its people are counted and compared, so two saves at once keep one.
 */
export async function addPerson(
  db: Db,
  userId: string,
  body: SavedPersonBody,
): Promise<{ person: SavedPerson; created: boolean; message: Message }> {
  const details = detailsOf(body);
  checkBirth(details);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const same = await findSamePerson(tx, userId, details);
    if (same) {
      return {
        person: toSavedPerson(same),
        created: false,
        message: accountMessages.personAlreadySaved({ name: same.name }),
      };
    }
    if ((await countPeople(tx, userId)) >= maxSavedPeople) {
      throw new HttpError(409, accountMessages.tooManyPeople({ max: maxSavedPeople }));
    }
    const saved = await insertPerson(tx, userId, details, {
      purpose: savedPersonConsent.purpose,
      version: savedPersonConsent.version,
    });
    return {
      person: toSavedPerson(saved),
      created: true,
      message: accountMessages.personSaved({ name: saved.name }),
    };
  });
}

/** `PUT /account/people/{id}`: new details under the person's standing consent. */
export async function changePerson(
  db: Db,
  userId: string,
  id: string,
  body: SavedPersonBody,
): Promise<{ person: SavedPerson; message: Message }> {
  const details = detailsOf(body);
  checkBirth(details);
  const updated = await updatePerson(db, userId, id, details);
  const person = updated && (await findPerson(db, userId, updated.id));
  if (!person) throw new HttpError(404, accountMessages.personNotFound());
  return {
    person: toSavedPerson(person),
    message: accountMessages.personUpdated({ name: person.name }),
  };
}

/** `DELETE /account/people/{id}`: the person is deleted, and the consent ends with it. */
export async function removePerson(db: Db, userId: string, id: string): Promise<Message> {
  const person = await findPerson(db, userId, id);
  if (!person) throw new HttpError(404, accountMessages.personNotFound());
  const ended = await endConsent(db, userId, person.consentId, 'person-removed');
  if (!ended?.ended) throw new HttpError(404, accountMessages.personNotFound());
  return accountMessages.personRemoved({ name: person.name });
}

/**
 * `DELETE /account/consents/{id}`: the consent is withdrawn and what it covered deleted; asking
 * again answers that it had already ended.
 */
export async function withdrawConsent(
  db: Db,
  userId: string,
  id: string,
): Promise<{ consent: Consent; message: Message }> {
  const ended = await endConsent(db, userId, id, 'withdrawn');
  if (!ended) throw new HttpError(404, accountMessages.consentNotFound());
  return {
    consent: toConsent({ consent: ended.consent, personId: null, personName: null }),
    message: ended.ended
      ? accountMessages.consentWithdrawn()
      : accountMessages.consentAlreadyEnded(),
  };
}
