import type { Place } from '@app/contract/astro';
import { MapPinIcon } from 'lucide-react';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useSavedPeople } from './saved-people';
import { birthDetailsOfSavedPerson } from './stored-birth';

registerNamespace('birth-details');

/**
 * The places of the signed-in account's saved people, one button each (issue 33): one tap sets
 * the panchang's or the calendar's place to it. Nothing shows for a visitor or an account without
 * saved people. Each place once, named with the people born there.
 */
export default function SavedPlacesChooser({
  current,
  onChoose,
}: {
  current: Place | null;
  onChoose: (place: Place) => void;
}) {
  const { t } = useTranslation('birth-details');
  const { people } = useSavedPeople();
  if (!people || people.length === 0) return null;
  const places = new Map<string, { place: Place; names: string[] }>();
  for (const person of people) {
    const place = birthDetailsOfSavedPerson(person).place;
    if (!place) continue;
    const entry = places.get(place.id) ?? { place, names: [] };
    entry.names.push(person.name);
    places.set(place.id, entry);
  }
  return (
    <div data-testid="saved-places-chooser" className="mt-3">
      <p className="font-semibold text-ink-700 text-sm">{t('saved.places')}</p>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {[...places.values()].map(({ place, names }) => (
          <li key={place.id}>
            <button
              type="button"
              aria-pressed={current?.id === place.id}
              onClick={() => onChoose(place)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-maroon-100 bg-white px-3.5 text-left text-maroon-800 text-sm transition-colors hover:border-maroon-300 hover:bg-maroon-50 focus-visible:outline-2 focus-visible:outline-gold-400 aria-pressed:border-maroon-700 aria-pressed:bg-maroon-700 aria-pressed:text-white"
            >
              <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
              <span>
                <span className="font-semibold">{place.name}</span>
                <span className="opacity-80"> · {names.join(', ')}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
