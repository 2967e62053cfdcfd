import type { Place } from './astro.ts';

/**
 * The place search's reply (`GET /places`), checked without zod (docs/decisions/010, 046): a
 * birth form's first search would otherwise fetch zod while the visitor waits for the list.
 * `placesReplySchema` and `placeSchema` (astro.ts) say the same, and `place-checks.test.ts` keeps
 * them equal: change both together.
 */

const textFields = ['id', 'name', 'region', 'country', 'zone'] as const;

/** Whether `value` is one place of the gazetteer (`placeSchema`: its numbers are finite). */
export function isPlace(value: unknown): value is Place {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const place = value as Record<string, unknown>;
  return (
    textFields.every((field) => typeof place[field] === 'string') &&
    (place.nameHi === undefined || typeof place.nameHi === 'string') &&
    Number.isFinite(place.lat) &&
    Number.isFinite(place.lon)
  );
}

/** The reply to `GET /places` (`placesReplySchema`). */
export function isPlacesReply(value: unknown): value is { success: true; places: Place[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const reply = value as Record<string, unknown>;
  return reply.success === true && Array.isArray(reply.places) && reply.places.every(isPlace);
}
