import type { Appointment } from '@app/contract/appointments';
import { findConsultationPackage } from '@app/contract/consultation-packages';
import type { Slot } from '@app/contract/consultation-slots';
import { formatRupees } from '@app/contract/money';
import type { Refund } from '@app/contract/refunds';
import { formatZonedDateTime, formatZonedTime, indiaTimeZone } from '~/lib/consultation-time';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

/** A booking's package and mode in words: "Regular Consultation · Audio call". */
export function usePackageAndMode() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (appointment: Pick<Appointment, 'package' | 'mode'>) => {
    const item = findConsultationPackage(appointment.package);
    const name = item ? item.name[language] : t('booking.noPackage');
    return `${name} · ${t(`modes.${appointment.mode}`)}`;
  };
}

/** "10:00 AM – 10:30 AM": a call's span on India's clocks. */
export function SlotSpan({ slot }: { slot: Slot }) {
  const { language } = useLanguage();
  return (
    <span className="tabular-nums">
      {formatZonedTime(slot.start, indiaTimeZone, language)} –{' '}
      {formatZonedTime(slot.end, indiaTimeZone, language)}
    </span>
  );
}

/** "Tuesday, 1 December 2026, 10:00 AM" (IST): when a call is, for the table of all appointments. */
export function SlotWhen({ slot }: { slot: Slot | null }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  if (!slot) return <span className="text-ink-500">{t('appointments.noSlot')}</span>;
  return (
    <time dateTime={slot.start} className="whitespace-nowrap tabular-nums">
      {formatZonedDateTime(slot.start, indiaTimeZone, language)}
    </time>
  );
}

/** A refund in a line: "₹1,500 refund pending", coloured by how it stands. */
export function RefundLine({ refund }: { refund: Refund }) {
  const { t } = useTranslation('admin');
  const tone =
    refund.status === 'processed'
      ? 'text-success-600'
      : refund.status === 'failed'
        ? 'text-danger-600'
        : 'text-warning-700';
  return (
    <span data-refund={refund.status} className={`font-semibold ${tone}`}>
      {t(`refund.${refund.status}`, { amount: formatRupees(refund.amount) })}
    </span>
  );
}
