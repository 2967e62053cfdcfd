import { pageLimits } from '@app/contract/pages';
import { useTranslation } from '~/lib/i18n';
import { Button } from './button';

/**
 * The end of a paged list: "Show more" while there is a next page (busy while it loads), and a
 * quiet "That is everything." once a list longer than one page has been shown to its end.
 */
export function LoadMore({
  list,
  onLoadMore,
}: {
  /** The list as `usePagedList` holds it. */
  list: { items: readonly unknown[]; nextCursor: string | null; loadingMore: boolean };
  onLoadMore: () => void;
}) {
  const { t } = useTranslation('common');
  const loading = list.loadingMore;
  if (list.nextCursor === null) {
    return list.items.length > pageLimits.default ? (
      <p className="mt-6 text-center text-ink-500 text-sm">{t('list.allShown')}</p>
    ) : null;
  }
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="outline" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? t('list.loadingMore') : t('list.loadMore')}
      </Button>
    </div>
  );
}
