import type { Appointment } from '@app/contract/appointments';
import { formatRupees } from '@app/contract/money';
import { LoadMore } from '~/components/ui/load-more';
import { Link } from '~/components/ui/localized-link';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { formatDate } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

import { useAllAppointments } from '../api/get-all-appointments';
import { Agenda } from './agenda';
import { RefundLine, SlotWhen } from './appointment-labels';
import { LoadFailed } from './load-failed';
import { PaymentStatusText, StatusBadge } from './status-badges';

const columns = [
  'name',
  'email',
  'address',
  'location',
  'pin',
  'paymentId',
  'status',
  'type',
  'total',
  'orderStatus',
  'date',
  'slot',
] as const;

/**
 * /admin/appointment: the astrologer's week (the agenda), then the specification's table "All
 * Appointments", which keeps its columns and gains the call's time (IST); each name opens the
 * booking's preparation page. On a narrow screen the table keeps its columns and scrolls
 * sideways inside its own focusable region (the page itself does not).
 */
export function AppointmentsPage() {
  const { t } = useTranslation('admin');
  const { state, reload, loadMore, failedMessage } = useAllAppointments();
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="font-display text-3xl text-maroon-800">{t('appointments.pageTitle')}</h1>
      <Agenda />
      <h2 id="appointments-title" className="mt-10 font-display text-2xl text-maroon-800">
        {t('appointments.title')}
      </h2>
      <div className="mt-4">
        {state.kind === 'loading' && (
          <SkeletonGroup
            label={t('appointments.loading')}
            className="space-y-3 rounded-2xl bg-white p-5 text-maroon-900"
          >
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-8 w-full" />
            ))}
          </SkeletonGroup>
        )}
        {state.kind === 'failed' && (
          <LoadFailed
            message={failedMessage}
            retryLabel={t('appointments.retry')}
            onRetry={reload}
          />
        )}
        {state.kind === 'ready' && state.data.items.length === 0 && (
          <p className="rounded-2xl bg-white p-8 text-center text-ink-700">
            {t('appointments.empty')}
          </p>
        )}
        {state.kind === 'ready' && state.data.items.length > 0 && (
          <>
            <AppointmentsTable appointments={state.data.items} />
            <LoadMore list={state.data} onLoadMore={loadMore} />
          </>
        )}
      </div>
    </div>
  );
}

function AppointmentsTable({ appointments }: { appointments: Appointment[] }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <>
      <p className="mb-2 text-ink-500 text-xs lg:hidden">{t('appointments.scrollHint')}</p>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-labelledby="appointments-title"
        className="overflow-x-auto rounded-2xl border border-maroon-100 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-maroon-700"
      >
        <table className="w-full min-w-[80rem] text-left text-sm">
          <thead className="bg-maroon-50 text-maroon-900">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                  {t(`appointments.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-maroon-50">
            {appointments.map((appointment) => (
              <tr key={appointment._id} data-appointment-id={appointment._id} className="align-top">
                <td className="whitespace-nowrap px-4 py-3 font-semibold">
                  <Link
                    to={`/admin/appointment/${appointment._id}`}
                    className="text-maroon-700 underline underline-offset-2 hover:text-maroon-900"
                  >
                    {appointment.addressData.name}
                  </Link>
                </td>
                <td className="whitespace-nowrap px-4 py-3">{appointment.addressData.email}</td>
                <td className="min-w-48 px-4 py-3">{appointment.addressData.address}</td>
                <td className="px-4 py-3">{t(`location.${appointment.addressData.location}`)}</td>
                <td className="px-4 py-3 tabular-nums">{appointment.addressData.pin}</td>
                <td className="px-4 py-3 font-mono text-xs">{appointment.paymentInfo.id}</td>
                <td className="px-4 py-3">
                  <PaymentStatusText status={appointment.paymentInfo.status} />
                </td>
                <td className="px-4 py-3">{appointment.paymentInfo.type}</td>
                <td className="whitespace-nowrap px-4 py-3 font-semibold">
                  {formatRupees(appointment.total)}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={appointment.status} />
                  {appointment.refund ? (
                    <span className="mt-1 block text-xs">
                      <RefundLine refund={appointment.refund} />
                    </span>
                  ) : null}
                </td>
                <td className="whitespace-nowrap px-4 py-3">
                  {formatDate(appointment.createdAt, language)}
                </td>
                <td className="px-4 py-3">
                  <SlotWhen slot={appointment.slot} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
