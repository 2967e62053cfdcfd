import type { Graha } from './positions.ts';

/**
 * The hours of a day as the muhurat tradition divides it.
 *
 * Hora: the day from sunrise to sunset and the night from sunset to the next sunrise are each
 * divided into twelve equal horas. The first hora of the day belongs to the weekday's lord, and
 * each next hora to the graha after it in the Chaldean order of their speed, slowest first:
 * Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon.
 */

/** The seven weekday lords, Sunday first (vara 1 = Sunday). */
export const weekdayLords: readonly Graha[] = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
];

/** The Chaldean order, slowest first: each hora's lord follows the last in it. */
const chaldeanOrder: readonly Graha[] = [
  'saturn',
  'jupiter',
  'mars',
  'sun',
  'venus',
  'mercury',
  'moon',
];

export type Hora = { planet: Graha; start: string; end: string };

/**
 * The 24 horas from `sunrise` to `nextSunrise` (UTC instants) of a day whose weekday (vara,
 * 1 = Sunday) began at that sunrise.
 */
export function horasOfDay(options: {
  sunrise: Date;
  sunset: Date;
  nextSunrise: Date;
  vara: number;
}): Hora[] {
  const lord = weekdayLords[(options.vara - 1) % 7] as Graha;
  const first = chaldeanOrder.indexOf(lord);
  const dayPart = (options.sunset.getTime() - options.sunrise.getTime()) / 12;
  const nightPart = (options.nextSunrise.getTime() - options.sunset.getTime()) / 12;
  const horas: Hora[] = [];
  for (let index = 0; index < 24; index += 1) {
    const start =
      index < 12
        ? options.sunrise.getTime() + index * dayPart
        : options.sunset.getTime() + (index - 12) * nightPart;
    const end = index < 12 ? start + dayPart : start + nightPart;
    horas.push({
      planet: chaldeanOrder[(first + index) % 7] as Graha,
      start: new Date(Math.round(start)).toISOString(),
      end: new Date(Math.round(end)).toISOString(),
    });
  }
  return horas;
}
