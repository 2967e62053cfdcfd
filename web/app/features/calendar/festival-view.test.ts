import type { ZoneOffsets } from '@app/astro/birth-moment';
import { describe, expect, it } from 'vitest';
import { newDelhi } from '~/components/birth-details/place-names';
import {
  byMonth,
  entriesWithTraditionBadge,
  festivalFeedPath,
  isPrerenderedCalendarPath,
  subscriptionUrl,
  windowClock,
} from './festival-view';

const india: ZoneOffsets = {
  offsets: [{ from: '2025-12-25T00:00:00.000Z', minutes: 330 }],
  until: '2027-01-08T00:00:00.000Z',
};

describe('byMonth', () => {
  it('groups a year’s dates by month in date order and leaves out empty months', () => {
    const entries = [
      { id: 'b', date: '2026-03-04' },
      { id: 'a', date: '2026-01-14' },
      { id: 'c', date: '2026-03-03' },
    ];
    expect(byMonth(entries)).toEqual([
      { month: 1, entries: [{ id: 'a', date: '2026-01-14' }] },
      {
        month: 3,
        entries: [
          { id: 'c', date: '2026-03-03' },
          { id: 'b', date: '2026-03-04' },
        ],
      },
    ]);
  });
});

describe('entriesWithTraditionBadge', () => {
  const padmini = (date: string, tradition?: 'smarta' | 'vaishnava') => ({
    id: 'ekadashi',
    date,
    name: { en: 'Padmini Ekadashi' },
    ...(tradition ? { tradition } : {}),
  });

  it('marks the Smarta and the Vaishnava date of one vrat when they differ', () => {
    const smarta = padmini('2026-05-26', 'smarta');
    const vaishnava = padmini('2026-05-27', 'vaishnava');
    const other = padmini('2026-06-11');
    expect(entriesWithTraditionBadge([smarta, vaishnava, other])).toEqual(
      new Set([smarta, vaishnava]),
    );
  });

  it('marks no lone tradition: Janmashtami kept on one day by both', () => {
    const janmashtami = {
      id: 'janmashtami',
      date: '2026-09-04',
      name: { en: 'Krishna Janmashtami' },
      tradition: 'smarta' as const,
    };
    expect(entriesWithTraditionBadge([janmashtami]).size).toBe(0);
  });

  it('does not pair two different vrats or dates weeks apart', () => {
    const a = padmini('2026-05-26', 'smarta');
    const far = padmini('2026-06-26', 'vaishnava');
    const otherName = { ...padmini('2026-05-27', 'vaishnava'), name: { en: 'Parama Ekadashi' } };
    expect(entriesWithTraditionBadge([a, far, otherName]).size).toBe(0);
  });
});

describe('windowClock', () => {
  it('gives a window on the place’s clocks, naming the day where a time crosses midnight', () => {
    // Janmashtami's nishita at New Delhi, 4-5 September 2026: 11:57 PM to 12:42 AM.
    const nishita = { start: '2026-09-04T18:27:33Z', end: '2026-09-04T19:12:59Z' };
    expect(windowClock(india, nishita, '2026-09-04', 'en')).toEqual({
      start: { time: '11:57\u00a0PM', otherDay: null },
      end: { time: '12:42\u00a0AM', otherDay: '5 September' },
    });
  });

  it('names the start’s day when the window is on the next morning, and not its end again', () => {
    const parana = { start: '2026-01-15T01:44:57Z', end: '2026-01-15T03:51:12Z' };
    expect(windowClock(india, parana, '2026-01-14', 'hi')).toEqual({
      start: { time: 'सुबह\u00a07:14', otherDay: '15 जनवरी' },
      end: { time: 'सुबह\u00a09:21', otherDay: null },
    });
  });

  it('gives a moment (moonrise) without an end', () => {
    const moonrise = '2026-10-29T14:42:07Z';
    expect(windowClock(india, { start: moonrise, end: moonrise }, '2026-10-29', 'en')).toEqual({
      start: { time: '8:12\u00a0PM', otherDay: null },
      end: null,
    });
  });
});

describe('the calendar feed', () => {
  it('names the place, its zone and the city in the page’s language', () => {
    expect(festivalFeedPath(2026, newDelhi, 'en')).toBe(
      '/festivals/2026.ics?lat=28.621&lon=77.215&zone=Asia%2FKolkata&city=New+Delhi&lang=en',
    );
    const hindi = new URL(festivalFeedPath(2026, newDelhi, 'hi'), 'https://x.test');
    expect(hindi.searchParams.get('city')).toBe('नई दिल्ली');
    expect(hindi.searchParams.get('lang')).toBe('hi');
  });

  it('is subscribed to at webcal:// on the site’s host', () => {
    expect(subscriptionUrl('https://shubhjyotish.in', '/festivals/2026.ics?lang=en')).toBe(
      'webcal://shubhjyotish.in/festivals/2026.ics?lang=en',
    );
    expect(subscriptionUrl('http://127.0.0.1:3100/', '/festivals/2026.ics')).toBe(
      'webcal://127.0.0.1:3100/festivals/2026.ics',
    );
  });
});

describe('isPrerenderedCalendarPath', () => {
  it('knows the build’s year and the next, in both languages', () => {
    expect(isPrerenderedCalendarPath('/festivals/2026', 2026)).toBe(true);
    expect(isPrerenderedCalendarPath('/hi/festivals/2027/diwali', 2026)).toBe(true);
    expect(isPrerenderedCalendarPath('/festivals/2026/', 2026)).toBe(true);
    expect(isPrerenderedCalendarPath('/festivals/2028', 2026)).toBe(false);
    expect(isPrerenderedCalendarPath('/hi/festivals/2025/holi', 2026)).toBe(false);
  });
});
