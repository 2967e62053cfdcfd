import { useLocation } from 'react-router';
import { formatCount } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useInboxCounts } from '../api/get-inbox';

/**
 * The sidebar's number of new messages beside "Inbox" (issue 34): asked again on every page the
 * admin opens (one count by the status index), shown only when there are some. Collapsed, the
 * sidebar shows it as a dot on the icon; the words stay for screen readers.
 */
export function InboxCountBadge({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const { state } = useInboxCounts(pathname);
  const count = state.kind === 'ready' ? state.data.new : 0;
  if (count === 0) return null;
  const label = t('layout.newMessages', { count });
  if (collapsed) {
    return (
      <span
        data-testid="inbox-new-count"
        className="absolute top-2 right-3 size-2.5 rounded-full bg-gold-400 ring-2 ring-maroon-900"
      >
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  return (
    <span
      data-testid="inbox-new-count"
      className="ml-auto rounded-full bg-gold-400 px-2 py-0.5 text-maroon-950 text-xs tabular-nums"
    >
      <span aria-hidden="true">{formatCount(count)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
