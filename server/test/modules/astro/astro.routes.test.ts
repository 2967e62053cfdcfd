import { computePanchang, type DayPanchang } from '@app/astro/panchang';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../helpers/test-app.ts';

type ErrorBody = { success: false; message: string; errors?: { path: string; message: string }[] };
type ChartBody = {
  success: true;
  chart: {
    local: { date: string; time: string };
    place: { lat: number; lon: number };
    ambiguousTime: boolean;
    utc: string;
    utcOffsetMinutes: number;
    offsetSource: string;
    moonSign: number;
    nakshatra: number;
    pada: number;
    node: string;
    planets: Record<string, { lon: number; sign: number; house: number; retrograde: boolean }>;
    panchang: { tithi: number; vara: number; sunrise: string };
    dasha: { yearDays: number; balance: { lord: string; years: number }; periods: unknown[] };
    sadeSati: { phase: string; start: string; end: string }[];
    manglik: {
      isManglik: boolean;
      from: string[];
      rules: { rule: string; name: { en: string; hi: string } }[];
    };
  };
};

let context: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  context = await createTestApp({
    environment: { LOG_LEVEL: 'trace' },
    dependencies: { logStream: { write: (line) => logLines.push(line) } },
  });
});
afterAll(() => context.close());

const delhi = {
  date: '1977-07-27',
  time: '11:29',
  lat: 28.6139,
  lon: 77.209,
  zone: 'Asia/Kolkata',
};
const postChart = (payload: unknown) =>
  context.app.inject({ method: 'POST', url: '/api/v1/astro/chart', payload: payload as object });

describe('POST /api/v1/astro/chart', () => {
  it('computes the chart of a birth (reference chart 1: New Delhi, 1977)', async () => {
    const response = await postChart(delhi);
    expect(response.statusCode).toBe(200);
    const { chart } = json<ChartBody>(response);
    expect(chart.utc).toBe('1977-07-27T05:59:00.000Z');
    expect(chart.local).toEqual({ date: '1977-07-27', time: '11:29' });
    expect(chart.place).toEqual({ lat: 28.6139, lon: 77.209 });
    expect(chart.ambiguousTime).toBe(false);
    expect(chart.utcOffsetMinutes).toBe(330);
    expect(chart.offsetSource).toBe('zone');
    expect(chart.node).toBe('mean');
    // Swiss Ephemeris: Moon 236.4603604° (Scorpio, Jyeshtha pada 3), Mercury dasha 4.513 years.
    expect(Math.abs((chart.planets.moon?.lon ?? 0) - 236.4603604) * 3600).toBeLessThan(10);
    expect([chart.moonSign, chart.nakshatra, chart.pada]).toEqual([8, 18, 3]);
    expect(chart.panchang).toMatchObject({ tithi: 12, vara: 4 });
    expect(chart.dasha.balance.lord).toBe('mercury');
    expect(chart.dasha.balance.years).toBeCloseTo(4.513, 2);
    expect(chart.dasha.yearDays).toBe(365.25);
    expect(chart.dasha.periods).toHaveLength(9);
    expect(Object.keys(chart.planets)).toEqual([
      'sun',
      'moon',
      'mars',
      'mercury',
      'jupiter',
      'venus',
      'saturn',
      'rahu',
      'ketu',
    ]);
    expect(chart.planets.rahu?.retrograde).toBe(true);
    expect(chart.manglik.rules.map((rule) => rule.rule)).toHaveLength(chart.manglik.from.length);
    for (const rule of chart.manglik.rules) expect(rule.name.hi).toMatch(/मंगल/);
    expect(new Set(chart.sadeSati.map((segment) => segment.phase))).toEqual(
      new Set(['rising', 'peak', 'setting']),
    );
  });

  it('applies India’s war time (+6:30) from the zone’s history', async () => {
    const response = await postChart({ ...delhi, date: '1943-06-01', time: '10:00' });
    const { chart } = json<ChartBody>(response);
    expect(chart.utcOffsetMinutes).toBe(390);
    expect(chart.utc).toBe('1943-06-01T03:30:00.000Z');
  });

  it('applies summer time abroad, and an override of the offset (Calcutta time)', async () => {
    const london = await postChart({
      date: '1990-07-01',
      time: '12:00',
      lat: 51.5,
      lon: -0.12,
      zone: 'Europe/London',
    });
    expect(json<ChartBody>(london).chart.utcOffsetMinutes).toBe(60);
    const calcutta = await postChart({
      date: '1940-01-01',
      time: '06:00',
      lat: 22.57,
      lon: 88.36,
      utcOffsetMinutes: 353 + 1 / 3,
    });
    const { chart } = json<ChartBody>(calcutta);
    expect(chart.offsetSource).toBe('override');
    expect(chart.utc).toBe('1940-01-01T00:06:40.000Z');
  });

  it('gives the true node on request', async () => {
    const mean = json<ChartBody>(await postChart(delhi)).chart;
    const trueNode = json<ChartBody>(await postChart({ ...delhi, node: 'true' })).chart;
    expect(trueNode.node).toBe('true');
    expect(trueNode.planets.rahu?.lon).not.toBeCloseTo(mean.planets.rahu?.lon ?? 0, 1);
  });

  it.each([
    [{ ...delhi, lat: 95 }, 'lat'],
    [{ ...delhi, lon: 'east' }, 'lon'],
    [{ ...delhi, date: '2023-02-30' }, 'date'],
    [{ ...delhi, date: '27/07/1977' }, 'date'],
    [{ ...delhi, date: '1700-01-01' }, 'date'],
    [{ ...delhi, time: '25:00' }, 'time'],
    [{ ...delhi, zone: 'Mars/Olympus_Mons' }, 'zone'],
    [{ ...delhi, zone: undefined }, 'zone'],
    [{ ...delhi, utcOffsetMinutes: 2000 }, 'utcOffsetMinutes'],
    [{ ...delhi, node: 'apparent' }, 'node'],
  ])('refuses impossible input with a 400 naming the field (%#: %s)', async (body, field) => {
    const response = await postChart(body);
    expect(response.statusCode).toBe(400);
    const reply = json<ErrorBody>(response);
    expect(reply.success).toBe(false);
    expect(reply.errors?.map((error) => error.path)).toContain(field);
    expect(reply.message).toMatch(/\S/);
  });

  it('refuses a wall time that a clock change skipped, saying so', async () => {
    const response = await postChart({
      date: '2021-03-14',
      time: '02:30',
      lat: 40.71,
      lon: -74.0,
      zone: 'America/New_York',
    });
    expect(response.statusCode).toBe(400);
    const reply = json<ErrorBody>(response);
    expect(reply.errors?.[0]?.path).toBe('time');
    expect(reply.message).toMatch(/never happened in America\/New_York/);
  });

  it('answers in Hindi when the request asks for it (Accept-Language: hi)', async () => {
    const skipped = await context.app.inject({
      method: 'POST',
      url: '/api/v1/astro/chart',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      payload: {
        date: '2021-03-14',
        time: '02:30',
        lat: 40.71,
        lon: -74.0,
        zone: 'America/New_York',
      },
    });
    expect(skipped.statusCode).toBe(400);
    const reply = json<ErrorBody>(skipped);
    expect(reply.errors?.[0]?.path).toBe('time');
    expect(reply.message).toMatch(/America\/New_York में 2021-03-14 को 02:30 का समय कभी आया ही नहीं/);
    expect(reply.errors?.[0]?.message).toBe(reply.message);

    // A request schema's own message (latitude out of range) and a field left out.
    const invalid = await context.app.inject({
      method: 'POST',
      url: '/api/v1/astro/chart',
      headers: { 'accept-language': 'hi' },
      payload: { ...delhi, lat: 95 },
    });
    expect(json<ErrorBody>(invalid).message).toBe(
      'अक्षांश (lat) −90 से 90 डिग्री के बीच की संख्या होनी चाहिए।',
    );
    const unknownZone = await context.app.inject({
      method: 'POST',
      url: '/api/v1/astro/chart',
      headers: { 'accept-language': 'hi' },
      payload: { ...delhi, zone: 'Mars/Olympus_Mons' },
    });
    expect(json<ErrorBody>(unknownZone).message).toMatch(/कोई जाना-पहचाना IANA समय क्षेत्र नहीं/);
  });

  it('answers in English otherwise, and when English comes first', async () => {
    for (const headers of [{}, { 'accept-language': 'en-GB,en;q=0.9,hi;q=0.8' }]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/astro/chart',
        headers,
        payload: { ...delhi, date: '2023-02-29' },
      });
      expect(json<ErrorBody>(response).message).toBe('2023-02-29 is not a date in the calendar.');
    }
  });

  it('never writes the birth details to the log', async () => {
    const marker = { ...delhi, date: '1961-09-13', time: '04:17', lat: 26.8467, lon: 80.9462 };
    await postChart(marker);
    await context.app.inject({
      method: 'POST',
      url: '/api/v1/astro/match',
      payload: { boy: marker, girl: { ...marker, time: '05:43' } },
    });
    const all = logLines.join('\n');
    expect(all).toContain('/api/v1/astro/chart');
    for (const secret of ['1961-09-13', '04:17', '05:43', '26.8467', '80.9462']) {
      expect(all).not.toContain(secret);
    }
  });

  it('is rate-limited', async () => {
    const response = await postChart(delhi);
    expect(response.headers['x-ratelimit-limit']).toBe('60');
  });
});

describe('POST /api/v1/astro/match', () => {
  type MatchBody = {
    success: true;
    match: {
      total: number;
      tableTotal: number;
      max: number;
      kootas: { name: string; points: number; max: number; label: { en: string; hi: string } }[];
      manglik: { boy: { isManglik: boolean }; girl: { isManglik: boolean } };
      verdict: string;
    };
  };

  it('scores the eight kootas out of 36, with names in both languages', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/astro/match',
      payload: {
        boy: delhi,
        girl: {
          date: '1980-02-14',
          time: '18:45',
          lat: 19.076,
          lon: 72.8777,
          zone: 'Asia/Kolkata',
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const { match } = json<MatchBody>(response);
    expect(match.max).toBe(36);
    expect(match.kootas.map((koota) => [koota.name, koota.max])).toEqual([
      ['varna', 1],
      ['vashya', 2],
      ['tara', 3],
      ['yoni', 4],
      ['grahaMaitri', 5],
      ['gana', 6],
      ['bhakoot', 7],
      ['nadi', 8],
    ]);
    expect(match.total).toBe(match.kootas.reduce((sum, koota) => sum + koota.points, 0));
    for (const koota of match.kootas) expect(koota.label.hi).toMatch(/[\u0900-\u097f]/);
    expect(['not-recommended', 'average', 'good', 'excellent']).toContain(match.verdict);
    expect(typeof match.manglik.boy.isManglik).toBe('boolean');
  });

  it('names the person and the field of impossible input', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/astro/match',
      payload: { boy: delhi, girl: { ...delhi, zone: 'Nowhere/Land' } },
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors?.[0]?.path).toBe('girl.zone');
    const missing = await context.app.inject({
      method: 'POST',
      url: '/api/v1/astro/match',
      payload: { boy: delhi },
    });
    expect(missing.statusCode).toBe(400);
    expect(json<ErrorBody>(missing).errors?.[0]?.path).toBe('girl');
  });

  it('names the person in Hindi too', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/astro/match',
      headers: { 'accept-language': 'hi' },
      payload: { boy: delhi, girl: { ...delhi, zone: 'Nowhere/Land' } },
    });
    expect(response.statusCode).toBe(400);
    const reply = json<ErrorBody>(response);
    expect(reply.errors?.[0]?.path).toBe('girl.zone');
    expect(reply.message).toMatch(/^वधू \(लड़की\) का जन्म विवरण: Nowhere\/Land कोई जाना-पहचाना/);
  });
});

describe('GET /api/v1/astro/panchang', () => {
  type PanchangBody = {
    success: true;
    panchang: {
      sunrise: string;
      sunset: string;
      vara: { index: number; name: { en: string; hi: string } };
      tithi: { index: number; name: { en: string; hi: string }; end: string }[];
      nakshatra: unknown[];
      rahuKaal: { start: string; end: string };
      nextPurnima: string;
      nextAmavasya: string;
    };
  };

  it('gives the day’s panchang at a place', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/astro/panchang?date=2024-01-15&lat=25.3176&lon=82.9739&zone=Asia/Kolkata',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { panchang } = json<PanchangBody>(response);
    // 15 January 2024 was a Monday; Varanasi's sunrise is near 06:47 IST (01:17 UTC).
    expect(panchang.vara.index).toBe(2);
    expect(panchang.vara.name.hi).toBe('सोमवार');
    expect(
      Math.abs(Date.parse(panchang.sunrise) - Date.parse('2024-01-15T01:17:00Z')),
    ).toBeLessThan(3 * 60_000);
    expect(panchang.tithi.length).toBeGreaterThan(0);
    expect(panchang.tithi[0]?.name.hi).toMatch(/[\u0900-\u097f]/);
    expect(Date.parse(panchang.rahuKaal.start)).toBeGreaterThan(Date.parse(panchang.sunrise));
    expect(Date.parse(panchang.rahuKaal.end)).toBeLessThan(Date.parse(panchang.sunset));
    // The full moon after 15 January 2024 was on the 25th.
    expect(panchang.nextPurnima.slice(0, 10)).toBe('2024-01-25');
    expect(panchang.nextAmavasya.slice(0, 10)).toBe('2024-02-09');
  });

  it('carries the day’s muhurats, moonrise and moonset, each from the day’s sunrise and sunset', async () => {
    // Varanasi, Tuesday 16 January 2024: Tuesday has a durmuhurta in the night too.
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/astro/panchang?date=2024-01-16&lat=25.3176&lon=82.9739&zone=Asia/Kolkata',
    });
    expect(response.statusCode).toBe(200);
    const { panchang } = json<{ panchang: DayPanchang }>(response);
    // Every field of the engine's day, none left out by the reply's schema.
    expect(panchang).toEqual(
      JSON.parse(
        JSON.stringify(
          computePanchang({ date: '2024-01-16', lat: 25.3176, lon: 82.9739, zone: 'Asia/Kolkata' }),
        ),
      ),
    );
    const { sunrise, sunset, choghadiya, hora } = panchang;
    expect(panchang.vara.index).toBe(3);
    // Eight choghadiyas from sunrise to sunset, the first and the last Mars's (Rog) on a Tuesday,
    // and eight of the night from sunset, the first Saturn's (Kaal).
    expect(choghadiya?.day.map((part) => part.name.en)).toEqual([
      'Rog',
      'Udveg',
      'Char',
      'Labh',
      'Amrit',
      'Kaal',
      'Shubh',
      'Rog',
    ]);
    expect(choghadiya?.day[0]).toMatchObject({ lord: 'mars', quality: 'bad', start: sunrise });
    expect(choghadiya?.day.at(-1)?.end).toBe(sunset);
    expect(choghadiya?.night[0]).toMatchObject({ name: { en: 'Kaal', hi: 'काल' }, start: sunset });
    // The night ends at the next sunrise: the next day's.
    const next = await context.app.inject({
      method: 'GET',
      url: '/api/v1/astro/panchang?date=2024-01-17&lat=25.3176&lon=82.9739&zone=Asia/Kolkata',
    });
    const nextSunrise = json<{ panchang: DayPanchang }>(next).panchang.sunrise;
    expect(choghadiya?.night.at(-1)?.end).toBe(nextSunrise);
    expect(hora).toHaveLength(24);
    expect(hora?.[0]).toEqual({ planet: 'mars', start: sunrise, end: expect.any(String) });
    expect(hora?.at(-1)?.end).toBe(nextSunrise);
    // Abhijit around midday, Brahma muhurta before sunrise, two durmuhurtas (day and night).
    const noon = (Date.parse(sunrise ?? '') + Date.parse(sunset ?? '')) / 2;
    expect(Date.parse(panchang.abhijit?.start ?? '')).toBeLessThan(noon);
    expect(Date.parse(panchang.abhijit?.end ?? '')).toBeGreaterThan(noon);
    expect(Date.parse(panchang.brahmaMuhurta?.end ?? '')).toBeLessThan(Date.parse(sunrise ?? ''));
    expect(panchang.durmuhurta).toHaveLength(2);
    expect(Date.parse(panchang.durmuhurta?.[1]?.start ?? '')).toBeGreaterThan(
      Date.parse(sunset ?? ''),
    );
    // The Moon rose and set that day at Varanasi (a waxing crescent: late morning, late evening).
    expect(panchang.moonrise?.slice(0, 10)).toBe('2024-01-16');
    expect(panchang.moonset?.slice(0, 10)).toBe('2024-01-16');
  });

  it('gives no muhurats where the Sun does not rise', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/astro/panchang?date=2024-12-21&lat=78.22&lon=15.65&zone=Arctic/Longyearbyen',
    });
    expect(response.statusCode).toBe(200);
    const { panchang } = json<{ panchang: DayPanchang }>(response);
    expect(panchang).toMatchObject({
      sunrise: null,
      choghadiya: null,
      hora: null,
      abhijit: null,
      brahmaMuhurta: null,
      durmuhurta: null,
    });
  });

  it('reads plain decimal coordinates, signed, and a zone in any spelling', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/astro/panchang?date=2024-01-15&lat=%2B51.5074&lon=-.1278&zone=eUrOpE/lOnDoN',
    });
    expect(response.statusCode).toBe(200);
    const { panchang } = json<{ panchang: { zone: string; sunrise: string } }>(response);
    // The reply names the zone as the tz database does; London's sunrise is near 08:00 GMT.
    expect(panchang.zone).toBe('Europe/London');
    expect(
      Math.abs(Date.parse(panchang.sunrise) - Date.parse('2024-01-15T08:01:00Z')),
    ).toBeLessThan(3 * 60_000);
  });

  it('refuses an impossible date in Hindi when asked', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/astro/panchang?date=2024-02-30&lat=25&lon=82&zone=Asia/Kolkata',
      headers: { 'accept-language': 'hi' },
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe('2024-02-30 कैलेंडर की कोई तारीख़ नहीं है।');
  });

  it.each([
    ['date=2024-13-01&lat=25&lon=82&zone=Asia/Kolkata', 'date'],
    ['date=2024-01-15&lat=100&lon=82&zone=Asia/Kolkata', 'lat'],
    ['date=2024-01-15&lat=25&lon=82&zone=Asia/Nowhere', 'zone'],
    ['date=2024-01-15&lat=25&lon=82', 'zone'],
    // Missing, blank or not plain decimal coordinates are not 0 or hexadecimal.
    ['date=2024-01-15&lat=&lon=82&zone=Asia/Kolkata', 'lat'],
    ['date=2024-01-15&lat=25&lon=&zone=Asia/Kolkata', 'lon'],
    ['date=2024-01-15&lat=%20&lon=82&zone=Asia/Kolkata', 'lat'],
    ['date=2024-01-15&lon=82&zone=Asia/Kolkata', 'lat'],
    ['date=2024-01-15&lat=25&zone=Asia/Kolkata', 'lon'],
    ['date=2024-01-15&lat=0x1F&lon=82&zone=Asia/Kolkata', 'lat'],
    ['date=2024-01-15&lat=25&lon=8e1&zone=Asia/Kolkata', 'lon'],
    ['date=2024-01-15&lat=Infinity&lon=82&zone=Asia/Kolkata', 'lat'],
    ['date=2024-01-15&lat=25,5&lon=82&zone=Asia/Kolkata', 'lat'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v1/astro/panchang?${query}`,
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).errors?.map((error) => error.path)).toContain(field);
  });
});
