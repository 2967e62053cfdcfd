import type { Appointment } from '@app/contract/appointments';
import { findConsultationPackage } from '@app/contract/consultation-packages';
import { formatRupees } from '@app/contract/money';
import { PhoneIcon, VideoIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { BookingTime } from './booking-time';

registerNamespace('booking');

const statusStyles: Record<Appointment['status'], string> = {
  Booked: 'bg-success-100 text-success-600',
  Completed: 'bg-cream-200 text-ink-700',
  Missed: 'bg-warning-100 text-warning-700',
  Cancelled: 'bg-danger-100 text-danger-600',
};

const refundStyles: Record<NonNullable<Appointment['refund']>['status'], string> = {
  pending: 'text-warning-700',
  processed: 'text-success-600',
  failed: 'text-danger-600',
};

/** The consultation's package and mode: "Couple Consultation · Video call". */
export function BookingKind({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const name = findConsultationPackage(appointment.package)?.name[language] ?? t('consultation');
  const Icon = appointment.mode === 'video' ? VideoIcon : PhoneIcon;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold text-ink-900">{name}</span>
      <span className="inline-flex items-center gap-1 text-ink-700">
        <Icon aria-hidden="true" className="size-4 text-saffron-700" />
        {t(`modes.${appointment.mode}`)}
      </span>
    </span>
  );
}

/** The booking's status as a badge. */
export function BookingStatus({ status }: { status: Appointment['status'] }) {
  const { t } = useTranslation('booking');
  return (
    <span
      data-testid="booking-status"
      data-status={status}
      className={`inline-flex rounded-full px-3 py-1 font-semibold text-sm ${statusStyles[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** Money going back to the client: how much, how it stands, and why. */
export function BookingRefund({ refund }: { refund: NonNullable<Appointment['refund']> }) {
  const { t } = useTranslation('booking');
  return (
    <p data-testid="booking-refund" data-refund-status={refund.status} className="text-sm">
      <span className={`font-semibold ${refundStyles[refund.status]}`}>
        {t(`refund.${refund.status}`, { amount: formatRupees(refund.amount) })}
      </span>{' '}
      <span className="text-ink-500">{t(`refund.reasons.${refund.reason}`)}</span>
    </p>
  );
}

/** What happens at the time of the call: the astrologer rings, or the video call's link. */
function WhatHappensNext({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('booking');
  if (appointment.mode === 'audio') {
    return <p>{t('next.audio', { phone: appointment.addressData.phone })}</p>;
  }
  if (!appointment.meetingUrl) return <p>{t('next.videoLater')}</p>;
  return (
    <p>
      {t('next.videoLink')}{' '}
      <a
        href={appointment.meetingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all font-semibold text-maroon-700 underline decoration-gold-400 underline-offset-2 hover:text-maroon-900"
      >
        {t('next.videoJoin')}
      </a>
    </p>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-ink-500 text-sm">{label}</dt>
      <dd className="mt-1 text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * One consultation as its client sees it (the confirmation, the booking's own page): when, in
 * their zone and in IST; which package and mode; its status and any refund; what happens at the
 * time of the call; and the astrologer's summary once written. `zone` is the visitor's.
 */
export function BookingDetails({
  appointment,
  zone,
  children,
}: {
  appointment: Appointment;
  zone: string;
  /** More facts at the end (the booking's questions on its own page). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  const booked = appointment.status === 'Booked';
  return (
    <dl data-testid="booking-details" className="grid gap-5">
      <Fact label={t('labels.when')}>
        {appointment.slot ? (
          <BookingTime slot={appointment.slot} zone={zone} />
        ) : (
          <p>{t('time.none')}</p>
        )}
      </Fact>
      <div className="grid gap-5 sm:grid-cols-2">
        <Fact label={t('labels.consultation')}>
          <BookingKind appointment={appointment} />
        </Fact>
        <Fact label={t('labels.status')}>
          <BookingStatus status={appointment.status} />
        </Fact>
      </div>
      {appointment.refund ? (
        <Fact label={t('labels.refund')}>
          <BookingRefund refund={appointment.refund} />
        </Fact>
      ) : null}
      {booked && appointment.slot ? (
        <Fact label={t('labels.next')}>
          <WhatHappensNext appointment={appointment} />
        </Fact>
      ) : null}
      {appointment.summary ? (
        <Fact label={t('labels.summary')}>
          <p className="whitespace-pre-line rounded-xl bg-cream-50 px-4 py-3 leading-relaxed">
            {appointment.summary}
          </p>
        </Fact>
      ) : null}
      {children}
    </dl>
  );
}
