/** Small angle helpers shared by the engine. Angles are in degrees unless a name says otherwise. */

export const degreesPerRadian = 180 / Math.PI;
export const radiansPerDegree = Math.PI / 180;
export const arcsecondsPerDegree = 3600;

/** The angle in [0, 360). */
export function normalizeDegrees(angle: number): number {
  const reduced = angle % 360;
  return reduced < 0 ? reduced + 360 : reduced;
}

/** The angle in [-180, 180): the signed difference of two longitudes. */
export function signedDegrees(angle: number): number {
  return normalizeDegrees(angle + 180) - 180;
}

export const sinDegrees = (angle: number) => Math.sin(angle * radiansPerDegree);
export const cosDegrees = (angle: number) => Math.cos(angle * radiansPerDegree);
export const tanDegrees = (angle: number) => Math.tan(angle * radiansPerDegree);
export const atan2Degrees = (y: number, x: number) => Math.atan2(y, x) * degreesPerRadian;
