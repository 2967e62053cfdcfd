import type { Place } from '@app/contract/astro';
import { useSyncExternalStore } from 'react';

/**
 * The place a visitor chose last for the panchang, the Hindu calendar and the festival pages,
 * remembered on the device only (docs/decisions/028): one choice for all of them, under the
 * key the panchang has always used.
 */
const storageKey = 'panchang-place';
const listeners = new Set<() => void>();
let remembered: Place | null | undefined;

function isPlace(value: unknown): value is Place {
  if (typeof value !== 'object' || value === null) return false;
  const place = value as Record<string, unknown>;
  return (
    ['id', 'name', 'region', 'country', 'zone'].every((key) => typeof place[key] === 'string') &&
    (place.nameHi === undefined || typeof place.nameHi === 'string') &&
    typeof place.lat === 'number' &&
    typeof place.lon === 'number'
  );
}

function storedPlace(): Place | null {
  if (remembered !== undefined) return remembered;
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null');
    remembered = isPlace(value) ? value : null;
  } catch {
    remembered = null;
  }
  return remembered;
}

function rememberPlace(place: Place) {
  remembered = place;
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(place));
  } catch {
    // Storage can be blocked (private mode): the choice then lasts for this page.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The place the visitor chose last (null until they choose one, and while the page is
 * prerendered or hydrating), and the way to choose.
 */
export function useRememberedPlace(): [Place | null, (place: Place) => void] {
  const place = useSyncExternalStore(subscribe, storedPlace, () => null);
  return [place, rememberPlace];
}
