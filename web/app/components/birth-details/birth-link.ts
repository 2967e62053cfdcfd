import type { Place } from '@app/contract/astro';
import { type BirthDetails, birthDate, dateParts, emptyBirthDetails } from './birth-details';

/**
 * Birth details written into a link's fragment (`/kundli#v=1&d=1990-08-15&t=14:30&...`), so that a
 * shared link computes the same chart again on the reader's device: the fragment is never sent to
 * the server (docs/decisions/028). Also the format remembered charts are stored in.
 *
 * Parameters (URL-encoded, as URLSearchParams writes them), each with an optional prefix so that
 * one link can carry two people (`b.d=...&g.d=...` for a match):
 *   v    format version (1)
 *   n    name (optional)
 *   d    date YYYY-MM-DD
 *   t    time HH:mm; absent when the birth time is not known
 *   pid  the gazetteer's place id; pl, ph, pr, pc: its name, Hindi name, region, country
 *   lat, lon  degrees; z  IANA time zone
 *   o    offset from UTC overriding the zone's history (+04:51), when given
 */
const birthLinkVersion = '1';

export function writeBirthDetails(
  details: BirthDetails,
  parameters = new URLSearchParams(),
  prefix = '',
): URLSearchParams {
  const place = details.place;
  if (!place) throw new Error('No place chosen.');
  const set = (key: string, value: string) => {
    if (value !== '') parameters.set(`${prefix}${key}`, value);
  };
  if (!parameters.has('v')) parameters.set('v', birthLinkVersion);
  set('n', details.name.trim());
  set('d', birthDate(details));
  if (!details.timeUnknown) set('t', details.time);
  set('pid', place.id);
  set('pl', place.name);
  set('ph', place.nameHi ?? '');
  set('pr', place.region);
  set('pc', place.country);
  set('lat', String(Number(place.lat.toFixed(5))));
  set('lon', String(Number(place.lon.toFixed(5))));
  set('z', place.zone);
  set('o', details.offset.trim());
  return parameters;
}

const finite = (text: string | null) =>
  text !== null && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null;

/**
 * The birth details of a link's parameters, or null when they are not there or not whole (an
 * old or cut link). Impossible values (a date not in the calendar) pass: the engine says what is
 * wrong with them, next to the field, as for typed ones.
 */
export function readBirthDetails(parameters: URLSearchParams, prefix = ''): BirthDetails | null {
  const get = (key: string) => parameters.get(`${prefix}${key}`);
  if (parameters.get('v') !== birthLinkVersion) return null;
  const date = get('d') ?? '';
  const time = get('t');
  const lat = finite(get('lat'));
  const lon = finite(get('lon'));
  const zone = get('z');
  const name = get('pl');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || lat === null || lon === null || !zone || !name) {
    return null;
  }
  if (time !== null && !/^\d{2}:\d{2}$/.test(time)) return null;
  const nameHi = get('ph');
  const place: Place = {
    id: get('pid') ?? `${lat},${lon}`,
    name,
    ...(nameHi ? { nameHi } : {}),
    region: get('pr') ?? '',
    country: get('pc') ?? '',
    lat,
    lon,
    zone,
  };
  return {
    ...emptyBirthDetails,
    ...dateParts(date),
    name: get('n') ?? '',
    time: time ?? '',
    timeUnknown: time === null,
    place,
    offset: get('o') ?? '',
  };
}

/** The fragment of a link to one person's chart (without the `#`). */
export function birthFragment(details: BirthDetails): string {
  return writeBirthDetails(details).toString();
}

/** One person's birth details from a location's fragment (`#v=1&...` or `v=1&...`). */
export function birthDetailsOfFragment(fragment: string): BirthDetails | null {
  return readBirthDetails(new URLSearchParams(fragment.replace(/^#/, '')));
}

/** Two people's birth details (a match: the boy, `b.`, and the girl, `g.`). */
export type BirthPair = { boy: BirthDetails; girl: BirthDetails };
const pairPrefixes = { boy: 'b.', girl: 'g.' } as const;

/** The fragment of a link to a match (`v=1&b.d=...&g.d=...`, without the `#`). */
export function pairFragment({ boy, girl }: BirthPair): string {
  return writeBirthDetails(
    girl,
    writeBirthDetails(boy, new URLSearchParams(), pairPrefixes.boy),
    pairPrefixes.girl,
  ).toString();
}

/** Both people's birth details from a match's fragment, or null unless both are whole. */
export function pairOfFragment(fragment: string): BirthPair | null {
  const parameters = new URLSearchParams(fragment.replace(/^#/, ''));
  const boy = readBirthDetails(parameters, pairPrefixes.boy);
  const girl = readBirthDetails(parameters, pairPrefixes.girl);
  return boy && girl ? { boy, girl } : null;
}
