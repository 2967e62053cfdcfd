import type { Appointment } from '@app/contract/appointments';
import type { Slot } from '@app/contract/consultation-slots';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription } from '~/components/ui/dialog';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import {
  formatLongDate,
  formatZonedDateTime,
  formatZonedTime,
  indiaTimeZone,
  zonedClock,
} from '~/lib/consultation-time';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useApiResource } from '~/lib/use-api-resource';
import { fetchFreeSlots } from '../api/appointment-actions';
import { useAdminFailures } from '../api/use-admin-data';
import { LoadFailed } from './load-failed';

/**
 * Moving a booking to another free time: the free slots of its package and mode for the next
 * four weeks, grouped by day in IST (days, then that day's times), and the move once one is
 * chosen. The client is e-mailed a new invite by the server. The slots are read when the dialog
 * opens (the page gives each opening a new key).
 */
export function RescheduleDialog({
  open,
  appointment,
  busy,
  onClose,
  onMove,
}: {
  open: boolean;
  appointment: Appointment;
  busy: boolean;
  onClose: () => void;
  onMove: (start: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      size="lg"
      title={t('actions.move.title')}
    >
      {open ? (
        <FreeSlots appointment={appointment} busy={busy} onClose={onClose} onMove={onMove} />
      ) : null}
    </Dialog>
  );
}

function FreeSlots({
  appointment,
  busy,
  onClose,
  onMove,
}: {
  appointment: Appointment;
  busy: boolean;
  onClose: () => void;
  onMove: (start: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const failures = useAdminFailures('getAppointments');
  const { state, reload } = useApiResource(`free-slots:${appointment._id}`, (signal) =>
    fetchFreeSlots({ package: appointment.package ?? 'regular', mode: appointment.mode }, signal),
  );
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const name = useId();

  const days = new Map<string, Slot[]>();
  if (state.kind === 'ready') {
    for (const slot of state.data) {
      const date = zonedClock(slot.start, indiaTimeZone).date;
      days.set(date, [...(days.get(date) ?? []), slot]);
    }
  }
  const chosenDay = day ?? days.keys().next().value ?? null;
  const times = chosenDay ? (days.get(chosenDay) ?? []) : [];
  const chip =
    'cursor-pointer rounded-full border border-maroon-700/30 bg-white px-3 py-1.5 text-sm font-semibold text-maroon-800 transition-colors hover:bg-maroon-50 has-checked:border-maroon-700 has-checked:bg-maroon-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron-600';

  return (
    <div className="px-6 pt-4 pb-6">
      <DialogDescription className="text-ink-700">
        {appointment.slot
          ? t('actions.move.intro', {
              time: formatZonedDateTime(appointment.slot.start, indiaTimeZone, language),
            })
          : null}
      </DialogDescription>

      <div className="mt-4">
        {state.kind === 'loading' && (
          <SkeletonGroup label={t('actions.move.loading')} className="space-y-3 text-maroon-900">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-24 w-full" />
          </SkeletonGroup>
        )}
        {state.kind === 'failed' && (
          <LoadFailed
            message={failures.messageOf(state.error)}
            retryLabel={t('appointments.retry')}
            onRetry={reload}
          />
        )}
        {state.kind === 'ready' && days.size === 0 && (
          <p className="rounded-xl bg-cream-100 p-4 text-ink-700">{t('actions.move.none')}</p>
        )}
        {state.kind === 'ready' && days.size > 0 && (
          <>
            <fieldset>
              <legend className="mb-2 font-semibold text-ink-900">{t('actions.move.day')}</legend>
              <div className="flex max-h-40 flex-wrap gap-2 overflow-y-auto p-0.5">
                {[...days].map(([date, slots]) => (
                  <label key={date} className={chip}>
                    <input
                      type="radio"
                      name={`${name}-day`}
                      value={date}
                      checked={chosenDay === date}
                      onChange={() => {
                        setDay(date);
                        setStart(null);
                      }}
                      className="sr-only"
                    />
                    {formatLongDate(date, language, { year: false })}{' '}
                    <span className="font-normal opacity-80">({slots.length})</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="mt-4">
              <legend className="mb-2 font-semibold text-ink-900">{t('actions.move.time')}</legend>
              <div className="flex flex-wrap gap-2 p-0.5">
                {times.map((slot) => (
                  <label key={slot.start} className={`${chip} tabular-nums`}>
                    <input
                      type="radio"
                      name={`${name}-time`}
                      value={slot.start}
                      checked={start === slot.start}
                      onChange={() => setStart(slot.start)}
                      className="sr-only"
                    />
                    {formatZonedTime(slot.start, indiaTimeZone, language)}
                  </label>
                ))}
              </div>
            </fieldset>
          </>
        )}
      </div>

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('actions.move.keep')}
        </Button>
        <Button
          disabled={busy || start === null}
          aria-busy={busy}
          onClick={() => {
            if (!start) return;
            void onMove(start).then((moved) => {
              // Taken meanwhile, or no longer a slot: offer what is free now.
              if (moved) return;
              setStart(null);
              reload();
            });
          }}
        >
          {start
            ? t('actions.move.confirm', {
                time: formatZonedDateTime(start, indiaTimeZone, language),
              })
            : t('actions.move.choose')}
        </Button>
      </div>
    </div>
  );
}
