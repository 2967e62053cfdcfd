import { normalizeDegrees } from './angles.ts';
import type { Graha } from './positions.ts';

/** Divisions of the sidereal zodiac. Longitudes in degrees; every number returned is 1-based. */

export const nakshatraSpan = 360 / 27;
export const padaSpan = nakshatraSpan / 4;
export const navamsaSpan = 30 / 9;

/** Sign 1-12 (1 = Aries/Mesha) of a sidereal longitude. */
export function signOf(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) / 30) + 1;
}

/** Nakshatra 1-27 (1 = Ashwini) of a sidereal longitude. */
export function nakshatraOf(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) / nakshatraSpan) + 1;
}

/** Pada 1-4 within the nakshatra. */
export function padaOf(longitude: number): number {
  return (Math.floor(normalizeDegrees(longitude) / padaSpan) % 4) + 1;
}

/** Navamsa (D9) sign 1-12: the ninths of the signs run through the zodiac from Aries. */
export function navamsaSignOf(longitude: number): number {
  return (Math.floor(normalizeDegrees(longitude) / navamsaSpan) % 12) + 1;
}

/** House 1-12 in whole-sign houses: the ascendant's sign is the first house. */
export function wholeSignHouse(sign: number, ascendantSign: number): number {
  return ((sign - ascendantSign + 12) % 12) + 1;
}

/** How many signs `to` is from `from`, counting `from` as 1 (the 7th from Aries is Libra). */
export function signDistance(from: number, to: number): number {
  return ((to - from + 12) % 12) + 1;
}

/** The sign `count` signs from `sign`, counting `sign` itself as 1. */
export function signFrom(sign: number, count: number): number {
  return ((((sign - 1 + count - 1) % 12) + 12) % 12) + 1;
}

/** Lord of each sign 1-12. */
export const signLords: readonly Exclude<Graha, 'rahu' | 'ketu'>[] = [
  'mars',
  'venus',
  'mercury',
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'saturn',
  'jupiter',
];

export function signLord(sign: number): Exclude<Graha, 'rahu' | 'ketu'> {
  const lord = signLords[sign - 1];
  if (!lord) throw new RangeError(`No sign numbered ${sign}.`);
  return lord;
}

/** A longitude as its sign and the whole degrees, minutes and seconds within it. */
export type PositionInSign = { sign: number; degrees: number; minutes: number; seconds: number };

/** Where a longitude falls in its sign, rounded to the arc-second: 12°34′56″ of sign 5 (Leo). */
export function positionInSign(longitude: number): PositionInSign {
  const total = Math.round(normalizeDegrees(longitude) * 3600) % (360 * 3600);
  const withinSign = total % (30 * 3600);
  return {
    sign: Math.floor(total / (30 * 3600)) + 1,
    degrees: Math.floor(withinSign / 3600),
    minutes: Math.floor((withinSign % 3600) / 60),
    seconds: withinSign % 60,
  };
}

/** An angle in degrees written 23°15′01″ (to the arc-second; negative angles get a minus sign). */
export function formatDegrees(angle: number): string {
  const total = Math.round(Math.abs(angle) * 3600);
  const degrees = Math.floor(total / 3600);
  const minutes = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const seconds = String(total % 60).padStart(2, '0');
  return `${angle < 0 && total > 0 ? '−' : ''}${degrees}°${minutes}′${seconds}″`;
}
