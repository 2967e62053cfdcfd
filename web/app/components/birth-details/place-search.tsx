import type { Place } from '@app/contract/astro';
import { MapPinIcon } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { FieldError, fieldClasses } from '~/components/ui/form-field';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { rememberChosenPlace } from './chosen-places';
import { placeName, placeRegion } from './place-names';
import { usePlaceSearch } from './use-place-search';

registerNamespace('birth-details');

type PlaceSearchProps = {
  /** The input's id; the list's and the messages' ids are made from it. */
  id: string;
  name?: string;
  label: ReactNode;
  /** The place chosen from the list, or null while none is. */
  value: Place | null;
  /** A place chosen from the list, or null as soon as the text no longer names the chosen one. */
  onChange: (place: Place | null) => void;
  error?: string | undefined;
  required?: boolean;
  /** E.g. to start loading what the form needs next. */
  onFocus?: () => void;
  className?: string;
};

/**
 * The birthplace field: a combobox (WAI-ARIA 1.2, list autocomplete) over the gazetteer's
 * `GET /places`. Typing in English or Devanagari lists the places whose names start with the
 * text; arrow keys move through the list, Enter or a click chooses, Escape closes it. Only a
 * place chosen from the list is a value (its coordinates and time zone come with it); the field
 * says where the chosen place is, or why nothing is listed.
 *
 *   <PlaceSearch id={`${idPrefix}-place`} label={t('place.label')} value={place}
 *     onChange={setPlace} error={errors.place} required />
 */
export function PlaceSearch({
  id,
  name = 'place',
  label,
  value,
  onChange,
  error,
  required,
  onFocus,
  className = '',
}: PlaceSearchProps) {
  const { t } = useTranslation('birth-details');
  const { language } = useLanguage();
  const [text, setText] = useState(() => (value ? placeName(value, language) : ''));
  const [shown, setShown] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A place put in from outside (a remembered chart, a shared link) shows its name.
  if (value !== shown) {
    setShown(value);
    if (value) setText(placeName(value, language));
  }

  const chosenText = value ? placeName(value, language) : null;
  const searchText = text === chosenText ? '' : text;
  const { status, places } = usePlaceSearch(searchText);
  const expanded = open && searchText.trim() !== '' && places.length > 0;
  const listId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (place: Place) => {
    rememberChosenPlace(place);
    onChange(place);
    setText(placeName(place, language));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = places.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!count) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) =>
        !expanded || current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count,
      );
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const place = places[Math.max(active, 0)];
      if (place) choose(place);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  // Under the field: why nothing is listed, or where the chosen place is; otherwise (for screen
  // readers only) how many places the list holds.
  let visibleStatus: string | null = null;
  if (searchText.trim() !== '' && status === 'failed') visibleStatus = t('place.failed');
  else if (searchText.trim() !== '' && status === 'offline')
    visibleStatus = t(places.length ? 'place.offline' : 'place.offlineNoMatch');
  else if (searchText.trim() !== '' && status === 'done' && places.length === 0)
    visibleStatus = t('place.noMatch', { text: searchText.trim() });
  else if (value) {
    visibleStatus = t('place.chosen', {
      region: placeRegion(value, language),
      latitude: t(value.lat < 0 ? 'place.south' : 'place.north', {
        value: Math.abs(value.lat).toFixed(2),
      }),
      longitude: t(value.lon < 0 ? 'place.west' : 'place.east', {
        value: Math.abs(value.lon).toFixed(2),
      }),
    });
  }
  const announcement = expanded ? t('place.found', { count: places.length }) : '';

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className={fieldClasses.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-600">
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        <MapPinIcon
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 size-5 text-saffron-700"
        />
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[statusId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-required={required || undefined}
          placeholder={t('place.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setOpen(true);
            onFocus?.();
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          className={`${fieldClasses.control(Boolean(error))} pr-10 pl-10`}
        />
        {status === 'searching' ? (
          <span
            aria-hidden="true"
            className="-translate-y-1/2 absolute top-1/2 right-3.5 size-4 animate-spin rounded-full border-2 border-gold-200 border-t-saffron-600"
          />
        ) : null}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('place.listLabel')}
        hidden={!expanded}
        // Keeps the focus in the input while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-gold-200 bg-white py-1 shadow-card"
      >
        {places.map((place, index) => {
          const own = placeName(place, language);
          const where = placeRegion(place, language);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses through the input (aria-activedescendant), as the combobox pattern has it
            // biome-ignore lint/a11y/useFocusableInteractive: the focus stays in the input
            <div
              key={place.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-place-id={place.id}
              onClick={() => choose(place)}
              className={`cursor-pointer px-4 py-2 ${index === active ? 'bg-saffron-100' : 'hover:bg-cream-100'}`}
            >
              <span className="block font-semibold text-ink-900">{own}</span>
              <span className="block text-ink-500 text-sm">
                {own === place.name ? where : `${place.name} · ${where}`}
              </span>
            </div>
          );
        })}
      </div>
      <p id={statusId} role="status" className={visibleStatus ? fieldClasses.hint : 'sr-only'}>
        {status === 'searching' ? t('place.searching') : (visibleStatus ?? announcement)}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
