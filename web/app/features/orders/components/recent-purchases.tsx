import { findProduct } from '@app/contract/catalogue';
import { findReportProduct } from '@app/contract/catalogue-reports';
import { formatRupees } from '@app/contract/money';
import type { Order } from '@app/contract/orders';
import { BookingKind, BookingStatus } from '~/components/consultation/booking-details';
import { BookingTime } from '~/components/consultation/booking-time';
import { useDisplayZone } from '~/components/consultation/use-display-zone';
import { Button, ButtonLink } from '~/components/ui/button';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { useSignedInUser } from '~/lib/auth';
import { formatDate } from '~/lib/format';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useApiResource } from '~/lib/use-api-resource';
import { getMyAppointments } from '../api/get-my-appointments';
import { getUserOrdersPage } from '../api/get-user-orders';
import { orderStatusStyles } from './order-card';

registerNamespace('shop');
registerNamespace('booking');

/** How many of each the account page shows; My Orders has them all. */
const shown = 3;

/** What an order was for, in the reader's language: the report, or the beads bought. */
function orderSummary(order: Order, language: 'en' | 'hi'): string {
  if (order.report) return findReportProduct(order.report.product)?.name[language] ?? '';
  return order.product
    .map((item) => {
      const name = findProduct(item.id)?.name[language] ?? item.name;
      return item.quantity > 1 ? `${name} × ${item.quantity}` : name;
    })
    .join(', ');
}

/**
 * The account's latest consultations and orders (reports and beads), a few lines each, with
 * their status, for /account (issue 33); returns, downloads and the rest stay in My Orders, which
 * the part links to.
 */
export function RecentPurchases() {
  const { t } = useTranslation('shop');
  const { t: tBooking } = useTranslation('booking');
  const { language } = useLanguage();
  const userId = useSignedInUser()?._id ?? '';
  const orders = useApiResource(userId, (signal) => getUserOrdersPage(userId, null, signal));
  const consultations = useApiResource(userId, (signal) => getMyAppointments(signal));
  const [zone] = useDisplayZone(null, consultations.state.kind === 'ready');

  if (orders.state.kind === 'loading' || consultations.state.kind === 'loading') {
    return (
      <SkeletonGroup label={t('orders.loading')} className="space-y-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </SkeletonGroup>
    );
  }
  if (orders.state.kind === 'failed' || consultations.state.kind === 'failed') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-ink-700">{t('orders.errors.fetch')}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            orders.reload();
            consultations.reload();
          }}
        >
          {t('orders.retry')}
        </Button>
      </div>
    );
  }
  const latestOrders = orders.state.data.items.slice(0, shown);
  const latestConsultations = consultations.state.data.slice(0, shown);
  const link = (
    <ButtonLink to="/my-orders" variant="outline" size="sm" className="mt-5">
      {t('orders.openAll')}
    </ButtonLink>
  );
  if (latestOrders.length === 0 && latestConsultations.length === 0) {
    return (
      <div className="rounded-2xl bg-cream-50 p-5">
        <p className="text-ink-700">{t('orders.emptyHint')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to="/reports/premium-personalized-kundli" size="sm">
            {t('orders.browseReports')}
          </ButtonLink>
          <ButtonLink to="/gemstone" variant="outline" size="sm">
            {t('orders.browse')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div>
      {latestConsultations.length > 0 && zone ? (
        <>
          <h3 className="font-display text-lg text-maroon-800">{tBooking('mine.title')}</h3>
          <ul className="mt-2 divide-y divide-cream-200 rounded-2xl border border-cream-200">
            {latestConsultations.map((appointment) => (
              <li
                key={appointment._id}
                data-testid="recent-consultation"
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div className="grid gap-1 text-sm">
                  <BookingKind appointment={appointment} />
                  {appointment.slot ? (
                    <BookingTime slot={appointment.slot} zone={zone} size="md" />
                  ) : null}
                </div>
                <BookingStatus status={appointment.status} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {latestOrders.length > 0 ? (
        <>
          <h3
            className={`font-display text-lg text-maroon-800 ${latestConsultations.length > 0 ? 'mt-6' : ''}`}
          >
            {tBooking('mine.ordersTitle')}
          </h3>
          <ul className="mt-2 divide-y divide-cream-200 rounded-2xl border border-cream-200">
            {latestOrders.map((order) => (
              <li
                key={order._id}
                data-testid="recent-order"
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-ink-900">{orderSummary(order, language)}</p>
                  <p className="text-ink-500">
                    {formatDate(order.createdAt, language)} · {formatRupees(order.total)}
                  </p>
                </div>
                <span
                  className={`inline-flex rounded-full px-3 py-1 font-semibold text-sm ${orderStatusStyles[order.status]}`}
                >
                  {t(`orders.status.${order.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {link}
    </div>
  );
}
