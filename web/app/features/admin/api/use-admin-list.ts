import { useTranslation } from 'react-i18next';
import { useToast } from '~/components/ui/toast';
import { type ListPage, usePagedList } from '~/lib/use-paged-list';
import { type FailureFallback, failureMessage } from './failure-message';

/**
 * An admin list loaded a page at a time (`usePagedList`), its failures told as the admin's
 * other failures are: a toast, and for the first page `failedMessage` in the page.
 */
export function useAdminList<Item>(
  key: string,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<ListPage<Item>>,
  fallback: FailureFallback,
) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const messageOf = (error: unknown) => {
    const failure = failureMessage(error, fallback);
    return 'message' in failure ? failure.message : t(failure.key);
  };
  const list = usePagedList(key, fetchPage, (error) => toast.error(messageOf(error)));
  const failedMessage = list.state.kind === 'failed' ? messageOf(list.state.error) : null;
  return { ...list, failedMessage };
}
