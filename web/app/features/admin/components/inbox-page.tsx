import {
  type ContactMessageStatus,
  type ContactSource,
  contactMessageStatuses,
} from '@app/contract/contact';
import type { InboxCounts, InboxMessage } from '@app/contract/inbox';
import { istWallClock } from '@app/contract/india-time';
import type { Language } from '@app/contract/site';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { LoadMore } from '~/components/ui/load-more';
import { Link } from '~/components/ui/localized-link';
import { Skeleton, SkeletonGroup, SkeletonText } from '~/components/ui/skeleton';
import { formatClockTime, formatCount, formatDate } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useInbox } from '../api/get-inbox';
import { adminSearchDelayMs, useDebouncedValue } from '../hooks/use-debounced-value';
import { LoadFailed } from './load-failed';

/**
 * /admin/inbox (issue 34, docs/decisions/043): the messages of the site's forms, newest first, a
 * page at a time; tabs by state (`?status=`) with the count of each, and a search (`?q=`) by part
 * of the sender's name, e-mail or message, matched by the server. Each card opens its message.
 */
export function InboxPage() {
  const { t } = useTranslation('admin-inbox');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusParam(searchParams.get('status'));
  const query = searchParams.get('q') ?? '';
  const searched = useDebouncedValue(query.trim(), adminSearchDelayMs);
  const { state, reload, loadMore, failedMessage, counts } = useInbox(status, searched);
  const searchId = useId();

  const setParam = (name: 'q' | 'status', value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: name === 'q' },
    );
  };

  const shown = state.kind === 'ready' ? state.data.items : [];
  const searching = query.trim() !== '';

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl text-maroon-800">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-ink-700">{t('intro')}</p>

      <StatusTabs current={status} counts={counts} />

      <div className="mt-4">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet in React's JSX types */}
        <form
          role="search"
          aria-label={t('search.label')}
          className="flex flex-wrap items-end gap-3 rounded-2xl border border-maroon-100 bg-white p-4"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
            <label htmlFor={searchId} className="font-semibold text-ink-700 text-sm">
              {t('search.field')}
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              placeholder={t('search.placeholder')}
              aria-describedby={`${searchId}-note`}
              onChange={(event) => setParam('q', event.target.value)}
              className="min-h-10 w-full rounded-full border border-maroon-700/30 bg-white px-4 text-sm"
            />
          </div>
          {searching && (
            <Button variant="ghost" size="sm" onClick={() => setParam('q', '')}>
              {t('search.clear')}
            </Button>
          )}
          <p id={`${searchId}-note`} className="w-full text-ink-500 text-xs">
            {t('search.note')}
            {state.kind === 'ready' && (
              <>
                {' '}
                <span role="status">
                  {t(state.data.nextCursor === null ? 'search.showingAll' : 'search.showing', {
                    count: shown.length,
                  })}
                </span>
              </>
            )}
          </p>
        </form>
      </div>

      <div className="mt-6">
        {state.kind === 'loading' && <InboxSkeleton label={t('loading')} />}
        {state.kind === 'failed' && (
          <LoadFailed message={failedMessage} retryLabel={t('retry')} onRetry={reload} />
        )}
        {state.kind === 'ready' && shown.length === 0 && (
          <p className="rounded-2xl bg-white p-8 text-center text-ink-700">
            {searching ? t('noMatch') : t(`empty.${status ?? 'all'}`)}
          </p>
        )}
        {state.kind === 'ready' && shown.length > 0 && (
          <>
            <ul className="space-y-4">
              {shown.map((message) => (
                <li key={message._id}>
                  <MessageCard message={message} />
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

function statusParam(value: string | null): ContactMessageStatus | undefined {
  return contactMessageStatuses.find((status) => status === value);
}

/** All, New, Answered, Closed: links that keep the search, each with its count. */
function StatusTabs({
  current,
  counts,
}: {
  current: ContactMessageStatus | undefined;
  counts: InboxCounts | null;
}) {
  const { t } = useTranslation('admin-inbox');
  const [searchParams] = useSearchParams();
  const total = counts ? counts.new + counts.answered + counts.closed : null;
  const tabs: { status: ContactMessageStatus | undefined; label: string; count: number | null }[] =
    [
      { status: undefined, label: t('tabs.all'), count: total },
      ...contactMessageStatuses.map((status) => ({
        status,
        label: t(`status.${status}`),
        count: counts ? counts[status] : null,
      })),
    ];
  const hrefOf = (status: ContactMessageStatus | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (status) next.set('status', status);
    else next.delete('status');
    const search = next.toString();
    return `/admin/inbox${search ? `?${search}` : ''}`;
  };
  return (
    <nav aria-label={t('tabs.label')} className="mt-5">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const active = tab.status === current;
          return (
            <li key={tab.status ?? 'all'}>
              <Link
                to={hrefOf(tab.status)}
                aria-current={active ? 'page' : undefined}
                data-status-tab={tab.status ?? 'all'}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-maroon-700 ${active ? 'bg-maroon-800 text-gold-300' : 'bg-white text-maroon-800 ring-1 ring-maroon-100 hover:bg-cream-100'}`}
              >
                {tab.label}
                {tab.count !== null && (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${active ? 'bg-maroon-950 text-gold-300' : 'bg-cream-100 text-ink-700'}`}
                  >
                    {formatCount(tab.count)}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** When a message came, as India's clock read it: "29 Nov 2026, 9:15 AM". */
export function receivedWhen(iso: string, language: Language): string {
  const clock = istWallClock(new Date(iso)).toISOString().slice(11, 16);
  return `${formatDate(iso, language)}, ${formatClockTime(clock, language)}`;
}

/** A message's state as a badge: new in saffron, answered in green, closed in grey. */
export function InboxStatusBadge({ status }: { status: ContactMessageStatus }) {
  const { t } = useTranslation('admin-inbox');
  const tone =
    status === 'new'
      ? 'bg-warning-100 text-warning-700'
      : status === 'answered'
        ? 'bg-success-100 text-success-600'
        : 'bg-cream-100 text-ink-700';
  return (
    <span
      data-inbox-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-3 py-1 font-semibold text-sm ${tone}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

export function SourceLabel({ source }: { source: ContactSource }) {
  const { t } = useTranslation('admin-inbox');
  return (
    <span
      data-source={source}
      className="inline-flex items-center whitespace-nowrap rounded-full bg-maroon-50 px-3 py-1 text-maroon-800 text-sm"
    >
      {t(`source.${source}`)}
    </span>
  );
}

/** One message: who, from which form, when, its state, the start of the text. */
function MessageCard({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('admin-inbox');
  const { language } = useLanguage();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-message-id={message._id}
      className={`rounded-2xl border bg-white p-4 shadow-sm md:p-5 ${message.status === 'new' ? 'border-gold-400' : 'border-maroon-100'}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-maroon-800 text-xl">
            <Link
              to={`/admin/inbox/${message._id}`}
              className="break-words underline underline-offset-4 hover:text-maroon-900 focus-visible:outline-2 focus-visible:outline-maroon-700"
            >
              {message.name}
            </Link>
          </h2>
          <p className="break-all text-ink-500 text-sm">{message.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SourceLabel source={message.source} />
          <InboxStatusBadge status={message.status} />
        </div>
      </header>
      <p className="mt-3 line-clamp-3 whitespace-pre-line break-words text-ink-900">
        {message.message}
      </p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-ink-500 text-sm">
        <span>{t('card.received', { when: receivedWhen(message.createdAt, language) })}</span>
        <span data-field="replies">{t('card.replies', { count: message.replies })}</span>
      </p>
    </article>
  );
}

function InboxSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className="space-y-4 text-maroon-900">
      {[0, 1, 2].map((key) => (
        <div key={key} className="rounded-2xl border border-maroon-100 bg-white p-5">
          <div className="flex justify-between">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-6 w-24 rounded-full" />
          </div>
          <SkeletonText lines={2} className="mt-4" />
        </div>
      ))}
    </SkeletonGroup>
  );
}
