import { describe, expect, it } from 'vitest';
import { horoscopeKinds } from './horoscope.ts';
import { formatWeekSpan, horoscopePeriod } from './horoscope-period.ts';
import { applyHoroscopeKindRules, builtinHoroscope, formatLuckyTime } from './horoscope-reading.ts';
import { horoscopeReadingSchema } from './horoscope-reply.ts';
import { seededRandom } from './seeded-random.ts';
import { getZodiacSign, zodiacSignNames, zodiacSigns } from './zodiac.ts';

/** Instants given in India Standard Time. */
const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`);

// Wednesday 25 November 2026, ISO week 48 (Monday 23 to Sunday 29 November).
const wednesday = ist('2026-11-25T12:00:00');

describe('zodiac signs', () => {
  it('lists the twelve signs with their elements, symbols and dates', () => {
    expect(zodiacSigns.map((sign) => sign.name)).toEqual([...zodiacSignNames]);
    const byElement = (element: string) =>
      zodiacSigns.filter((sign) => sign.element === element).map((sign) => sign.name);
    expect(byElement('fire')).toEqual(['aries', 'leo', 'sagittarius']);
    expect(byElement('earth')).toEqual(['taurus', 'virgo', 'capricorn']);
    expect(byElement('air')).toEqual(['gemini', 'libra', 'aquarius']);
    expect(byElement('water')).toEqual(['cancer', 'scorpio', 'pisces']);
    expect(new Set(zodiacSigns.map((sign) => sign.symbol)).size).toBe(12);
    expect(getZodiacSign('aries').dateRange.text).toEqual({
      en: 'Mar 21 – Apr 19',
      hi: '21 मार्च – 19 अप्रैल',
    });
    expect(getZodiacSign('capricorn').dateRange.start).toEqual({ month: 12, day: 22 });
    expect(getZodiacSign('capricorn').dateRange.end).toEqual({ month: 1, day: 19 });
    for (const sign of zodiacSigns) {
      expect(sign.traits.en.length).toBeGreaterThanOrEqual(4);
      expect(sign.traits.en.length).toBeLessThanOrEqual(5);
      expect(sign.traits.hi).toHaveLength(sign.traits.en.length);
      expect(sign.displayName.hi).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('covers every day of the year exactly once with the date ranges', () => {
    const covering = (month: number, day: number) =>
      zodiacSigns.filter(({ dateRange: { start, end } }) => {
        const value = month * 100 + day;
        const from = start.month * 100 + start.day;
        const to = end.month * 100 + end.day;
        return from <= to ? value >= from && value <= to : value >= from || value <= to;
      });
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      expect(covering(date.getUTCMonth() + 1, date.getUTCDate())).toHaveLength(1);
    }
  });
});

describe('horoscope periods', () => {
  it('uses the ISO week in India Standard Time', () => {
    const period = horoscopePeriod('weekly', wednesday);
    expect(period.key).toBe('2026-W48');
    expect(period.start.toISOString()).toBe(ist('2026-11-23T00:00:00').toISOString());
    expect(period.end.toISOString()).toBe(ist('2026-11-30T00:00:00').toISOString());
    // Sunday 23:59 IST is still week 48; Monday 00:00 IST (Sunday 18:30 UTC) is week 49.
    expect(horoscopePeriod('weekly', ist('2026-11-29T23:59:00')).key).toBe('2026-W48');
    expect(horoscopePeriod('weekly', ist('2026-11-30T00:00:00')).key).toBe('2026-W49');
  });

  it('puts the turn of the year in the week of its Thursday', () => {
    expect(horoscopePeriod('weekly', ist('2027-01-01T10:00:00')).key).toBe('2026-W53');
    expect(horoscopePeriod('weekly', ist('2025-12-31T10:00:00')).key).toBe('2026-W01');
    expect(horoscopePeriod('weekly-love', ist('2026-01-05T10:00:00')).key).toBe('2026-W02');
  });

  it('uses the calendar year for yearly readings', () => {
    expect(horoscopePeriod('yearly', wednesday).key).toBe('2026');
    // 31 December 20:00 UTC is already 1 January in India.
    expect(horoscopePeriod('yearly', new Date('2026-12-31T20:00:00Z')).key).toBe('2027');
  });

  it('formats the week in both languages', () => {
    const start = horoscopePeriod('weekly', wednesday).start;
    expect(formatWeekSpan(start, 'en')).toBe('Nov 23 – 29, 2026');
    expect(formatWeekSpan(start, 'hi')).toBe('23 – 29 नवंबर 2026');
    const acrossMonths = horoscopePeriod('weekly', ist('2026-12-02T09:00:00')).start;
    expect(formatWeekSpan(acrossMonths, 'en')).toBe('Nov 30 – Dec 6, 2026');
    expect(formatWeekSpan(acrossMonths, 'hi')).toBe('30 नवंबर – 6 दिसंबर 2026');
    const acrossYears = horoscopePeriod('weekly', ist('2026-12-30T09:00:00')).start;
    expect(formatWeekSpan(acrossYears, 'en')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(formatWeekSpan(acrossYears, 'hi')).toBe('28 दिसंबर 2026 – 3 जनवरी 2027');
  });
});

describe('seeded randomness', () => {
  it('repeats for a seed and differs between seeds', () => {
    const take = (seed: string) => {
      const random = seededRandom(seed);
      return Array.from({ length: 5 }, random);
    };
    expect(take('leo|weekly|2026-W48')).toEqual(take('leo|weekly|2026-W48'));
    expect(take('leo|weekly|2026-W48')).not.toEqual(take('leo|weekly|2026-W49'));
    for (const value of take('x')) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('built-in horoscope', () => {
  it('gives a complete reading for every sign, kind and language', () => {
    for (const sign of zodiacSignNames) {
      for (const kind of horoscopeKinds) {
        for (const language of ['en', 'hi'] as const) {
          const reading = builtinHoroscope({ sign, kind, language, now: wednesday });
          expect(horoscopeReadingSchema.parse(reading)).toEqual(reading);
          for (const value of Object.values(reading)) expect(value.trim()).not.toBe('');
          expect(reading.description).not.toMatch(/[{}]/);
          const luckyNumber = Number(reading.lucky_number);
          expect(luckyNumber).toBeGreaterThanOrEqual(1);
          expect(luckyNumber).toBeLessThanOrEqual(10);
          expect(reading.date_range).toBe(getZodiacSign(sign).dateRange.text[language]);
          expect(reading.compatibility).not.toBe(getZodiacSign(sign).displayName[language]);
          if (language === 'hi') expect(reading.description).toMatch(/[\u0900-\u097F]/);
          else expect(reading.description).not.toMatch(/[\u0900-\u097F]/);
        }
      }
    }
  });

  it('stays the same all week and changes the next week', () => {
    const monday = ist('2026-11-23T00:00:00');
    const sunday = ist('2026-11-29T23:59:00');
    const nextWeek = ist('2026-11-30T08:00:00');
    for (const sign of zodiacSignNames) {
      for (const kind of ['weekly', 'weekly-love'] as const) {
        const reading = builtinHoroscope({ sign, kind, language: 'en', now: monday });
        expect(builtinHoroscope({ sign, kind, language: 'en', now: wednesday })).toEqual(reading);
        expect(builtinHoroscope({ sign, kind, language: 'en', now: sunday })).toEqual(reading);
      }
    }
    // Generated signs change with the week (all twelve would have to collide to fail).
    const changed = zodiacSignNames.filter(
      (sign) =>
        builtinHoroscope({ sign, kind: 'weekly', language: 'en', now: wednesday }).description !==
        builtinHoroscope({ sign, kind: 'weekly', language: 'en', now: nextWeek }).description,
    );
    expect(changed.length).toBeGreaterThanOrEqual(8);
    expect(
      builtinHoroscope({ sign: 'leo', kind: 'weekly', language: 'en', now: nextWeek }).current_date,
    ).toBe('Nov 30 – Dec 6, 2026');
  });

  it('varies over the weeks for every sign, including the written samples', () => {
    for (const sign of zodiacSignNames) {
      const descriptions = new Set(
        Array.from(
          { length: 12 },
          (_, week) =>
            builtinHoroscope({
              sign,
              kind: 'weekly',
              language: 'en',
              now: new Date(wednesday.getTime() + week * 7 * 86_400_000),
            }).description,
        ),
      );
      expect(descriptions.size).toBeGreaterThan(1);
    }
  });

  it('stays the same all year for yearly readings and changes the next year', () => {
    for (const sign of zodiacSignNames) {
      const january = builtinHoroscope({
        sign,
        kind: 'yearly',
        language: 'en',
        now: ist('2026-01-01T00:00:00'),
      });
      const december = builtinHoroscope({
        sign,
        kind: 'yearly',
        language: 'en',
        now: ist('2026-12-31T23:59:00'),
      });
      expect(december).toEqual(january);
      expect(january.current_date).toBe('2026');
    }
    const years = new Set(
      [2026, 2027, 2028, 2029].map(
        (year) =>
          builtinHoroscope({
            sign: 'pisces',
            kind: 'yearly',
            language: 'en',
            now: ist(`${year}-06-01T00:00:00`),
          }).description,
      ),
    );
    expect(years.size).toBeGreaterThan(1);
  });

  it('applies the yearly and love prefixes in English and Hindi', () => {
    for (const sign of zodiacSignNames) {
      const weekly = builtinHoroscope({ sign, kind: 'weekly', language: 'en', now: wednesday });
      expect(weekly.description).not.toMatch(/^(Your yearly outlook|Love forecast):/);
      expect(weekly.current_date).toBe('Nov 23 – 29, 2026');

      const yearly = builtinHoroscope({ sign, kind: 'yearly', language: 'en', now: wednesday });
      expect(yearly.description).toMatch(/^Your yearly outlook: \S/);
      expect(yearly.description).toMatch(/this year/i);
      expect(yearly.current_date).toBe('2026');

      const love = builtinHoroscope({ sign, kind: 'weekly-love', language: 'en', now: wednesday });
      expect(love.description).toMatch(/^Love forecast: \S/);

      const yearlyHindi = builtinHoroscope({
        sign,
        kind: 'yearly',
        language: 'hi',
        now: wednesday,
      });
      expect(yearlyHindi.description).toMatch(/^आपका वार्षिक भविष्यफल: \S/);
      expect(yearlyHindi.description).toContain('इस वर्ष');
      expect(yearlyHindi.current_date).toBe('2026');

      const loveHindi = builtinHoroscope({
        sign,
        kind: 'weekly-love',
        language: 'hi',
        now: wednesday,
      });
      expect(loveHindi.description).toMatch(/^प्रेम भविष्यफल: \S/);
    }
  });

  it('uses the written samples for aries and taurus', () => {
    const aries = builtinHoroscope({
      sign: 'aries',
      kind: 'weekly',
      language: 'en',
      now: wednesday,
    });
    expect(aries.description).toMatch(/Aries/);
    const taurusHindi = builtinHoroscope({
      sign: 'taurus',
      kind: 'weekly',
      language: 'hi',
      now: wednesday,
    });
    expect(taurusHindi.description).toMatch(/वृषभ|शुक्र/);
  });

  it('gives the same reading in both languages for one seed', () => {
    const english = builtinHoroscope({
      sign: 'leo',
      kind: 'weekly',
      language: 'en',
      now: wednesday,
    });
    const hindi = builtinHoroscope({ sign: 'leo', kind: 'weekly', language: 'hi', now: wednesday });
    expect(hindi.lucky_number).toBe(english.lucky_number);
    const compatible = zodiacSigns.find((sign) => sign.displayName.en === english.compatibility);
    expect(compatible?.displayName.hi).toBe(hindi.compatibility);
  });

  it('applies the rules to an upstream reading', () => {
    const upstream = {
      date_range: 'Mar 21 - Apr 20',
      current_date: 'November 25, 2026',
      description: 'A good day to start something new.',
      compatibility: 'Leo',
      mood: 'Happy',
      color: 'Blue',
      lucky_number: '42',
      lucky_time: '9am',
    };
    const request = { sign: 'aries', language: 'en', now: wednesday } as const;
    expect(applyHoroscopeKindRules(upstream, { ...request, kind: 'weekly' })).toEqual(upstream);
    const yearly = applyHoroscopeKindRules(upstream, { ...request, kind: 'yearly' });
    expect(yearly.description).toMatch(
      /^Your yearly outlook: A good day to start something new\. \S.+\.$/,
    );
    expect(yearly.current_date).toBe('2026');
    const love = applyHoroscopeKindRules(upstream, { ...request, kind: 'weekly-love' });
    expect(love.description).toMatch(/^Love forecast: A good day to start something new\. \S/);
    expect(love.current_date).toBe('November 25, 2026');
  });

  it('formats the lucky time in both languages', () => {
    expect(formatLuckyTime(6 * 60, 'en')).toBe('6:00 AM – 7:30 AM');
    expect(formatLuckyTime(11 * 60, 'en')).toBe('11:00 AM – 12:30 PM');
    expect(formatLuckyTime(6 * 60, 'hi')).toBe('सुबह 6:00 से 7:30 बजे तक');
    expect(formatLuckyTime(19 * 60, 'hi')).toBe('शाम 7:00 से रात 8:30 बजे तक');
  });
});
