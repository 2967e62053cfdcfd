import type { Place } from '@app/contract/astro';
import { chosenPlaces } from './chosen-places';
import majorCities from './offline-places.json';

/**
 * What the birthplace field offers when the place search cannot reach the server (offline,
 * docs/decisions/045): the places chosen lately on this device, then some fifty major cities of
 * India and abroad. The cities' rows are the server's gazetteer's (same ids, coordinates and time
 * zones), copied once into offline-places.json. Loaded only when a search fails.
 */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\u0900-\u097f]+/g, ' ')
    .trim();

/** Whether a name or one of its later words starts with the folded text. */
function nameMatches(name: string | undefined, text: string): boolean {
  if (!name) return false;
  const folded = fold(name);
  return folded.startsWith(text) || folded.split(' ').some((word) => word.startsWith(text));
}

export function offlinePlaces(query: string, limit: number): Place[] {
  const text = fold(query);
  if (text === '') return [];
  const found = new Map<string, Place>();
  for (const place of [...chosenPlaces(), ...(majorCities as Place[])]) {
    if (found.size >= limit) break;
    if (found.has(place.id)) continue;
    if (nameMatches(place.name, text) || nameMatches(place.nameHi, text))
      found.set(place.id, place);
  }
  return [...found.values()];
}
