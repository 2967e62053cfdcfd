import { consultationPolicy } from '@app/contract/appointment-terms';
import type { Appointment } from '@app/contract/appointments';
import type { Slot } from '@app/contract/consultation-slots';
import { formatRupees } from '@app/contract/money';
import { site } from '@app/contract/site';
import { CalendarClockIcon, XCircleIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { AddToCalendar } from '~/components/consultation/add-to-calendar';
import { BookingDetails } from '~/components/consultation/booking-details';
import { ConsultationPolicy } from '~/components/consultation/consultation-policy';
import { useDisplayZone } from '~/components/consultation/use-display-zone';
import { InvoiceDownload } from '~/components/invoice-download';
import { Button, ButtonLink } from '~/components/ui/button';
import { Dialog, DialogDescription } from '~/components/ui/dialog';
import { Eyebrow } from '~/components/ui/section-heading';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { useToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { useAuth } from '~/lib/auth';
import { formatZonedDateTime } from '~/lib/consultation-time';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { rememberReturnAfterSignIn } from '~/lib/return-after-sign-in';
import { cancelBooking } from '../api/cancel-booking';
import type { BookingAccess } from '../api/get-booking';
import { offeredSlots } from '../api/offered-slots';
import { rescheduleBooking } from '../api/reschedule-booking';
import { useBooking } from '../hooks/use-booking';
import { useFreeSlots } from '../hooks/use-free-slots';
import { managePath } from './booking-confirmation';
import { SlotPicker } from './slot-picker';
import { SlotSetback } from './slot-setback';

type LoadProblem = 'missing' | 'signIn' | 'expired' | 'notFound' | 'unreachable';

/** Why a booking could not be read, in the page's words. */
function problemOf(error: unknown): LoadProblem {
  if (!(error instanceof ApiError) || error.kind !== 'refused') return 'unreachable';
  if (error.status === 401) return 'signIn';
  if (error.status === 403) return 'expired';
  return error.status >= 500 ? 'unreachable' : 'notFound';
}

function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('booking');
  return (
    <div className="bg-[linear-gradient(180deg,var(--color-cream-100),var(--color-cream-50)_40%)] px-4 py-10 sm:px-6 md:py-16">
      <section
        aria-labelledby="manage-booking-title"
        className="@container mx-auto max-w-3xl rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8"
      >
        <Eyebrow>{t('manage.eyebrow')}</Eyebrow>
        <h1 id="manage-booking-title" className="mt-2 text-3xl text-maroon-800 sm:text-4xl">
          {t('manage.title')}
        </h1>
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}

/**
 * A booking's own page (/appointment/manage?id=&key=, issue 30), opened from its mails (the key
 * opens it without an account) or from My Orders (the signed-in client's token): the booking in
 * the client's zone and IST, a move to another free time (once, up to the policy's cutoff), a
 * cancellation that says first what it refunds, and the calendar invite. An expired or wrong
 * link, or an unknown booking, is said plainly in the page's language.
 */
export function ManageBookingPage({
  id,
  manageKey,
  pending = false,
}: {
  id: string | null;
  manageKey: string | null;
  /** The address is not read yet (the prerendered shell, hydration): the page loads. */
  pending?: boolean;
}) {
  const { t } = useTranslation('booking');
  const { ready, user } = useAuth();
  // Without a key the signed-in client's token opens it; wait until the session is known.
  const access: BookingAccess | null =
    !pending && id && (manageKey || (ready && user)) ? { id, key: manageKey } : null;
  const booking = useBooking(access);

  let problem: LoadProblem | null = null;
  if (pending) problem = null;
  else if (!id) problem = 'missing';
  else if (!manageKey && ready && !user) problem = 'signIn';
  else if (booking.state.kind === 'failed') problem = problemOf(booking.state.error);

  if (problem) {
    const returnHere = () => rememberReturnAfterSignIn(managePath(id ?? '', null));
    return (
      <PageFrame>
        <div role="alert" data-testid="manage-problem" data-problem={problem}>
          <p className="text-ink-700 text-lg leading-relaxed">
            {t(`manage.errors.${problem}`, { email: site.email })}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            {problem === 'unreachable' ? (
              <Button onClick={booking.reload}>{t('manage.retry')}</Button>
            ) : user ? (
              <ButtonLink to="/my-orders">{t('manage.myOrders')}</ButtonLink>
            ) : (
              <ButtonLink to="/login" onClick={id ? returnHere : undefined}>
                {t('manage.signIn')}
              </ButtonLink>
            )}
          </div>
        </div>
      </PageFrame>
    );
  }
  if (booking.state.kind !== 'ready' || !access) {
    return (
      <PageFrame>
        <SkeletonGroup label={t('manage.loading')} className="text-maroon-900">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="mt-5 h-10 w-2/3" />
          <Skeleton className="mt-5 h-10 w-1/2" />
        </SkeletonGroup>
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <BookingView
        appointment={booking.state.data}
        access={access}
        onChange={(next) => booking.update(() => next)}
      />
    </PageFrame>
  );
}

function BookingView({
  appointment,
  access,
  onChange,
}: {
  appointment: Appointment;
  access: BookingAccess;
  onChange: (next: Appointment) => void;
}) {
  const { t } = useTranslation('booking');
  const toast = useToast();
  const [zone, setZone] = useDisplayZone(appointment.timeZone, true);
  const [moving, setMoving] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const booked = appointment.status === 'Booked';

  async function cancel() {
    setCancelling(true);
    try {
      const reply = await cancelBooking(access);
      onChange(reply.appointment);
      toast.success(reply.message);
      setConfirmingCancel(false);
      setMoving(false);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.kind === 'refused' ? error.message : t('manage.failed'),
      );
    } finally {
      setCancelling(false);
    }
  }

  if (!zone) return null;
  return (
    <div className="grid gap-6">
      <BookingDetails appointment={appointment} zone={zone}>
        {appointment.questions ? (
          <div>
            <dt className="font-semibold text-ink-500 text-sm">{t('labels.questions')}</dt>
            <dd className="mt-1 whitespace-pre-line text-ink-900">{appointment.questions}</dd>
          </div>
        ) : null}
      </BookingDetails>

      {booked ? (
        <div className="grid gap-3">
          <div className="grid gap-3 sm:flex sm:flex-wrap">
            {appointment.canReschedule && !moving ? (
              <Button onClick={() => setMoving(true)}>
                <CalendarClockIcon aria-hidden="true" className="size-5" />
                {t('manage.move.button')}
              </Button>
            ) : null}
            {appointment.slot ? (
              <AddToCalendar id={appointment._id} manageKey={access.key} />
            ) : null}
            {appointment.canCancel ? (
              <Button variant="ghost" onClick={() => setConfirmingCancel(true)}>
                <XCircleIcon aria-hidden="true" className="size-5" />
                {t('manage.cancel.button')}
              </Button>
            ) : null}
          </div>
          {!appointment.canReschedule && appointment.slot ? (
            <p className="text-ink-500 text-sm">
              {appointment.moves >= consultationPolicy.movesAllowed
                ? t('manage.noMoveLeft')
                : t('manage.tooLate', { hours: consultationPolicy.changeCutoffHours })}
            </p>
          ) : null}
        </div>
      ) : null}

      {moving && booked ? (
        <MoveBooking
          appointment={appointment}
          access={access}
          zone={zone}
          onZoneChange={setZone}
          onMoved={(next) => {
            onChange(next);
            setMoving(false);
          }}
          onKeep={() => setMoving(false)}
        />
      ) : null}

      {/* The booking's invoice with any credit note (decision 041), whatever its status. */}
      <div>
        <InvoiceDownload
          subject="appointment"
          id={appointment._id}
          manageKey={access.key}
          size="md"
        />
      </div>

      <ConsultationPolicy />

      <Dialog
        open={confirmingCancel}
        onClose={() => setConfirmingCancel(false)}
        dismissible={!cancelling}
        size="sm"
        title={t('manage.cancel.title')}
      >
        <div className="px-6 pt-4 pb-6">
          <DialogDescription className="text-ink-700">
            {appointment.cancellationRefund > 0
              ? t('manage.cancel.full', {
                  hours: consultationPolicy.changeCutoffHours,
                  amount: formatRupees(appointment.cancellationRefund),
                })
              : t('manage.cancel.none', { hours: consultationPolicy.changeCutoffHours })}
          </DialogDescription>
          <ConsultationPolicy className="mt-4" />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={() => setConfirmingCancel(false)}
              disabled={cancelling}
            >
              {t('manage.cancel.keep')}
            </Button>
            <Button onClick={cancel} disabled={cancelling} aria-busy={cancelling || undefined}>
              {cancelling ? t('manage.cancel.cancelling') : t('manage.cancel.confirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

/** Choosing the new time of a move, and confirming it. */
function MoveBooking({
  appointment,
  access,
  zone,
  onZoneChange,
  onMoved,
  onKeep,
}: {
  appointment: Appointment;
  access: BookingAccess;
  zone: string;
  onZoneChange: (zone: string) => void;
  onMoved: (next: Appointment) => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const toast = useToast();
  const free = useFreeSlots({ package: appointment.package ?? 'regular', mode: appointment.mode });
  const [slot, setSlot] = useState<Slot | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [taken, setTaken] = useState<Slot[] | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Opened below the buttons: brought into view, its heading read first.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  async function move() {
    if (!slot) {
      setError(t('manage.move.choose'));
      return;
    }
    setSaving(true);
    try {
      const reply = await rescheduleBooking(access, slot.start);
      toast.success(reply.message);
      onMoved(reply.appointment);
    } catch (caught) {
      const offered = offeredSlots(caught);
      if (offered) {
        setTaken(offered);
        setSlot(null);
        free.reload();
      } else {
        toast.error(
          caught instanceof ApiError && caught.kind === 'refused'
            ? caught.message
            : t('manage.failed'),
        );
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      aria-labelledby="move-booking-title"
      data-testid="move-booking"
      className="grid gap-4 rounded-xl border border-gold-200 bg-cream-50/60 p-4 sm:p-5"
    >
      <div>
        <h2
          id="move-booking-title"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-28 text-2xl text-maroon-800 focus:outline-none"
        >
          {t('manage.move.title')}
        </h2>
        <p className="mt-1 text-ink-700">{t('manage.move.intro')}</p>
      </div>
      <SlotPicker
        slots={free.state}
        onRetry={free.reload}
        zone={zone}
        onZoneChange={onZoneChange}
        value={slot?.start ?? null}
        onChange={(chosen) => {
          setSlot(chosen);
          setError(undefined);
          setTaken(null);
        }}
        error={error}
        errorId="move-booking-error"
      />
      {taken ? (
        <SlotSetback
          title={t('manage.move.taken')}
          slots={taken}
          zone={zone}
          onChoose={(chosen) => {
            setSlot(chosen);
            setTaken(null);
          }}
        />
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onKeep} disabled={saving}>
          {t('manage.move.keep')}
        </Button>
        <Button onClick={move} disabled={saving} aria-busy={saving || undefined}>
          {saving
            ? t('manage.move.moving')
            : slot
              ? t('manage.move.confirm', { when: formatZonedDateTime(slot.start, zone, language) })
              : t('manage.move.button')}
        </Button>
      </div>
    </section>
  );
}
