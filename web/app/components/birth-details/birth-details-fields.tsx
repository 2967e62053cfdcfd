import { ChevronDownIcon, Clock3Icon, ShieldCheckIcon } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { FieldError, FormField, fieldClasses } from '~/components/ui/form-field';
import { useAstroEngine } from '~/lib/astro-engine';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import {
  type BirthDetails,
  birthDate,
  offsetPresets,
  parseOffset,
  unknownTimeNoon,
} from './birth-details';
import { type OffsetInUse, offsetName, offsetWords } from './offset-words';
import { placeName } from './place-names';
import { PlaceSearch } from './place-search';
import { SavedPeopleChooser } from './saved-choosers';
import type { BirthDetailsState } from './use-birth-details';

registerNamespace('birth-details');

const days = Array.from({ length: 31 }, (_, index) => String(index + 1));
const selectClasses = (hasError: boolean) =>
  `${fieldClasses.control(hasError)} appearance-none pr-9`;

/**
 * One person's birth details: name (optional unless the state requires it), date of birth (day,
 * month, year: an impossible date is the engine's to explain), time of birth or "I don't know",
 * the place from the gazetteer, and the time zone offset the engine will use, in words, with a
 * way to change it (Bombay or Calcutta time, any offset). Every message sits next to its field.
 * Focusing or typing in any field starts loading the astrology engine (lib/astro-engine.ts).
 * Put it in a <form noValidate> of your own; two of them (with `legend`) for matching.
 *
 *   const person = useBirthDetails({ idPrefix: useId() });
 *   <form noValidate onSubmit={...}><BirthDetailsFields person={person} /> ...</form>
 */
export function BirthDetailsFields({
  person,
  legend,
  showName = true,
}: {
  person: BirthDetailsState;
  /** A heading for this person's fields (matching: "Boy", "Girl"). */
  legend?: ReactNode;
  showName?: boolean;
}) {
  const { t } = useTranslation('birth-details');
  const astro = useAstroEngine();
  const { idPrefix: id, details, errors, update } = person;
  const months = t('date.months', { returnObjects: true }) as string[];
  const dateErrorId = `${id}-date-error`;
  const startEngine = () => void astro.load();

  const fields = (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus and input bubble up from the fields; they only start loading the engine
    <div className="grid gap-5 sm:grid-cols-2" onFocus={startEngine} onInput={startEngine}>
      <SavedPeopleChooser person={person} />
      {showName ? (
        <FormField
          className="sm:col-span-2"
          id={`${id}-name`}
          name="name"
          label={t('name.label')}
          hint={person.requireName ? t('name.requiredHint') : t('name.hint')}
          autoComplete="name"
          required={person.requireName}
          value={details.name}
          error={errors.name}
          onChange={(event) => update({ name: event.target.value })}
        />
      ) : null}

      <fieldset
        className="sm:col-span-2"
        aria-describedby={errors.date ? dateErrorId : undefined}
        aria-invalid={errors.date ? true : undefined}
      >
        <legend className={fieldClasses.label}>
          {t('date.legend')}
          <span aria-hidden="true" className="ml-0.5 text-danger-600">
            *
          </span>
        </legend>
        <div className="grid grid-cols-[minmax(5.25rem,0.9fr)_minmax(0,1.4fr)_minmax(0,1fr)] gap-2 sm:gap-3">
          <SelectBox
            id={`${id}-day`}
            name="day"
            label={t('date.day')}
            value={details.day}
            hasError={Boolean(errors.date)}
            autoComplete="bday-day"
            onChange={(day) => update({ day })}
          >
            {days.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </SelectBox>
          <SelectBox
            id={`${id}-month`}
            name="month"
            label={t('date.month')}
            value={details.month}
            hasError={Boolean(errors.date)}
            autoComplete="bday-month"
            onChange={(month) => update({ month })}
          >
            {months.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </SelectBox>
          <div>
            <label htmlFor={`${id}-year`} className="sr-only">
              {t('date.year')}
            </label>
            <input
              id={`${id}-year`}
              name="year"
              inputMode="numeric"
              autoComplete="bday-year"
              maxLength={4}
              placeholder={t('date.yearPlaceholder')}
              value={details.year}
              aria-invalid={errors.date ? true : undefined}
              onChange={(event) => update({ year: event.target.value.replace(/\D/g, '') })}
              className={fieldClasses.control(Boolean(errors.date))}
            />
          </div>
        </div>
        <FieldError id={dateErrorId} error={errors.date} />
      </fieldset>

      <div className="sm:col-span-2">
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 sm:items-end">
          <FormField
            id={`${id}-time`}
            name="time"
            type="time"
            label={t('time.label')}
            required={!details.timeUnknown}
            disabled={details.timeUnknown}
            value={details.timeUnknown ? '' : details.time}
            error={errors.time}
            onChange={(event) => update({ time: event.target.value })}
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-ink-700 sm:mb-0.5">
            <input
              type="checkbox"
              name="timeUnknown"
              checked={details.timeUnknown}
              onChange={(event) => update({ timeUnknown: event.target.checked })}
              className="size-5 shrink-0 accent-maroon-700"
            />
            {t('time.unknown')}
          </label>
        </div>
        <p className={fieldClasses.hint}>
          {details.timeUnknown ? t('time.unknownNote') : t('time.hint')}
        </p>
      </div>

      <PlaceSearch
        className="sm:col-span-2"
        id={`${id}-place`}
        label={t('place.label')}
        required
        value={details.place}
        error={errors.place}
        onChange={(place) => update({ place })}
      />

      <TimeZone person={person} />
    </div>
  );

  if (!legend) return fields;
  return (
    <fieldset>
      <legend className="mb-4 font-display text-2xl text-maroon-800">{legend}</legend>
      {fields}
    </fieldset>
  );
}

/**
 * "Your birth details stay on this device": for the calculators, which compute in the browser.
 * Put it next to the form's button.
 */
export function BirthPrivacyNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation('birth-details');
  return (
    <p className={`flex items-start gap-2 text-ink-700 text-sm leading-snug ${className}`}>
      <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
      <span>
        <span className="font-semibold text-ink-900">{t('privacyTitle')} </span>
        {t('privacy')}
      </span>
    </p>
  );
}

function SelectBox({
  id,
  name,
  label,
  value,
  hasError,
  autoComplete,
  onChange,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  hasError: boolean;
  autoComplete: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={hasError || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${selectClasses(hasError)} ${value === '' ? 'text-ink-500' : ''}`}
      >
        <option value="">{label}</option>
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-4 text-ink-500"
      />
    </div>
  );
}

const customChoice = 'custom';

/**
 * The offset the chart will use, in words ("India Standard Time, UTC+5:30"), and the panel to
 * change it. The zone's offset needs the engine (it reads the tz history through Intl), so it
 * shows once the engine, the date and the place are there.
 */
function TimeZone({ person }: { person: BirthDetailsState }) {
  const { t } = useTranslation('birth-details');
  const { language } = useLanguage();
  const { engine } = useAstroEngine();
  const { idPrefix: id, details, errors, update } = person;
  const [opened, setOpened] = useState(false);
  const [customChosen, setCustomChosen] = useState(false);
  const open = opened || Boolean(errors.offset);

  const fromZone = useMemo(() => zoneOffset(engine, details), [engine, details]);
  const override = details.offset.trim() === '' ? null : parseOffset(details.offset);
  const inUse: OffsetInUse | null =
    override !== null && fromZone
      ? { ...fromZone, minutes: override, source: 'override' }
      : override !== null
        ? {
            minutes: override,
            zone: details.place?.zone ?? null,
            source: 'override',
            at: new Date(),
          }
        : fromZone;

  const presetOffsets: readonly string[] = offsetPresets.map((preset) => preset.offset);
  const choice =
    details.offset === '' && !customChosen
      ? ''
      : presetOffsets.includes(details.offset) && !customChosen
        ? details.offset
        : customChoice;
  const panelId = `${id}-offset-panel`;
  const errorId = `${id}-offset-error`;

  return (
    <div className="sm:col-span-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-gold-200 bg-cream-100 px-4 py-3">
        <Clock3Icon aria-hidden="true" className="size-5 shrink-0 text-saffron-700" />
        {/* A basis, not flex-1's zero: on a phone the button wraps under the words instead of
            squeezing them into a column a word wide. */}
        <p className="min-w-0 flex-[1_1_13rem] text-ink-700 text-sm" aria-live="polite">
          <span className="font-semibold text-ink-900">{t('offset.label')}: </span>
          {inUse ? (
            <>
              <span data-testid="offset-words" className="font-semibold text-maroon-800">
                {offsetWords(inUse, language)}
              </span>{' '}
              {offsetName(inUse) === 'given' ? null : (
                <span className="text-ink-500">
                  (
                  {inUse.source === 'override'
                    ? t('offset.override')
                    : t('offset.fromZone', {
                        place: details.place ? placeName(details.place, language) : '',
                      })}
                  )
                </span>
              )}
            </>
          ) : (
            <span className="text-ink-500">{t('offset.waiting')}</span>
          )}
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpened(!open)}
          className="rounded-full px-2 py-1 font-semibold text-maroon-700 text-sm underline decoration-maroon-300 underline-offset-4 hover:text-maroon-800 hover:decoration-maroon-700"
        >
          {t('offset.change')}
        </button>
      </div>
      <div id={panelId} hidden={!open} className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className={choice === customChoice ? '' : 'sm:col-span-2'}>
          <label htmlFor={`${id}-offset-choice`} className={fieldClasses.label}>
            {t('offset.choice')}
          </label>
          <div className="relative">
            <select
              id={`${id}-offset-choice`}
              value={choice}
              aria-invalid={errors.offset && choice !== customChoice ? true : undefined}
              onChange={(event) => {
                const value = event.target.value;
                setCustomChosen(value === customChoice);
                update({ offset: value === customChoice ? details.offset : value });
              }}
              className={selectClasses(false)}
            >
              <option value="">
                {fromZone
                  ? t('offset.zoneOptionWith', { words: offsetWords(fromZone, language) })
                  : t('offset.zoneOption')}
              </option>
              {offsetPresets.map((preset) => (
                <option key={preset.id} value={preset.offset}>
                  {t(`offset.presets.${preset.id}`)}
                </option>
              ))}
              <option value={customChoice}>{t('offset.other')}</option>
            </select>
            <ChevronDownIcon
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-4 text-ink-500"
            />
          </div>
        </div>
        {choice === customChoice ? (
          <FormField
            id={`${id}-offset`}
            name="offset"
            label={t('offset.custom')}
            placeholder="+05:30"
            inputMode="text"
            value={details.offset}
            hint={t('offset.customHint')}
            error={errors.offset}
            onChange={(event) => update({ offset: event.target.value })}
          />
        ) : errors.offset ? (
          <p id={errorId} className={`${fieldClasses.error} sm:col-span-2`}>
            {errors.offset}
          </p>
        ) : null}
        <p className={`${fieldClasses.hint} sm:col-span-2`}>{t('offset.cityTimeHint')}</p>
      </div>
    </div>
  );
}

/** The offset the place's clocks kept at the birth (its zone's history), once it can be known. */
function zoneOffset(
  engine: ReturnType<typeof useAstroEngine>['engine'],
  details: BirthDetails,
): OffsetInUse | null {
  const date = birthDate(details);
  const place = details.place;
  if (!engine || !place || date === '') return null;
  const time = /^\d{2}:\d{2}$/.test(details.time) && !details.timeUnknown ? details.time : null;
  // The birth's own time, else (not given, or skipped by a clock change, which the engine
  // explains when the form is sent) the day's noon.
  for (const at of time ? [time, unknownTimeNoon] : [unknownTimeNoon]) {
    try {
      const moment = engine.resolveBirthMoment({
        date,
        time: at,
        lat: place.lat,
        lon: place.lon,
        zone: place.zone,
      });
      return { minutes: moment.utcOffsetMinutes, zone: place.zone, source: 'zone', at: moment.utc };
    } catch {
      // Try noon; an impossible date gets no offset.
    }
  }
  return null;
}
