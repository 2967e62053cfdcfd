import { useCallback, useEffect, useRef, useState } from 'react';

/** One page of a list as the API sends it (shared/API.md: `nextCursor` is null on the last). */
export type ListPage<Item> = { items: Item[]; nextCursor: string | null };

export type PagedListState<Item> =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | {
      kind: 'ready';
      items: Item[];
      nextCursor: string | null;
      /** Set while the next page is on its way. */
      loadingMore: boolean;
    };

/**
 * A newest-first list loaded a page at a time: the first page when `key` changes (a filter, the
 * user), then `loadMore()` appends the next. `update` changes loaded items in place (an order
 * whose status changed). A failed first page is the `failed` state (with `reload`); a failed
 * later page keeps what is shown and calls `onError`. Only `key` and `reload` fetch again, so a
 * new `fetchPage` or `onError` (a language change) does not.
 */
export function usePagedList<Item>(
  key: string,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<ListPage<Item>>,
  onError: (error: unknown) => void,
) {
  const [state, setState] = useState<PagedListState<Item>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ fetchPage, onError });
  latest.current = { fetchPage, onError };
  // Aborts the page in flight when the list starts again or the page is left.
  const inFlight = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` start the list again
  useEffect(() => {
    const controller = new AbortController();
    inFlight.current?.abort();
    inFlight.current = controller;
    setState({ kind: 'loading' });
    latest.current
      .fetchPage(null, controller.signal)
      .then((page) => setState({ kind: 'ready', ...page, loadingMore: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'failed', error });
        latest.current.onError(error);
      });
    return () => controller.abort();
  }, [key, attempt]);

  // The state as last rendered, so `loadMore` can start a fetch outside a state updater.
  const current = useRef(state);
  current.current = state;

  const loadMore = useCallback(() => {
    const shown = current.current;
    if (shown.kind !== 'ready' || shown.loadingMore || shown.nextCursor === null) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ ...shown, loadingMore: true });
    latest.current
      .fetchPage(shown.nextCursor, controller.signal)
      .then((page) =>
        setState((now) =>
          now.kind === 'ready'
            ? {
                kind: 'ready',
                items: [...now.items, ...page.items],
                nextCursor: page.nextCursor,
                loadingMore: false,
              }
            : now,
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((now) => (now.kind === 'ready' ? { ...now, loadingMore: false } : now));
        latest.current.onError(error);
      });
  }, []);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback((change: (item: Item) => Item) => {
    setState((current) =>
      current.kind === 'ready' ? { ...current, items: current.items.map(change) } : current,
    );
  }, []);

  return { state, loadMore, reload, update };
}
