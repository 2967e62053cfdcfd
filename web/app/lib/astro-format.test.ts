import { intlLocales } from '@app/contract/intl-formatters';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './astro-format';

describe('formatCalendarDate', () => {
  it('writes every month as Intl’s long dates do, in both languages', () => {
    for (const language of ['en', 'hi'] as const) {
      const intl = new Intl.DateTimeFormat(intlLocales[language], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
        numberingSystem: 'latn',
      });
      for (let month = 1; month <= 12; month++) {
        for (const date of [
          `1990-${String(month).padStart(2, '0')}-05`,
          `2026-${String(month).padStart(2, '0')}-28`,
        ]) {
          expect(formatCalendarDate(date, language)).toBe(
            intl.format(new Date(`${date}T00:00:00Z`)),
          );
        }
      }
    }
    expect(formatCalendarDate('1990-08-05', 'hi')).toBe('5 अगस्त 1990');
  });
});
