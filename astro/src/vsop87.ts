import type { VsopModel, VsopSeries } from './vsop87-data.ts';

/** Days in a Julian millennium: the time unit of VSOP87. */
const daysPerMillennium = 365_250;

function evaluateSeries(series: VsopSeries, t: number): number {
  let sum = 0;
  let tPower = 1;
  for (const terms of series) {
    let partial = 0;
    for (let index = 0; index < terms.length; index += 3) {
      partial +=
        (terms[index] as number) *
        Math.cos((terms[index + 1] as number) + (terms[index + 2] as number) * t);
    }
    sum += partial * tPower;
    tPower *= t;
  }
  return sum;
}

/**
 * Heliocentric rectangular coordinates (AU) of a planet in the J2000 dynamical ecliptic frame of
 * VSOP87, at `tt` days of Terrestrial Time from J2000.0.
 */
export function heliocentricPosition(model: VsopModel, tt: number): [number, number, number] {
  const t = tt / daysPerMillennium;
  const longitude = evaluateSeries(model.L, t);
  const latitude = evaluateSeries(model.B, t);
  const radius = evaluateSeries(model.R, t);
  const projected = radius * Math.cos(latitude);
  return [
    projected * Math.cos(longitude),
    projected * Math.sin(longitude),
    radius * Math.sin(latitude),
  ];
}
