import { type Graha, type NodeKind, siderealPosition } from './positions.ts';
import { astroTime } from './time.ts';
import { signOf } from './zodiac.ts';

/**
 * Where a graha is at any moment (a transit, not a birth): its sidereal longitude, sign, daily
 * motion and whether it is retrograde. A report's year-by-year reading asks this of Saturn.
 */
export type TransitPosition = { lon: number; sign: number; speed: number; retrograde: boolean };

export function transitPosition(
  graha: Graha,
  moment: Date,
  node: NodeKind = 'mean',
): TransitPosition {
  const { lon, speed } = siderealPosition(graha, astroTime(moment), node);
  return { lon, sign: signOf(lon), speed, retrograde: speed < 0 };
}
