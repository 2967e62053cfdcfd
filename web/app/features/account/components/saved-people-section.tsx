import type { SavedPerson } from '@app/contract/account';
import {
  maxSavedPeople,
  type Relation,
  relations,
  savedPersonConsent,
} from '@app/contract/saved-person-terms';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { chartInputOf } from '~/components/birth-details/birth-details';
import { BirthDetailsFields } from '~/components/birth-details/birth-details-fields';
import {
  reloadSavedPeople,
  setSavedPeople,
  useSavedPeople,
} from '~/components/birth-details/saved-people';
import {
  birthDetailsOfSavedPerson,
  savedPersonBodyOf,
} from '~/components/birth-details/stored-birth';
import { useBirthDetails } from '~/components/birth-details/use-birth-details';
import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription } from '~/components/ui/dialog';
import { FieldError, FormField, fieldClasses } from '~/components/ui/form-field';
import { Skeleton, SkeletonGroup } from '~/components/ui/skeleton';
import { useToast } from '~/components/ui/toast';
import { addSavedPerson, changeSavedPerson, removeSavedPerson } from '~/lib/account-api';
import { ApiError } from '~/lib/api-client';
import { birthInputProblem, useAstroEngine } from '~/lib/astro-engine';
import { formatDay } from '~/lib/astro-format';
import { formatDate } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { ConsentHistory } from './consent-history';

/** What the form is for: a new person (perhaps "Me", from the sky card's button) or a change. */
export type PersonFormTarget =
  | { kind: 'add'; relation: Relation }
  | { kind: 'edit'; person: SavedPerson };

/**
 * The account's saved people (issue 33): each with their birth in words, the date of the consent
 * they were saved under, and buttons to change or remove them; "Add a person" opens the form
 * (name, relation, the site's birth fields, the consent's own words to tick). Without consent
 * nothing is sent. The list is the one the birth forms' chooser shows (saved-people.ts).
 */
export function SavedPeopleSection({
  formTarget,
  onFormTargetChange,
}: {
  formTarget: PersonFormTarget | null;
  onFormTargetChange: (target: PersonFormTarget | null) => void;
}) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const toast = useToast();
  const { people, failed, userId } = useSavedPeople();
  const [removing, setRemoving] = useState<SavedPerson | null>(null);
  const [busy, setBusy] = useState(false);
  const [consentsVersion, setConsentsVersion] = useState(0);

  async function confirmRemove() {
    if (!removing || !userId || !people) return;
    setBusy(true);
    try {
      const reply = await removeSavedPerson(removing._id);
      setSavedPeople(
        userId,
        people.filter((person) => person._id !== removing._id),
      );
      setConsentsVersion((version) => version + 1);
      toast.success(reply.message);
      setRemoving(null);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.kind === 'refused' ? error.message : t('failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p className="max-w-2xl text-ink-700">{t('people.intro')}</p>
      {failed ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-ink-700">{t('people.failed')}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => (userId ? reloadSavedPeople(userId) : undefined)}
          >
            {t('retry')}
          </Button>
        </div>
      ) : !people ? (
        <SkeletonGroup label={t('people.loading')} className="mt-4 space-y-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </SkeletonGroup>
      ) : (
        <>
          {people.length === 0 ? (
            <p className="mt-4 rounded-2xl bg-cream-50 p-4 text-ink-700">{t('people.empty')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-cream-200 rounded-2xl border border-cream-200">
              {people.map((person) => (
                <li
                  key={person._id}
                  data-testid="saved-person"
                  className="flex flex-wrap items-center justify-between gap-3 p-4"
                >
                  <div className="min-w-0">
                    <p className="font-semibold text-ink-900">
                      {person.name}{' '}
                      <span className="ml-1 rounded-full bg-gold-100 px-2 py-0.5 font-normal text-gold-700 text-sm">
                        {t(`saved.relations.${person.relation}`, { ns: 'birth-details' })}
                      </span>
                    </p>
                    <p className="mt-1 text-ink-700 text-sm">
                      {t('people.born', {
                        date: formatDay(`${person.date}T12:00:00Z`, 'UTC', language),
                        time: person.time ?? t('people.timeUnknown'),
                        place: person.placeName,
                      })}
                    </p>
                    <p className="mt-0.5 text-ink-500 text-xs">
                      {t('people.consentGiven', {
                        date: formatDate(person.consent.givenAt, language),
                      })}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onFormTargetChange({ kind: 'edit', person })}
                      aria-label={t('people.editNamed', { name: person.name })}
                    >
                      <PencilIcon aria-hidden="true" className="size-4" />
                      {t('people.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setRemoving(person)}
                      aria-label={t('people.removeNamed', { name: person.name })}
                    >
                      <Trash2Icon aria-hidden="true" className="size-4" />
                      {t('people.remove')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {formTarget ? (
            <PersonForm
              key={
                formTarget.kind === 'edit' ? formTarget.person._id : `add-${formTarget.relation}`
              }
              target={formTarget}
              onDone={() => {
                onFormTargetChange(null);
                setConsentsVersion((version) => version + 1);
              }}
            />
          ) : people.length < maxSavedPeople ? (
            <Button
              className="mt-4"
              onClick={() => onFormTargetChange({ kind: 'add', relation: 'self' })}
            >
              <PlusIcon aria-hidden="true" className="size-5" />
              {t('people.add')}
            </Button>
          ) : (
            <p className="mt-4 text-ink-700">{t('people.limit', { count: maxSavedPeople })}</p>
          )}
        </>
      )}
      <ConsentHistory
        version={consentsVersion}
        onWithdrawn={() => userId && reloadSavedPeople(userId)}
      />
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('people.removeTitle', { name: removing?.name ?? '' })}
        size="sm"
        dismissible={!busy}
      >
        <div className="px-6 pt-4 pb-6">
          <DialogDescription className="text-ink-700">{t('people.removeText')}</DialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setRemoving(null)} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void confirmRemove()} disabled={busy} aria-busy={busy}>
              {t('people.removeConfirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

/** Adds a person or changes one: name, relation, birth, and the consent ticked. */
function PersonForm({ target, onDone }: { target: PersonFormTarget; onDone: () => void }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const toast = useToast();
  const astro = useAstroEngine();
  const id = useId();
  const { people, userId } = useSavedPeople();
  const editing = target.kind === 'edit' ? target.person : null;
  const person = useBirthDetails({
    idPrefix: `person${id}`,
    ...(editing ? { initial: birthDetailsOfSavedPerson(editing) } : {}),
  });
  const [name, setName] = useState(editing?.name ?? '');
  const [relation, setRelation] = useState<Relation>(
    editing?.relation ?? (target.kind === 'add' ? target.relation : 'self'),
  );
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; consent?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nameError = name.trim() === '' ? t('people.form.nameRequired') : undefined;
    const consentError = consent ? undefined : t('people.form.consentRequired');
    setErrors({ name: nameError, consent: consentError });
    if (nameError) {
      document.getElementById(`person${id}-own-name`)?.focus();
      return;
    }
    if (!person.check()) return;
    if (consentError) {
      document.getElementById(`person${id}-consent`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const engine = await astro.load();
      if (engine) {
        try {
          engine.computeChart(chartInputOf(person.details), { transitYears: 0 });
        } catch (error) {
          const problem = birthInputProblem(error);
          if (problem) {
            person.showProblem(problem);
            return;
          }
          throw error;
        }
      }
      const body = savedPersonBodyOf(person.details, { name: name.trim(), relation }, language);
      const reply = editing
        ? await changeSavedPerson(editing._id, body)
        : await addSavedPerson(body);
      if (userId && people) {
        setSavedPeople(
          userId,
          editing
            ? people.map((saved) => (saved._id === editing._id ? reply.person : saved))
            : [...people, reply.person],
        );
      }
      toast.success(reply.message);
      onDone();
    } catch (error) {
      setErrors({
        form: error instanceof ApiError && error.kind === 'refused' ? error.message : t('failed'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`person${id}-title`}
      className="mt-5 rounded-2xl border border-gold-200 bg-cream-50 p-4 sm:p-6"
    >
      <h3 id={`person${id}-title`} className="font-display text-xl text-maroon-800">
        {editing ? t('people.form.editTitle', { name: editing.name }) : t('people.form.addTitle')}
      </h3>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <FormField
          id={`person${id}-own-name`}
          name="personName"
          label={t('people.form.name')}
          autoComplete="off"
          required
          maxLength={100}
          value={name}
          error={errors.name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
        <FormField
          as="select"
          id={`person${id}-relation`}
          name="relation"
          label={t('people.form.relation')}
          value={relation}
          onChange={(event) => setRelation(event.target.value as Relation)}
        >
          {relations.map((value) => (
            <option key={value} value={value}>
              {t(`saved.relations.${value}`, { ns: 'birth-details' })}
            </option>
          ))}
        </FormField>
      </div>
      <div className="mt-5">
        <BirthDetailsFields person={person} showName={false} />
      </div>
      <div className="mt-6">
        <label className="flex cursor-pointer items-start gap-3 text-ink-900">
          <input
            id={`person${id}-consent`}
            type="checkbox"
            name="consent"
            checked={consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `person${id}-consent-error` : undefined}
            onChange={(event) => {
              setConsent(event.target.checked);
              setErrors((current) => ({ ...current, consent: undefined }));
            }}
            className="mt-1 size-5 shrink-0 accent-maroon-700"
          />
          <span className="leading-relaxed">{savedPersonConsent.text[language]}</span>
        </label>
        <FieldError id={`person${id}-consent-error`} error={errors.consent} />
      </div>
      {errors.form ? (
        <p role="alert" className={`${fieldClasses.error} mt-4`}>
          {errors.form}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {editing ? t('people.form.saveChanges') : t('people.form.save')}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
