import { monthCalendar } from '@app/astro/calendar-month';
import { festivalsOfYear } from '@app/astro/festivals';
import { calendarRequestMessages } from '@app/contract/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';

type ErrorBody = { success: false; message: string; errors?: { path: string; message: string }[] };
type Bilingual = { en: string; hi: string };
type CalendarBody = {
  success: true;
  place: { lat: number; lon: number; zone: string };
  days: Array<{
    date: string;
    sunrise: string | null;
    tithi: number;
    paksha: string;
    nakshatra: number;
    festivals: Array<{ id: string; name: Bilingual; tradition?: string }>;
    marks: string[];
  }>;
  month: { amanta: Array<{ name: number; adhik: boolean; label: Bilingual }>; purnimanta: [] };
  samvat: { vikram: number[]; shaka: number[] };
};
type FestivalsBody = {
  success: true;
  year: number;
  place: { lat: number; lon: number; zone: string };
  festivals: Array<{
    id: string;
    date: string;
    name: Bilingual;
    rule: string;
    tradition?: string;
    windows: Array<{ kind: string; label: Bilingual; start: string; end: string }>;
  }>;
  lunarMonths: Array<{ name: number; start: string }>;
};

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const delhi = { lat: 28.61, lon: 77.21, zone: 'Asia/Kolkata' };
const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/astro/calendar', () => {
  it('gives each day of a month at a place, as the engine computes it', async () => {
    const response = await get(
      '/api/v1/astro/calendar?year=2026&month=11&lat=28.61&lon=77.21&zone=Asia/Kolkata',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const body = json<CalendarBody>(response);
    const engine = monthCalendar(2026, 11, delhi);
    expect(body.success).toBe(true);
    expect(body.place).toEqual(delhi);
    expect(body.days).toEqual(engine.days);
    expect(body.month).toEqual(engine.lunarMonths);
    expect(body.samvat).toEqual(engine.samvat);
    // API.md's fields of a day.
    expect(body.days).toHaveLength(30);
    const diwali = body.days.find((day) => day.festivals.some((entry) => entry.id === 'diwali'));
    expect(diwali?.date).toBe('2026-11-08');
    expect(diwali?.festivals.find((entry) => entry.id === 'diwali')?.name.hi).toBe(
      'दीवाली (लक्ष्मी पूजा)',
    );
    // Amavasya begins after that sunrise (11:28 IST): Chaturdashi at sunrise, the mark the next day.
    expect(diwali).toMatchObject({ tithi: 29, paksha: 'krishna', marks: [] });
    expect(body.days.find((day) => day.date === '2026-11-09')).toMatchObject({
      tithi: 30,
      marks: ['amavasya'],
    });
    expect(typeof diwali?.nakshatra).toBe('number');
    expect(Date.parse(diwali?.sunrise ?? '')).toBeGreaterThan(Date.parse('2026-11-08T00:00:00Z'));
    // November 2026 spans Ashvin and Kartika (amanta).
    expect(body.month.amanta.map((month) => month.label.en)).toEqual(['Ashvin', 'Kartika']);
  });

  it('computes for the place rounded to two decimals, and says so', async () => {
    const response = await get(
      '/api/v1/astro/calendar?year=2026&month=11&lat=28.6139&lon=77.2090&zone=asia/calcutta',
    );
    expect(response.statusCode).toBe(200);
    const body = json<CalendarBody>(response);
    expect(body.place).toEqual(delhi);
    // The same answer as for the rounded place, byte for byte (kept once).
    const rounded = await get(
      '/api/v1/astro/calendar?year=2026&month=11&lat=28.61&lon=77.21&zone=Asia/Kolkata',
    );
    expect(response.body).toBe(rounded.body);
  });
});

describe('GET /api/v1/astro/festivals', () => {
  it('gives the year’s festivals at a place as the engine computes them, rules in English', async () => {
    const response = await get(
      '/api/v1/astro/festivals?year=2026&lat=28.61&lon=77.21&zone=Asia/Kolkata',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.vary).toMatch(/accept-language/i);
    const body = json<FestivalsBody>(response);
    const engine = festivalsOfYear(2026, delhi);
    expect(body.year).toBe(2026);
    expect(body.place).toEqual(delhi);
    expect(body.festivals).toEqual(
      engine.festivals.map((festival) => ({ ...festival, rule: festival.rule.en })),
    );
    expect(body.lunarMonths).toEqual(engine.months);
    const diwali = body.festivals.find((festival) => festival.id === 'diwali');
    expect(diwali).toMatchObject({ date: '2026-11-08', name: { en: 'Diwali (Lakshmi Puja)' } });
    expect(diwali?.rule).toMatch(/^Kartika Amavasya during pradosh/);
    expect(diwali?.windows[0]?.label.hi).toMatch(/लक्ष्मी पूजा/);
  });

  it('writes each rule in Hindi when the request asks for Hindi', async () => {
    const response = await get(
      '/api/v1/astro/festivals?year=2026&lat=28.61&lon=77.21&zone=Asia/Kolkata',
      { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    );
    expect(response.statusCode).toBe(200);
    const body = json<FestivalsBody>(response);
    const engine = festivalsOfYear(2026, delhi);
    expect(body.festivals.map((festival) => festival.rule)).toEqual(
      engine.festivals.map((festival) => festival.rule.hi),
    );
    expect(body.festivals.find((festival) => festival.id === 'diwali')?.rule).toMatch(
      /^कार्तिक अमावस्या, प्रदोष काल में/,
    );
  });

  it('keeps the date of each city: Diwali 2024 in New York and New Delhi', async () => {
    const dateOf = async (query: string) => {
      const response = await get(`/api/v1/astro/festivals?year=2024&${query}`);
      expect(response.statusCode).toBe(200);
      return json<FestivalsBody>(response).festivals.find((festival) => festival.id === 'diwali')
        ?.date;
    };
    expect(await dateOf('lat=40.7128&lon=-74.006&zone=America/New_York')).toBe('2024-10-31');
    expect(await dateOf('lat=28.6139&lon=77.209&zone=Asia/Kolkata')).toBe('2024-11-01');
  });
});

describe('the calendar calls refuse a wrong query', () => {
  const place = 'lat=28.61&lon=77.21&zone=Asia/Kolkata';
  it.each([
    ['calendar', `year=1899&month=1&${place}`, 'year', calendarRequestMessages.year],
    ['calendar', `year=2101&month=1&${place}`, 'year', calendarRequestMessages.year],
    ['calendar', `year=20x6&month=1&${place}`, 'year', calendarRequestMessages.year],
    ['calendar', `year=2026.5&month=1&${place}`, 'year', calendarRequestMessages.year],
    ['calendar', `year=2026&month=0&${place}`, 'month', calendarRequestMessages.month],
    ['calendar', `year=2026&month=13&${place}`, 'month', calendarRequestMessages.month],
    ['calendar', `year=2026&month=-1&${place}`, 'month', calendarRequestMessages.month],
    [
      'calendar',
      'year=2026&month=1&lat=91&lon=77.21&zone=Asia/Kolkata',
      'lat',
      {
        en: 'lat must be a number of degrees between -90 and 90.',
        hi: 'अक्षांश (lat) −90 से 90 डिग्री के बीच की संख्या होनी चाहिए।',
      },
    ],
    [
      'festivals',
      'year=2026&lat=28.61&lon=0x1F&zone=Asia/Kolkata',
      'lon',
      {
        en: 'lon must be a number of degrees between -180 and 180.',
        hi: 'देशांतर (lon) −180 से 180 डिग्री के बीच की संख्या होनी चाहिए।',
      },
    ],
    ['festivals', `year=3000&${place}`, 'year', calendarRequestMessages.year],
  ])('%s?%s: 400 naming %s, in both languages', async (call, query, field, message) => {
    for (const language of ['en', 'hi'] as const) {
      const response = await get(`/api/v1/astro/${call}?${query}`, {
        'accept-language': language,
      });
      expect(response.statusCode).toBe(400);
      const body = json<ErrorBody>(response);
      expect(body.success).toBe(false);
      expect(body.errors).toEqual([{ path: field, message: message[language] }]);
      expect(body.message).toBe(message[language]);
    }
  });

  it.each([
    ['calendar', 'year=2026&month=1&lat=28.61&lon=77.21', 'zone'],
    ['calendar', 'month=1&lat=28.61&lon=77.21&zone=Asia/Kolkata', 'year'],
    ['calendar', 'year=2026&lat=28.61&lon=77.21&zone=Asia/Kolkata', 'month'],
    ['festivals', 'year=2026&lon=77.21&zone=Asia/Kolkata', 'lat'],
  ])('%s?%s: 400 when %s is left out, in both languages', async (call, query, field) => {
    const english = await get(`/api/v1/astro/${call}?${query}`);
    const hindi = await get(`/api/v1/astro/${call}?${query}`, { 'accept-language': 'hi' });
    for (const response of [english, hindi]) {
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).errors?.map((error) => error.path)).toEqual([field]);
    }
    expect(json<ErrorBody>(english).message).toMatch(new RegExp(`^${field}`));
    expect(json<ErrorBody>(hindi).message).toMatch(/[\u0900-\u097f]/);
  });

  it('refuses a zone that is no time zone, in both languages', async () => {
    for (const [call, query] of [
      ['calendar', 'year=2026&month=1&lat=28.61&lon=77.21&zone=Asia/Nowhere'],
      ['festivals', 'year=2026&lat=28.61&lon=77.21&zone=%2B05:30'],
    ]) {
      const english = await get(`/api/v1/astro/${call}?${query}`);
      const hindi = await get(`/api/v1/astro/${call}?${query}`, { 'accept-language': 'hi' });
      expect(english.statusCode).toBe(400);
      expect(hindi.statusCode).toBe(400);
      expect(json<ErrorBody>(english).errors?.[0]?.path).toBe('zone');
      expect(json<ErrorBody>(hindi).errors?.[0]?.path).toBe('zone');
      expect(json<ErrorBody>(english).message).toMatch(/zone/);
      expect(json<ErrorBody>(hindi).message).toMatch(/समय क्षेत्र/);
    }
  });
});

describe('the calendar calls’ rate limit', () => {
  it('counts only computing: an answer kept in memory is sent however often it is asked', async () => {
    const url = '/api/v1/astro/calendar?year=2025&month=3&lat=19.08&lon=72.88&zone=Asia/Kolkata';
    expect((await get(url)).statusCode).toBe(200);
    // The limit is 60 a minute; the same kept answer 80 times more is never refused.
    const statuses = new Set<number>();
    for (let index = 0; index < 80; index += 1) statuses.add((await get(url)).statusCode);
    expect([...statuses]).toEqual([200]);
  });

  it('refuses a computation beyond the limit, and still sends what is kept', async () => {
    // Each month of a year at a new place is a new computation.
    const url = (index: number) =>
      `/api/v1/astro/calendar?year=${1950 + Math.floor(index / 12)}&month=${(index % 12) + 1}&lat=12.97&lon=77.59&zone=Asia/Kolkata`;
    const first = await get(url(0));
    expect(first.statusCode).toBe(200);
    const remaining = Number(first.headers['x-ratelimit-remaining']);
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThan(60);
    for (let index = 1; index <= remaining; index += 1) {
      expect((await get(url(index))).statusCode).toBe(200);
    }
    const refused = await get(url(remaining + 1), { 'accept-language': 'hi' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(json<ErrorBody>(refused).message).toMatch(/[\u0900-\u097f]/);
    // What was computed before is still sent.
    const kept = await get(url(0));
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['x-ratelimit-remaining']).toBeUndefined();
  }, 60_000);
});
