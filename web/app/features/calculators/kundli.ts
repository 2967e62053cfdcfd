import { type BirthDetails, chartInputOf } from '~/components/birth-details/birth-details';
import { type KundliReading, readKundli } from '~/components/kundli/kundli-reading';
import type { AstroEngine } from '~/lib/astro-engine';

/**
 * What the kundli page shows for a birth, computed in the browser by the engine: the details
 * as the visitor gave them, and their reading (the chart, and the Moon's day when the birth
 * time is not known).
 */
export type Kundli = KundliReading & { details: BirthDetails };

/** Computes the kundli; throws the engine's BirthInputError for impossible details. */
export function computeKundli(engine: AstroEngine, details: BirthDetails): Kundli {
  return { details, ...readKundli(engine, chartInputOf(details), !details.timeUnknown) };
}
