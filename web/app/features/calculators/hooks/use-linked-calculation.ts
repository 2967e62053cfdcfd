import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLocalizedNavigate } from '~/components/ui/localized-link';
import {
  type AstroEngine,
  type BirthInputProblem,
  birthInputProblem,
  useAstroEngine,
} from '~/lib/astro-engine';
import type { CalculatorStatus } from '../components/calculator-submit';

/**
 * A calculator whose result is its link (docs/decisions/028): on submit, the details are computed
 * in the browser with the engine (loaded on demand), the result shown and the details written into
 * the address's fragment; a fragment in the address (a shared link, a reload, the language
 * switch) fills the form and computes again. The engine's complaint about impossible input goes
 * to `onProblem` (to put it next to its field); nothing else of the form changes.
 */
export function useLinkedCalculation<Details, Result>({
  fragmentOf,
  detailsOf,
  calculate,
  fill,
  onProblem,
  onComputed,
}: {
  /** The link's fragment for the details (without `#`). */
  fragmentOf: (details: Details) => string;
  /** The details of a fragment, or null when it is not one of this calculator's. */
  detailsOf: (fragment: string) => Details | null;
  /** The result; throws the engine's BirthInputError for impossible details. */
  calculate: (engine: AstroEngine, details: Details) => Result;
  /** Puts linked details into the form. Stable (useCallback). */
  fill: (details: Details) => void;
  onProblem: (problem: BirthInputProblem) => void;
  /** After a result is shown (a page may remember its fragment). */
  onComputed?: (fragment: string) => void;
}) {
  const astro = useAstroEngine();
  const navigate = useLocalizedNavigate();
  const { hash } = useLocation();
  const [result, setResult] = useState<Result | null>(null);
  const [status, setStatus] = useState<CalculatorStatus>('idle');
  /** The fragment of the result on screen (or being computed). */
  const shown = useRef<string | null>(null);

  const compute = async (details: Details) => {
    const fragment = fragmentOf(details);
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
      onProblem(problem);
    }
  };

  /** The form's submit: `ready()` checks the fields (and marks what is missing). */
  const submit = (ready: () => Details | null) => (event: FormEvent) => {
    event.preventDefault();
    if (status === 'computing') return;
    const details = ready();
    if (details) void compute(details);
  };

  // Only a change of the address computes here (not a new `compute`, which changes as the form
  // is edited): while a result is being computed the address still holds the previous one.
  const latest = useRef({ compute, detailsOf });
  latest.current = { compute, detailsOf };
  useEffect(() => {
    const fragment = hash.slice(1);
    if (fragment === '' || fragment === shown.current) return;
    const details = latest.current.detailsOf(fragment);
    if (!details) return;
    fill(details);
    void latest.current.compute(details);
  }, [hash, fill]);

  /** Goes to another result's link (which computes it), or to none. */
  const go = useCallback(
    (fragment: string, { replace = false } = {}) =>
      void navigate({ hash: fragment }, { replace, preventScrollReset: true }),
    [navigate],
  );

  return { result, status, submit, go };
}
