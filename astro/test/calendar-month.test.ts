import { describe, expect, it } from 'vitest';
import { monthCalendar } from '../src/calendar-month.ts';
import { computePanchang } from '../src/panchang.ts';

const newDelhi = { lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' };

describe('a month of the Hindu calendar', () => {
  const march = monthCalendar(2025, 3, newDelhi);

  it('has each day’s sunrise tithi and nakshatra as the day panchang gives them', () => {
    expect(march.days).toHaveLength(31);
    for (const day of march.days) {
      const panchang = computePanchang({ date: day.date, ...newDelhi });
      expect([day.date, day.tithi, day.nakshatra, day.paksha]).toEqual([
        day.date,
        panchang.atSunrise.tithi,
        panchang.atSunrise.nakshatra,
        panchang.atSunrise.paksha,
      ]);
      expect(day.sunrise).toBe(panchang.sunrise);
    }
  });

  it('names the lunar months in both reckonings and the years of both eras', () => {
    // Phalguna Purnima fell on 14 March 2025; the purnimanta Chaitra began the day after, the
    // amanta Chaitra (and Vikram Samvat 2082, Shaka 1947) at the new moon of 29 March.
    expect(march.lunarMonths.amanta.map((month) => month.label.en)).toEqual([
      'Phalguna',
      'Chaitra',
    ]);
    expect(march.lunarMonths.purnimanta.map((month) => month.label.en)).toEqual([
      'Phalguna',
      'Chaitra',
    ]);
    const day = (date: string) => march.days.find((entry) => entry.date === date);
    expect(day('2025-03-14')?.purnimanta.label.en).toBe('Phalguna');
    expect(day('2025-03-16')?.purnimanta.label.en).toBe('Chaitra');
    expect(day('2025-03-16')?.amanta.label.en).toBe('Phalguna');
    expect(march.samvat).toEqual({ vikram: [2081, 2082], shaka: [1946, 1947] });
  });

  it('marks Purnima, Amavasya, Ekadashi and the Sankranti, and lists the festivals of each day', () => {
    const marked = (mark: string) =>
      march.days.filter((day) => day.marks.includes(mark as never)).map((day) => day.date);
    expect(marked('amavasya')).toEqual(['2025-03-29']);
    expect(marked('sankranti')).toEqual(['2025-03-14']); // Meena sankranti
    expect(marked('ekadashi')).toContain('2025-03-10'); // Amalaki Ekadashi
    const holi = march.days.find((day) => day.date === '2025-03-14');
    expect(holi?.festivals.map((festival) => festival.id)).toContain('holi');
    expect(holi?.sankranti?.name.en).toBe('Pisces (Meena)');
  });

  it('shows an adhik month by its name', () => {
    const june = monthCalendar(2026, 6, newDelhi);
    expect(june.lunarMonths.amanta.map((month) => month.label.en)).toEqual([
      'Adhik Jyeshtha',
      'Jyeshtha',
    ]);
  });

  it('refuses a month that does not exist', () => {
    expect(() => monthCalendar(2025, 13, newDelhi)).toThrow(RangeError);
  });
});
