import type { Slot } from '@app/contract/consultation-slots';
import { longMonthNames } from '@app/contract/intl-formatters';
import { site } from '@app/contract/site';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '~/components/ui/button';
import { FieldError } from '~/components/ui/form-field';
import { IconButton } from '~/components/ui/icon-button';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import {
  addDays,
  formatLongDate,
  formatZonedDateTime,
  formatZonedTime,
  indiaTimeZone,
  slotsByLocalDate,
  weekdayNames,
  weekdayOf,
  zonedClock,
} from '~/lib/consultation-time';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import type { ResourceState } from '~/lib/use-api-resource';
import { TimeZoneSelect } from './time-zone-select';

/** `YYYY-MM` of the month after (or before) `month`. */
function shiftMonth(month: string, by: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, number - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
}

/** The dates of a month's grid, Monday first: null for the blanks before the 1st. */
function monthCells(month: string): (string | null)[] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) cells.push(date);
  return cells;
}

/**
 * The time picker of a consultation (the booking page, a move): the days of the coming weeks
 * as a month calendar a thumb can use (days with free time stand out, the rest are disabled),
 * then that day's free times, each on the visitor's clock with India's beside it. Days are the
 * visitor's own dates (a morning call in India is an evening call the day before in
 * California). `value` is the chosen slot's start; `zone` null until the page has hydrated.
 */
export function SlotPicker({
  slots,
  onRetry,
  zone,
  onZoneChange,
  value,
  onChange,
  error,
  errorId,
}: {
  slots: ResourceState<Slot[]>;
  onRetry: () => void;
  zone: string | null;
  onZoneChange: (zone: string) => void;
  value: string | null;
  onChange: (slot: Slot) => void;
  /** "Choose a time for your call." after a submit without one. */
  error?: string;
  /** The id of the error text, for the form to point at. */
  errorId?: string;
}) {
  const { t } = useTranslation('booking');

  if (slots.kind === 'failed') {
    return (
      <div className="rounded-xl border border-danger-600/30 bg-danger-100/40 p-4 text-center">
        <p className="text-ink-700">{t('picker.failed')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          {t('picker.retry')}
        </Button>
      </div>
    );
  }
  if (slots.kind === 'loading' || !zone) {
    return (
      <SkeletonGroup label={t('picker.loading')} className="text-maroon-900">
        <Skeleton className="h-18 w-full" />
        <Skeleton className="mt-4 h-8 w-1/2" />
        <Skeleton className="mt-3 h-64 w-full" />
        <Skeleton className="mt-4 h-28 w-full" />
      </SkeletonGroup>
    );
  }
  return (
    <div className="grid gap-5">
      <TimeZoneSelect zone={zone} onChange={onZoneChange} />
      {slots.data.length === 0 ? (
        <p
          data-testid="no-free-slots"
          className="rounded-xl border border-gold-300 bg-cream-50 p-4 text-ink-700"
        >
          {t('picker.none', { phone: site.phones[0] })}
        </p>
      ) : (
        <SlotCalendar
          slots={slots.data}
          zone={zone}
          value={value}
          onChange={onChange}
          error={error}
          errorId={errorId}
        />
      )}
    </div>
  );
}

function SlotCalendar({
  slots,
  zone,
  value,
  onChange,
  error,
  errorId,
}: {
  slots: Slot[];
  zone: string;
  value: string | null;
  onChange: (slot: Slot) => void;
  error?: string;
  errorId?: string;
}) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const name = useId();
  const days = useMemo(() => slotsByLocalDate(slots, zone), [slots, zone]);
  const dates = [...days.keys()];
  const firstDate = dates[0] ?? zonedClock(Date.now(), zone).date;
  const lastDate = dates.at(-1) ?? firstDate;
  const today = zonedClock(Date.now(), zone).date;
  // What the visitor picked counts for the zone it was picked in; a change of zone starts from
  // the chosen time's own day (or the first free one).
  const [picked, setPicked] = useState<{ zone: string; date: string } | null>(null);
  const [shown, setShown] = useState<{ zone: string; month: string } | null>(null);
  const chosenDate = value ? zonedClock(value, zone).date : null;
  const selectedDate =
    picked?.zone === zone
      ? picked.date
      : chosenDate && days.has(chosenDate)
        ? chosenDate
        : firstDate;
  const month = shown?.zone === zone ? shown.month : selectedDate.slice(0, 7);
  const firstMonth = (today < firstDate ? today : firstDate).slice(0, 7);
  const lastMonth = lastDate.slice(0, 7);
  const daySlots = days.get(selectedDate) ?? [];
  const inIndia = zone === indiaTimeZone;
  const [year, monthNumber] = month.split('-').map(Number);
  const monthTitle = `${longMonthNames[language][(monthNumber ?? 1) - 1]} ${year}`;
  const minutes = slots[0]
    ? Math.round((Date.parse(slots[0].end) - Date.parse(slots[0].start)) / 60_000)
    : 0;

  const pickDate = (date: string) => {
    setPicked({ zone, date });
    setShown({ zone, month: date.slice(0, 7) });
  };

  return (
    <div className="grid gap-5 @2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] @2xl:items-start">
      <div
        data-testid="slot-calendar"
        className="rounded-xl border border-gold-200 bg-white p-3 shadow-xs sm:p-4"
      >
        <div className="flex items-center justify-between gap-2">
          <IconButton
            icon={ChevronLeftIcon}
            label={t('picker.previousMonth')}
            onClick={() => setShown({ zone, month: shiftMonth(month, -1) })}
            disabled={month <= firstMonth}
            className="text-maroon-700 hover:bg-maroon-50 disabled:opacity-30"
          />
          <p aria-live="polite" className="font-display text-lg text-maroon-800">
            {monthTitle}
          </p>
          <IconButton
            icon={ChevronRightIcon}
            label={t('picker.nextMonth')}
            onClick={() => setShown({ zone, month: shiftMonth(month, 1) })}
            disabled={month >= lastMonth}
            className="text-maroon-700 hover:bg-maroon-50 disabled:opacity-30"
          />
        </div>
        <div
          aria-hidden="true"
          className="mt-2 grid grid-cols-7 gap-1 text-center font-semibold text-ink-500 text-xs"
        >
          {weekdayNames[language].short.map((day) => (
            <span key={day}>{day}</span>
          ))}
        </div>
        <div className="mt-1 grid grid-cols-7 gap-1">
          {monthCells(month).map((date, index) => {
            if (!date) {
              // biome-ignore lint/suspicious/noArrayIndexKey: the blanks before the 1st, fixed
              return <span key={`blank-${index}`} aria-hidden="true" />;
            }
            const free = days.get(date)?.length ?? 0;
            const selected = date === selectedDate;
            const long = formatLongDate(date, language);
            return (
              <button
                key={date}
                type="button"
                data-date={date}
                data-free={free}
                disabled={free === 0}
                aria-pressed={free > 0 ? selected : undefined}
                aria-label={
                  free > 0
                    ? t('picker.dayFree', { date: long, count: free })
                    : t('picker.dayFull', { date: long })
                }
                onClick={() => pickDate(date)}
                className={`relative grid h-11 place-items-center rounded-lg font-semibold text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-saffron-500 ${
                  selected
                    ? 'bg-maroon-700 text-white shadow-card'
                    : free > 0
                      ? 'bg-gold-100 text-maroon-800 hover:bg-gold-200'
                      : 'cursor-default text-ink-500/50'
                } ${date === today && !selected ? 'ring-1 ring-saffron-500' : ''}`}
              >
                {Number(date.slice(8))}
                {free > 0 && !selected ? (
                  <span
                    aria-hidden="true"
                    className="absolute bottom-1 size-1 rounded-full bg-saffron-600"
                  />
                ) : null}
              </button>
            );
          })}
        </div>
      </div>

      <fieldset
        data-testid="slot-times"
        aria-describedby={error ? errorId : undefined}
        className="min-w-0"
      >
        <legend className="font-semibold text-ink-900">
          {t('picker.timesOf', { date: formatLongDate(selectedDate, language, { year: false }) })}
        </legend>
        {daySlots.length === 0 ? (
          <p className="mt-2 text-ink-500 text-sm">{t('picker.chooseDay')}</p>
        ) : (
          <div className="mt-3 grid grid-cols-2 gap-2 min-[420px]:grid-cols-3">
            {daySlots.map((slot) => {
              const checked = slot.start === value;
              return (
                <label
                  key={slot.start}
                  data-testid="slot-option"
                  data-start={slot.start}
                  className={`flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-xl border-2 px-2 py-1.5 text-center transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron-500 ${
                    checked
                      ? 'border-maroon-700 bg-maroon-700 text-white'
                      : 'border-gold-300 bg-white text-maroon-800 hover:border-maroon-700'
                  }`}
                >
                  <input
                    type="radio"
                    name={name}
                    value={slot.start}
                    checked={checked}
                    onChange={() => onChange(slot)}
                    className="sr-only"
                  />
                  <span className="font-semibold tabular-nums">
                    {formatZonedTime(slot.start, zone, language)}
                  </span>
                  {inIndia ? null : (
                    <span
                      className={`text-xs tabular-nums ${checked ? 'text-cream-100' : 'text-ink-500'}`}
                    >
                      {t('picker.ist', {
                        time: formatZonedTime(slot.start, indiaTimeZone, language),
                      })}
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        )}
        {minutes ? (
          <p className="mt-3 text-ink-500 text-sm">{t('picker.length', { count: minutes })}</p>
        ) : null}
        <FieldError id={errorId} error={error} />
        <div aria-live="polite">
          {value ? (
            <div
              data-testid="chosen-slot"
              className="mt-4 rounded-xl border border-gold-300 bg-cream-50 px-4 py-3 text-sm"
            >
              <p className="font-semibold text-maroon-800">
                {t('picker.chosen', { when: formatZonedDateTime(value, zone, language) })}
              </p>
              {inIndia ? null : (
                <p className="mt-0.5 text-ink-700">
                  {t('picker.chosenIst', {
                    when: formatZonedDateTime(value, indiaTimeZone, language),
                  })}
                </p>
              )}
            </div>
          ) : null}
        </div>
      </fieldset>
    </div>
  );
}
