import { formatRupees } from '@app/contract/money';
import type { Order } from '@app/contract/orders';
import { FileDownIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { useToast } from '~/components/ui/toast';
import { formatDate } from '~/lib/format';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { failureMessage } from '../api/failure-message';
import { savePackingSlip, shipOrder } from '../api/ship-order';

registerNamespace('order-admin');

/**
 * Marking an order Shipped (docs/decisions/040): the courier and the tracking number, both
 * required (the server refuses Shipped without them), then the customer's mail. Opened again
 * on a shipped order, it corrects them.
 */
export function ShipOrderDialog({
  order,
  open,
  onClose,
  onSaved,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
  onSaved: (order: Order) => void;
}) {
  const { t } = useTranslation('order-admin');
  const { t: tAdmin } = useTranslation('admin');
  const toast = useToast();
  const [courier, setCourier] = useState(order.shipment?.courier ?? '');
  const [tracking, setTracking] = useState(order.shipment?.trackingNumber ?? '');
  const [errors, setErrors] = useState<{ courier?: string; tracking?: string }>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = {
      ...(courier.trim() === '' ? { courier: t('ship.errors.courier') } : {}),
      ...(tracking.trim() === '' ? { tracking: t('ship.errors.tracking') } : {}),
    };
    setErrors(found);
    if (found.courier || found.tracking) return;
    setSending(true);
    try {
      const reply = await shipOrder(order._id, {
        courier: courier.trim(),
        trackingNumber: tracking.trim(),
      });
      onSaved(reply.order);
      toast.success(reply.message);
      onClose();
    } catch (failure) {
      const said = failureMessage(failure, 'updateOrder');
      toast.error('message' in said ? said.message : tAdmin(said.key));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} dismissible={!sending} size="sm" title={t('ship.title')}>
      <form noValidate onSubmit={submit} className="space-y-4 px-6 pt-4 pb-6">
        <DialogDescription className="text-ink-700 text-sm">{t('ship.intro')}</DialogDescription>
        <FormField
          label={t('ship.courier')}
          name="courier"
          required
          maxLength={100}
          autoComplete="off"
          value={courier}
          onChange={(event) => setCourier(event.target.value)}
          hint={t('ship.courierHint')}
          error={errors.courier}
        />
        <FormField
          label={t('ship.tracking')}
          name="trackingNumber"
          required
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          value={tracking}
          onChange={(event) => setTracking(event.target.value)}
          error={errors.tracking}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
            {t('ship.close')}
          </Button>
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {sending ? t('ship.sending') : t('ship.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * What the admin's card says of the parcel and the money back: the courier and tracking number
 * with the packing slip, and each refund with its state (a failed one must be sent by hand).
 */
export function OrderParcelAndRefunds({
  order,
  onEditShipment,
}: {
  order: Order;
  onEditShipment: () => void;
}) {
  const { t } = useTranslation('order-admin');
  const { language } = useLanguage();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const refunds = order.refunds ?? [];

  async function downloadSlip() {
    setDownloading(true);
    try {
      await savePackingSlip(order._id);
    } catch {
      toast.error(t('slip.failed'));
    } finally {
      setDownloading(false);
    }
  }

  if (order.report && refunds.length === 0) return null;
  return (
    <div className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
      {order.report ? null : (
        <section
          aria-label={t('shipment.title')}
          className="rounded-xl border border-maroon-50 bg-cream-50 p-3"
        >
          <h3 className="font-sans font-semibold text-ink-700">{t('shipment.title')}</h3>
          {order.shipment ? (
            <div data-testid="admin-shipment">
              <p className="mt-1 break-words text-ink-900">
                {t('shipment.line', {
                  courier: order.shipment.courier,
                  tracking: order.shipment.trackingNumber,
                })}
              </p>
              <p className="text-ink-500">
                {t('shipment.shippedOn', { date: formatDate(order.shipment.shippedAt, language) })}
              </p>
              {order.status === 'Shipped' ? (
                <button
                  type="button"
                  onClick={onEditShipment}
                  className="mt-1 font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-900"
                >
                  {t('ship.edit')}
                </button>
              ) : null}
            </div>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            disabled={downloading}
            aria-busy={downloading}
            onClick={() => void downloadSlip()}
          >
            <FileDownIcon aria-hidden="true" className="size-4" />
            {downloading ? t('slip.downloading') : t('slip.download')}
          </Button>
        </section>
      )}
      {refunds.length > 0 ? (
        <section
          aria-label={t('refunds.title')}
          data-testid="admin-refunds"
          className="rounded-xl border border-maroon-50 bg-cream-50 p-3"
        >
          <h3 className="font-sans font-semibold text-ink-700">
            {t('refunds.title')} ·{' '}
            <span className="font-normal">
              {t('refunds.summary', {
                refunded: formatRupees(order.refund?.amount ?? 0),
                paid: formatRupees(order.total),
              })}
            </span>
          </h3>
          <ul className="mt-1 space-y-1">
            {refunds.map((refund) => (
              <li
                key={`${refund.createdAt}-${refund.amount}`}
                data-refund-status={refund.status}
                className="flex flex-wrap items-center gap-x-2"
              >
                <span>
                  {t('refunds.line', {
                    amount: formatRupees(refund.amount),
                    reason: t(`refunds.reason.${refund.reason}`),
                    date: formatDate(refund.createdAt, language),
                  })}
                </span>
                <span
                  className={`rounded-full px-2 py-0.5 font-semibold text-xs ${
                    refund.status === 'processed'
                      ? 'bg-success-100 text-success-600'
                      : refund.status === 'failed'
                        ? 'bg-danger-100 text-danger-600'
                        : 'bg-warning-100 text-warning-700'
                  }`}
                >
                  {t(`refunds.status.${refund.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
