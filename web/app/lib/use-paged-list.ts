import { useCallback } from 'react';
import { useApiResource } from './use-api-resource';

/** One page of a list as the API sends it (shared/API.md: `nextCursor` is null on the last). */
export type ListPage<Item> = { items: Item[]; nextCursor: string | null };

/** A list as shown: the pages loaded so far, and whether the next one is on its way. */
type PagedList<Item> = ListPage<Item> & { loadingMore: boolean };

/**
 * A newest-first list loaded a page at a time, on `useApiResource`: the first page when `key`
 * changes (a filter, the user), then `loadMore()` appends the next. `update` changes loaded
 * items in place (an order whose status changed). A failed first page is the `failed` state
 * (with `reload`); a failed later page keeps what is shown and calls `onError`. Only `key` and
 * `reload` fetch again, so a new `fetchPage` or `onError` (a language change) does not.
 */
export function usePagedList<Item>(
  key: string,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<ListPage<Item>>,
  onError: (error: unknown) => void,
) {
  const { state, reload, update, signal } = useApiResource<PagedList<Item>>(
    key,
    async (firstSignal) => ({ ...(await fetchPage(null, firstSignal)), loadingMore: false }),
    onError,
  );

  function loadMore() {
    if (state.kind !== 'ready' || state.data.loadingMore || state.data.nextCursor === null) return;
    // The next page belongs to this list: a new key or a reload aborts it and drops its answer.
    const listSignal = signal();
    update((list) => ({ ...list, loadingMore: true }));
    fetchPage(state.data.nextCursor, listSignal).then(
      (page) =>
        update((list) => ({
          items: [...list.items, ...page.items],
          nextCursor: page.nextCursor,
          loadingMore: false,
        })),
      (error: unknown) => {
        if (listSignal.aborted) return;
        update((list) => ({ ...list, loadingMore: false }));
        onError(error);
      },
    );
  }

  const updateItems = useCallback(
    (change: (item: Item) => Item) =>
      update((list) => ({ ...list, items: list.items.map(change) })),
    [update],
  );

  return { state, loadMore, reload, update: updateItems };
}
