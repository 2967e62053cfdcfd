import { useCallback, useState } from 'react';
import type { BirthInputProblem } from '~/lib/astro-engine';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import {
  type BirthDetails,
  type BirthErrors,
  type BirthField,
  emptyBirthDetails,
  fieldOfProblem,
  missingFields,
} from './birth-details';

registerNamespace('birth-details');

/** The id of the control a field's message belongs to (the day for the date). */
function birthFieldId(idPrefix: string, field: BirthField): string {
  return `${idPrefix}-${field === 'date' ? 'day' : field === 'offset' ? 'offset-choice' : field}`;
}

function focusField(idPrefix: string, field: BirthField) {
  // After React has drawn the message (and opened the time zone's panel for an offset).
  window.requestAnimationFrame(() =>
    document.getElementById(birthFieldId(idPrefix, field))?.focus(),
  );
}

/**
 * One person's birth details in a form, with the messages next to the fields: the state
 * `BirthDetailsFields` shows and edits. A page holds one per person (two for matching) and may
 * have fields of its own beside them (an order form's e-mail, with useFormState).
 *
 *   const person = useBirthDetails({ idPrefix: useId() });
 *   <BirthDetailsFields person={person} />
 *   on submit: if (!person.check()) return;             // empty or half-filled fields
 *              try { engine.computeChart(chartInputOf(person.details)) }
 *              catch (error) { const problem = birthInputProblem(error);
 *                              if (problem) person.showProblem(problem); }
 */
export function useBirthDetails({
  idPrefix,
  initial = emptyBirthDetails,
  requireName = false,
}: {
  /** Prefix of the fields' ids (useId()). */
  idPrefix: string;
  initial?: BirthDetails;
  /** Order forms need the name; the free calculators do not. */
  requireName?: boolean;
}) {
  const { t } = useTranslation('birth-details');
  const { language } = useLanguage();
  const [details, setDetails] = useState(initial);
  const [errors, setErrors] = useState<BirthErrors>({});

  /** Changes some fields; their messages go (the date's with any of day, month, year). */
  const update = useCallback((changes: Partial<BirthDetails>) => {
    setDetails((current) => ({ ...current, ...changes }));
    const touched = new Set<BirthField>();
    for (const key of Object.keys(changes)) {
      if (key === 'day' || key === 'month' || key === 'year') touched.add('date');
      else if (key === 'timeUnknown') touched.add('time');
      else touched.add(key as BirthField);
    }
    setErrors((current) => {
      if (![...touched].some((field) => current[field])) return current;
      const next = { ...current };
      for (const field of touched) delete next[field];
      return next;
    });
  }, []);

  /** Puts whole details in (a remembered chart, a shared link); messages go. */
  const replace = useCallback((next: BirthDetails) => {
    setDetails(next);
    setErrors({});
  }, []);

  /**
   * Marks what is empty or half-filled and moves the focus to the first such field; true when
   * everything the engine needs is there.
   */
  const check = (): boolean => {
    const missing = missingFields(details, { requireName });
    setErrors(Object.fromEntries(missing.map((field) => [field, t(`errors.${field}`)])));
    if (missing[0]) focusField(idPrefix, missing[0]);
    return missing.length === 0;
  };

  /** Shows the engine's complaint (in the page's language) next to its field, and focuses it. */
  const showProblem = (problem: BirthInputProblem) => {
    const field = fieldOfProblem(problem.field);
    setErrors({ [field]: problem.messages[language] });
    focusField(idPrefix, field);
  };

  return { idPrefix, details, errors, requireName, update, replace, check, showProblem };
}

export type BirthDetailsState = ReturnType<typeof useBirthDetails>;
