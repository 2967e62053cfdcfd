import type { Bilingual } from '@app/astro/names';
import type { Place } from '@app/contract/astro';
import { useEffect, useState } from 'react';
import { newDelhi } from '~/components/birth-details/place-names';
import { birthInputProblem } from '~/lib/astro-engine';
import { useRememberedPlace } from '~/lib/remembered-place';
import { useHydrated } from '~/lib/use-hydrated';
import { type CalendarComputer, calendarComputer, EngineUnavailable } from '../calendar-computer';

export type ComputationStatus = 'idle' | 'computing' | 'engine-failed';

/** Data of a page for one address (`key`) at one place. */
type Shown<T> = { key: string; place: Place; data: T };

/**
 * The data of a calendar or festival page for the address and the visitor's place. A page
 * arrives with its data for New Delhi when its year was prerendered (`loaded`, the route's
 * loader); in the browser the place is the one the visitor chose last for the panchang, the
 * calendar or the festivals (remembered on the device), else New Delhi. When no data fits the
 * address and the place, the page is computed on the device, in the calendar's worker where the
 * browser has one (calendar-computer.ts): `compute` asks for what the page needs first, `extend`
 * (optional) for what may follow a moment later. Until then the page shows what it has for the
 * same address at another place (`shown`), and `status` says it is computing. `prepare` (the
 * visitor is on the city field) warms the worker up with the page's own request for the place
 * shown.
 */
export function usePlaceComputation<T>({
  key,
  loaded,
  keyOf,
  compute,
  extend,
}: {
  /** What the address asks for ("2026-11", "2026 diwali"). */
  key: string;
  loaded: (T & { place: Place }) | null;
  keyOf: (data: T) => string;
  compute: (calendar: CalendarComputer, place: Place) => Promise<T>;
  /** What to add once the first result is on screen (null: nothing more). */
  extend?: (calendar: CalendarComputer, data: T) => Promise<T | null>;
}) {
  const hydrated = useHydrated();
  const [rememberedPlace, choosePlace] = useRememberedPlace();
  const [computed, setComputed] = useState<Shown<T> | null>(null);
  const [status, setStatus] = useState<ComputationStatus>('idle');
  const [problem, setProblem] = useState<Bilingual | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Until hydrated, exactly what was prerendered (storage comes after).
  const place: Place = hydrated ? (rememberedPlace ?? newDelhi) : (loaded?.place ?? newDelhi);
  const fromLoader: Shown<T> | null = loaded
    ? { key: keyOf(loaded), place: loaded.place, data: loaded }
    : null;
  const candidates = [computed, fromLoader].filter(
    (candidate): candidate is Shown<T> => candidate !== null && candidate.key === key,
  );
  const exact = candidates.find((candidate) => candidate.place.id === place.id) ?? null;
  const shown = exact ?? candidates[0] ?? null;
  const stale = exact === null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failed load; `compute` and `extend` follow `key` and `place`
  useEffect(() => {
    if (!stale || !hydrated) return;
    let current = true;
    setStatus('computing');
    // Moving on (another month or city) gives up a request the worker has not begun.
    const giveUp = new AbortController();
    const shared = calendarComputer();
    const calendar: CalendarComputer = {
      compute: (request) => shared.compute(request, { signal: giveUp.signal }),
      warm: shared.warm,
    };
    void (async () => {
      let data: T;
      try {
        data = await compute(calendar, place);
      } catch (error) {
        if (!current) return;
        if (error instanceof EngineUnavailable) {
          setStatus('engine-failed');
          return;
        }
        const found = birthInputProblem(error);
        if (!found) throw error;
        setProblem(found.messages);
        setStatus('idle');
        return;
      }
      if (!current) return;
      setComputed({ key, place, data });
      setProblem(null);
      setStatus('idle');
      const more = extend ? await extend(calendar, data).catch(() => null) : null;
      if (more && current) setComputed({ key, place, data: more });
    })();
    return () => {
      current = false;
      giveUp.abort();
    };
  }, [stale, hydrated, key, place, attempt]);

  return {
    /** The place asked for (the remembered one, else New Delhi). */
    place,
    /** What the page shows: for the address, at `place` or (while computing) at another place. */
    shown,
    /** Whether `shown` was computed in this browser rather than when the page was built. */
    computedHere: shown !== null && shown === exact && shown !== fromLoader,
    status: !stale ? 'idle' : status === 'idle' && !problem ? 'computing' : status,
    problem: stale ? problem : null,
    /** Starts loading the engine and warms it up (the visitor is about to choose a place). */
    prepare: () => calendarComputer().warm((calendar) => compute(calendar, place)),
    retry: () => setAttempt((count) => count + 1),
    choosePlace,
  };
}
