import { type Order, returnRequestKind } from '@app/contract/orders';
import { useState } from 'react';
import { useDisplayZone } from '~/components/consultation/use-display-zone';
import { Button, ButtonLink } from '~/components/ui/button';
import { Dialog, DialogDescription } from '~/components/ui/dialog';
import { LoadMore } from '~/components/ui/load-more';
import { Section } from '~/components/ui/section';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { useToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { useAuth } from '~/lib/auth';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useApiResource } from '~/lib/use-api-resource';
import { usePagedList } from '~/lib/use-paged-list';
import { getMyAppointments } from '../api/get-my-appointments';
import { getUserOrdersPage } from '../api/get-user-orders';
import { requestReturn } from '../api/request-return';
import { ConsultationCard } from './consultation-card';
import { OrderCard } from './order-card';

registerNamespace('booking');

/**
 * /my-orders (specification section 2 "My Orders"): the signed-in user's consultations (issue
 * 30: time, status, refund, the link to each one's page) above their orders, newest first, "No
 * orders found." when there are no orders, and a cancel or return request with a confirmation
 * where the status allows it. Fetch failures of the orders are toasts (section 8 "Order
 * fetching"); the consultations say so in their place.
 */
export function MyOrdersPage() {
  const { t } = useTranslation('shop');
  const { user } = useAuth();
  const toast = useToast();
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [sending, setSending] = useState(false);
  const userId = user?._id ?? '';
  const { t: tBooking } = useTranslation('booking');
  // Keyed by the user only, like the orders.
  const consultations = useApiResource(userId, (signal) => getMyAppointments(signal));
  const [zone] = useDisplayZone(null, consultations.state.kind === 'ready');
  const booked =
    consultations.state.kind === 'ready' && zone ? consultations.state.data : ([] as const);
  // Keyed by the user only: a change of language does not fetch the orders again.
  const { state, loadMore, reload, update } = usePagedList(
    userId,
    (cursor, signal) => getUserOrdersPage(userId, cursor, signal),
    (error) =>
      toast.error(
        error instanceof ApiError && error.kind === 'refused'
          ? error.message
          : t('orders.errors.fetch'),
      ),
  );

  async function confirmRequest() {
    if (!confirming) return;
    const kind = returnRequestKind(confirming.status);
    setSending(true);
    try {
      const reply = await requestReturn(confirming._id);
      update((order) => (order._id === reply.order._id ? reply.order : order));
      toast.success(t(`orders.requested.${kind}`));
      setConfirming(null);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.kind === 'refused'
          ? error.message
          : t('orders.errors.generic'),
      );
    } finally {
      setSending(false);
    }
  }

  const kind = confirming ? returnRequestKind(confirming.status) : 'cancel';
  return (
    <Section labelledBy="my-orders-title" padding="px-4 py-10 sm:px-6 md:py-14" width="4xl">
      <h1 id="my-orders-title" className="text-4xl">
        {t('orders.title')}
      </h1>
      <p className="mt-2 text-ink-700">{t('orders.intro')}</p>
      {consultations.state.kind === 'failed' ? (
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 rounded-card border border-cream-200 bg-white px-5 py-4 shadow-card">
          <p className="text-ink-700">{tBooking('mine.failed')}</p>
          <Button variant="outline" size="sm" onClick={consultations.reload}>
            {tBooking('mine.retry')}
          </Button>
        </div>
      ) : null}
      {booked.length > 0 && zone ? (
        <section aria-labelledby="my-consultations-title" className="mt-8">
          <h2 id="my-consultations-title" className="text-2xl text-maroon-800">
            {tBooking('mine.title')}
          </h2>
          <ol className="mt-4 space-y-5">
            {booked.map((appointment) => (
              <li key={appointment._id}>
                <ConsultationCard appointment={appointment} zone={zone} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {booked.length > 0 ? (
        <h2 id="my-orders-list-title" className="mt-10 text-2xl text-maroon-800">
          {tBooking('mine.ordersTitle')}
        </h2>
      ) : null}
      <div className={booked.length > 0 ? 'mt-4' : 'mt-8'}>
        {state.kind === 'loading' ? (
          <SkeletonGroup label={t('orders.loading')} className="space-y-5 text-maroon-900">
            {[0, 1].map((key) => (
              <div
                key={key}
                className="rounded-card border border-cream-200 bg-white p-5 shadow-card"
              >
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="mt-3 h-4 w-1/3" />
                <Skeleton className="mt-6 h-10 w-full" />
                <Skeleton className="mt-4 h-6 w-1/4" />
              </div>
            ))}
          </SkeletonGroup>
        ) : state.kind === 'failed' ? (
          <div className="rounded-card border border-cream-200 bg-white p-8 text-center shadow-card">
            <p className="text-ink-700">{t('orders.errors.fetch')}</p>
            <Button variant="outline" className="mt-4" onClick={reload}>
              {t('orders.retry')}
            </Button>
          </div>
        ) : state.data.items.length === 0 ? (
          <div className="rounded-card border border-cream-200 bg-white p-8 text-center shadow-card">
            <p className="font-semibold text-ink-900 text-xl">{t('orders.empty')}</p>
            <p className="mt-2 text-ink-700">{t('orders.emptyHint')}</p>
            <ButtonLink to="/gemstone" className="mt-5">
              {t('orders.browse')}
            </ButtonLink>
          </div>
        ) : (
          <>
            <ol className="space-y-5">
              {state.data.items.map((order) => (
                <li key={order._id}>
                  <OrderCard order={order} onRequestReturn={setConfirming} onCheckAgain={reload} />
                </li>
              ))}
            </ol>
            <LoadMore list={state.data} onLoadMore={loadMore} />
          </>
        )}
      </div>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        dismissible={!sending}
        size="sm"
        title={t(kind === 'return' ? 'orders.confirm.returnTitle' : 'orders.confirm.cancelTitle')}
      >
        <div className="px-6 pt-4 pb-6">
          <DialogDescription className="text-ink-700">
            {t(kind === 'return' ? 'orders.confirm.returnText' : 'orders.confirm.cancelText')}
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(null)} disabled={sending}>
              {t('orders.confirm.keep')}
            </Button>
            <Button onClick={confirmRequest} disabled={sending} aria-busy={sending}>
              {t(
                kind === 'return' ? 'orders.confirm.confirmReturn' : 'orders.confirm.confirmCancel',
              )}
            </Button>
          </div>
        </div>
      </Dialog>
    </Section>
  );
}
