import { useCallback, useSyncExternalStore } from 'react';

/**
 * Links to results a visitor computed lately, remembered on their device only (localStorage):
 * each is a fragment written by birth-link.ts (`v=1&d=...`), newest first, at most `max`. The
 * visitor can forget one or all. The server never sees them (docs/decisions/028).
 *
 *   const recent = useRecentLinks('recent-charts');
 *   recent.remember(birthFragment(details));
 *   recent.links.map((fragment) => birthDetailsOfFragment(fragment));
 */
const listeners = new Set<() => void>();
const cache = new Map<string, readonly string[]>();
const none: readonly string[] = [];

function read(storageKey: string): readonly string[] {
  const cached = cache.get(storageKey);
  if (cached) return cached;
  let links: readonly string[] = none;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]');
    if (Array.isArray(stored)) links = stored.filter((link) => typeof link === 'string');
  } catch {
    // Unreadable or blocked storage: nothing remembered.
  }
  cache.set(storageKey, links);
  return links;
}

function write(storageKey: string, links: readonly string[]) {
  cache.set(storageKey, links);
  try {
    if (links.length) window.localStorage.setItem(storageKey, JSON.stringify(links));
    else window.localStorage.removeItem(storageKey);
  } catch {
    // Storage blocked (private mode): remembered for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab remembered or forgot something.
  const onStorage = () => {
    cache.clear();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecentLinks(storageKey: string, max = 5) {
  const links = useSyncExternalStore(
    subscribe,
    () => read(storageKey),
    () => none,
  );
  const remember = useCallback(
    (link: string) =>
      write(
        storageKey,
        [link, ...read(storageKey).filter((other) => other !== link)].slice(0, max),
      ),
    [storageKey, max],
  );
  const forget = useCallback(
    (link: string) =>
      write(
        storageKey,
        read(storageKey).filter((other) => other !== link),
      ),
    [storageKey],
  );
  const forgetAll = useCallback(() => write(storageKey, []), [storageKey]);
  return { links, remember, forget, forgetAll };
}
