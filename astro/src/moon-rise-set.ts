import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import { millisPerDay } from './time.ts';

/**
 * Moonrise and moonset as almanacs (and Drik Panchang) give them: the moment the Moon's upper
 * limb touches the horizon, seen from the place (topocentric: the Moon's parallax of up to a
 * degree matters), with the standard refraction at the horizon. astronomy-engine's rise and set
 * search does exactly this (its tests compare it with the US Naval Observatory's tables).
 *
 * Moonrise decides the vrats broken on seeing the Moon: Karva Chauth and Sankashti Chaturthi.
 */

export type MoonEvent = 'rise' | 'set';

/**
 * The first moonrise or moonset within [startMs, endMs) at a place, or `undefined` when there is
 * none (about once a month a civil day has no moonrise, and another none moonset).
 */
export function moonRiseOrSetBetween(
  event: MoonEvent,
  startMs: number,
  endMs: number,
  latitude: number,
  longitude: number,
): Date | undefined {
  const found = SearchRiseSet(
    Body.Moon,
    new Observer(latitude, longitude, 0),
    event === 'rise' ? +1 : -1,
    new Date(startMs),
    (endMs - startMs) / millisPerDay,
  );
  if (found === null) return undefined;
  const at = found.date.getTime();
  return at >= startMs && at < endMs ? found.date : undefined;
}
