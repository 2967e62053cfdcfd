import { formatRupees } from '@app/contract/money';
import type { Order } from '@app/contract/orders';
import { formatDate } from '~/lib/format';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

registerNamespace('order-updates');

/**
 * What happened to an order after it was paid (docs/decisions/040): the parcel's courier and
 * tracking number once shipped, and the money sent back with its state.
 */
export function OrderUpdates({ order }: { order: Order }) {
  const { t } = useTranslation('order-updates');
  const { language } = useLanguage();
  const { shipment, refund } = order;
  const refunds = order.refunds ?? [];
  if (!shipment && !refund) return null;
  return (
    <div className="space-y-3 border-cream-200 border-t px-5 py-4 text-sm">
      {shipment ? (
        <section aria-labelledby={`shipment-${order._id}`} data-testid="order-shipment">
          <h3 id={`shipment-${order._id}`} className="font-sans font-semibold text-ink-900">
            {t('shipment.title')}
          </h3>
          <dl className="mt-1 grid gap-x-8 gap-y-1 sm:grid-cols-[auto_auto_1fr]">
            <div>
              <dt className="text-ink-500">{t('shipment.courier')}</dt>
              <dd className="font-semibold text-ink-900">{shipment.courier}</dd>
            </div>
            <div>
              <dt className="text-ink-500">{t('shipment.tracking')}</dt>
              <dd className="break-all font-mono font-semibold text-ink-900">
                {shipment.trackingNumber}
              </dd>
            </div>
            <div className="self-end text-ink-500">
              {t('shipment.shippedOn', { date: formatDate(shipment.shippedAt, language) })}
            </div>
          </dl>
        </section>
      ) : null}
      {refund ? (
        <section
          aria-labelledby={`refund-${order._id}`}
          data-testid="order-refund"
          data-refund-status={refund.status}
        >
          <h3 id={`refund-${order._id}`} className="font-sans font-semibold text-ink-900">
            {t('refund.title')}
          </h3>
          <p
            className={`mt-1 font-semibold ${
              refund.status === 'failed'
                ? 'text-danger-600'
                : refund.status === 'processed'
                  ? 'text-success-600'
                  : 'text-warning-700'
            }`}
          >
            {t(`refund.${refund.status}`, {
              amount: formatRupees(
                refund.status === 'failed'
                  ? (refunds.find((row) => row.status === 'failed')?.amount ?? 0)
                  : refund.amount,
              ),
            })}
          </p>
          {refunds.length > 1 ? (
            <>
              <ul className="mt-1 text-ink-700">
                {refunds.map((row) => (
                  <li key={`${row.createdAt}-${row.amount}`}>
                    {t('refund.line', {
                      amount: formatRupees(row.amount),
                      status: t(`refund.status.${row.status}`),
                      date: formatDate(row.createdAt, language),
                    })}
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-ink-700">
                {t('refund.total', {
                  amount: formatRupees(refund.amount),
                  paid: formatRupees(order.total),
                })}
              </p>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
