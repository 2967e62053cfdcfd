import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '~/components/ui/toast';
import { type FailureFallback, failureMessage } from './failure-message';

export type ResourceState<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'failed'; message: string };

/**
 * Loads one admin resource when the page mounts: a loading state, then the data, or the
 * failure message as a toast and in the page (with `reload` to try again). `update` changes
 * the loaded data in place (an order whose status changed).
 */
export function useAdminResource<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  fallback: FailureFallback,
) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [state, setState] = useState<ResourceState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Read through a ref: switching the language must not fetch the list again.
  const notify = useRef({ t, toast });
  notify.current = { t, toast };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` triggers a reload
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetcher(controller.signal)
      .then((data) => setState({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = failureMessage(error, fallback);
        const message = 'message' in failure ? failure.message : notify.current.t(failure.key);
        setState({ kind: 'failed', message });
        notify.current.toast.error(message);
      });
    return () => controller.abort();
  }, [attempt, fetcher, fallback]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.kind === 'ready' ? { kind: 'ready', data: change(current.data) } : current,
    );
  }, []);

  return { state, reload, update };
}
