import type { Bilingual } from '@app/astro/names';
import type { Place } from '@app/contract/astro';
import { useId } from 'react';
import { placeName, placeRegion } from '~/components/birth-details/place-names';
import { PlaceSearch } from '~/components/birth-details/place-search';
import { SavedPlacesChooser } from '~/components/birth-details/saved-choosers';
import { fieldClasses } from '~/components/ui/form-field';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import type { ComputationStatus } from '../hooks/use-place-computation';

/**
 * The place a calendar page is for, and the city field that changes it (the gazetteer's place
 * search; the choice is remembered on the device and shared with the panchang), with what is
 * happening: computing for another city, the engine not loaded, a place the engine refuses.
 */
export function PlaceBar({
  shownPlace,
  computation,
  zone,
}: {
  /** The place of the dates on screen. */
  shownPlace: Place;
  computation: {
    place: Place;
    status: ComputationStatus;
    problem: Bilingual | null;
    prepare: () => void;
    retry: () => void;
    choosePlace: (place: Place) => void;
  };
  /** "Times in India Standard Time, UTC+5:30", on pages that show times. */
  zone?: string;
}) {
  const { t } = useTranslation('calendar');
  const { language } = useLanguage();
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:items-start md:gap-8">
      <div>
        <p className="font-semibold text-ink-900 text-lg" data-calendar-place={shownPlace.id}>
          {t('place.for', {
            place: placeName(shownPlace, language),
            region: placeRegion(shownPlace, language),
          })}
        </p>
        {zone ? <p className="mt-0.5 text-ink-700 text-sm">{zone}</p> : null}
        <div aria-live="polite" className="empty:hidden">
          {computation.status === 'computing' ? (
            <p className="mt-3 inline-flex items-center gap-2 text-ink-700 text-sm">
              <span
                aria-hidden="true"
                className="size-4 shrink-0 animate-spin rounded-full border-2 border-gold-200 border-t-saffron-600"
              />
              {t('place.computing', { place: placeName(computation.place, language) })}
            </p>
          ) : null}
          {computation.problem ? (
            <p className="mt-3 font-semibold text-danger-600 text-sm">
              {t('place.problem', { message: computation.problem[language] })}
            </p>
          ) : null}
        </div>
        {computation.status === 'engine-failed' ? (
          <div
            role="alert"
            className="mt-3 flex flex-col gap-3 rounded-xl border border-danger-600/30 bg-danger-100 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="font-semibold text-danger-600 text-sm">{t('place.engineFailed')}</p>
            <button
              type="button"
              onClick={computation.retry}
              className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-maroon-700 px-6 font-semibold text-white hover:bg-maroon-800 focus-visible:outline-2 focus-visible:outline-maroon-700 focus-visible:outline-offset-2"
            >
              {t('place.retry')}
            </button>
          </div>
        ) : null}
      </div>
      <div onPointerDown={computation.prepare}>
        <PlaceSearch
          id={`${id}-place`}
          label={t('place.label')}
          value={computation.place}
          onFocus={computation.prepare}
          onChange={(chosen) => {
            if (chosen) computation.choosePlace(chosen);
          }}
        />
        <p className={fieldClasses.hint}>{t('place.hint')}</p>
        <SavedPlacesChooser current={computation.place} onChoose={computation.choosePlace} />
      </div>
    </div>
  );
}
