import type { AdminCustomer } from '@app/contract/account';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { LoadMore } from '~/components/ui/load-more';
import { Link } from '~/components/ui/localized-link';
import { Skeleton, SkeletonGroup, SkeletonText } from '~/components/ui/skeleton';
import { formatDate, telHref } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useCustomers } from '../api/get-customers';
import { adminSearchDelayMs, useDebouncedValue } from '../hooks/use-debounced-value';
import { LoadFailed } from './load-failed';

/**
 * /admin/customers (issue 33): the accounts, newest first, a page at a time, searched by part of
 * a name, e-mail or phone (`?q=`, matched by the server). Each card says how to reach the
 * customer and how much they have with the shop, and opens the customer's page.
 */
export function CustomersPage() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const searched = useDebouncedValue(query.trim(), adminSearchDelayMs);
  const { state, reload, loadMore, failedMessage } = useCustomers(searched);
  const searchId = useId();

  const setQuery = (value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete('q');
        else next.set('q', value);
        return next;
      },
      { replace: true },
    );
  };

  const shown = state.kind === 'ready' ? state.data.items : [];
  const searching = query.trim() !== '';

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl text-maroon-800">{t('customers.title')}</h1>

      <div className="mt-5">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet in React's JSX types */}
        <form
          role="search"
          aria-label={t('customers.search.label')}
          className="flex flex-wrap items-end gap-3 rounded-2xl border border-maroon-100 bg-white p-4"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
            <label htmlFor={searchId} className="font-semibold text-ink-700 text-sm">
              {t('customers.search.field')}
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder={t('customers.search.placeholder')}
              aria-describedby={`${searchId}-note`}
              onChange={(event) => setQuery(event.target.value)}
              className="min-h-10 w-full rounded-full border border-maroon-700/30 bg-white px-4 text-sm"
            />
          </div>
          {searching && (
            <Button variant="ghost" size="sm" onClick={() => setQuery('')}>
              {t('customers.search.clear')}
            </Button>
          )}
          <p id={`${searchId}-note`} className="w-full text-ink-500 text-xs">
            {t('customers.search.note')}
            {state.kind === 'ready' && (
              <>
                {' '}
                <span role="status">
                  {t(
                    state.data.nextCursor === null
                      ? 'customers.search.showingAll'
                      : 'customers.search.showing',
                    { count: shown.length },
                  )}
                </span>
              </>
            )}
          </p>
        </form>
      </div>

      <div className="mt-6">
        {state.kind === 'loading' && <CustomersSkeleton label={t('customers.loading')} />}
        {state.kind === 'failed' && (
          <LoadFailed message={failedMessage} retryLabel={t('customers.retry')} onRetry={reload} />
        )}
        {state.kind === 'ready' && shown.length === 0 && (
          <p className="rounded-2xl bg-white p-8 text-center text-ink-700">
            {searching ? t('customers.noMatch') : t('customers.empty')}
          </p>
        )}
        {state.kind === 'ready' && shown.length > 0 && (
          <>
            <ul className="space-y-4">
              {shown.map((customer) => (
                <li key={customer._id}>
                  <CustomerCard customer={customer} />
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

/** One account: name (opening its page), how to reach them, since when, and what they have. */
function CustomerCard({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-customer-id={customer._id}
      className="rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm md:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-maroon-800 text-xl">
            <Link
              to={`/admin/customers/${customer._id}`}
              className="break-words underline underline-offset-4 hover:text-maroon-900 focus-visible:outline-2 focus-visible:outline-maroon-700"
            >
              {customer.name}
            </Link>
          </h2>
          <p className="text-ink-500 text-sm">
            {t('customers.joinedOn', { date: formatDate(customer.createdAt, language) })}
          </p>
        </div>
        <RoleBadge role={customer.role} />
      </header>

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div className="min-w-0" data-field="email">
          <dt className="text-ink-500">{t('customers.email')}</dt>
          <dd className="break-all">
            <a href={`mailto:${customer.email}`} className="text-maroon-700 underline">
              {customer.email}
            </a>
          </dd>
        </div>
        <div data-field="phone">
          <dt className="text-ink-500">{t('customers.phone')}</dt>
          <dd>
            {customer.phone ? (
              <a href={telHref(customer.phone)} className="text-maroon-700 underline">
                {customer.phone}
              </a>
            ) : (
              <span className="text-ink-500">{t('customers.noPhone')}</span>
            )}
          </dd>
        </div>
        <div className="min-w-0" data-field="location">
          <dt className="text-ink-500">{t('customers.location')}</dt>
          <dd className="break-words">
            {customer.location || <span className="text-ink-500">{t('customers.noLocation')}</span>}
          </dd>
        </div>
      </dl>

      <p className="mt-4 flex flex-wrap gap-2 text-sm" data-field="counts">
        <CountChip>{t('customers.counts.orders', { count: customer.orders })}</CountChip>
        <CountChip>
          {t('customers.counts.consultations', { count: customer.appointments })}
        </CountChip>
        <CountChip>{t('customers.counts.savedPeople', { count: customer.savedPeople })}</CountChip>
      </p>
    </article>
  );
}

function CountChip({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-cream-50 px-3 py-1 text-ink-700 ring-1 ring-maroon-100">
      {children}
    </span>
  );
}

/** "Customer" or, for an account that runs the shop, "Admin". */
export function RoleBadge({ role }: { role: AdminCustomer['role'] }) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-role={role}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-3 py-1 font-semibold text-sm ${role === 'admin' ? 'bg-maroon-800 text-gold-300' : 'bg-maroon-50 text-maroon-800'}`}
    >
      {t(`customers.roles.${role}`)}
    </span>
  );
}

function CustomersSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="space-y-4 text-maroon-900">
      {[0, 1, 2].map((key) => (
        <div key={key} className="rounded-2xl border border-maroon-100 bg-white p-6">
          <div className="flex justify-between">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
          <SkeletonText lines={2} className="mt-5" />
          <Skeleton className="mt-5 h-7 w-72 rounded-full" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
