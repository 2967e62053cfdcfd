import { paidPaymentStatus } from '@app/contract/payments';
import { useTranslation } from '~/lib/i18n';

/** Green: the order or booking is where it should be; red: it came to nothing. */
const goodStatuses = new Set(['Delivered', 'Booked', 'Completed']);
const badStatuses = new Set(['Cancelled', 'Missed']);

/**
 * An order's or appointment's status: green once Delivered (or Booked, or the call held), red
 * for a call cancelled or missed, yellow otherwise.
 */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const tone = goodStatuses.has(status)
    ? 'bg-success-100 text-success-600'
    : badStatuses.has(status)
      ? 'bg-danger-100 text-danger-600'
      : 'bg-warning-100 text-warning-700';
  return (
    <span
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-3 py-1 font-semibold text-sm ${tone}`}
    >
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** A payment's status: green when Paid, red otherwise. */
export function PaymentStatusText({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const paid = status === paidPaymentStatus;
  return (
    <span
      data-payment-status={status}
      className={`font-semibold ${paid ? 'text-success-600' : 'text-danger-600'}`}
    >
      {t(`paymentStatus.${status}`, { defaultValue: status })}
    </span>
  );
}
