import { AddToCalendar } from '~/components/consultation/add-to-calendar';
import { BookingDetails } from '~/components/consultation/booking-details';
import { ConsultationPolicy } from '~/components/consultation/consultation-policy';
import { useDisplayZone } from '~/components/consultation/use-display-zone';
import { ButtonLink } from '~/components/ui/button';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useBooking } from '../hooks/use-booking';

registerNamespace('booking');

/** The address of a booking's own page, with its key when there is one. */
export function managePath(id: string, key: string | null): string {
  const query = new URLSearchParams(key ? { id, key } : { id });
  return `/appointment/manage?${query}`;
}

/**
 * What /payment-success shows of a consultation just booked (issue 30): its time in the
 * client's zone and in IST, package and mode, what happens at the time of the call, the
 * policy, "Add to calendar" and the link to the booking's own page. Read with the booking's
 * key, so a guest sees it too; while it loads, or if it cannot be read, the page's thanks and
 * reference stand alone.
 */
export function BookingConfirmation({ id, manageKey }: { id: string; manageKey: string }) {
  const { t } = useTranslation('booking');
  const booking = useBooking({ id, key: manageKey });
  const appointment = booking.state.kind === 'ready' ? booking.state.data : null;
  const [zone] = useDisplayZone(appointment?.timeZone, appointment !== null);

  if (booking.state.kind === 'failed') return null;
  if (!appointment || !zone) {
    return (
      <SkeletonGroup label={t('manage.loading')} className="w-full text-maroon-900">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="mt-4 h-10 w-2/3" />
        <Skeleton className="mt-4 h-16 w-full" />
      </SkeletonGroup>
    );
  }
  return (
    <div className="grid w-full gap-6 text-left">
      <BookingDetails appointment={appointment} zone={zone} />
      <ConsultationPolicy />
      <div className="flex flex-wrap gap-3">
        {appointment.slot ? <AddToCalendar id={appointment._id} manageKey={manageKey} /> : null}
        <ButtonLink to={managePath(appointment._id, manageKey)} variant="primary">
          {t('actions.manage')}
        </ButtonLink>
      </div>
    </div>
  );
}
