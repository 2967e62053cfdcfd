import type { Bilingual } from '@app/astro/names';
import type { Place } from '@app/contract/astro';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocalizedNavigate } from '~/components/ui/localized-link';
import { birthInputProblem, useAstroEngine } from '~/lib/astro-engine';
import { useRememberedPlace as usePanchangPlace } from '~/lib/remembered-place';
import { useHydrated } from '~/lib/use-hydrated';
import {
  dateInZone,
  defaultPanchangPlace,
  onPlaceClocks,
  type PanchangOfDay,
  parseDateParam,
  shiftDate,
} from '../panchang';

export type PanchangStatus = 'idle' | 'computing' | 'engine-failed';

/** Today's date on the place's clocks (from the prerendered day's zone offsets when they reach). */
function today(place: Place, prerendered: PanchangOfDay): string {
  return place.zone === prerendered.day.zone
    ? onPlaceClocks(prerendered.day, new Date()).date
    : dateInZone(new Date(), place.zone);
}

/**
 * The panchang page's state. The page arrives with the panchang of the build's day at New Delhi
 * (the route's loader, computed when the site was built); in the browser the day asked for is the
 * address's `?date=`, else today on the place's clocks, and the place is the one the visitor
 * chose last (remembered on the device), else New Delhi. When either differs from what is on
 * screen, the engine is loaded and the day computed on the device; otherwise the engine loads
 * only when the visitor touches the date controls or the place search (`prepare`).
 */
export function usePanchang(prerendered: PanchangOfDay) {
  const hydrated = useHydrated();
  const [rememberedPlace, choosePlace] = usePanchangPlace();
  const [searchParams] = useSearchParams();
  const navigate = useLocalizedNavigate();
  const astro = useAstroEngine();
  const [shown, setShown] = useState(prerendered);
  const [status, setStatus] = useState<PanchangStatus>('idle');
  const [problem, setProblem] = useState<Bilingual | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Until hydrated, exactly what was prerendered (the browser's clock and storage come after).
  const place: Place = hydrated ? (rememberedPlace ?? defaultPanchangPlace) : prerendered.place;
  const date = hydrated
    ? (parseDateParam(searchParams.get('date')) ?? today(place, prerendered))
    : prerendered.day.date;
  const stale = date !== shown.day.date || place.id !== shown.place.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failed load
  useEffect(() => {
    if (!stale) return;
    let current = true;
    setStatus('computing');
    void astro.load().then((engine) => {
      if (!current) return;
      if (!engine) {
        setStatus('engine-failed');
        return;
      }
      try {
        const day = engine.computePanchang({
          date,
          lat: place.lat,
          lon: place.lon,
          zone: place.zone,
        });
        setShown({ place, day });
        setProblem(null);
      } catch (error) {
        const found = birthInputProblem(error);
        if (!found) throw error;
        setProblem(found.messages);
      }
      setStatus('idle');
    });
    return () => {
      current = false;
    };
  }, [stale, date, place, astro.load, attempt]);

  /** Another day: the address says which, so it can be shared, bookmarked and gone back to. */
  const goToDate = useCallback(
    (next: string | null, { replace = false } = {}) => {
      void navigate({ search: next ? `?date=${next}` : '' }, { preventScrollReset: true, replace });
    },
    [navigate],
  );

  return {
    shown,
    place,
    date,
    // Stale and not yet failed or refused: being computed (also before the effect has run).
    status: !stale ? 'idle' : status === 'idle' && !problem ? 'computing' : status,
    problem: stale ? problem : null,
    /** Starts loading the engine (the visitor is about to ask for another day or place). */
    prepare: () => void astro.load(),
    retry: () => setAttempt((count) => count + 1),
    choosePlace,
    goToDate,
    /**
     * A date typed in the date field: each full date while the year is typed is a change, so
     * these replace the address's entry, and years not yet four digits long wait.
     */
    typeDate: (value: string) => {
      const typed = parseDateParam(value);
      if (typed && !typed.startsWith('0')) goToDate(typed, { replace: true });
    },
    previousDay: () => goToDate(shiftDate(date, -1)),
    nextDay: () => goToDate(shiftDate(date, 1)),
  };
}
