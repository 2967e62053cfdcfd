import { maxSavedPeople, savedPersonConsent } from '@app/contract/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, savedPeople } from '../../../src/db/schema.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';
import { accountKit } from './account-test-kit.ts';

/**
 * Saved people (issue 33, docs/decisions/038): birth details kept under a consent each, checked
 * as the birth form checks them, the account's own only; withdrawing the consent, or removing
 * the person, deletes them and records when.
 */

let context: TestApp;
const kit = accountKit(() => context);

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const mother = {
  name: 'Sunita Verma',
  relation: 'parent',
  date: '1962-03-14',
  time: '05:20',
  placeName: 'Varanasi, Uttar Pradesh',
  lat: 25.3176,
  lon: 82.9739,
  zone: 'Asia/Kolkata',
  consent: true,
};
const child = {
  name: 'Aarav Verma',
  relation: 'child',
  date: '2019-10-02',
  timeUnknown: true,
  placeName: 'Mumbai, Maharashtra',
  lat: 19.076,
  lon: 72.8777,
  utcOffsetMinutes: 330,
  consent: true,
};

type Person = {
  _id: string;
  name: string;
  time: string | null;
  timeUnknown: boolean;
  consent: { _id: string; version: string; givenAt: string };
};

describe('/api/v1/account/people', () => {
  it('keeps a person under a consent, lists, changes and deletes them', async () => {
    const account = await kit.account();
    const created = await kit.call('POST', '/account/people', {
      token: account.token,
      payload: mother,
    });
    expect(created.statusCode, created.body).toBe(201);
    const person = json<{ person: Person; message: string }>(created);
    expect(person.message).toBe('The birth details of Sunita Verma have been saved.');
    expect(person.person).toMatchObject({
      name: 'Sunita Verma',
      relation: 'parent',
      date: '1962-03-14',
      time: '05:20',
      timeUnknown: false,
      placeName: 'Varanasi, Uttar Pradesh',
      lat: 25.3176,
      lon: 82.9739,
      zone: 'Asia/Kolkata',
      utcOffsetMinutes: null,
      consent: { version: savedPersonConsent.version, givenAt: expect.any(String) },
    });
    // The consent is recorded: what, which text, when.
    const [consent] = await context.db
      .select()
      .from(consents)
      .where(eq(consents.id, person.person.consent._id));
    expect(consent).toMatchObject({
      userId: account.id,
      purpose: 'saved-person-birth-details',
      version: savedPersonConsent.version,
      withdrawnAt: null,
      ending: null,
    });

    const second = await kit.call('POST', '/account/people', {
      token: account.token,
      payload: child,
    });
    expect(second.statusCode).toBe(201);
    expect(json<{ person: Person }>(second).person).toMatchObject({
      time: null,
      timeUnknown: true,
      zone: null,
      utcOffsetMinutes: 330,
    });

    const listed = await kit.call('GET', '/account/people', { token: account.token });
    expect(json<{ people: Person[] }>(listed).people.map((p) => p.name)).toEqual([
      'Sunita Verma',
      'Aarav Verma',
    ]);

    const changed = await kit.call('PUT', `/account/people/${person.person._id}`, {
      token: account.token,
      payload: { ...mother, time: undefined, timeUnknown: true },
      language: 'hi',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<{ message: string; person: Person }>(changed)).toMatchObject({
      message: 'Sunita Verma के जन्म विवरण बदल दिए गए हैं।',
      person: { time: null, timeUnknown: true, consent: { _id: person.person.consent._id } },
    });

    const removed = await kit.call('DELETE', `/account/people/${person.person._id}`, {
      token: account.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await context.db.select().from(savedPeople).where(eq(savedPeople.id, person.person._id)),
    ).toEqual([]);
    const [ended] = await context.db
      .select()
      .from(consents)
      .where(eq(consents.id, person.person.consent._id));
    expect(ended).toMatchObject({ ending: 'person-removed', withdrawnAt: expect.any(Date) });
    // Removing again: no such person any more.
    const again = await kit.call('DELETE', `/account/people/${person.person._id}`, {
      token: account.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('requires consent: true', async () => {
    const account = await kit.account();
    for (const consent of [undefined, false, 'yes']) {
      const refused = await kit.call('POST', '/account/people', {
        token: account.token,
        payload: { ...mother, consent },
        language: 'hi',
      });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ errors: [{ path: 'consent' }] });
    }
    expect(await context.db.select().from(consents).where(eq(consents.userId, account.id))).toEqual(
      [],
    );
  });

  it.each([
    ['date', { date: '14/03/1962' }],
    ['time', { time: undefined, timeUnknown: false }],
    ['time', { time: '25:00' }],
    ['zone', { zone: undefined }],
    ['lat', { lat: 91 }],
    ['lon', { lon: 'east' }],
    ['relation', { relation: 'neighbour' }],
    ['name', { name: '' }],
    ['placeName', { placeName: 'a\nb' }],
    // The engine's check: a time the clocks skipped, a zone that does not exist.
    ['zone', { zone: 'Mars/Olympus' }],
    ['time', { date: '2021-03-14', time: '02:30', zone: 'America/New_York', lat: 40.7, lon: -74 }],
  ])('refuses a wrong %s, naming it', async (field, change) => {
    const account = await kit.account();
    const refused = await kit.call('POST', '/account/people', {
      token: account.token,
      payload: { ...mother, ...change },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(json<{ errors: { path: string }[] }>(refused).errors.map((e) => e.path)).toContain(
      field,
    );
  });

  it('keeps one copy of a person saved twice, even at once', async () => {
    const account = await kit.account();
    const [a, b] = await Promise.all([
      kit.call('POST', '/account/people', { token: account.token, payload: mother }),
      kit.call('POST', '/account/people', { token: account.token, payload: mother }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(json<{ person: Person }>(a).person._id).toBe(json<{ person: Person }>(b).person._id);
    const again = await kit.call('POST', '/account/people', {
      token: account.token,
      payload: mother,
    });
    expect(again.statusCode).toBe(200);
    expect(json<{ message: string }>(again).message).toMatch(/already saved/);
    const people = json<{ people: Person[] }>(
      await kit.call('GET', '/account/people', { token: account.token }),
    ).people;
    expect(people).toHaveLength(1);
  });

  it(`keeps at most ${maxSavedPeople} people`, async () => {
    const account = await kit.account();
    for (let i = 0; i < maxSavedPeople; i += 1) {
      const saved = await kit.call('POST', '/account/people', {
        token: account.token,
        payload: { ...mother, name: `Person ${i}` },
      });
      expect(saved.statusCode).toBe(201);
    }
    const over = await kit.call('POST', '/account/people', {
      token: account.token,
      payload: { ...mother, name: 'One too many' },
    });
    expect(over.statusCode).toBe(409);
  });

  it('shows, changes and deletes only the account’s own people', async () => {
    const owner = await kit.account();
    const other = await kit.account();
    const saved = json<{ person: Person }>(
      await kit.call('POST', '/account/people', { token: owner.token, payload: mother }),
    ).person;
    expect(
      json<{ people: Person[] }>(await kit.call('GET', '/account/people', { token: other.token }))
        .people,
    ).toEqual([]);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await kit.call(method, `/account/people/${saved._id}`, {
        token: other.token,
        ...(method === 'PUT' ? { payload: mother } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    const withdraw = await kit.call('DELETE', `/account/consents/${saved.consent._id}`, {
      token: other.token,
    });
    expect(withdraw.statusCode).toBe(404);
    expect((await kit.call('GET', '/account/people')).statusCode).toBe(401);
    expect(
      (await kit.call('PUT', '/account/people/not-a-uuid', { token: owner.token, payload: mother }))
        .statusCode,
    ).toBe(404);
  });
});

describe('/api/v1/account/consents', () => {
  it('lists each consent with its dates, and withdrawing one deletes what it covered', async () => {
    const account = await kit.account();
    const kept = json<{ person: Person }>(
      await kit.call('POST', '/account/people', { token: account.token, payload: mother }),
    ).person;
    const other = json<{ person: Person }>(
      await kit.call('POST', '/account/people', { token: account.token, payload: child }),
    ).person;

    const listed = json<{ consents: { _id: string; personName: string | null }[] }>(
      await kit.call('GET', '/account/consents', { token: account.token }),
    ).consents;
    expect(listed.map((consent) => consent.personName).sort()).toEqual([
      'Aarav Verma',
      'Sunita Verma',
    ]);

    const withdrawn = await kit.call('DELETE', `/account/consents/${other.consent._id}`, {
      token: account.token,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(json(withdrawn)).toMatchObject({
      message:
        'Your consent has been withdrawn and the birth details it covered have been deleted.',
      consent: {
        _id: other.consent._id,
        purpose: 'saved-person-birth-details',
        givenAt: other.consent.givenAt,
        withdrawnAt: expect.any(String),
        ending: 'withdrawn',
        personId: null,
      },
    });
    expect(
      await context.db.select().from(savedPeople).where(eq(savedPeople.id, other._id)),
    ).toEqual([]);
    const people = json<{ people: Person[] }>(
      await kit.call('GET', '/account/people', { token: account.token }),
    ).people;
    expect(people.map((person) => person._id)).toEqual([kept._id]);

    // Asking again does no harm.
    const again = await kit.call('DELETE', `/account/consents/${other.consent._id}`, {
      token: account.token,
    });
    expect(again.statusCode).toBe(200);
    expect(json<{ message: string }>(again).message).toMatch(/already ended/);

    const after = json<{
      consents: { _id: string; withdrawnAt: string | null; ending: string | null }[];
    }>(await kit.call('GET', '/account/consents', { token: account.token })).consents;
    expect(after.find((consent) => consent._id === other.consent._id)).toMatchObject({
      withdrawnAt: expect.any(String),
      ending: 'withdrawn',
    });
    expect(after.find((consent) => consent._id === kept.consent._id)).toMatchObject({
      withdrawnAt: null,
    });
  });
});
