import { useEffect, useRef, useState } from 'react';

/**
 * The `?token=` of a mailed link (reset password, confirm e-mail), read once after hydration
 * (the page is a prerendered shell without the query) and then taken out of the address bar with
 * `history.replaceState`, so that it stays out of the history, bookmarks and shared screens.
 * `undefined` until read; `null` when the address had no token.
 */
export function useLinkToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const read = useRef(false);
  useEffect(() => {
    // Once per page: in development React runs effects twice, and the second run would find the
    // address already cleaned.
    if (read.current) return;
    read.current = true;
    const url = new URL(window.location.href);
    setToken(url.searchParams.get('token')?.trim() || null);
    if (url.searchParams.has('token')) {
      url.searchParams.delete('token');
      window.history.replaceState(
        window.history.state,
        '',
        `${url.pathname}${url.search}${url.hash}`,
      );
    }
  }, []);
  return token;
}
