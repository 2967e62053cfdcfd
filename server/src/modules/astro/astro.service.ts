import { BirthInputError } from '@app/astro/birth-moment';
import { type Chart, type ChartInput, computeChart } from '@app/astro/chart';
import { computeMatch, type Match } from '@app/astro/matching';
import { computePanchang, type DayPanchang, type PanchangInput } from '@app/astro/panchang';
import { HttpError } from '../../lib/http-error.ts';

/**
 * The engine behind the astrology calls. Nothing is stored and nothing about the birth is
 * logged. Input the engine finds impossible (a skipped wall time, an unknown zone, a date
 * outside the years it is made for) throws the engine's `BirthInputError`, which names the
 * field and says what is wrong in both languages: a 400 in the request's language.
 */
export function computed<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof BirthInputError) throw HttpError.invalidField(error.field, error.messages);
    throw error;
  }
}

export const chartOf = (input: ChartInput): Chart => computed(() => computeChart(input));

export const matchOf = (boy: ChartInput, girl: ChartInput): Match =>
  computed(() => computeMatch(boy, girl));

export const panchangOf = (input: PanchangInput): DayPanchang =>
  computed(() => computePanchang(input));

/**
 * Runs the engine once, so that the first visitor's chart is as fast as the rest. Called by
 * server.ts after listening. The place index is not built here: it holds about 20 MB, so the
 * first place search builds it (about 0.3 s, once; decision 044).
 */
export function warmUpAstrology(): void {
  computeChart({ date: '2000-01-01', time: '12:00', lat: 28.61, lon: 77.21, zone: 'Asia/Kolkata' });
  computePanchang({ date: '2000-01-01', lat: 28.61, lon: 77.21, zone: 'Asia/Kolkata' });
}
