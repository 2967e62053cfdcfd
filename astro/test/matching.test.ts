import { describe, expect, it } from 'vitest';
import { ashtakoota, type MoonPlacement, verdictOf } from '../src/matching.ts';
import { nakshatraOf, padaOf, signOf } from '../src/zodiac.ts';

/** A Moon at a sidereal longitude, as matching reads it. */
const moonAt = (moonLon: number): MoonPlacement => ({
  moonLon,
  moonSign: signOf(moonLon),
  nakshatra: nakshatraOf(moonLon),
  pada: padaOf(moonLon),
});
const points = (boy: number, girl: number) =>
  Object.fromEntries(ashtakoota(moonAt(boy), moonAt(girl)).map((koota) => [koota.name, koota]));

/**
 * Pairs worked by hand from the tables (the rules as Drik Panchang and most almanacs print
 * them), each koota explained.
 */
describe('ashtakoota', () => {
  it('scores two Moons in the same Ashwini pada 28 of 36 (only nadi fails)', () => {
    const kootas = points(2, 2);
    expect(Object.values(kootas).map((koota) => koota.points)).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
    expect(kootas.nadi?.exception).toBeUndefined();
  });

  it('scores Rohini (boy) with Hasta (girl), restoring bhakoot for friendly lords', () => {
    const kootas = points(45, 165);
    // Vaishya both; Taurus quadruped vs Virgo human; taras 1 and 1; serpent vs buffalo;
    // Venus and Mercury friends; manushya boy, deva girl; 5/9 bhakoot; antya vs adi nadi.
    expect(Object.values(kootas).map((koota) => koota.tablePoints)).toEqual([
      1, 1, 3, 1, 5, 5, 0, 8,
    ]);
    expect(kootas.bhakoot?.points).toBe(7);
    expect(kootas.bhakoot?.exception?.rule).toBe('bhakoot-friendly-lords');
    expect(kootas.bhakoot?.exception?.name.hi).toMatch(/भकूट/);
  });

  it('cancels nadi dosha for the same Moon sign in different nakshatras (Krittika, Rohini)', () => {
    const nadi = points(32, 45).nadi;
    expect(nadi?.tablePoints).toBe(0);
    expect(nadi?.points).toBe(8);
    expect(nadi?.exception?.rule).toBe('nadi-same-sign-different-nakshatra');
  });

  it('gives no tara points when both counts fall on the 3rd, 5th or 7th', () => {
    // Ashwini (1) and Krittika (3): the 3rd from Ashwini, the 26th (8th of its nine) back.
    expect(points(2, 28).tara?.points).toBe(1.5);
    // Ashwini and Mrigashira (5th): 5 and 24 (6th): 0 + 1.5.
    expect(points(2, 55).tara?.points).toBe(1.5);
  });

  it('counts tara both ways: bride Ashwini, groom Vishakha gives 1.5 (sriramgurujala.com, Tara)', () => {
    // From the bride (1) to the groom (16): the 7th tara, none; back: the 4th, 1.5.
    expect(points(200, 2).tara?.points).toBe(1.5);
  });

  it('sorts totals into the verdict bands', () => {
    expect(verdictOf(17.5).verdict).toBe('not-recommended');
    expect(verdictOf(18).verdict).toBe('average');
    expect(verdictOf(25).verdict).toBe('good');
    expect(verdictOf(33).verdict).toBe('excellent');
  });
});
