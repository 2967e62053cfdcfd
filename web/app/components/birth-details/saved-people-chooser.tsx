import type { SavedPerson } from '@app/contract/account';
import { UserRoundCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from '~/components/ui/localized-link';
import { useTranslation } from '~/lib/i18n';
import { useSavedPeople } from './saved-people';
import { birthDetailsOfSavedPerson } from './stored-birth';
import type { BirthDetailsState } from './use-birth-details';

/**
 * "Fill in for": one button per person the signed-in account saved (issue 33), above a birth
 * form's fields; one tap puts that person's birth details in. Nothing shows for a visitor, for an
 * account without saved people, or while the list loads; the list loads only when signed in.
 */
export default function SavedPeopleChooser({ person }: { person: BirthDetailsState }) {
  const { t } = useTranslation('birth-details');
  const { people } = useSavedPeople();
  const [filledWith, setFilledWith] = useState<SavedPerson | null>(null);
  if (!people || people.length === 0) return null;

  return (
    <section
      aria-labelledby={`${person.idPrefix}-saved-title`}
      data-testid="saved-people-chooser"
      className="rounded-2xl border border-gold-200 bg-cream-50 p-4 sm:col-span-2"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p
          id={`${person.idPrefix}-saved-title`}
          className="flex items-center gap-2 font-semibold text-maroon-800"
        >
          <UserRoundCheckIcon aria-hidden="true" className="size-5 shrink-0" />
          {t('saved.title')}
        </p>
        <Link
          to="/account#saved-people"
          className="text-maroon-700 text-sm underline underline-offset-2 hover:text-maroon-900"
        >
          {t('saved.manage')}
        </Link>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2">
        {people.map((saved) => (
          <li key={saved._id}>
            <button
              type="button"
              aria-pressed={filledWith?._id === saved._id}
              onClick={() => {
                person.replace(birthDetailsOfSavedPerson(saved));
                setFilledWith(saved);
              }}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-maroon-100 bg-white px-4 font-semibold text-maroon-800 transition-colors hover:border-maroon-300 hover:bg-maroon-50 focus-visible:outline-2 focus-visible:outline-gold-400 aria-pressed:border-maroon-700 aria-pressed:bg-maroon-700 aria-pressed:text-white"
            >
              {saved.name}
              <span className="font-normal text-sm opacity-80">
                · {t(`saved.relations.${saved.relation}`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 text-ink-700 text-sm empty:hidden">
        {filledWith ? t('saved.filled', { name: filledWith.name }) : ''}
      </p>
    </section>
  );
}
