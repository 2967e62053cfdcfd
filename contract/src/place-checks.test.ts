import { describe, expect, it } from 'vitest';
import { placeSchema, placesReplySchema } from './astro.ts';
import { isPlace, isPlacesReply } from './place-checks.ts';

const varanasi = {
  id: '1253405',
  name: 'Varanasi',
  nameHi: 'वाराणसी',
  region: 'Uttar Pradesh',
  country: 'IN',
  lat: 25.31668,
  lon: 83.01041,
  zone: 'Asia/Kolkata',
};
const { nameHi: _nameHi, ...london } = {
  ...varanasi,
  id: '2643743',
  name: 'London',
  region: 'England',
  country: 'GB',
  lat: 51.50853,
  lon: -0.12574,
  zone: 'Europe/London',
};

const places: unknown[] = [
  varanasi,
  london,
  { ...varanasi, population: 1_198_491 },
  { ...varanasi, nameHi: undefined },
  { ...varanasi, lat: 0, lon: 0 },
  // Refused
  { ...varanasi, lat: Number.POSITIVE_INFINITY },
  { ...varanasi, nameHi: null },
  { ...varanasi, nameHi: 5 },
  { ...varanasi, lat: '25.3' },
  { ...varanasi, lon: Number.NaN },
  { ...varanasi, lat: null },
  { ...varanasi, id: 1253405 },
  { ...varanasi, zone: undefined },
  { ...varanasi, region: null },
  { ...varanasi, country: ['IN'] },
  { ...varanasi, name: undefined },
  [varanasi.name, varanasi.lat, varanasi.lon],
  'Varanasi',
  null,
  undefined,
  {},
];

const replies: unknown[] = [
  { success: true, places: [] },
  { success: true, places: [varanasi, london] },
  { success: true, places: [varanasi], query: 'var' },
  ...places.map((place) => ({ success: true, places: [varanasi, place] })),
  { success: true, places: varanasi },
  { success: false, places: [varanasi] },
  { success: 'true', places: [varanasi] },
  { places: [varanasi] },
  { success: true },
  [{ success: true, places: [] }],
  null,
  'ok',
];

describe('isPlace', () => {
  it.each(places.map((sample, index) => [index, sample]))(
    'agrees with placeSchema on sample %i',
    (_index, sample) => {
      expect(isPlace(sample)).toBe(placeSchema.safeParse(sample).success);
    },
  );
});

describe('isPlacesReply', () => {
  it.each(replies.map((sample, index) => [index, sample]))(
    'agrees with placesReplySchema on sample %i',
    (_index, sample) => {
      expect(isPlacesReply(sample)).toBe(placesReplySchema.safeParse(sample).success);
    },
  );
});
