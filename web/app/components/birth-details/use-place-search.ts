import type { Place } from '@app/contract/astro';
import { useEffect, useState } from 'react';

/** What the place search knows about the text typed so far. */
export type PlaceSearchResult = {
  /**
   * `idle`: nothing typed; `searching`: waiting for the server; `failed`: it could not answer;
   * `offline`: it could not answer and `places` are those this device knows (offline-places.ts).
   */
  status: 'idle' | 'searching' | 'done' | 'failed' | 'offline';
  /** The places found for the latest text answered (kept while the next search runs). */
  places: Place[];
};

/** How long typing must pause before a search is sent. */
const pauseMs = 150;
const answered = new Map<string, Place[]>();

/** The query as the server reads it; searches that differ only in case or spaces are one. */
export function placeQueryKey(text: string, limit: number): string {
  return `${limit} ${text.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/**
 * The places whose names start with `text` (English or Devanagari), from `GET /places`: asked
 * once typing pauses, the previous question cancelled, each answer remembered for the visit.
 * The API call and its reply schemas are loaded on the first search, not with the page.
 */
export function usePlaceSearch(text: string, limit = 8): PlaceSearchResult {
  const key = placeQueryKey(text, limit);
  const query = text.trim();
  const [result, setResult] = useState<PlaceSearchResult>({ status: 'idle', places: [] });

  useEffect(() => {
    if (query === '') {
      setResult({ status: 'idle', places: [] });
      return;
    }
    const known = answered.get(key);
    if (known) {
      setResult({ status: 'done', places: known });
      return;
    }
    setResult((current) => ({ status: 'searching', places: current.places }));
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const { searchPlaces } = await import('~/lib/search-places');
        const places = await searchPlaces(query, { limit, signal: controller.signal });
        answered.set(key, places);
        if (!controller.signal.aborted) setResult({ status: 'done', places });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Place search failed', error);
        // No server (offline): the places this device knows, in the service worker's cache.
        const offline = await import('./offline-places')
          .then(({ offlinePlaces }) => offlinePlaces(query, limit))
          .catch(() => undefined);
        if (controller.signal.aborted) return;
        setResult(
          offline ? { status: 'offline', places: offline } : { status: 'failed', places: [] },
        );
      }
    }, pauseMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, query, limit]);

  return result;
}
