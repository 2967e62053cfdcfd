import { findProduct } from '@app/contract/catalogue';
import { findReportProduct } from '@app/contract/catalogue-reports';
import { formatRupees } from '@app/contract/money';

import {
  canRequestReturn,
  type Order,
  type OrderStatus,
  returnRequestKind,
} from '@app/contract/orders';
import { InvoiceDownload } from '~/components/invoice-download';
import { Button } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { formatDate } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { OrderReport } from './order-report';
import { OrderUpdates } from './order-updates';

/** The colours of an order status pill. */
export const orderStatusStyles: Record<OrderStatus, string> = {
  Processing: 'bg-warning-100 text-warning-700',
  Shipped: 'bg-saffron-100 text-saffron-800',
  Delivered: 'bg-success-100 text-success-600',
  Cancel: 'bg-danger-100 text-danger-600',
  Return: 'bg-cream-200 text-ink-700',
};

/** One order in My Orders: id, date, items, total, status, payment, and the request button. */
export function OrderCard({
  order,
  onRequestReturn,
  onCheckAgain,
}: {
  order: Order;
  onRequestReturn: (order: Order) => void;
  /** Asks for the orders again (a report still being made). */
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation('shop');
  const { language } = useLanguage();
  const rupees = (value: number) => formatRupees(value);
  const paid = order.paymentInfo.status === 'Paid';
  return (
    <article
      data-testid="order-card"
      data-order-id={order._id}
      aria-label={`${t('orders.orderId')} ${order._id}`}
      className="overflow-hidden rounded-card border border-cream-200 bg-white shadow-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-cream-200 border-b bg-cream-50 px-5 py-4">
        <dl className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-[auto_auto]">
          <div>
            <dt className="text-ink-500">{t('orders.orderId')}</dt>
            <dd className="break-all font-mono text-ink-900">{order._id}</dd>
          </div>
          <div>
            <dt className="text-ink-500">{t('orders.placedOn')}</dt>
            <dd className="font-semibold text-ink-900">{formatDate(order.createdAt, language)}</dd>
          </div>
        </dl>
        <p>
          <span className="sr-only">{t('orders.statusLabel')}: </span>
          <span
            data-testid="order-status"
            data-status={order.status}
            className={`inline-flex rounded-full px-3 py-1 font-semibold text-sm ${orderStatusStyles[order.status]}`}
          >
            {t(`orders.status.${order.status}`)}
          </span>
        </p>
      </header>
      <div className="px-5 py-4">
        <h3 className="sr-only">{t('orders.items')}</h3>
        <ul className="divide-y divide-cream-200">
          {order.product.map((item) => {
            const product = findProduct(item.id);
            return (
              <li
                key={`${item.id}-${item.size}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
              >
                <div>
                  {product && !order.report ? (
                    <Link
                      to={`/shop/${item.id}`}
                      className="font-semibold text-maroon-700 hover:underline"
                    >
                      {product.name[language]}
                    </Link>
                  ) : (
                    <span className="font-semibold">
                      {(order.report && findReportProduct(order.report.product)?.name[language]) ||
                        item.name}
                    </span>
                  )}
                  {item.size ? (
                    <span className="ml-2 text-ink-500 text-sm">
                      {t('orders.size', { size: item.size })}
                    </span>
                  ) : null}
                </div>
                <span className="text-ink-700 tabular-nums">
                  {t('orders.itemLine', { price: rupees(item.price), quantity: item.quantity })}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      {order.report ? (
        <OrderReport orderId={order._id} report={order.report} onCheckAgain={onCheckAgain} />
      ) : null}
      <OrderUpdates order={order} />
      <footer className="flex flex-wrap items-center justify-between gap-4 border-cream-200 border-t px-5 py-4">
        <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
          <div>
            <dt className="text-ink-500">{t('orders.total')}</dt>
            <dd className="font-semibold text-lg text-maroon-800 tabular-nums">
              {rupees(order.total)}
            </dd>
          </div>
          <div>
            <dt className="text-ink-500">{t('orders.payment')}</dt>
            <dd className={`font-semibold ${paid ? 'text-success-600' : 'text-danger-600'}`}>
              {t('orders.paymentValue', {
                type: order.paymentInfo.type,
                status: t(`orders.paymentStatus.${order.paymentInfo.status}`, {
                  defaultValue: order.paymentInfo.status,
                }),
              })}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center gap-3">
          {/* Its invoice (or bill of supply) with any credit notes (decision 041). */}
          {paid ? <InvoiceDownload subject="order" id={order._id} /> : null}
          {/* A report is made for the buyer and e-mailed: nothing to send back (refund policy). */}
          {canRequestReturn(order.status) && !order.report ? (
            <Button variant="outline" size="sm" onClick={() => onRequestReturn(order)}>
              {t(
                returnRequestKind(order.status) === 'return'
                  ? 'orders.actions.return'
                  : 'orders.actions.cancel',
              )}
            </Button>
          ) : null}
        </div>
      </footer>
    </article>
  );
}
