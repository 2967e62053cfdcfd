import { formatRupees } from '@app/contract/money';
import {
  isWholePaise,
  type Order,
  type OrderRefundAction,
  refundableRupees,
} from '@app/contract/orders';
import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { useToast } from '~/components/ui/toast';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { failureMessage } from '../api/failure-message';
import { refundOrder } from '../api/refund-order';

registerNamespace('order-admin');

/** What the refund dialog is open for: the action, and this opening's idempotency key. */
export type RefundRequest = { action: OrderRefundAction; idempotencyKey: string };

/** A new key for each opening of the dialog: a double click or a retry within it sends the same. */
export function newRefundRequest(action: OrderRefundAction): RefundRequest {
  return { action, idempotencyKey: crypto.randomUUID() };
}

/** Rupees as the amount field shows them: 1789, or 1288.50. */
const asField = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));

/**
 * The admin's refund of an order (docs/decisions/040): the amount, prefilled with all that is
 * left to refund and editable down to a part of it, then one confirmation. The request carries
 * the key made when the dialog opened, so however often it is clicked, it refunds once; the
 * card shows the order the server answers with.
 */
export function OrderRefundDialog({
  order,
  request,
  onClose,
  onSaved,
}: {
  order: Order;
  request: RefundRequest | null;
  onClose: () => void;
  onSaved: (order: Order) => void;
}) {
  const { t } = useTranslation('order-admin');
  const { t: tAdmin } = useTranslation('admin');
  const toast = useToast();
  const left = refundableRupees(order);
  const [amount, setAmount] = useState(asField(left));
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  // Each opening starts from all that is left.
  if (request && request.idempotencyKey !== openedFor) {
    setOpenedFor(request.idempotencyKey);
    setAmount(asField(left));
    setError(undefined);
  }
  const action = request?.action ?? 'refund';
  const parsed = Number(amount.trim().replace(/,/g, ''));
  const valid =
    amount.trim() !== '' &&
    Number.isFinite(parsed) &&
    parsed > 0 &&
    parsed <= left &&
    isWholePaise(parsed);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request || sending) return;
    if (!valid) {
      setError(t('refund.errors.amount', { left: formatRupees(left) }));
      return;
    }
    setSending(true);
    try {
      const reply = await refundOrder(order._id, {
        action: request.action,
        amount: parsed,
        idempotencyKey: request.idempotencyKey,
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
    <Dialog
      open={request !== null}
      onClose={onClose}
      dismissible={!sending}
      size="sm"
      title={t(`refund.title.${action}`)}
    >
      <form noValidate onSubmit={submit} className="px-6 pt-4 pb-6">
        <DialogDescription className="text-ink-700 text-sm">
          {t(`refund.intro.${action}`)}
        </DialogDescription>
        <p className="mt-3 rounded-xl bg-cream-50 px-3 py-2 text-ink-700 text-sm">
          {t('refund.paid', {
            paid: formatRupees(order.total),
            refunded: formatRupees(order.refund?.amount ?? 0),
            left: formatRupees(left),
          })}
        </p>
        <FormField
          className="mt-4"
          label={t('refund.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setError(undefined);
          }}
          hint={t('refund.amountHint', { left: formatRupees(left) })}
          error={error}
        />
        <p className="mt-3 text-ink-500 text-sm">{t('refund.mailNote')}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
            {t('refund.close')}
          </Button>
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {sending
              ? t('refund.sending')
              : t('refund.confirm', { amount: valid ? formatRupees(parsed) : '' }).trim()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
