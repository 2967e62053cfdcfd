import { describe, expect, it } from 'vitest';
import { astroRequestMessages, panchangQuerySchema } from './astro.ts';
import {
  calendarQuerySchema,
  calendarReplySchema,
  calendarRequestMessageInHindi,
  calendarRequestMessages,
  defaultFestivalPlace,
  festivalFeedParamsSchema,
  festivalFeedQuerySchema,
  festivalSchema,
  festivalsQuerySchema,
} from './calendar.ts';
import { isDevanagari } from './hindi-glossary.ts';

const place = { lat: '28.61', lon: '77.21', zone: 'Asia/Kolkata' };
const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.error?.issues ?? []) as Array<{ path: PropertyKey[]; message: string }>;

describe('the calendar queries', () => {
  it('read the year, the month and the place from a query string', () => {
    expect(calendarQuerySchema.parse({ year: '2026', month: '11', ...place })).toEqual({
      year: 2026,
      month: 11,
      lat: 28.61,
      lon: 77.21,
      zone: 'Asia/Kolkata',
    });
    expect(festivalsQuerySchema.parse({ year: ' 1900 ', ...place }).year).toBe(1900);
    expect(festivalsQuerySchema.parse({ year: '2100', ...place }).year).toBe(2100);
  });

  it('check the place with the panchang’s own pieces', () => {
    for (const field of ['lat', 'lon', 'zone'] as const) {
      expect(calendarQuerySchema.shape[field]).toBe(panchangQuerySchema.shape[field]);
      expect(festivalsQuerySchema.shape[field]).toBe(panchangQuerySchema.shape[field]);
    }
  });

  it.each([
    [{ year: '1899', month: '1' }, 'year'],
    [{ year: '2101', month: '1' }, 'year'],
    [{ year: '2026.0', month: '1' }, 'year'],
    [{ year: '', month: '1' }, 'year'],
    [{ year: '2026', month: '0' }, 'month'],
    [{ year: '2026', month: '13' }, 'month'],
    [{ year: '2026', month: 'nov' }, 'month'],
  ])('refuse %o, naming %s with its message', (query, field) => {
    const issues = issuesOf(calendarQuerySchema.safeParse({ ...place, ...query }));
    expect(issues.map((issue) => issue.path.join('.'))).toEqual([field]);
    expect(issues[0]?.message).toBe(
      calendarRequestMessages[field as keyof typeof calendarRequestMessages].en,
    );
  });

  it('have every message in Hindi too', () => {
    for (const message of Object.values(calendarRequestMessages)) {
      expect(calendarRequestMessageInHindi(message.en)).toBe(message.hi);
      expect(isDevanagari(message.hi)).toBe(true);
    }
    expect(calendarRequestMessageInHindi('something else')).toBeUndefined();
  });
});

describe('the festival feed’s address', () => {
  it('takes the year from the path', () => {
    expect(festivalFeedParamsSchema.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(festivalFeedParamsSchema.safeParse({ year: '1899' }).success).toBe(false);
  });

  it('is New Delhi in English unless told otherwise', () => {
    expect(festivalFeedQuerySchema.parse({})).toEqual({ lang: 'en' });
    expect(defaultFestivalPlace).toMatchObject({ lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' });
    expect(festivalFeedQuerySchema.parse({ ...place, city: ' Pune ', lang: 'hi' })).toEqual({
      lat: 28.61,
      lon: 77.21,
      zone: 'Asia/Kolkata',
      city: 'Pune',
      lang: 'hi',
    });
  });

  it('takes lat, lon and zone together or not at all', () => {
    const issues = issuesOf(festivalFeedQuerySchema.safeParse({ lat: '28.61' }));
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lon', astroRequestMessages.lon.en],
      ['zone', astroRequestMessages.zone.en],
    ]);
  });

  it.each([
    [{ lang: 'fr' }, 'lang'],
    [{ city: 'Pune\nEND:VCALENDAR' }, 'city'],
    [{ city: 'x'.repeat(81) }, 'city'],
    [{ city: '   ' }, 'city'],
  ])('refuses %o, naming %s', (query, field) => {
    const issues = issuesOf(festivalFeedQuerySchema.safeParse(query));
    expect(issues.map((issue) => issue.path.join('.'))).toEqual([field]);
    expect(calendarRequestMessageInHindi(issues[0]?.message ?? '')).toBeDefined();
  });
});

describe('the calendar replies', () => {
  const bilingual = { en: 'Ashvin', hi: 'आश्विन' };
  const month = { name: 7, adhik: false, label: bilingual };
  it('describe a day as API.md fixes it, with the lunar months the month spans', () => {
    const reply = {
      success: true,
      place: { lat: 28.61, lon: 77.21, zone: 'Asia/Kolkata' },
      days: [
        {
          date: '2026-11-08',
          sunrise: '2026-11-08T01:14:00.000Z',
          tithi: 29,
          tithiName: { en: 'Chaturdashi', hi: 'चतुर्दशी' },
          paksha: 'krishna',
          nakshatra: 14,
          nakshatraName: { en: 'Chitra', hi: 'चित्रा' },
          amanta: month,
          purnimanta: { ...month, name: 8 },
          festivals: [{ id: 'diwali', name: { en: 'Diwali', hi: 'दीवाली' } }],
          marks: [],
        },
      ],
      month: { amanta: [month], purnimanta: [month] },
      samvat: { vikram: [2083], shaka: [1948] },
      zoneOffsets: { offsets: [{ from: '2026-10-31T18:30:00.000Z', minutes: 330 }], until: 'x' },
    };
    expect(calendarReplySchema.parse(reply)).toEqual(reply);
    expect(
      calendarReplySchema.safeParse({ ...reply, month: { amanta: [{ ...month, name: 13 }] } })
        .success,
    ).toBe(false);
  });

  it('give a festival’s rule as one string (in the request’s language)', () => {
    const festival = {
      id: 'maha-shivaratri',
      date: '2026-02-15',
      name: { en: 'Maha Shivaratri', hi: 'महाशिवरात्रि' },
      rule: 'Magha Chaturdashi at nishita',
      windows: [],
    };
    expect(festivalSchema.parse(festival)).toEqual(festival);
    expect(festivalSchema.safeParse({ ...festival, rule: { en: 'x', hi: 'y' } }).success).toBe(
      false,
    );
    expect(festivalSchema.safeParse({ ...festival, id: 'Maha Shivaratri' }).success).toBe(false);
  });
});
