import { afterEach, describe, expect, it } from 'vitest';
import { rememberChosenPlace } from './chosen-places';
import { offlinePlaces } from './offline-places';

/** The birthplace field's places without a server (docs/decisions/045). */

function storage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('offlinePlaces', () => {
  it('finds the major cities by the start of their English or Hindi name, or of a later word', () => {
    expect(offlinePlaces('new del', 8).map((place) => place.id)).toEqual(['1261481']);
    expect(offlinePlaces('नई दिल्ली', 8).map((place) => place.id)).toEqual(['1261481']);
    expect(offlinePlaces('Delhi', 8).map((place) => place.id)).toContain('1261481');
    expect(offlinePlaces('varanasi', 8)[0]).toMatchObject({
      name: 'Varanasi',
      zone: 'Asia/Kolkata',
      lat: expect.closeTo(25.3, 0),
    });
    expect(offlinePlaces('Zzyzx', 8)).toEqual([]);
    expect(offlinePlaces('  ', 8)).toEqual([]);
    expect(offlinePlaces('a', 3)).toHaveLength(3);
  });

  it('offers the places chosen on this device first', () => {
    Object.assign(globalThis, { window: { localStorage: storage() } });
    const village = {
      id: '999',
      name: 'Nandgaon',
      region: 'Uttar Pradesh',
      country: 'IN',
      lat: 27.71,
      lon: 77.38,
      zone: 'Asia/Kolkata',
    };
    rememberChosenPlace(village);
    expect(offlinePlaces('nand', 8)).toEqual([village]);
    expect(offlinePlaces('n', 8)[0]).toEqual(village);
  });
});
