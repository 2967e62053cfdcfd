import { describe, expect, it } from 'vitest';
import { BirthInputError, resolveBirthMoment } from '../src/birth-moment.ts';

const place = { lat: 28.61, lon: 77.21 };
const resolve = (date: string, time: string, zone?: string, utcOffsetMinutes?: number) =>
  resolveBirthMoment({ ...place, date, time, zone, utcOffsetMinutes });

function errorOf(action: () => unknown): BirthInputError | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof BirthInputError) return error;
    throw error;
  }
  return undefined;
}
const fieldOf = (action: () => unknown) => errorOf(action)?.field;

describe('resolveBirthMoment', () => {
  it('reads India Standard Time, and the war time of 1942-45 (+6:30), from the zone', () => {
    expect(resolve('1977-07-27', '11:29', 'Asia/Kolkata')).toMatchObject({
      utcOffsetMinutes: 330,
      offsetSource: 'zone',
      ambiguous: false,
    });
    expect(resolve('1944-01-10', '12:00', 'Asia/Kolkata').utc.toISOString()).toBe(
      '1944-01-10T05:30:00.000Z',
    );
    expect(resolve('1944-01-10', '12:00', 'Asia/Kolkata').utcOffsetMinutes).toBe(390);
  });

  it('applies summer time abroad', () => {
    expect(resolve('1995-07-15', '09:00', 'Europe/London').utcOffsetMinutes).toBe(60);
    expect(resolve('1995-01-15', '09:00', 'Europe/London').utcOffsetMinutes).toBe(0);
    expect(resolve('2005-07-04', '18:00', 'America/New_York').utcOffsetMinutes).toBe(-240);
  });

  it('lets the person override the offset (Bombay time, +4:51)', () => {
    const moment = resolve('1950-05-01', '08:00', 'Asia/Kolkata', 291);
    expect(moment.offsetSource).toBe('override');
    expect(moment.utc.toISOString()).toBe('1950-05-01T03:09:00.000Z');
    expect(resolve('1950-05-01', '08:00', undefined, 291).utc).toEqual(moment.utc);
  });

  it('refuses a wall time that the clocks skipped, with a message saying so', () => {
    expect(() => resolve('2021-03-14', '02:30', 'America/New_York')).toThrow(
      /never happened in America\/New_York: the clocks jumped from UTC−05:00 to UTC−04:00/,
    );
    expect(fieldOf(() => resolve('2021-03-28', '01:30', 'Europe/London'))).toBe('time');
  });

  it('takes the earlier of a wall time that happened twice', () => {
    const moment = resolve('2021-11-07', '01:30', 'America/New_York');
    expect(moment.ambiguous).toBe(true);
    expect(moment.utcOffsetMinutes).toBe(-240);
    expect(moment.utc.toISOString()).toBe('2021-11-07T05:30:00.000Z');
  });

  it('names the field of impossible input', () => {
    expect(fieldOf(() => resolve('2023-02-29', '10:00', 'Asia/Kolkata'))).toBe('date');
    expect(fieldOf(() => resolve('1800-01-01', '10:00', 'Asia/Kolkata'))).toBe('date');
    expect(fieldOf(() => resolve('2023-02-28', '24:00', 'Asia/Kolkata'))).toBe('time');
    expect(fieldOf(() => resolve('2023-02-28', '10:00', 'Asia/Calcutta_Old'))).toBe('zone');
    expect(fieldOf(() => resolve('2023-02-28', '10:00'))).toBe('zone');
    expect(fieldOf(() => resolve('2023-02-28', '10:00', undefined, 900))).toBe('utcOffsetMinutes');
  });

  it('says what is wrong in English and in Hindi', () => {
    const skipped = errorOf(() => resolve('2021-03-14', '02:30', 'America/New_York'));
    expect(skipped?.message).toBe(skipped?.messages.en);
    expect(skipped?.messageIn('hi')).toBe(
      'America/New_York में 2021-03-14 को 02:30 का समय कभी आया ही नहीं: उस समय घड़ियाँ ' +
        'UTC−05:00 से सीधे UTC−04:00 पर आगे कर दी गई थीं। समय जाँच लें, या वहाँ की घड़ियों का ' +
        'UTC से अंतर (utcOffsetMinutes) बताएँ।',
    );
    for (const action of [
      () => resolve('2023-02-29', '10:00', 'Asia/Kolkata'),
      () => resolve('1800-01-01', '10:00', 'Asia/Kolkata'),
      () => resolve('29-02-2023', '10:00', 'Asia/Kolkata'),
      () => resolve('2023-02-28', '24:00', 'Asia/Kolkata'),
      () => resolve('2023-02-28', '10:00', 'Asia/Calcutta_Old'),
      () => resolve('2023-02-28', '10:00'),
      () => resolve('2023-02-28', '10:00', undefined, 900),
    ]) {
      const error = errorOf(action);
      expect(error?.messages.en).toMatch(/^[\x20-\x7e−’]+$/);
      expect(error?.messages.hi).toMatch(/[\u0900-\u097f]/);
    }
  });
});
