import { describe, expect, it } from 'vitest';

import { formatClockTime, formatCount } from './format';

/** What Intl prints for the same clock time, spaces made plain (ICU versions differ there). */
function intlClockTime(hours: number, minutes: number, language: 'en' | 'hi'): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    numberingSystem: 'latn',
    timeZone: 'UTC',
    ...(language === 'hi' ? { dayPeriod: 'short' as const } : { hour12: true }),
  })
    .format(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
    .replace(/\s/g, ' ');
}

describe('formatClockTime', () => {
  it('reads every quarter hour of the day as Intl does, in both languages', () => {
    for (let hours = 0; hours < 24; hours += 1) {
      for (const minutes of [0, 15, 30, 45]) {
        const time = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
        expect(formatClockTime(time, 'en')).toBe(intlClockTime(hours, minutes, 'en'));
        expect(formatClockTime(time, 'hi')).toBe(intlClockTime(hours, minutes, 'hi'));
      }
    }
  });
});

describe('number formats', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(148000)).toBe('1,48,000');
  });
});
