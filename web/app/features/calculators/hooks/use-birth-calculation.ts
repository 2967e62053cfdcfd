import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { BirthDetails } from '~/components/birth-details/birth-details';
import { birthDetailsOfFragment, birthFragment } from '~/components/birth-details/birth-link';
import { useBirthDetails } from '~/components/birth-details/use-birth-details';
import { useLocalizedNavigate } from '~/components/ui/localized-link';
import { type AstroEngine, birthInputProblem, useAstroEngine } from '~/lib/astro-engine';

/**
 * A one-person calculator page's state (the kundli, the small calculators): the birth-details
 * form, the computation in the browser, the result, and the link that recomputes it (the birth
 * details in the address's fragment, kept up to date with the result on screen,
 * docs/decisions/028). A fragment in the address (a shared link, a reload, the language switch)
 * fills the form and computes its result.
 *
 *   const { person, result, status, submit } = useBirthCalculation({ name: 'kundli', calculate });
 */
export function useBirthCalculation<Result>({
  name,
  calculate,
  onComputed,
}: {
  /** Starts the form fields' ids. */
  name: string;
  /** The result of the details; throws the engine's BirthInputError for impossible ones. */
  calculate: (engine: AstroEngine, details: BirthDetails) => Result;
  /** Told the fragment of each result computed (the kundli remembers it). */
  onComputed?: (fragment: string) => void;
}) {
  const person = useBirthDetails({ idPrefix: `${name}${useId().replace(/[^a-zA-Z0-9]/g, '')}` });
  const astro = useAstroEngine();
  const navigate = useLocalizedNavigate();
  const { hash } = useLocation();
  const [result, setResult] = useState<Result | null>(null);
  const [status, setStatus] = useState<'idle' | 'computing' | 'engine-failed'>('idle');
  /** The fragment of the result on screen (or being computed). */
  const shown = useRef<string | null>(null);
  const { showProblem, replace } = person;

  const compute = useCallback(
    async (details: BirthDetails) => {
      const fragment = birthFragment(details);
      shown.current = fragment;
      setStatus('computing');
      const engine = await astro.load();
      if (shown.current !== fragment) return;
      if (!engine) {
        shown.current = null;
        setStatus('engine-failed');
        return;
      }
      try {
        setResult(calculate(engine, details));
        setStatus('idle');
        onComputed?.(fragment);
        if (window.location.hash.slice(1) !== fragment) {
          void navigate({ hash: fragment }, { replace: true, preventScrollReset: true });
        }
      } catch (error) {
        shown.current = null;
        setStatus('idle');
        const problem = birthInputProblem(error);
        if (!problem) throw error;
        showProblem(problem);
      }
    },
    [astro.load, calculate, navigate, onComputed, showProblem],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'computing' || !person.check()) return;
    void compute(person.details);
  };

  // Only a change of the address computes here (not a new `compute`, which changes as the form
  // is edited): while a result is being computed the address still holds the previous one.
  const computeLatest = useRef(compute);
  computeLatest.current = compute;
  useEffect(() => {
    const fragment = hash.slice(1);
    if (fragment === '' || fragment === shown.current) return;
    const details = birthDetailsOfFragment(fragment);
    if (!details) return;
    replace(details);
    void computeLatest.current(details);
  }, [hash, replace]);

  return { person, result, status, submit };
}

export type BirthCalculationStatus = ReturnType<typeof useBirthCalculation>['status'];
