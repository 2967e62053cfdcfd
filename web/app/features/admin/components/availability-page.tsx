import {
  consultationPackageIds,
  findConsultationPackage,
} from '@app/contract/consultation-packages';
import {
  type Availability,
  consultationModes,
  type Weekday,
  weekdays,
} from '@app/contract/consultation-slots';
import { InfoIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { FieldError, FormField, fieldClasses } from '~/components/ui/form-field';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { useToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { formatCalendarDate } from '~/lib/astro-format';
import { formatLongDate, indiaTimeZone, zonedClock } from '~/lib/consultation-time';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { saveAvailability, useAvailability } from '../api/availability';
import { useAdminFailures } from '../api/use-admin-data';
import {
  type AvailabilityDraft,
  availabilityOfDraft,
  callsInDay,
  type DayOffDraft,
  draftOfAvailability,
  errorsUnder,
  type FieldErrors,
  newKey,
  sortedDaysOff,
} from '../availability-draft';
import { LoadFailed } from './load-failed';

/** The site's field look at a width of its own (the shared look is the full width). */
const sizedControl = (invalid: boolean, size: string) =>
  `${fieldClasses.control(invalid).replace('w-full', '')} ${size}`;

/** The most working ranges a day may have (the contract's limit). */
const maxRangesADay = 6;

/**
 * /admin/availability: the owner's consultation hours (issue 30, docs/decisions/035), as the
 * server keeps them: working ranges per weekday in IST, the length of a call per package and
 * mode, the buffer between calls, days off, the shortest notice and how far ahead people may
 * book. Saved whole; the server checks it and names each wrong field, shown beside it.
 */
export function AvailabilityPage() {
  const { t } = useTranslation('admin');
  const { state, reload, failedMessage } = useAvailability();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl text-maroon-800">{t('availability.title')}</h1>
      <p className="mt-2 max-w-3xl text-ink-700">{t('availability.intro')}</p>
      <div className="mt-6">
        {state.kind === 'loading' && (
          <SkeletonGroup
            label={t('availability.loading')}
            className="space-y-4 rounded-2xl bg-white p-5 text-maroon-900"
          >
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-32 w-full" />
            ))}
          </SkeletonGroup>
        )}
        {state.kind === 'failed' && (
          <LoadFailed
            message={failedMessage}
            retryLabel={t('availability.retry')}
            onRetry={reload}
          />
        )}
        {state.kind === 'ready' && <AvailabilityForm saved={state.data} />}
      </div>
    </div>
  );
}

function AvailabilityForm({ saved }: { saved: Availability }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const failures = useAdminFailures('saveAvailability');
  // What the server holds: the form's starting point, and what "Undo changes" goes back to.
  const [stored, setStored] = useState(saved);
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftOfAvailability(saved));
  const changed =
    JSON.stringify(availabilityOfDraft(draft)) !==
    JSON.stringify(availabilityOfDraft(draftOfAvailability(stored)));
  const [errors, setErrors] = useState<FieldErrors>(new Map());
  const [outcome, setOutcome] = useState<{ kind: 'saved' | 'failed'; message: string } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);

  /** A change made on the page: the errors of the part changed (`path`) are the server's past. */
  const change = (next: (current: AvailabilityDraft) => AvailabilityDraft, path: string) => {
    setDraft(next);
    setOutcome((current) => (current?.kind === 'saved' ? null : current));
    setErrors((current) => {
      if (errorsUnder(current, path).length === 0) return current;
      return new Map([...current].filter(([at]) => at !== path && !at.startsWith(`${path}.`)));
    });
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setOutcome(null);
    try {
      const reply = await saveAvailability(availabilityOfDraft(draft));
      setStored(reply.availability);
      setDraft(draftOfAvailability(reply.availability));
      setErrors(new Map());
      setOutcome({ kind: 'saved', message: reply.message });
      toast.success(reply.message);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      // Each wrong field says what is wrong beside it; the line by the button says where to look.
      const message =
        fieldErrors.size > 0 ? t('availability.fixFields') : failures.messageOf(error);
      setOutcome({ kind: 'failed', message });
      toast.error(message);
    } finally {
      setSaving(false);
      // Where the outcome is written: the top of the form's end, read at once.
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-describedby="availability-note" className="space-y-6">
      <p
        id="availability-note"
        className="flex items-start gap-3 rounded-2xl border border-gold-300 bg-gold-100/60 p-4 text-ink-900"
      >
        <InfoIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-maroon-700" />
        <span>{t('availability.keepTimesNote')}</span>
      </p>

      <WeeklyHours draft={draft} errors={errors} onChange={change} />
      <CallLengths draft={draft} errors={errors} onChange={change} />
      <BookingWindow draft={draft} errors={errors} onChange={change} />
      <DaysOff draft={draft} errors={errors} onChange={change} />

      <div className="sticky bottom-0 z-10 -mx-4 border-maroon-100 border-t bg-cream-50/95 px-4 py-4 backdrop-blur md:-mx-8 md:px-8">
        <div
          ref={outcomeRef}
          tabIndex={-1}
          className="outline-none"
          role={outcome?.kind === 'failed' ? 'alert' : 'status'}
        >
          {outcome ? (
            <p
              data-outcome={outcome.kind}
              className={`mb-3 font-semibold ${outcome.kind === 'saved' ? 'text-success-600' : 'text-danger-600'}`}
            >
              {outcome.message}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? t('availability.saving') : t('availability.save')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="px-3"
            disabled={saving || !changed}
            onClick={() => {
              setDraft(draftOfAvailability(stored));
              setErrors(new Map());
              setOutcome(null);
            }}
          >
            {t('availability.undo')}
          </Button>
          {changed ? (
            <span className="text-ink-700 text-sm" data-unsaved>
              {t('availability.unsaved')}
            </span>
          ) : null}
        </div>
      </div>
    </form>
  );
}

/** The paths and messages of a 400's `errors[]` (the server checked the hours). */
function fieldErrorsOf(error: unknown): FieldErrors {
  const found = new Map<string, string>();
  if (!(error instanceof ApiError) || error.status !== 400) return found;
  const list = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return found;
  for (const item of list) {
    const { path, message } = (item ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path === 'string' && typeof message === 'string' && !found.has(path)) {
      found.set(path, message);
    }
  }
  return found;
}

type SectionProps = {
  draft: AvailabilityDraft;
  errors: FieldErrors;
  onChange: (next: (current: AvailabilityDraft) => AvailabilityDraft, path: string) => void;
};

function Card({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-maroon-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl text-maroon-800">
        {title}
      </h2>
      {intro ? <div className="mt-1 text-ink-700 text-sm">{intro}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

function WeeklyHours({ draft, errors, onChange }: SectionProps) {
  const { t } = useTranslation('admin');
  const setRanges = (day: Weekday, ranges: AvailabilityDraft['weeklyHours'][Weekday]) =>
    onChange(
      (current) => ({ ...current, weeklyHours: { ...current.weeklyHours, [day]: ranges } }),
      `weeklyHours.${day}`,
    );
  const regularLength = Number(draft.slotMinutes.regular.audio);
  const buffer = Number(draft.bufferMinutes);
  return (
    <Card
      id="weekly-hours"
      title={t('availability.weekly.title')}
      intro={t('availability.weekly.intro')}
    >
      <ul className="divide-y divide-maroon-50">
        {weekdays.map((day) => {
          const ranges = draft.weeklyHours[day];
          const dayErrors = errorsUnder(errors, `weeklyHours.${day}`);
          const dayName = t(`availability.weekdays.${day}`);
          const calls = callsInDay(ranges, regularLength, buffer);
          return (
            <li
              key={day}
              data-weekday={day}
              className="grid grid-cols-1 gap-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[9rem_minmax(0,1fr)]"
            >
              <div>
                <h3 className="font-semibold text-ink-900">{dayName}</h3>
                <p className="text-ink-500 text-sm">
                  {ranges.length === 0
                    ? t('availability.weekly.closed')
                    : t('availability.weekly.calls', { count: calls })}
                </p>
              </div>
              <div>
                {ranges.length > 0 ? (
                  <ul className="space-y-2">
                    {ranges.map((range, index) => (
                      <RangeRow
                        key={range.key}
                        dayName={dayName}
                        number={index + 1}
                        start={range.start}
                        end={range.end}
                        invalid={errorsUnder(errors, `weeklyHours.${day}.${index}`).length > 0}
                        onChange={(changed) =>
                          setRanges(
                            day,
                            ranges.map((item) =>
                              item.key === range.key ? { ...item, ...changed } : item,
                            ),
                          )
                        }
                        onRemove={() =>
                          setRanges(
                            day,
                            ranges.filter((item) => item.key !== range.key),
                          )
                        }
                      />
                    ))}
                  </ul>
                ) : null}
                {dayErrors.map((message) => (
                  <p
                    key={message}
                    className={fieldClasses.error}
                    data-error-for={`weeklyHours.${day}`}
                  >
                    {message}
                  </p>
                ))}
                {ranges.length < maxRangesADay ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-2 -ml-2"
                    onClick={() =>
                      setRanges(day, [...ranges, { key: newKey(), ...nextRange(ranges) }])
                    }
                  >
                    <PlusIcon aria-hidden="true" className="size-4" />
                    {t('availability.weekly.add', { day: dayName })}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** A new range: after the day's last one (an hour's break, two hours long), or 10:00-13:00. */
function nextRange(ranges: readonly { end: string }[]): { start: string; end: string } {
  const last = ranges.at(-1);
  if (!last || !/^\d{2}:\d{2}$/.test(last.end)) return { start: '10:00', end: '13:00' };
  const hour = Number(last.end.slice(0, 2));
  if (hour >= 21 || last.end === '00:00') return { start: '10:00', end: '13:00' };
  const clock = (h: number) => `${String(h).padStart(2, '0')}${last.end.slice(2)}`;
  return { start: clock(hour + 1), end: clock(Math.min(hour + 3, 23)) };
}

function RangeRow({
  dayName,
  number,
  start,
  end,
  invalid,
  onChange,
  onRemove,
}: {
  dayName: string;
  number: number;
  start: string;
  end: string;
  invalid: boolean;
  onChange: (changed: { start?: string; end?: string }) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const names = { day: dayName, number };
  const control = sizedControl(invalid, 'w-36 py-2 tabular-nums');
  return (
    // A unit of its own on a phone (the two times wrap under each other beside the remove
    // button); one line on a wider screen.
    <li>
      <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-center gap-2 rounded-xl border border-maroon-100 p-2 sm:flex sm:border-0 sm:p-0">
        <legend className="sr-only">{t('availability.weekly.range', names)}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-start`} className="sr-only">
            {t('availability.weekly.start', names)}
          </label>
          <input
            id={`${id}-start`}
            type="time"
            value={start}
            aria-invalid={invalid || undefined}
            onChange={(event) => onChange({ start: event.target.value })}
            className={control}
          />
          <span aria-hidden="true" className="text-ink-500">
            –
          </span>
          <label htmlFor={`${id}-end`} className="sr-only">
            {t('availability.weekly.end', names)}
          </label>
          <input
            id={`${id}-end`}
            type="time"
            value={end}
            aria-invalid={invalid || undefined}
            onChange={(event) => onChange({ end: event.target.value })}
            className={control}
          />
          <span className="text-ink-500 text-sm">{t('availability.ist')}</span>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('availability.weekly.remove', names)}
          title={t('availability.weekly.remove', names)}
          className="grid size-10 place-items-center rounded-full text-danger-600 hover:bg-danger-100 focus-visible:outline-2 focus-visible:outline-maroon-700"
        >
          <Trash2Icon aria-hidden="true" className="size-5" />
        </button>
      </fieldset>
    </li>
  );
}

function CallLengths({ draft, errors, onChange }: SectionProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  // A table's rows on a wide screen (package, audio, video); on a phone each package is a block
  // with its two fields side by side, each under its mode's name.
  const columns = 'sm:grid sm:grid-cols-[minmax(0,1fr)_11rem_11rem] sm:items-start sm:gap-4';
  return (
    <Card
      id="call-lengths"
      title={t('availability.lengths.title')}
      intro={t('availability.lengths.intro')}
    >
      <div
        aria-hidden="true"
        className={`hidden border-maroon-100 border-b pb-2 font-semibold text-maroon-900 text-sm ${columns}`}
      >
        <span>{t('availability.lengths.package')}</span>
        {consultationModes.map((mode) => (
          <span key={mode}>{t(`modes.${mode}`)}</span>
        ))}
      </div>
      <ul className="divide-y divide-maroon-50">
        {consultationPackageIds.map((id) => {
          const name = findConsultationPackage(id)?.name[language] ?? id;
          return (
            <li key={id} data-package={id} className={`py-3 ${columns}`}>
              <h3 className="font-semibold text-ink-900 sm:pt-2.5">{name}</h3>
              <div className="mt-2 grid grid-cols-2 gap-3 sm:contents">
                {consultationModes.map((mode) => (
                  <div key={mode}>
                    <p aria-hidden="true" className="mb-1 text-ink-500 text-sm sm:hidden">
                      {t(`modes.${mode}`)}
                    </p>
                    <MinutesInput
                      label={t('availability.lengths.field', {
                        package: name,
                        mode: t(`modes.${mode}`),
                      })}
                      unit={t('availability.minutes')}
                      value={draft.slotMinutes[id][mode]}
                      error={errorsUnder(errors, `slotMinutes.${id}.${mode}`)[0]}
                      min={15}
                      max={240}
                      step={5}
                      onChange={(value) =>
                        onChange(
                          (current) => ({
                            ...current,
                            slotMinutes: {
                              ...current.slotMinutes,
                              [id]: { ...current.slotMinutes[id], [mode]: value },
                            },
                          }),
                          `slotMinutes.${id}.${mode}`,
                        )
                      }
                    />
                  </div>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** A number of minutes (or hours, days) with its unit after it and its error under it. */
function MinutesInput({
  label,
  unit,
  value,
  error,
  onChange,
  ...limits
}: {
  label: string;
  unit: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  min: number;
  max: number;
  step?: number;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={sizedControl(Boolean(error), 'w-20 py-2 tabular-nums')}
          {...limits}
        />
        {/* On a phone the card's intro says the unit: the two fields stand side by side. */}
        <span className="text-ink-500 text-sm max-sm:hidden">{unit}</span>
      </div>
      <FieldError id={error ? `${id}-error` : undefined} error={error} />
    </div>
  );
}

function BookingWindow({ draft, errors, onChange }: SectionProps) {
  const { t } = useTranslation('admin');
  const field = (
    name: 'bufferMinutes' | 'noticeHours' | 'horizonDays',
    unit: string,
    limits: { min: number; max: number; step?: number },
  ) => (
    <FormField
      type="number"
      inputMode="numeric"
      name={name}
      label={t(`availability.window.${name}`)}
      hint={t(`availability.window.${name}Hint`, { unit })}
      value={draft[name]}
      error={errorsUnder(errors, name)[0]}
      onChange={(event) => {
        const { value } = event.target;
        onChange((current) => ({ ...current, [name]: value }), name);
      }}
      {...limits}
    />
  );
  return (
    <Card id="booking-window" title={t('availability.window.title')}>
      <div className="grid grid-cols-1 gap-5 md:grid-cols-3">
        {field('bufferMinutes', t('availability.minutes'), { min: 0, max: 120, step: 5 })}
        {field('noticeHours', t('availability.hours'), { min: 0, max: 720 })}
        {field('horizonDays', t('availability.days'), { min: 1, max: 365 })}
      </div>
    </Card>
  );
}

function DaysOff({ draft, errors, onChange }: SectionProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const dateId = useId();
  const noteId = useId();
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const today = zonedClock(Date.now(), indiaTimeZone).date;
  const setDays = (days: DayOffDraft[]) =>
    onChange((current) => ({ ...current, blockedDates: days }), 'blockedDates');

  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setProblem(t('availability.daysOff.chooseDate'));
      document.getElementById(dateId)?.focus();
      return;
    }
    if (draft.blockedDates.some((day) => day.date === date)) {
      setProblem(t('availability.daysOff.already'));
      document.getElementById(dateId)?.focus();
      return;
    }
    setDays(sortedDaysOff([...draft.blockedDates, { key: newKey(), date, note: note.trim() }]));
    setDate('');
    setNote('');
    setProblem(undefined);
  };

  const listErrors = errors.get('blockedDates');
  return (
    <Card
      id="days-off"
      title={t('availability.daysOff.title')}
      intro={t('availability.daysOff.intro')}
    >
      {draft.blockedDates.length === 0 ? (
        <p className="text-ink-500">{t('availability.daysOff.none')}</p>
      ) : (
        <ul className="divide-y divide-maroon-50 rounded-xl border border-maroon-100">
          {draft.blockedDates.map((day, index) => {
            const dayErrors = errorsUnder(errors, `blockedDates.${index}`);
            const past = day.date < today;
            const label = formatCalendarDate(day.date, language);
            return (
              <li
                key={day.key}
                data-day-off={day.date}
                className={`flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 ${past ? 'text-ink-500' : ''}`}
              >
                <span className="min-w-40 font-semibold tabular-nums">
                  {formatLongDate(day.date, language)}
                </span>
                <span className="min-w-0 flex-1 break-words">
                  {day.note || (
                    <span className="text-ink-500">{t('availability.daysOff.noNote')}</span>
                  )}
                  {past ? (
                    <span className="ml-2 rounded-full bg-cream-100 px-2 py-0.5 text-xs">
                      {t('availability.daysOff.past')}
                    </span>
                  ) : null}
                </span>
                <button
                  type="button"
                  onClick={() => setDays(draft.blockedDates.filter((item) => item.key !== day.key))}
                  aria-label={t('availability.daysOff.remove', { date: label })}
                  title={t('availability.daysOff.remove', { date: label })}
                  className="grid size-10 place-items-center rounded-full text-danger-600 hover:bg-danger-100 focus-visible:outline-2 focus-visible:outline-maroon-700"
                >
                  <Trash2Icon aria-hidden="true" className="size-5" />
                </button>
                {dayErrors.map((message) => (
                  <p key={message} className={`${fieldClasses.error} basis-full`}>
                    {message}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
      )}
      {listErrors ? <p className={fieldClasses.error}>{listErrors}</p> : null}

      <fieldset className="mt-5 rounded-xl bg-cream-50 p-4">
        <legend className="px-1 font-semibold text-ink-900">
          {t('availability.daysOff.addTitle')}
        </legend>
        <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
          <div>
            <label htmlFor={dateId} className={fieldClasses.label}>
              {t('availability.daysOff.date')}
            </label>
            <input
              id={dateId}
              type="date"
              min={today}
              value={date}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${dateId}-error` : undefined}
              onChange={(event) => {
                setDate(event.target.value);
                setProblem(undefined);
              }}
              className={sizedControl(Boolean(problem), 'w-full sm:w-48')}
            />
            <FieldError id={problem ? `${dateId}-error` : undefined} error={problem} />
          </div>
          <div>
            <label htmlFor={noteId} className={fieldClasses.label}>
              {t('availability.daysOff.note')}
            </label>
            <input
              id={noteId}
              type="text"
              maxLength={100}
              value={note}
              placeholder={t('availability.daysOff.notePlaceholder')}
              onChange={(event) => setNote(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
              className={fieldClasses.control(false)}
            />
          </div>
          <Button variant="outline" className="sm:mt-7" onClick={add}>
            <PlusIcon aria-hidden="true" className="size-4" />
            {t('availability.daysOff.add')}
          </Button>
        </div>
      </fieldset>
    </Card>
  );
}
