import type { Appointment } from '@app/contract/appointments';
import { formatRupees } from '@app/contract/money';
import { ArrowLeftIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { InvoiceDownload } from '~/components/invoice-download';
import { Button } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { useAstroEngine } from '~/lib/astro-engine';
import { formatCalendarDate } from '~/lib/astro-format';
import {
  formatZonedDateTime,
  formatZonedTime,
  indiaTimeZone,
  offsetLabel,
  zonedClock,
} from '~/lib/consultation-time';
import { formatClockTime, formatDate, telHref } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useAppointment } from '../api/get-appointment';
import { AppointmentActions } from './appointment-actions';
import { RefundLine, usePackageAndMode } from './appointment-labels';
import { Facts, InfoCard } from './info-card';
import { LoadFailed } from './load-failed';
import { PaymentStatusText, StatusBadge } from './status-badges';

// The chart draws with the engine's name tables: its code comes with the engine, not the page.
const ConsultationChart = lazy(() => import('./consultation-chart'));

/**
 * /admin/appointment/:id: one consultation's preparation page (issue 30). The client, their
 * questions and the call (its time in IST and in the client's own zone, package, mode, how it
 * is held, status, refund); what the astrologer does with it (done or missed, private notes, the
 * summary mailed to the client, a move, a cancellation with a full refund); and, when birth
 * details were given, the client's kundli computed in the browser.
 */
export function AppointmentPage({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const { state, reload, update, failedMessage } = useAppointment(id);
  return (
    <div className="mx-auto max-w-6xl">
      <Link
        to="/admin/appointment"
        className="inline-flex min-h-10 items-center gap-2 font-semibold text-maroon-700 text-sm hover:text-maroon-900 focus-visible:outline-2 focus-visible:outline-maroon-700"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {t('booking.back')}
      </Link>
      {state.kind === 'loading' && (
        <SkeletonGroup label={t('booking.loading')} className="mt-4 space-y-4 text-maroon-900">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-48 w-full rounded-2xl" />
          <Skeleton className="h-48 w-full rounded-2xl" />
        </SkeletonGroup>
      )}
      {state.kind === 'failed' && (
        <div className="mt-4">
          <LoadFailed
            message={failedMessage}
            retryLabel={t('appointments.retry')}
            onRetry={reload}
          />
        </div>
      )}
      {state.kind === 'ready' && (
        <Preparation appointment={state.data} onChanged={(changed) => update(() => changed)} />
      )}
    </div>
  );
}

function Preparation({
  appointment,
  onChanged,
}: {
  appointment: Appointment;
  onChanged: (appointment: Appointment) => void;
}) {
  const { t } = useTranslation('admin');
  const packageAndMode = usePackageAndMode();
  const { addressData: client } = appointment;
  return (
    <>
      <header className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="font-display text-3xl text-maroon-800">{client.name}</h1>
        <StatusBadge status={appointment.status} />
        <p className="basis-full text-ink-700">{packageAndMode(appointment)}</p>
        {/* The booking's invoice with any credit note (decision 041). */}
        <InvoiceDownload subject="appointment" id={appointment._id} />
      </header>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <CallCard appointment={appointment} />
          <InfoCard id="booking-questions" title={t('booking.questions')}>
            {appointment.questions.trim() ? (
              <p className="whitespace-pre-wrap break-words text-ink-900 leading-relaxed">
                {appointment.questions}
              </p>
            ) : (
              <p className="text-ink-500">{t('booking.noQuestions')}</p>
            )}
          </InfoCard>
          <ClientCard appointment={appointment} />
        </div>
        <AppointmentActions appointment={appointment} onChanged={onChanged} />
      </div>

      <BirthSection appointment={appointment} />
    </>
  );
}

function CallCard({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const { slot, timeZone } = appointment;
  const rows: [string, string, ReactNode][] = [];
  if (slot) {
    const minutes = Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / 60_000);
    rows.push([
      'timeIst',
      t('booking.timeIst'),
      <time key="ist" dateTime={slot.start}>
        {formatZonedDateTime(slot.start, indiaTimeZone, language)} –{' '}
        {formatZonedTime(slot.end, indiaTimeZone, language)} {t('booking.ist')}
      </time>,
    ]);
    if (timeZone && timeZone !== indiaTimeZone) {
      rows.push([
        'timeClient',
        t('booking.timeClient', { zone: timeZone }),
        <span key="client">
          {formatZonedDateTime(slot.start, timeZone, language)} (
          {offsetLabel(zonedClock(slot.start, timeZone).offsetMinutes)})
        </span>,
      ]);
    }
    rows.push(['length', t('booking.length'), t('booking.minutes', { count: minutes })]);
  } else {
    rows.push(['timeIst', t('booking.timeIst'), t('booking.noTime')]);
  }
  rows.push([
    'how',
    t('booking.how'),
    appointment.mode === 'audio' ? (
      <span key="how">
        {t('booking.ringClient')}{' '}
        <a href={telHref(appointment.addressData.phone)} className="text-maroon-700 underline">
          {appointment.addressData.phone}
        </a>
      </span>
    ) : appointment.meetingUrl ? (
      <a
        key="how"
        href={appointment.meetingUrl}
        target="_blank"
        rel="noreferrer"
        className="break-all text-maroon-700 underline"
      >
        {appointment.meetingUrl}
      </a>
    ) : (
      <span key="how" className="font-normal text-ink-700">
        {t('booking.noMeetingLink')}
      </span>
    ),
  ]);
  if (appointment.moves > 0) {
    rows.push(['moves', t('booking.moves'), t('booking.movedTimes', { count: appointment.moves })]);
  }
  if (appointment.refund) {
    rows.push([
      'refund',
      t('booking.refund'),
      <span key="refund">
        <RefundLine refund={appointment.refund} />
        <span className="block font-normal text-ink-700 text-sm">
          {t(`refund.reason.${appointment.refund.reason}`)} ·{' '}
          {formatDate(appointment.refund.createdAt, language)}
        </span>
      </span>,
    ]);
  }
  return (
    <InfoCard id="booking-call" title={t('booking.call')}>
      <Facts rows={rows} />
    </InfoCard>
  );
}

function ClientCard({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const client = appointment.addressData;
  return (
    <InfoCard id="booking-client" title={t('booking.client')}>
      <Facts
        rows={[
          [
            'phone',
            t('booking.phone'),
            <a key="phone" href={telHref(client.phone)} className="text-maroon-700 underline">
              {client.phone}
            </a>,
          ],
          [
            'email',
            t('booking.email'),
            <a
              key="email"
              href={`mailto:${client.email}`}
              className="break-all text-maroon-700 underline"
            >
              {client.email}
            </a>,
          ],
          [
            'address',
            t('booking.address'),
            <span key="address" className="whitespace-pre-wrap">
              {client.address}
            </span>,
          ],
          ['pin', t('booking.pin'), client.pin],
          ['location', t('booking.location'), t(`location.${client.location}`)],
          ['language', t('booking.language'), t(`booking.languages.${appointment.language}`)],
          ['booked', t('booking.bookedOn'), formatDate(appointment.createdAt, language)],
          [
            'payment',
            t('booking.payment'),
            <span key="payment">
              {formatRupees(appointment.total)} ·{' '}
              <PaymentStatusText status={appointment.paymentInfo.status} />{' '}
              <span className="block font-mono font-normal text-ink-700 text-xs">
                {appointment.paymentInfo.id}
              </span>
            </span>,
          ],
        ]}
      />
    </InfoCard>
  );
}

/**
 * The client's birth details and, computed here, their kundli: the engine is fetched when the
 * page opens (only when there are birth details), then the chart is drawn.
 */
function BirthSection({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const astro = useAstroEngine();
  const { birth } = appointment;
  const { load } = astro;
  useEffect(() => {
    if (birth) void load();
  }, [birth, load]);

  return (
    <section aria-labelledby="birth-title" className="mt-10">
      <h2 id="birth-title" className="font-display text-3xl text-maroon-800">
        {t('chart.title')}
      </h2>
      {birth ? (
        <>
          <p className="mt-2 text-ink-900 text-lg" data-testid="birth-line">
            {birth.timeUnknown || !birth.time
              ? t('chart.bornNoTime', {
                  date: formatCalendarDate(birth.date, language),
                  place: birth.placeName,
                })
              : t('chart.born', {
                  date: formatCalendarDate(birth.date, language),
                  time: formatClockTime(birth.time, language),
                  place: birth.placeName,
                })}
          </p>
          <p className="mt-1 text-ink-500 text-sm">{t('chart.computedHere')}</p>
          <div className="mt-5">
            {astro.engine ? (
              <Suspense fallback={<ChartPlaceholder />}>
                <ConsultationChart engine={astro.engine} birth={birth} />
              </Suspense>
            ) : astro.failed ? (
              <div role="alert" className="rounded-2xl bg-danger-100 p-5 text-danger-600">
                <p className="font-semibold">{t('chart.engineFailed')}</p>
                <Button size="sm" variant="outline" className="mt-3" onClick={() => void load()}>
                  {t('appointments.retry')}
                </Button>
              </div>
            ) : (
              <ChartPlaceholder />
            )}
          </div>
        </>
      ) : (
        <p className="mt-3 rounded-2xl border border-maroon-100 bg-white p-5 text-ink-700">
          {t('chart.noBirth')}
        </p>
      )}
    </section>
  );
}

function ChartPlaceholder() {
  const { t } = useTranslation('admin');
  return (
    <SkeletonGroup label={t('chart.loading')} className="grid gap-4 text-maroon-900 md:grid-cols-2">
      <Skeleton className="h-80 rounded-2xl" />
      <Skeleton className="h-80 rounded-2xl" />
    </SkeletonGroup>
  );
}
