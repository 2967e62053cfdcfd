import type { Appointment } from '@app/contract/appointments';
import {
  BookingKind,
  BookingRefund,
  BookingStatus,
} from '~/components/consultation/booking-details';
import { BookingTime } from '~/components/consultation/booking-time';
import { InvoiceDownload } from '~/components/invoice-download';
import { ButtonLink } from '~/components/ui/button';
import { formatDate } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

/**
 * One consultation in My Orders (issue 30): its time in the client's zone and in IST, package
 * and mode, status, any refund, and the link to its own page (opened with the client's token).
 */
export function ConsultationCard({
  appointment,
  zone,
}: {
  appointment: Appointment;
  zone: string;
}) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  return (
    <article
      data-testid="consultation-card"
      data-appointment-id={appointment._id}
      aria-label={`${t('labels.reference')} ${appointment._id}`}
      className="overflow-hidden rounded-card border border-cream-200 bg-white shadow-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-cream-200 border-b bg-cream-50 px-5 py-4">
        <div className="grid gap-1 text-sm">
          <BookingKind appointment={appointment} />
          <p className="text-ink-500">
            {t('mine.bookedOn')}: {formatDate(appointment.createdAt, language)}
          </p>
        </div>
        <BookingStatus status={appointment.status} />
      </header>
      <div className="grid gap-4 px-5 py-4">
        {appointment.slot ? (
          <BookingTime slot={appointment.slot} zone={zone} size="md" />
        ) : (
          <p className="text-ink-700">{t('time.none')}</p>
        )}
        {appointment.refund ? <BookingRefund refund={appointment.refund} /> : null}
      </div>
      <footer className="flex flex-wrap items-center justify-end gap-3 border-cream-200 border-t px-5 py-3">
        <InvoiceDownload subject="appointment" id={appointment._id} />
        <ButtonLink
          to={`/appointment/manage?${new URLSearchParams({ id: appointment._id })}`}
          variant="outline"
          size="sm"
        >
          {t('mine.manage')}
        </ButtonLink>
      </footer>
    </article>
  );
}
