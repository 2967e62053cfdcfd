import { describe, expect, it } from 'vitest';
import { formatWeekSpan, horoscopePeriod } from './horoscope-period.ts';
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
  it('uses the calendar day in India Standard Time for daily readings', () => {
    const period = horoscopePeriod('daily', ist('2026-11-25T23:59:00'));
    expect(period.key).toBe('2026-11-25');
    expect(period.start.toISOString()).toBe(ist('2026-11-25T00:00:00').toISOString());
    expect(period.end.toISOString()).toBe(ist('2026-11-26T00:00:00').toISOString());
    expect(horoscopePeriod('daily', ist('2026-11-26T00:00:00')).key).toBe('2026-11-26');
  });

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
