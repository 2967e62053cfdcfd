import { useCallback, useEffect, useRef, useState } from 'react';

export type ResourceState<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; data: T };

/**
 * The one way the web app loads data from the API in the browser (docs/decisions/024): `load`
 * runs when the component mounts and again when `key` changes or `reload()` is called, never
 * for anything else. `load` and `onError` are read when they are needed, so a new function
 * after a change of language (a closure over `t`) does not fetch again; what the data depends on
 * (the user, the filters, the language of a reading) goes into `key`.
 *
 * The state is `loading` from the first render with a new key (never the previous key's data),
 * then `ready` with the data or `failed` with the error (also given to `onError`, once). A load
 * that is overtaken by a new key, a reload or the page being left is aborted through its signal
 * and its answer dropped. `update` changes the loaded data in place (an order whose status
 * changed); `signal()` is the current load's signal, for requests that belong with it (the next
 * page of a list), and an `update` made for one load is dropped once another has started.
 *
 * `initial` is data the page arrived with for the first key (a horoscope sign page's reading,
 * written into its HTML by the server): the state is `ready` with it from the first render and
 * nothing is loaded until the key changes or `reload()` is called.
 */
export function useApiResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: unknown) => void,
  initial?: T,
) {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}|${key}`;
  const [result, setResult] = useState<{ request: string; state: ResourceState<T> } | null>(() =>
    initial === undefined ? null : { request, state: { kind: 'ready', data: initial } },
  );
  const latest = useRef({ load, onError });
  latest.current = { load, onError };
  const controller = useRef<AbortController | null>(null);
  /** The request the initial data answers, until the first effect has seen it. */
  const answeredByInitial = useRef(initial === undefined ? null : request);

  useEffect(() => {
    if (answeredByInitial.current === request) {
      answeredByInitial.current = null;
      return;
    }
    const current = new AbortController();
    controller.current = current;
    latest.current.load(current.signal).then(
      (data) => {
        if (!current.signal.aborted) setResult({ request, state: { kind: 'ready', data } });
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        setResult({ request, state: { kind: 'failed', error } });
        latest.current.onError?.(error);
      },
    );
    return () => current.abort();
  }, [request]);

  const state: ResourceState<T> = result?.request === request ? result.state : { kind: 'loading' };
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setResult((now) =>
        now?.request === request && now.state.kind === 'ready'
          ? { request, state: { kind: 'ready', data: change(now.state.data) } }
          : now,
      ),
    [request],
  );
  const signal = useCallback(() => controller.current?.signal ?? AbortSignal.abort(), []);
  return { state, reload, update, signal };
}
