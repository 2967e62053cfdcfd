import type { Appointment } from '@app/contract/appointments';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import {
  addDays,
  formatLongDate,
  formatZonedDateTime,
  indiaTimeZone,
  zonedClock,
} from '~/lib/consultation-time';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { agendaDays, useAgenda } from '../api/get-agenda';
import { SlotSpan, usePackageAndMode } from './appointment-labels';
import { LoadFailed } from './load-failed';
import { StatusBadge } from './status-badges';

/**
 * The astrologer's week (issue 30): today's calls, then the next six days', by time in IST, each
 * opening the booking's preparation page. Earlier and later weeks are a click away. Cancelled
 * calls are not on it (the server leaves them out).
 */
export function Agenda() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const today = zonedClock(Date.now(), indiaTimeZone).date;
  const [from, setFrom] = useState(today);
  const { state, reload, failedMessage } = useAgenda(from);
  const days = Array.from({ length: agendaDays }, (_, index) => addDays(from, index));
  const dayName = (date: string) => formatLongDate(date, language, { year: false });
  const callsOf = (date: string) =>
    state.kind === 'ready'
      ? state.data.filter(
          (call) => call.slot && zonedClock(call.slot.start, indiaTimeZone).date === date,
        )
      : [];
  const [first = from, ...rest] = days;

  return (
    <section aria-labelledby="agenda-title" className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="agenda-title" className="font-display text-2xl text-maroon-800">
            {t('agenda.title')}
          </h2>
          <p className="text-ink-700 text-sm">
            {t('agenda.span', { from: dayName(first), to: dayName(days.at(-1) ?? first) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setFrom(addDays(from, -agendaDays))}>
            <ChevronLeftIcon aria-hidden="true" className="size-4" />
            {t('agenda.previous')}
          </Button>
          {from !== today ? (
            <Button variant="outline" size="sm" onClick={() => setFrom(today)}>
              {t('agenda.thisWeek')}
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => setFrom(addDays(from, agendaDays))}>
            {t('agenda.next')}
            <ChevronRightIcon aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>

      <div className="mt-4">
        {state.kind === 'loading' && (
          <SkeletonGroup
            label={t('agenda.loading')}
            className="grid grid-cols-1 gap-4 text-maroon-900 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]"
          >
            <Skeleton className="h-56 rounded-2xl" />
            <Skeleton className="h-56 rounded-2xl" />
          </SkeletonGroup>
        )}
        {state.kind === 'failed' && (
          <LoadFailed
            message={failedMessage}
            retryLabel={t('appointments.retry')}
            onRetry={reload}
          />
        )}
        {state.kind === 'ready' && (
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
            <div
              data-agenda-day={first}
              className="rounded-2xl border-2 border-gold-300 bg-white p-5 shadow-sm"
            >
              <h3 className="font-semibold text-maroon-800 text-xl">
                {first === today ? t('agenda.today', { date: dayName(first) }) : dayName(first)}
              </h3>
              <DayCalls calls={callsOf(first)} large />
              {callsOf(first).length === 0 ? <NextCall calls={rest.flatMap(callsOf)} /> : null}
            </div>
            <ol className="divide-y divide-maroon-50 rounded-2xl border border-maroon-100 bg-white px-5 shadow-sm">
              {rest.map((date) => (
                <li key={date} data-agenda-day={date} className="py-3">
                  <h3 className="font-semibold text-ink-900">{dayName(date)}</h3>
                  <DayCalls calls={callsOf(date)} />
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </section>
  );
}

/** On a day without calls: the next one of the week, if any. */
function NextCall({ calls }: { calls: Appointment[] }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const next = calls.find((call) => call.status === 'Booked' && call.slot);
  if (!next?.slot) return null;
  return (
    <p className="mt-4 border-maroon-100 border-t pt-3 text-ink-700 text-sm">
      {t('agenda.nextCall', {
        time: formatZonedDateTime(next.slot.start, indiaTimeZone, language),
        name: next.addressData.name,
      })}
    </p>
  );
}

function DayCalls({ calls, large = false }: { calls: Appointment[]; large?: boolean }) {
  const { t } = useTranslation('admin');
  const packageAndMode = usePackageAndMode();
  if (calls.length === 0) {
    return <p className="mt-1 text-ink-500 text-sm">{t('agenda.noCalls')}</p>;
  }
  return (
    <ul className={large ? 'mt-3 space-y-2' : 'mt-2 space-y-1.5'}>
      {calls.map((call) => (
        <li key={call._id} data-agenda-call={call._id}>
          <Link
            to={`/admin/appointment/${call._id}`}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 rounded-xl border border-maroon-100 px-3 py-2 hover:border-maroon-300 hover:bg-cream-50 focus-visible:outline-2 focus-visible:outline-maroon-700 sm:grid-cols-[10.5rem_minmax(0,1fr)_auto]"
          >
            <span className="font-semibold text-maroon-800 text-sm sm:whitespace-nowrap">
              {call.slot ? <SlotSpan slot={call.slot} /> : null}
            </span>
            {/* On a phone: the time and status on one line, the client under them. */}
            <span className="col-span-2 min-w-0 sm:order-none sm:col-span-1 max-sm:order-last">
              <span className="block truncate font-semibold text-ink-900">
                {call.addressData.name}
              </span>
              <span className="block truncate text-ink-700 text-sm">{packageAndMode(call)}</span>
            </span>
            <span className="justify-self-end sm:justify-self-auto">
              <StatusBadge status={call.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
