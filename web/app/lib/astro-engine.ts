import type { Bilingual } from '@app/astro/names';
import { useCallback, useState, useSyncExternalStore } from 'react';

/**
 * The astrology engine (@app/astro, docs/decisions/011) in the browser: the free calculators
 * compute on the visitor's device, so birth details never leave it (docs/decisions/028). The
 * engine's code (about 40 KB gzipped, one chunk named `astro-engine` by vite.config.ts) is not
 * part of any page's first load: a calculator asks for it when the visitor starts on its form
 * (focus or typing), and it is fetched once per visit.
 *
 *   const astro = useAstroEngine();
 *   <form onFocus={astro.load} onInput={astro.load}>...
 *   const engine = await astro.load();   // on submit; null if it could not be fetched
 *   const chart = engine.computeChart(input);
 */
async function importEngine() {
  const [
    birthMoment,
    calendarMonth,
    chart,
    dasha,
    festivals,
    howComputed,
    matching,
    names,
    panchang,
    sadeSati,
    zodiac,
  ] = await Promise.all([
    import('@app/astro/birth-moment'),
    import('@app/astro/calendar-month'),
    import('@app/astro/chart'),
    import('@app/astro/dasha'),
    import('@app/astro/festivals'),
    import('@app/astro/how-computed'),
    import('@app/astro/matching'),
    import('@app/astro/names'),
    import('@app/astro/panchang'),
    import('@app/astro/sade-sati'),
    import('@app/astro/zodiac'),
  ]);
  return {
    computeChart: chart.computeChart,
    computeMatch: matching.computeMatch,
    computePanchang: panchang.computePanchang,
    computeMomentPanchang: panchang.computeMomentPanchang,
    resolveBirthMoment: birthMoment.resolveBirthMoment,
    zoneOffsetsBetween: birthMoment.zoneOffsetsBetween,
    festivalsOfYear: festivals.festivalsOfYear,
    monthCalendar: calendarMonth.monthCalendar,
    howComputed: howComputed.howComputed,
    dashaAt: dasha.dashaAt,
    transitPeriods: sadeSati.transitPeriods,
    segmentAt: sadeSati.segmentAt,
    positionInSign: zodiac.positionInSign,
    formatDegrees: zodiac.formatDegrees,
    kootaLabels: matching.kootaLabels,
    verdictBands: matching.verdictBands,
    names: {
      signName: names.signName,
      nakshatraName: names.nakshatraName,
      tithiName: names.tithiName,
      yogaName: names.yogaName,
      karanaName: names.karanaName,
      varaName: names.varaName,
      grahaNames: names.grahaNames,
      pakshaNames: names.pakshaNames,
    },
  };
}

/** The engine's public API (astro/README.md), as loaded in the browser. */
export type AstroEngine = Awaited<ReturnType<typeof importEngine>>;

let loaded: AstroEngine | null = null;
let loading: Promise<AstroEngine> | null = null;
const listeners = new Set<() => void>();

/** Fetches the engine once (a failed fetch may be tried again); every caller gets the same one. */
export function loadAstroEngine(): Promise<AstroEngine> {
  loading ??= importEngine().then(
    (engine) => {
      loaded = engine;
      for (const listener of listeners) listener();
      return engine;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export type AstroEngineState = {
  /** The engine once loaded (at once on later pages of the visit), else null. */
  engine: AstroEngine | null;
  /** Whether the last attempt to fetch it failed (no connection). */
  failed: boolean;
  /**
   * Starts fetching the engine (call it when the visitor starts on a form) and resolves with it,
   * or with null when it could not be fetched. Cheap to call again.
   */
  load: () => Promise<AstroEngine | null>;
};

/** The engine for a component: loaded on demand, shared by every component of the page. */
export function useAstroEngine(): AstroEngineState {
  const engine = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    if (loaded) return loaded;
    try {
      const result = await loadAstroEngine();
      setFailed(false);
      return result;
    } catch (error) {
      console.warn('The astrology engine could not be loaded', error);
      setFailed(true);
      return null;
    }
  }, []);
  return { engine, failed, load };
}

/** What the engine says about impossible input (its BirthInputError), or null for anything else. */
export type BirthInputProblem = { field: string; messages: Bilingual };

/**
 * Reads the engine's BirthInputError (impossible date, a time the clocks skipped, ...): the field
 * it names and its message in both languages. Checked by name, so that a page need not load the
 * engine to know the class.
 */
export function birthInputProblem(error: unknown): BirthInputProblem | null {
  if (!(error instanceof Error) || error.name !== 'BirthInputError') return null;
  const { field, messages } = error as Error & Partial<BirthInputProblem>;
  return typeof field === 'string' && messages ? { field, messages } : null;
}
