import { pageLimits } from '@app/contract/pages';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/**
 * The end of a paged list: "Show more" while there is a next page (busy while it loads), and a
 * quiet "That is everything." once a list longer than one page has been shown to its end.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
  shownCount,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  shownCount: number;
}) {
  const { t } = useTranslation('common');
  if (!hasMore) {
    return shownCount > pageLimits.default ? (
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
