import type { Place } from '@app/contract/astro';
import { isPlacesReply } from '@app/contract/place-checks';
import { apiRequestChecked } from '~/lib/api-client';

/**
 * `GET /places?q=&limit=` (shared/API.md "Astrology"): places of the gazetteer whose names start
 * with `query`, in English or Devanagari, best match first. The place search loads this module
 * when a visitor first types (`import('~/lib/search-places')`); the reply is checked without zod
 * (`isPlacesReply`), so a birth form's first search waits for the server only (decisions 010, 046).
 */
export async function searchPlaces(
  query: string,
  { limit = 8, signal }: { limit?: number; signal?: AbortSignal } = {},
): Promise<Place[]> {
  const parameters = new URLSearchParams({ q: query.trim(), limit: String(limit) });
  const reply = await apiRequestChecked(`places?${parameters}`, isPlacesReply, { signal });
  return reply.places;
}
