import { formatPaise } from '@app/contract/money';
import { orderStatuses } from '@app/contract/orders';

import type { ReactNode } from 'react';
import { Link } from '~/components/ui/localized-link';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { useAuth } from '~/lib/auth';
import { formatCount, formatDate } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

import { useAdminSummary } from '../api/get-admin-summary';
import { LoadFailed } from './load-failed';
import { NeedsAttention } from './needs-attention';
import { RevenuePanel } from './revenue-panel';
import { StatusBadge } from './status-badges';

/**
 * /admin/dashboard: the welcome line and the features heading (specification section 2), then
 * what an owner checks first, each linking to its list: orders by status, appointments booked
 * and this month's revenue; then the revenue of the last 30 days per line, net of refunds.
 */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const { language } = useLanguage();
  const { state, reload, failedMessage } = useAdminSummary();

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl text-maroon-800">
        {t('dashboard.welcome', { name: user?.name ?? '' })}
      </h1>
      <h2 className="mt-2 text-ink-700 text-lg">{t('dashboard.featuresHeading')}</h2>

      <NeedsAttention />

      <div className="mt-6">
        {state.kind === 'loading' && (
          <SkeletonGroup
            label={t('dashboard.loading')}
            className="grid gap-4 text-maroon-900 md:grid-cols-3"
          >
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-44 rounded-2xl" />
            ))}
          </SkeletonGroup>
        )}
        {state.kind === 'failed' && (
          <LoadFailed message={failedMessage} retryLabel={t('dashboard.retry')} onRetry={reload} />
        )}
        {state.kind === 'ready' && (
          <div className="grid gap-4 md:grid-cols-3">
            <Card
              title={t('dashboard.ordersByStatus')}
              link={{ to: '/admin/orders', label: t('dashboard.viewAllOrders') }}
              className="md:row-span-2"
            >
              <p className="text-ink-500 text-sm">
                {t('dashboard.ordersTotal', {
                  total: formatCount(state.data.ordersTotal),
                })}
              </p>
              <ul className="mt-3 space-y-1">
                {orderStatuses.map((status) => (
                  <li key={status}>
                    <Link
                      to={`/admin/orders?status=${status}`}
                      className="flex min-h-10 items-center justify-between gap-3 rounded-xl px-2 hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-maroon-700"
                    >
                      <StatusBadge status={status} />
                      <span className="font-semibold text-lg tabular-nums">
                        {formatCount(state.data.ordersByStatus[status])}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
            <Card
              title={t('dashboard.appointmentsBooked')}
              link={{ to: '/admin/appointment', label: t('dashboard.viewAppointments') }}
            >
              <p className="font-display text-4xl text-maroon-800 tabular-nums">
                {formatCount(state.data.appointmentsBooked)}
              </p>
            </Card>
            <Card
              title={t('dashboard.revenueThisMonth')}
              link={{ to: '/admin/orders', label: t('dashboard.viewRevenueOrders') }}
            >
              <p className="font-display text-4xl text-maroon-800 tabular-nums">
                {formatPaise(state.data.revenueThisMonthPaise)}
              </p>
              <p className="mt-2 text-ink-500 text-xs">
                {t('dashboard.revenueNote', {
                  date: formatDate(state.data.monthStart, language),
                })}
              </p>
            </Card>
          </div>
        )}
      </div>

      <RevenuePanel />
    </div>
  );
}

function Card({
  title,
  link,
  className = '',
  children,
}: {
  title: string;
  link: { to: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`flex flex-col rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm ${className}`}
    >
      <h3 className="font-semibold text-ink-700">{title}</h3>
      <div className="mt-3 flex-1">{children}</div>
      <Link
        to={link.to}
        className="mt-4 self-start font-semibold text-maroon-700 text-sm underline underline-offset-2 hover:text-maroon-900"
      >
        {link.label}
      </Link>
    </section>
  );
}
