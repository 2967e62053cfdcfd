import { type Order, orderStatuses } from '@app/contract/orders';
import { type ReactNode, useCallback, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { LoadMore } from '~/components/ui/load-more';
import { Skeleton, SkeletonGroup, SkeletonText } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useAllOrders } from '../api/get-all-orders';
import { adminSearchDelayMs, useDebouncedValue } from '../hooks/use-debounced-value';
import { isOrderStatus } from '../orders-filter';
import { LoadFailed } from './load-failed';
import { NeedsAttention } from './needs-attention';
import { OrderCard } from './order-card';

/**
 * /admin/orders: the orders as cards, a page at a time, with a status filter and a search
 * (`?status=&q=`), both applied by the server.
 */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const statusParam = searchParams.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : null;
  const query = searchParams.get('q') ?? '';
  const searched = useDebouncedValue(query.trim(), adminSearchDelayMs);
  const { state, reload, update, loadMore, failedMessage } = useAllOrders({
    status,
    q: searched,
  });
  const statusId = useId();
  const searchId = useId();

  const setParam = (name: 'status' | 'q', value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  };

  const onSaved = useCallback(
    (saved: Order) => update((order) => (order._id === saved._id ? saved : order)),
    [update],
  );

  const shown = state.kind === 'ready' ? state.data.items : [];
  const filtering = status !== null || query.trim() !== '';

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl text-maroon-800">{t('orders.title')}</h1>
      <NeedsAttention />

      <div className="mt-5">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet in React's JSX types */}
        <form
          role="search"
          aria-label={t('orders.filters.label')}
          className="flex flex-wrap items-end gap-3 rounded-2xl border border-maroon-100 bg-white p-4"
          onSubmit={(event) => event.preventDefault()}
        >
          <FilterField
            id={statusId}
            label={t('orders.filters.status')}
            className="flex flex-col gap-1"
          >
            <select
              id={statusId}
              value={status ?? ''}
              onChange={(event) => setParam('status', event.target.value)}
              className="min-h-10 rounded-full border border-maroon-700/30 bg-white px-4 text-sm"
            >
              <option value="">{t('orders.filters.allStatuses')}</option>
              {orderStatuses.map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField
            id={searchId}
            label={t('orders.filters.search')}
            className="flex min-w-0 flex-1 basis-56 flex-col gap-1"
          >
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder={t('orders.filters.searchPlaceholder')}
              aria-describedby={`${searchId}-note`}
              onChange={(event) => setParam('q', event.target.value)}
              className="min-h-10 w-full rounded-full border border-maroon-700/30 bg-white px-4 text-sm"
            />
          </FilterField>
          {filtering && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}
            >
              {t('orders.filters.clear')}
            </Button>
          )}
          <p id={`${searchId}-note`} className="w-full text-ink-500 text-xs">
            {t('orders.filters.searchNote')}
            {state.kind === 'ready' && (
              <>
                {' '}
                <span role="status">
                  {t(
                    state.data.nextCursor === null
                      ? 'orders.filters.showingAll'
                      : 'orders.filters.showing',
                    {
                      count: shown.length,
                    },
                  )}
                </span>
              </>
            )}
          </p>
        </form>
      </div>

      <div className="mt-6">
        {state.kind === 'loading' && <OrdersSkeleton label={t('orders.loading')} />}
        {state.kind === 'failed' && (
          <LoadFailed message={failedMessage} retryLabel={t('orders.retry')} onRetry={reload} />
        )}
        {state.kind === 'ready' && shown.length === 0 && (
          <p className="rounded-2xl bg-white p-8 text-center text-ink-700">
            {filtering ? t('orders.noMatch') : t('orders.empty')}
          </p>
        )}
        {state.kind === 'ready' && shown.length > 0 && (
          <>
            <ul className="space-y-4">
              {shown.map((order) => (
                <li key={order._id}>
                  <OrderCard order={order} onSaved={onSaved} />
                </li>
              ))}
            </ul>
            <LoadMore list={state.data} onLoadMore={loadMore} />
          </>
        )}
      </div>
    </div>
  );
}

function OrdersSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="space-y-4 text-maroon-900">
      {[0, 1, 2].map((key) => (
        <div key={key} className="rounded-2xl border border-maroon-100 bg-white p-6">
          <div className="flex justify-between">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <SkeletonText lines={3} className="mt-5" />
          <Skeleton className="mt-5 h-9 w-48 rounded-full" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** One of the filters: its label over its control (`id` is the control's). */
function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-ink-700 text-sm">
        {label}
      </label>
      {children}
    </div>
  );
}
