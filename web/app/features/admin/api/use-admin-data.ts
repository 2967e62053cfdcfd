import { useToast } from '~/components/ui/toast';
import { useTranslation } from '~/lib/i18n';
import { useApiResource } from '~/lib/use-api-resource';
import { type ListPage, usePagedList } from '~/lib/use-paged-list';
import { type FailureFallback, failureMessage } from './failure-message';

/**
 * The admin's failures told one way: `report` shows the message as a toast, `messageOf` gives
 * it for the page. Read at the moment of failure, so they are in the language of that moment.
 */
export function useAdminFailures(fallback: FailureFallback) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const messageOf = (error: unknown) => {
    const failure = failureMessage(error, fallback);
    return 'message' in failure ? failure.message : t(failure.key);
  };
  return { messageOf, report: (error: unknown) => toast.error(messageOf(error)) };
}

/**
 * One admin resource, loaded the app's one way (`useApiResource`), with its failure as a toast
 * and, in `failedMessage`, for the page.
 */
export function useAdminResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  fallback: FailureFallback,
) {
  const failures = useAdminFailures(fallback);
  const resource = useApiResource(key, load, failures.report);
  const { state } = resource;
  return {
    ...resource,
    failedMessage: state.kind === 'failed' ? failures.messageOf(state.error) : null,
  };
}

/** An admin list loaded a page at a time (`usePagedList`), its failures told as above. */
export function useAdminList<Item>(
  key: string,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<ListPage<Item>>,
  fallback: FailureFallback,
) {
  const failures = useAdminFailures(fallback);
  const list = usePagedList(key, fetchPage, failures.report);
  const { state } = list;
  return {
    ...list,
    failedMessage: state.kind === 'failed' ? failures.messageOf(state.error) : null,
  };
}
