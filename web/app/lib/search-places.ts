import { type Place, placesReplySchema } from '@app/contract/astro';
import { apiRequest } from '~/lib/api-client';

/**
 * `GET /places?q=&limit=` (shared/API.md "Astrology"): places of the gazetteer whose names start
 * with `query`, in English or Devanagari, best match first. The place search loads this module
 * when a visitor first types (`import('~/lib/search-places')`), so the schemas it checks the reply
 * with stay out of a page's first load (docs/decisions/010).
 */
export async function searchPlaces(
  query: string,
  { limit = 8, signal }: { limit?: number; signal?: AbortSignal } = {},
): Promise<Place[]> {
  const parameters = new URLSearchParams({ q: query.trim(), limit: String(limit) });
  const reply = await apiRequest(`places?${parameters}`, placesReplySchema, { signal });
  return reply.places;
}
