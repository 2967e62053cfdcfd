import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { BirthDetails } from '~/components/birth-details/birth-details';
import { birthDetailsOfFragment, birthFragment } from '~/components/birth-details/birth-link';
import { useRecentLinks } from '~/components/birth-details/recent-links';
import { useBirthDetails } from '~/components/birth-details/use-birth-details';
import { useLocalizedNavigate } from '~/components/ui/localized-link';
import { birthInputProblem, useAstroEngine } from '~/lib/astro-engine';
import { computeKundli, type Kundli } from '../kundli';

/** Where the kundli page remembers the visitor's last charts (docs/decisions/028). */
const recentChartsKey = 'recent-charts';

/**
 * The kundli page's state: the birth-details form, the computation in the browser, the result,
 * the link that recomputes it (the birth details in the address's fragment, kept up to date with
 * the chart on screen) and the recent charts remembered on the device.
 *
 * A fragment in the address (a shared link, a reload, a recent chart opened, the language switch)
 * fills the form and computes its chart.
 */
export function useKundli() {
  const person = useBirthDetails({ idPrefix: `kundli${useId().replace(/[^a-zA-Z0-9]/g, '')}` });
  const astro = useAstroEngine();
  const recent = useRecentLinks(recentChartsKey);
  const navigate = useLocalizedNavigate();
  const { hash } = useLocation();
  const [kundli, setKundli] = useState<Kundli | null>(null);
  const [status, setStatus] = useState<'idle' | 'computing' | 'engine-failed'>('idle');
  /** The fragment of the chart on screen (or being computed). */
  const shown = useRef<string | null>(null);
  const { showProblem, replace } = person;
  const { remember } = recent;

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
        setKundli(computeKundli(engine, details));
        setStatus('idle');
        remember(fragment);
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
    [astro.load, navigate, remember, showProblem],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'computing' || !person.check()) return;
    void compute(person.details);
  };

  // Only a change of the address computes here (not a new `compute`, which changes as the form
  // is edited): while a chart is being computed the address still holds the previous one.
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

  /** Opens a remembered chart (its fragment goes into the address, which computes it). */
  const open = (fragment: string) =>
    void navigate({ hash: fragment }, { preventScrollReset: true });

  /** Forgets a remembered chart; the address no longer holds it either. */
  const forget = (fragment: string) => {
    recent.forget(fragment);
    if (window.location.hash.slice(1) === fragment) {
      void navigate({ hash: '' }, { replace: true, preventScrollReset: true });
    }
  };

  const forgetAll = () => {
    recent.forgetAll();
    if (window.location.hash !== '') {
      void navigate({ hash: '' }, { replace: true, preventScrollReset: true });
    }
  };

  return {
    person,
    kundli,
    status,
    submit,
    recent: { links: recent.links, open, forget, forgetAll },
  };
}
