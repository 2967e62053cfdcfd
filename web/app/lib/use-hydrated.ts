import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while prerendering and during hydration, true afterwards. Lets a component render
 * browser-only things (portals, stored session) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
