import type { Place } from '@app/contract/astro';

/**
 * The places a visitor chose in a birthplace field lately, kept on their device only, so the
 * field can still offer them when the place search cannot reach the server (offline,
 * docs/decisions/045).
 */
const storageKey = 'chosen-places';
const kept = 12;

export function chosenPlaces(): Place[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter(
          (place): place is Place =>
            typeof place === 'object' &&
            place !== null &&
            typeof place.id === 'string' &&
            typeof place.name === 'string' &&
            typeof place.lat === 'number' &&
            typeof place.lon === 'number' &&
            typeof place.zone === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function rememberChosenPlace(place: Place) {
  const places = [place, ...chosenPlaces().filter((other) => other.id !== place.id)];
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(places.slice(0, kept)));
  } catch {
    // Storage can be blocked (private mode): the field then offers the built-in cities alone.
  }
}
