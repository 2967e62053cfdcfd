import type { SavedPerson, SavedPersonBodyInput } from '@app/contract/account';
import type { ConsultationBirthInput } from '@app/contract/appointments';
import type { Place } from '@app/contract/astro';
import type { Language } from '@app/contract/site';
import {
  type BirthDetails,
  chartInputOf,
  dateParts,
  emptyBirthDetails,
  offsetText,
} from './birth-details';
import { placeLabel } from './place-names';

/**
 * A birth as the server keeps it (a booking's, a saved person's: contract
 * `consultationBirthSchema`) and as a birth form holds it, both ways.
 */

/** The place of a saved person as the birth form's place search holds one. */
function placeOfSavedPerson(person: SavedPerson): Place {
  // Kept as one label ("New Delhi, Delhi, India", written in the language it was saved in): its
  // first part names the place, the rest says where it is.
  const [name = person.placeName, ...where] = person.placeName.split(', ');
  return {
    id: `saved:${person.lat},${person.lon}`,
    name,
    region: where.join(', '),
    country: '',
    lat: person.lat,
    lon: person.lon,
    // A birth saved with only an offset (no zone) is read by its offset, which `offset` holds.
    zone: person.zone ?? 'UTC',
  };
}

/** A saved person as a birth form holds one: what one tap on their name fills in. */
export function birthDetailsOfSavedPerson(person: SavedPerson): BirthDetails {
  return {
    ...emptyBirthDetails,
    name: person.name,
    ...dateParts(person.date),
    time: person.time ?? '',
    timeUnknown: person.timeUnknown,
    place: placeOfSavedPerson(person),
    offset: person.utcOffsetMinutes === null ? '' : offsetText(person.utcOffsetMinutes),
  };
}

/**
 * Complete birth details (see `missingFields`) as the server keeps a birth (contract
 * `consultationBirthSchema`: a booking's birth, a saved person): the place by its name in the
 * page's language with its region, its coordinates and zone, and the offset when one was given.
 */
export function storedBirthOf(details: BirthDetails, language: Language): ConsultationBirthInput {
  const input = chartInputOf(details);
  const place = details.place;
  return {
    date: input.date,
    ...(details.timeUnknown ? {} : { time: input.time }),
    timeUnknown: details.timeUnknown,
    placeName: place ? placeLabel(place, language) : '',
    lat: input.lat,
    lon: input.lon,
    zone: input.zone,
    ...(input.utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes: input.utcOffsetMinutes }),
  };
}

/** What `POST /account/people` takes: the birth, the name and relation, and the consent. */
export function savedPersonBodyOf(
  details: BirthDetails,
  { name, relation }: Pick<SavedPersonBodyInput, 'name' | 'relation'>,
  language: Language,
): SavedPersonBodyInput {
  return { name, relation, ...storedBirthOf(details, language), consent: true };
}
