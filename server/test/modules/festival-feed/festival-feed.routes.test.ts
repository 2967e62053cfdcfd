import { type FestivalYear, festivalsOfYear } from '@app/astro/festivals';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { festivalFeed } from '../../../src/modules/festival-feed/festival-feed.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const newDelhi = { lat: 28.61, lon: 77.21, zone: 'Asia/Kolkata' };
const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers });

/** The feed parsed back: the calendar and its events. */
function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents('vevent').map((component) => ({
    uid: String(component.getFirstPropertyValue('uid')),
    start: component.getFirstPropertyValue('dtstart') as ICAL.Time,
    end: component.getFirstPropertyValue('dtend') as ICAL.Time,
    summary: String(component.getFirstPropertyValue('summary')),
    description: String(component.getFirstPropertyValue('description')),
    transparency: String(component.getFirstPropertyValue('transp')),
    stamp: component.getFirstPropertyValue('dtstamp') as ICAL.Time,
  }));
  return { calendar, events, value: (name: string) => calendar.getFirstPropertyValue(name) };
}

const summaryOf = (festival: FestivalYear['festivals'][number], language: 'en' | 'hi') => {
  const traditions = {
    smarta: { en: 'Smarta', hi: 'स्मार्त' },
    vaishnava: { en: 'Vaishnava', hi: 'वैष्णव' },
  };
  const name = festival.name[language];
  return festival.tradition ? `${name} (${traditions[festival.tradition][language]})` : name;
};

/** `17:54` on a zone's clock, as the feed writes a time. */
const clock = (iso: string, offsetMinutes: number) =>
  new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(11, 16);

describe('GET /festivals/{yyyy}.ics', () => {
  it('is a calendar of the year’s festivals at New Delhi, one all-day event per date', async () => {
    const response = await get('/festivals/2026.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('inline; filename="festivals-2026.ics"');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');

    const { events, value } = parse(response.body);
    expect(value('version')).toBe('2.0');
    expect(value('prodid')).toBe('-//Shubh Jyotish//Festivals//EN');
    expect(value('calscale')).toBe('GREGORIAN');
    expect(value('method')).toBe('PUBLISH');
    expect(value('x-wr-calname')).toBe('Festivals 2026 · New Delhi');
    expect(value('x-wr-timezone')).toBe('Asia/Kolkata');
    expect(String(value('refresh-interval'))).toBe('P1D');
    expect(value('x-published-ttl')).toBe('P1D');
    expect(response.body).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n');

    // Every festival of the year as the engine dates it, once per date and tradition.
    const engine = festivalsOfYear(2026, newDelhi);
    expect(engine.festivals.length).toBeGreaterThan(100);
    expect(events).toHaveLength(engine.festivals.length);
    engine.festivals.forEach((festival, index) => {
      const event = events[index];
      expect(event?.start.isDate).toBe(true);
      expect(event?.start.toString()).toBe(festival.date);
      expect(event?.end.isDate).toBe(true);
      expect(event?.end.toUnixTime()).toBe(
        Date.parse(`${festival.date}T00:00:00Z`) / 1000 + 86_400,
      );
      expect(event?.summary).toBe(summaryOf(festival, 'en'));
      expect(event?.description.split('\n')[0]).toBe(festival.rule.en);
      expect(event?.transparency).toBe('TRANSPARENT');
    });
    const keys = events.map((event) => `${event.start.toString()} ${event.summary}`);
    expect(new Set(keys).size).toBe(keys.length);
    const uids = events.map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    // Both traditions’ Ekadashi of 26 and 27 May 2026.
    expect(keys).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^2026-05-26 .*\(Smarta\)$/),
        expect.stringMatching(/^2026-05-27 .*\(Vaishnava\)$/),
      ]),
    );
  });

  it('writes the muhurat windows on the place’s clock, with its offset', async () => {
    const { events } = parse((await get('/festivals/2026.ics')).body);
    const diwali = festivalsOfYear(2026, newDelhi).festivals.find((entry) => entry.id === 'diwali');
    const event = events.find(
      (entry) => entry.start.toString() === diwali?.date && /Diwali/.test(entry.summary),
    );
    const [puja, pradosh] = diwali?.windows ?? [];
    expect(event?.description).toContain(
      `${puja?.label.en}: ${clock(puja?.start ?? '', 330)}–${clock(puja?.end ?? '', 330)} (UTC+05:30)`,
    );
    expect(event?.description).toContain(
      `${pradosh?.label.en}: ${clock(pradosh?.start ?? '', 330)}–${clock(pradosh?.end ?? '', 330)} (UTC+05:30)`,
    );
    expect(event?.description).toMatch(
      /Amavasya tithi: 2026-11-08 \d\d:\d\d to 2026-11-09 \d\d:\d\d \(UTC\+05:30\)/,
    );
  });

  it('is in Hindi with lang=hi: the calendar’s name, each summary and rule', async () => {
    const response = await get('/festivals/2026.ics?lang=hi');
    expect(response.statusCode).toBe(200);
    const { events, value } = parse(response.body);
    expect(value('x-wr-calname')).toBe('त्योहार 2026 · नई दिल्ली');
    const engine = festivalsOfYear(2026, newDelhi);
    expect(events.map((event) => event.summary)).toEqual(
      engine.festivals.map((festival) => summaryOf(festival, 'hi')),
    );
    expect(events.map((event) => event.description.split('\n')[0])).toEqual(
      engine.festivals.map((festival) => festival.rule.hi),
    );
    expect(events.find((event) => event.summary === 'दीवाली (लक्ष्मी पूजा)')?.description).toMatch(
      /लक्ष्मी पूजा \(प्रदोष काल, वृषभ लग्न\): \d\d:\d\d–\d\d:\d\d \(UTC\+05:30\)/,
    );
  });

  it('folds its lines at 75 octets without splitting a character, with CRLF line ends', async () => {
    for (const url of ['/festivals/2026.ics?lang=hi', '/festivals/2026.ics']) {
      const response = await get(url);
      const raw = response.rawPayload;
      expect(raw.subarray(-2).toString()).toBe('\r\n');
      // No line break but CRLF.
      expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const lines = raw.toString('latin1').split('\r\n').slice(0, -1);
      let folded = 0;
      for (const line of lines) {
        const bytes = Buffer.from(line, 'latin1');
        expect(bytes.length).toBeLessThanOrEqual(75);
        // Each piece is whole UTF-8 by itself: no character was cut in two.
        expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).not.toThrow();
        if (line.startsWith(' ')) folded += 1;
      }
      expect(folded).toBeGreaterThan(100);
    }
  });

  it('gives each event a UID that stays the same between calls, languages and stamps', async () => {
    const english = parse((await get('/festivals/2026.ics')).body).events;
    const again = parse((await get('/festivals/2026.ics')).body).events;
    const hindi = parse((await get('/festivals/2026.ics?lang=hi&city=Dilli')).body).events;
    const uids = english.map((event) => event.uid);
    expect(again.map((event) => event.uid)).toEqual(uids);
    expect(hindi.map((event) => event.uid)).toEqual(uids);
    for (const uid of uids) {
      expect(uid).toMatch(
        /^2026-[a-z-]+-2026\d{4}-(all|smarta|vaishnava)-[0-9a-f]{12}@shubhjyotish\.in$/,
      );
    }
    expect(uids.filter((uid) => uid.startsWith('2026-diwali-20261108-all-'))).toHaveLength(1);
    // Made at another time, the feed's events keep their UIDs (only DTSTAMP moves).
    const found = festivalsOfYear(2026, newDelhi);
    const written = (stamp: string) =>
      parse(festivalFeed(found, { language: 'en', placeName: 'New Delhi', stamp: new Date(stamp) }))
        .events;
    const earlier = written('2026-01-01T00:00:00Z');
    const later = written('2026-06-01T12:00:00Z');
    expect(earlier.map((event) => event.uid)).toEqual(uids);
    expect(later.map((event) => event.uid)).toEqual(uids);
    expect(later[0]?.stamp.toString()).toBe('2026-06-01T12:00:00Z');
  });

  it('dates the festivals at the place asked for: Diwali 2024 in New York and New Delhi', async () => {
    const diwaliOf = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const parsed = parse(response.body);
      return { ...parsed, diwali: parsed.events.find((event) => /^Diwali/.test(event.summary)) };
    };
    const newYork = await diwaliOf(
      '/festivals/2024.ics?lat=40.7128&lon=-74.006&zone=America/New_York&city=New%20York',
    );
    const delhi = await diwaliOf('/festivals/2024.ics');
    expect(newYork.diwali?.start.toString()).toBe('2024-10-31');
    expect(delhi.diwali?.start.toString()).toBe('2024-11-01');
    expect(newYork.value('x-wr-calname')).toBe('Festivals 2024 · New York');
    expect(newYork.value('x-wr-timezone')).toBe('America/New_York');
    // Windows on New York's clock (daylight time until 3 November 2024).
    expect(newYork.diwali?.description).toMatch(/: \d\d:\d\d–\d\d:\d\d \(UTC-04:00\)/);
    expect(newYork.diwali?.uid).not.toBe(delhi.diwali?.uid);
    // Without a city, the title names the place by its coordinates (as computed: rounded).
    const unnamed = await diwaliOf(
      '/festivals/2024.ics?lat=40.7128&lon=-74.006&zone=America/New_York',
    );
    expect(unnamed.value('x-wr-calname')).toBe('Festivals 2024 · 40.71°N 74.01°W');
    expect(unnamed.diwali?.uid).toBe(newYork.diwali?.uid);
  });

  it('writes a city’s name as text, whatever characters it has', async () => {
    const response = await get('/festivals/2026.ics?city=Pune%2C%20MH%3B%20India%20%5Cwest');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '\r\nX-WR-CALNAME:Festivals 2026 · Pune\\, MH\\; India \\\\west\r\n',
    );
    expect(response.body).toContain('\r\nNAME:Festivals 2026 · Pune\\, MH\\; India \\\\west\r\n');
    // A TEXT value as RFC 5545 escapes it (ical.js reads X- and RFC 7986 properties raw).
    expect(parse(response.body).events.length).toBeGreaterThan(100);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await context.app.inject({ method: 'HEAD', url: '/festivals/2026.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('inline; filename="festivals-2026.ics"');
    expect(response.body).toBe('');
  });

  it.each([
    ['/festivals/1899.ics', 'year', 'en'],
    ['/festivals/2101.ics?lang=hi', 'year', 'hi'],
    ['/festivals/0012026.ics', 'year', 'en'],
    ['/festivals/2026.ics?lat=95&lon=77.2&zone=Asia/Kolkata', 'lat', 'en'],
    ['/festivals/2026.ics?lat=28.6&lon=77.2&zone=Asia/Nowhere&lang=hi', 'zone', 'hi'],
    ['/festivals/2026.ics?lat=28.6', 'lon', 'en'],
    ['/festivals/2026.ics?lang=fr', 'lang', 'en'],
    ['/festivals/2026.ics?city=Pune%0AEND:VCALENDAR', 'city', 'en'],
    [`/festivals/2026.ics?city=${'x'.repeat(81)}`, 'city', 'en'],
  ])('refuses %s with a 400 in plain text about %s (%s)', async (url, field, language) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(/\n$/);
    if (language === 'hi') expect(response.body).toMatch(/[\u0900-\u097f]/);
    else expect(response.body).toMatch(new RegExp(`^${field} `));
  });

  it('refuses in the language the request asks for when lang does not say', async () => {
    const hindi = await get('/festivals/1800.ics', { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.body).toBe('वर्ष (year) 1900 से 2100 तक की कोई पूर्ण संख्या होनी चाहिए।\n');
    const english = await get('/festivals/1800.ics?lang=en', { 'accept-language': 'hi' });
    expect(english.body).toBe('year must be a whole number from 1900 to 2100.\n');
    const missing = await get('/festivals/2026.ics?lat=28.6&lang=hi');
    expect(missing.body).toContain('देशांतर (lon)');
    expect(missing.body).toContain('समय क्षेत्र (zone)');
  });

  it('leaves every other address under /festivals to the web app', async () => {
    for (const url of ['/festivals', '/festivals/2026', '/festivals/diwali.ics']) {
      const response = await get(url);
      expect(response.headers['content-type']).not.toMatch(/text\/calendar/);
    }
  });
});
