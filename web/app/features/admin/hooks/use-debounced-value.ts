import { useEffect, useState } from 'react';

/**
 * How long typing in an admin search box must pause before the search goes to the server
 * (docs/decisions/021).
 */
export const adminSearchDelayMs = 300;

/** `value`, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
