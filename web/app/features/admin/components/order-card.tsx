import { formatRupees } from '@app/contract/money';
import { type Order, type OrderStatus, refundableRupees } from '@app/contract/orders';
import { useId, useState } from 'react';
import { InvoiceDownload } from '~/components/invoice-download';
import { Button } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { useToast } from '~/components/ui/toast';
import { formatDate } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

import { failureMessage } from '../api/failure-message';

import { updateOrderStatus } from '../api/update-order-status';

import { newRefundRequest, OrderRefundDialog, type RefundRequest } from './order-refund-dialog';
import { OrderParcelAndRefunds, ShipOrderDialog } from './order-shipping';
import { ReportDetails } from './report-details';
import { PaymentStatusText, StatusBadge } from './status-badges';

/** The statuses the admin sets with the dropdown (specification section 4). */
const dropdownStatuses = [
  'Processing',
  'Shipped',
  'Delivered',
] as const satisfies readonly OrderStatus[];
type DropdownStatus = (typeof dropdownStatuses)[number];

function isDropdownStatus(status: OrderStatus): status is DropdownStatus {
  return (dropdownStatuses as readonly OrderStatus[]).includes(status);
}

/**
 * One order for the admin: who bought what, when, for how much, how it was paid, and where it
 * stands. An order in Cancel offers Accept Return and Reject Return; a returned order is final;
 * the others get the status dropdown and Update. The card changes only once the server has
 * saved the change; either way the toast is the server's message (in the page's language), and a
 * refused change leaves the card as it was.
 */
export function OrderCard({ order, onSaved }: { order: Order; onSaved: (order: Order) => void }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const toast = useToast();
  const selectId = useId();
  const [selected, setSelected] = useState<DropdownStatus>(
    isDropdownStatus(order.status) ? order.status : 'Processing',
  );
  const [saving, setSaving] = useState(false);
  // The refund dialog, with the key of this opening (docs/decisions/040); the ship dialog.
  const [refunding, setRefunding] = useState<RefundRequest | null>(null);
  const [shipping, setShipping] = useState(false);

  async function save(newStatus: OrderStatus) {
    // Shipped asks for the courier and the tracking number first.
    if (newStatus === 'Shipped') {
      setShipping(true);
      return;
    }
    setSaving(true);
    try {
      const reply = await updateOrderStatus(order._id, newStatus);
      onSaved(reply.order);
      if (isDropdownStatus(reply.order.status)) setSelected(reply.order.status);
      // The server's own sentence ("Order status updated to Return"), in the page's language:
      // it names the status as a noun, which a badge's label need not be.
      toast.success(reply.message);
    } catch (error) {
      const failure = failureMessage(error, 'updateOrder');
      toast.error('message' in failure ? failure.message : t(failure.key));
    } finally {
      setSaving(false);
    }
  }

  return (
    <article
      aria-labelledby={`${selectId}-title`}
      data-order-id={order._id}
      className="rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm md:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${selectId}-title`} className="font-sans font-semibold text-ink-500 text-sm">
            {t('orders.orderId')}{' '}
            <span className="break-all font-mono text-ink-900">{order._id}</span>
          </h2>
          <p className="text-ink-500 text-sm">
            {t('orders.placedOn', { date: formatDate(order.createdAt, language) })}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-500">{t('orders.totalAmount')}</dt>
          <dd className="font-semibold text-lg text-maroon-800">{formatRupees(order.total)}</dd>
        </div>
        <div>
          <dt className="text-ink-500">{t('orders.payment')}</dt>
          <dd>
            <span>{order.paymentInfo.type}</span> ·{' '}
            <PaymentStatusText status={order.paymentInfo.status} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-ink-500">{t('orders.customer')}</dt>
          <dd className="break-words">
            {order.addressData.name} · <span className="break-all">{order.addressData.email}</span>
          </dd>
        </div>
      </dl>

      {order.report ? (
        <ReportDetails
          orderId={order._id}
          report={order.report}
          onStatus={(status) =>
            order.report && onSaved({ ...order, report: { ...order.report, status } })
          }
        />
      ) : null}

      <h3 className="mt-5 font-sans font-semibold text-ink-700 text-sm">{t('orders.products')}</h3>
      <ul className="mt-2 divide-y divide-maroon-50 rounded-xl bg-cream-50 px-3">
        {order.product.map((item, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one order keep their order
            key={index}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm"
          >
            <span className="font-semibold">{item.name}</span>
            <span>
              {t('orders.priceTimesQuantity', {
                price: formatRupees(item.price),
                quantity: item.quantity,
              })}
            </span>
            {item.size !== '' && <span>{t('orders.size', { size: item.size })}</span>}
            {order.report ? null : (
              <Link
                to={`/shop/${item.id}`}
                aria-label={t('orders.viewDetailsOf', { name: item.name })}
                className="font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-900"
              >
                {t('orders.viewDetails')}
              </Link>
            )}
          </li>
        ))}
      </ul>

      <OrderParcelAndRefunds order={order} onEditShipment={() => setShipping(true)} />

      {/* The order's invoice or bill of supply with its credit notes (decision 041). */}
      <div className="mt-4">
        <InvoiceDownload subject="order" id={order._id} />
      </div>

      <footer className="mt-5">
        <OrderActions
          order={order}
          selectId={selectId}
          selected={selected}
          onSelect={setSelected}
          saving={saving}
          onSave={save}
          onRefund={(action) => setRefunding(newRefundRequest(action))}
        />
      </footer>
      <OrderRefundDialog
        order={order}
        request={refunding}
        onClose={() => setRefunding(null)}
        onSaved={onSaved}
      />
      <ShipOrderDialog
        order={order}
        open={shipping}
        onClose={() => setShipping(false)}
        onSaved={(saved) => {
          onSaved(saved);
          setSelected('Shipped');
        }}
      />
    </article>
  );
}

function OrderActions({
  order,
  selectId,
  selected,
  onSelect,
  saving,
  onSave,
  onRefund,
}: {
  order: Order;
  selectId: string;
  selected: DropdownStatus;
  onSelect: (status: DropdownStatus) => void;
  saving: boolean;
  onSave: (status: OrderStatus) => Promise<void>;
  onRefund: (action: 'accept-return' | 'cancel' | 'refund') => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tRefund } = useTranslation('order-admin');
  const left = refundableRupees(order);
  // Money back without a change of status: a report, a damaged bead, a refund to send again.
  const refundButton =
    left > 0 && (order.report || order.status !== 'Processing') ? (
      <Button size="sm" variant="outline" disabled={saving} onClick={() => onRefund('refund')}>
        {tRefund('refund.open.refund')}
      </Button>
    ) : null;
  if (order.status === 'Return') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-ink-500 text-sm">{t('orders.returnFinal')}</p>
        {refundButton}
      </div>
    );
  }
  if (order.status === 'Cancel') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="w-full text-ink-700 text-sm">{t('orders.returnQuestion')}</p>
        <Button
          size="sm"
          disabled={saving}
          onClick={() => (left > 0 ? onRefund('accept-return') : void onSave('Return'))}
        >
          {left > 0 ? tRefund('refund.open.accept-return') : t('orders.acceptReturn')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={saving}
          onClick={() => void onSave('Delivered')}
        >
          {t('orders.rejectReturn')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-wrap items-center gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(selected);
      }}
    >
      <label htmlFor={selectId} className="sr-only">
        {t('orders.newStatus', { id: order._id })}
      </label>
      <select
        id={selectId}
        value={selected}
        onChange={(event) => onSelect(event.target.value as DropdownStatus)}
        className="min-h-9 rounded-full border border-maroon-700/30 bg-white px-4 text-sm"
      >
        {dropdownStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" disabled={saving || selected === order.status}>
        {saving ? t('orders.updating') : t('orders.update')}
      </Button>
      {order.status === 'Processing' && !order.report && left > 0 ? (
        <Button size="sm" variant="outline" disabled={saving} onClick={() => onRefund('cancel')}>
          {tRefund('refund.open.cancel')}
        </Button>
      ) : null}
      {refundButton}
    </form>
  );
}
