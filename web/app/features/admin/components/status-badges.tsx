import { paidPaymentStatus } from '@app/contract/payments';
import { useTranslation } from 'react-i18next';

/** An order's or appointment's status: green once Delivered (or Booked), yellow otherwise. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  const done = status === 'Delivered' || status === 'Booked';
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-3 py-1 font-semibold text-sm ${done ? 'bg-success-100 text-success-600' : 'bg-warning-100 text-warning-700'}`}
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
