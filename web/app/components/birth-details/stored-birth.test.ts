import type { SavedPerson } from '@app/contract/account';
import { savedPersonBodySchema } from '@app/contract/account';
import { describe, expect, it } from 'vitest';
import type { BirthDetails } from './birth-details';
import { birthDetailsOfSavedPerson, savedPersonBodyOf, storedBirthOf } from './stored-birth';

const varanasi = {
  id: '1253405',
  name: 'Varanasi',
  nameHi: 'वाराणसी',
  region: 'Uttar Pradesh',
  country: 'IN',
  lat: 25.31668,
  lon: 83.01041,
  zone: 'Asia/Kolkata',
};
const meera: BirthDetails = {
  name: 'Meera',
  day: '5',
  month: '8',
  year: '1951',
  time: '06:15',
  timeUnknown: false,
  place: varanasi,
  offset: '+05:53:20',
};

/** What the server answers for a saved body (contract savedPersonSchema). */
function saved(body: ReturnType<typeof savedPersonBodyOf>): SavedPerson {
  const parsed = savedPersonBodySchema.parse(body);
  return {
    _id: 'p1',
    name: parsed.name,
    relation: parsed.relation,
    date: parsed.date,
    time: parsed.time ?? null,
    timeUnknown: parsed.timeUnknown,
    placeName: parsed.placeName,
    lat: parsed.lat,
    lon: parsed.lon,
    zone: parsed.zone ?? null,
    utcOffsetMinutes: parsed.utcOffsetMinutes ?? null,
    consent: { _id: 'c1', version: '2026-11-28', givenAt: '2026-11-28T10:00:00.000Z' },
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
  };
}

describe('a birth kept on the server', () => {
  it('names the place with its region, in the page’s language, and keeps an offset to the second', () => {
    expect(storedBirthOf(meera, 'en')).toEqual({
      date: '1951-08-05',
      time: '06:15',
      timeUnknown: false,
      placeName: 'Varanasi, Uttar Pradesh, India',
      lat: 25.31668,
      lon: 83.01041,
      zone: 'Asia/Kolkata',
      utcOffsetMinutes: 353 + 1 / 3,
    });
    expect(storedBirthOf(meera, 'hi').placeName).toBe('वाराणसी, उत्तर प्रदेश, भारत');
    expect(storedBirthOf({ ...meera, timeUnknown: true }, 'en')).not.toHaveProperty('time');
  });

  it('comes back into the form as it was given: one tap fills the same birth', () => {
    const back = birthDetailsOfSavedPerson(
      saved(savedPersonBodyOf(meera, { name: 'Meera', relation: 'parent' }, 'en')),
    );
    expect(back).toMatchObject({
      name: 'Meera',
      day: '5',
      month: '8',
      year: '1951',
      time: '06:15',
      timeUnknown: false,
      offset: '+05:53:20',
    });
    expect(back.place).toMatchObject({ name: 'Varanasi', lat: 25.31668, zone: 'Asia/Kolkata' });
    // Saved again, it is the same birth (the place's label does not grow).
    expect(storedBirthOf(back, 'en')).toEqual(storedBirthOf(meera, 'en'));
  });
});
