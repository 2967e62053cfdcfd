import { monthCalendar } from '@app/astro/calendar-month';
import { describe, expect, it } from 'vitest';
import { dateInZoneAt } from './calendar-format';
import { isPrerenderedMonth, prerenderedCalendarPaths } from './calendar-paths';
import {
  festivalDays,
  fillSlots,
  firstColumn,
  hasTraditions,
  lunarMonthSpans,
  monthOfDate,
  sameMonth,
  slot,
} from './month-view';

const newDelhi = { lat: 28.621, lon: 77.215, zone: 'Asia/Kolkata' };
const newYork = { lat: 40.7128, lon: -74.006, zone: 'America/New_York' };

describe('the month grid', () => {
  it('puts the first day in its weekday’s column (Sunday first)', () => {
    // 1 November 2026 is a Sunday, 1 May 2026 a Friday, 1 February 2026 a Sunday.
    expect(firstColumn([{ date: '2026-11-01' }])).toBe(1);
    expect(firstColumn([{ date: '2026-05-01' }])).toBe(6);
    expect(firstColumn([{ date: '2026-08-01' }])).toBe(7);
    expect(firstColumn([])).toBe(1);
  });

  it('reads the month of a date', () => {
    expect(monthOfDate('2026-11-29')).toEqual({ year: 2026, month: 11 });
    expect(sameMonth(monthOfDate('2031-05-01'), { year: 2031, month: 5 })).toBe(true);
    expect(sameMonth(monthOfDate('2031-05-01'), { year: 2030, month: 5 })).toBe(false);
  });
});

describe('the lunar months of a Gregorian month', () => {
  const november = monthCalendar(2026, 11, newDelhi);

  it('gives each lunar month its days, in both reckonings (New Delhi, November 2026)', () => {
    const names = (reckoning: 'amanta' | 'purnimanta') =>
      lunarMonthSpans(november.days, reckoning).map((span) => [
        span.month.label.en,
        span.first,
        span.last,
      ]);
    // Kartika Amavasya (Diwali's) is 9 November; Kartika Purnima 24 November.
    expect(names('amanta')).toEqual([
      ['Ashvin', '2026-11-01', '2026-11-09'],
      ['Kartika', '2026-11-10', '2026-11-30'],
    ]);
    expect(names('purnimanta')).toEqual([
      ['Kartika', '2026-11-01', '2026-11-24'],
      ['Margashirsha', '2026-11-25', '2026-11-30'],
    ]);
    // The same months as the engine's list for the month.
    expect(lunarMonthSpans(november.days, 'amanta').map((span) => span.month)).toEqual(
      november.lunarMonths.amanta,
    );
  });

  it('keeps an adhik month apart from the month of the same name (May 2026)', () => {
    const may = monthCalendar(2026, 5, newDelhi);
    const spans = lunarMonthSpans(may.days, 'amanta');
    expect(spans.map((span) => [span.month.label.en, span.first, span.last])).toEqual([
      ['Vaishakha', '2026-05-01', '2026-05-16'],
      ['Adhik Jyeshtha', '2026-05-17', '2026-05-31'],
    ]);
    expect(lunarMonthSpans(may.days, 'purnimanta').map((span) => span.month.label.en)).toEqual([
      'Vaishakha',
      'Jyeshtha',
      'Adhik Jyeshtha',
    ]);
  });

  it('lists the days with festivals, and says when a tradition is named', () => {
    const days = festivalDays(november.days);
    expect(days.map((day) => day.date)).toContain('2026-11-08');
    expect(days.every((day) => day.festivals.length > 0)).toBe(true);
    expect(days.length).toBeLessThan(november.days.length);
    expect(hasTraditions([{ festivals: [] }])).toBe(false);
    expect(
      hasTraditions([
        {
          festivals: [
            { id: 'ekadashi', name: { en: 'Ekadashi', hi: 'एकादशी' }, tradition: 'vaishnava' },
          ],
        },
      ]),
    ).toBe(true);
  });
});

describe('today on the place’s clocks', () => {
  it('reads the date from the month’s offsets when they reach the instant', () => {
    const { zoneOffsets } = monthCalendar(2026, 3, newYork);
    // 02:30 UTC on 9 March is 22:30 the day before in New York (daylight time from 8 March).
    expect(dateInZoneAt(new Date('2026-03-09T02:30:00Z'), newYork.zone, zoneOffsets)).toBe(
      '2026-03-08',
    );
    expect(dateInZoneAt(new Date('2026-03-09T04:30:00Z'), newYork.zone, zoneOffsets)).toBe(
      '2026-03-09',
    );
  });

  it('asks the zone itself outside the offsets (or without them)', () => {
    const { zoneOffsets } = monthCalendar(2026, 11, newDelhi);
    // 20:00 UTC on 31 December is 1:30 on New Year's Day in India.
    const newYear = new Date('2026-12-31T20:00:00Z');
    expect(dateInZoneAt(newYear, 'Asia/Kolkata', zoneOffsets)).toBe('2027-01-01');
    expect(dateInZoneAt(newYear, 'America/New_York')).toBe('2026-12-31');
  });
});

describe('the prerendered months', () => {
  it('are the months of the build’s year and the next, as the prerendered paths list them', () => {
    const paths = prerenderedCalendarPaths(2026);
    for (const year of [2025, 2026, 2027, 2028]) {
      for (const month of [1, 12]) {
        const listed = paths.includes(
          `/panchang/calendar/${year}/${String(month).padStart(2, '0')}`,
        );
        expect(isPrerenderedMonth({ year, month }, 2026), `${year}-${month}`).toBe(listed);
      }
    }
  });
});

describe('a sentence filled many times', () => {
  it('fills each open slot, in any order and as often as it stands', () => {
    const pattern = `${slot(0)}, ${slot(1)}`;
    expect(fillSlots(pattern, 'Thursday', '5 November')).toBe('Thursday, 5 November');
    expect(fillSlots(`${slot(1)} का ${slot(0)} (${slot(1)})`, 'पंचांग', '5 नवंबर')).toBe(
      '5 नवंबर का पंचांग (5 नवंबर)',
    );
    expect(fillSlots('No slot', 'unused')).toBe('No slot');
  });
});
