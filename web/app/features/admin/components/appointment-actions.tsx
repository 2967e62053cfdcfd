import type { AdminAppointmentUpdate, Appointment } from '@app/contract/appointments';
import { formatRupees } from '@app/contract/money';
import { CalendarClockIcon, CheckIcon, Undo2Icon, XCircleIcon, XIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { useToast } from '~/components/ui/toast';
import { formatZonedDateTime, indiaTimeZone } from '~/lib/consultation-time';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import {
  cancelAppointment,
  rescheduleAppointment,
  sendSessionSummary,
  updateAppointment,
} from '../api/appointment-actions';
import { useAdminFailures } from '../api/use-admin-data';
import { RescheduleDialog } from './reschedule-dialog';

registerNamespace('order-admin');

/** The most characters of the contract: private notes, and the summary mailed to the client. */
const notesMax = 5000;
const summaryMax = 3000;

type Outcome = { kind: 'done' | 'failed'; message: string } | null;

/**
 * What the astrologer does with a booking (issue 30): marks the call done or missed (or booked
 * again, for a wrong click), keeps private notes, e-mails the client a summary of the session,
 * moves the call to another free time, or cancels it with a full refund. Each change is the
 * server's: the page shows the booking it answers with.
 */
export function AppointmentActions({
  appointment,
  onChanged,
}: {
  appointment: Appointment;
  onChanged: (appointment: Appointment) => void;
}) {
  return (
    <aside aria-label={appointment.addressData.name} className="space-y-6">
      <StatusCard appointment={appointment} onChanged={onChanged} />
      <NotesCard appointment={appointment} onChanged={onChanged} />
      <SummaryCard appointment={appointment} onChanged={onChanged} />
      <ChangeCard appointment={appointment} onChanged={onChanged} />
    </aside>
  );
}

type CardProps = { appointment: Appointment; onChanged: (appointment: Appointment) => void };

function ActionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-display text-xl text-maroon-800">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** What the last action of a card came to, read out when it changes. */
function OutcomeLine({ outcome }: { outcome: Outcome }) {
  return (
    <div role="status">
      {outcome ? (
        <p
          data-outcome={outcome.kind}
          className={`mt-3 font-semibold text-sm ${outcome.kind === 'done' ? 'text-success-600' : 'text-danger-600'}`}
        >
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}

/** One action's run: busy while it runs, its outcome in the card and as a toast. */
function useAction() {
  const toast = useToast();
  const failures = useAdminFailures('updateAppointment');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const message = await action();
      setOutcome({ kind: 'done', message });
      toast.success(message);
      return true;
    } catch (error) {
      const message = failures.messageOf(error);
      setOutcome({ kind: 'failed', message });
      toast.error(message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run };
}

function StatusCard({ appointment, onChanged }: CardProps) {
  const { t } = useTranslation('admin');
  const { busy, outcome, run } = useAction();
  const setStatus = (status: NonNullable<AdminAppointmentUpdate['status']>) =>
    run(async () => {
      const reply = await updateAppointment(appointment._id, { status });
      onChanged(reply.appointment);
      return t(`actions.status.saved.${status}`);
    });
  const { status } = appointment;
  return (
    <ActionCard id="action-status" title={t('actions.status.title')}>
      {status === 'Booked' ? (
        <>
          <p className="text-ink-700 text-sm">{t('actions.status.intro')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => void setStatus('Completed')}>
              <CheckIcon aria-hidden="true" className="size-4" />
              {t('actions.status.done')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void setStatus('Missed')}
            >
              <XIcon aria-hidden="true" className="size-4" />
              {t('actions.status.missed')}
            </Button>
          </div>
        </>
      ) : status === 'Cancelled' ? (
        <p className="text-ink-700 text-sm">{t('actions.status.cancelled')}</p>
      ) : (
        <>
          <p className="text-ink-700 text-sm">
            {status === 'Completed' ? t('actions.status.isDone') : t('actions.status.isMissed')}
          </p>
          <Button
            size="sm"
            variant="ghost"
            className="mt-2 -ml-2"
            disabled={busy}
            onClick={() => void setStatus('Booked')}
          >
            <Undo2Icon aria-hidden="true" className="size-4" />
            {t('actions.status.reopen')}
          </Button>
        </>
      )}
      <OutcomeLine outcome={outcome} />
    </ActionCard>
  );
}

function NotesCard({ appointment, onChanged }: CardProps) {
  const { t } = useTranslation('admin');
  const { busy, outcome, run } = useAction();
  const [notes, setNotes] = useState(appointment.notes ?? '');
  const saved = appointment.notes ?? '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const reply = await updateAppointment(appointment._id, { notes });
      onChanged(reply.appointment);
      return t('actions.notes.saved');
    });
  };
  return (
    <ActionCard id="action-notes" title={t('actions.notes.title')}>
      <form noValidate onSubmit={onSubmit}>
        <FormField
          as="textarea"
          name="notes"
          rows={5}
          maxLength={notesMax}
          label={t('actions.notes.label')}
          hint={t('actions.notes.hint')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" disabled={busy || notes === saved}>
            {t('actions.notes.save')}
          </Button>
          {notes !== saved ? (
            <span className="text-ink-500 text-xs">{t('actions.unsaved')}</span>
          ) : null}
        </div>
      </form>
      <OutcomeLine outcome={outcome} />
    </ActionCard>
  );
}

function SummaryCard({ appointment, onChanged }: CardProps) {
  const { t } = useTranslation('admin');
  const { busy, outcome, run } = useAction();
  const [text, setText] = useState(appointment.summary ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setProblem(t('actions.summary.empty'));
      return;
    }
    void run(async () => {
      const reply = await sendSessionSummary(appointment._id, text);
      onChanged(reply.appointment);
      return reply.message;
    });
  };
  const sent = appointment.summary !== null && appointment.summary === text.trim();
  return (
    <ActionCard id="action-summary" title={t('actions.summary.title')}>
      <form noValidate onSubmit={onSubmit}>
        <FormField
          as="textarea"
          name="summary"
          rows={6}
          maxLength={summaryMax}
          label={t('actions.summary.label')}
          hint={t('actions.summary.hint')}
          value={text}
          error={problem}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
        />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" disabled={busy || sent}>
            {appointment.summary ? t('actions.summary.sendAgain') : t('actions.summary.send')}
          </Button>
          {sent ? (
            <span className="font-semibold text-success-600 text-xs" data-summary-sent>
              {t('actions.summary.sent')}
            </span>
          ) : null}
        </div>
      </form>
      <OutcomeLine outcome={outcome} />
    </ActionCard>
  );
}

function ChangeCard({ appointment, onChanged }: CardProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const { busy, outcome, run } = useAction();
  const [moving, setMoving] = useState(false);
  const [moveRound, setMoveRound] = useState(0);
  const [cancelling, setCancelling] = useState(false);
  // How much goes back: all that was paid unless the astrologer says less (decision 040).
  const [amount, setAmount] = useState(String(appointment.cancellationRefund));
  const [amountError, setAmountError] = useState<string | undefined>();
  const { t: tRefund } = useTranslation('order-admin');
  if (!appointment.canReschedule && !appointment.canCancel) return null;
  const refund = formatRupees(appointment.cancellationRefund);
  const chosen = Number(amount.trim().replace(/,/g, ''));
  const chosenValid =
    amount.trim() !== '' &&
    Number.isFinite(chosen) &&
    chosen >= 0 &&
    chosen <= appointment.total &&
    Math.abs(chosen * 100 - Math.round(chosen * 100)) < 1e-6;

  const move = async (start: string) => {
    const moved = await run(async () => {
      const reply = await rescheduleAppointment(appointment._id, start);
      onChanged(reply.appointment);
      return t('actions.move.done', {
        time: formatZonedDateTime(reply.appointment.slot?.start ?? start, indiaTimeZone, language),
      });
    });
    if (moved) setMoving(false);
    return moved;
  };

  const cancel = async () => {
    if (!chosenValid) {
      setAmountError(tRefund('booking.error', { paid: formatRupees(appointment.total) }));
      return;
    }
    const cancelled = await run(async () => {
      const reply = await cancelAppointment(appointment._id, chosen);
      onChanged(reply.appointment);
      return reply.refund.amount > 0
        ? t('actions.cancel.done', { amount: formatRupees(reply.refund.amount) })
        : t('actions.cancel.doneNoRefund');
    });
    if (cancelled) setCancelling(false);
  };

  return (
    <ActionCard id="action-change" title={t('actions.change.title')}>
      <p className="text-ink-700 text-sm">{t('actions.change.intro')}</p>
      <div className="mt-3 flex flex-col gap-2">
        {appointment.canReschedule ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => {
              setMoveRound((round) => round + 1);
              setMoving(true);
            }}
          >
            <CalendarClockIcon aria-hidden="true" className="size-4" />
            {t('actions.move.open')}
          </Button>
        ) : null}
        {appointment.canCancel ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => {
              setAmount(String(appointment.cancellationRefund));
              setAmountError(undefined);
              setCancelling(true);
            }}
          >
            <XCircleIcon aria-hidden="true" className="size-4" />
            {t('actions.cancel.open', { amount: refund })}
          </Button>
        ) : null}
      </div>
      <OutcomeLine outcome={outcome} />

      {appointment.canReschedule ? (
        <RescheduleDialog
          key={moveRound}
          open={moving}
          appointment={appointment}
          busy={busy}
          onClose={() => setMoving(false)}
          onMove={move}
        />
      ) : null}

      <Dialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        dismissible={!busy}
        size="sm"
        title={t('actions.cancel.title')}
      >
        <div className="px-6 pt-4 pb-6">
          <DialogDescription className="text-ink-700">
            {t('actions.cancel.text', { amount: refund, name: appointment.addressData.name })}
          </DialogDescription>
          <FormField
            className="mt-4"
            label={tRefund('booking.amount')}
            name="refundAmount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setAmountError(undefined);
            }}
            hint={tRefund('booking.hint', { paid: formatRupees(appointment.total) })}
            error={amountError}
          />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setCancelling(false)} disabled={busy}>
              {t('actions.cancel.keep')}
            </Button>
            <Button onClick={() => void cancel()} disabled={busy} aria-busy={busy}>
              {t('actions.cancel.confirm', {
                amount: chosenValid ? formatRupees(chosen) : refund,
              })}
            </Button>
          </div>
        </div>
      </Dialog>
    </ActionCard>
  );
}
