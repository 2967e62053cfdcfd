import { transitPosition } from '@app/astro/transit';
import { houseFrom, isGoodHouse } from '@app/contract/gochara-rules';
import { horoscopePeriod } from '@app/contract/horoscope-period';
import { describe, expect, it } from 'vitest';
import { readFromSky } from '../../../src/modules/horoscope/gochara-reading.ts';
import { createSkyCache } from '../../../src/modules/horoscope/horoscope-sky.ts';

const kinds = ['daily', 'weekly', 'weekly-love', 'yearly'] as const;
const moments = ['2025-03-29T12:00:00Z', '2025-11-25T06:00:00Z', '2026-11-28T06:00:00Z'];

describe('a horoscope read from the sky', () => {
  it('has a basis that agrees with the engine, for every sign and kind over several periods', () => {
    const skies = createSkyCache();
    let rows = 0;
    for (const moment of moments) {
      for (const kind of kinds) {
        const period = horoscopePeriod(kind, new Date(moment));
        const sky = skies.skyOf(kind, period);
        for (let sign = 1; sign <= 12; sign += 1) {
          const { basis, horoscope } = readFromSky(sky, sign, 'en');
          // Every sentence names the one line it comes from; the opening, what all is read from.
          expect(basis.reasons[0]).toEqual({ text: expect.any(String) });
          for (const reason of basis.reasons.slice(1)) {
            const pointers = [
              reason.transit === undefined ? [] : [basis.transits[reason.transit]],
              reason.moonHouse === undefined ? [] : [basis.moonHouses[reason.moonHouse]],
              reason.note === undefined ? [] : [basis.notes[reason.note]],
              reason.area === undefined ? [] : [basis.areas[reason.area]],
            ].flat();
            expect(pointers, reason.text).toHaveLength(1);
            expect(pointers[0], reason.text).toBeDefined();
          }
          // The description is those sentences, in paragraphs.
          expect(horoscope.description.replace(/\s+/g, ' ')).toBe(
            basis.reasons.map((reason) => reason.text).join(' '),
          );
          expect(basis.period).toEqual({
            start: period.start.toISOString(),
            end: period.end.toISOString(),
          });
          for (const row of basis.transits) {
            // Where the engine puts the graha in the middle of the row's stay.
            const from = Date.parse(row.from ?? basis.period.start);
            const to = Date.parse(row.to ?? basis.period.end);
            const position = transitPosition(row.planet, new Date((from + to) / 2));
            expect(position.sign, `${kind} ${row.planet}`).toBe(row.sign);
            expect(row.house).toBe(houseFrom(sign, row.sign));
            expect(row.favourable).toBe(isGoodHouse(row.planet, row.house));
            // An ingress: the graha was in another sign a minute before.
            if (row.from) {
              const before = transitPosition(row.planet, new Date(from - 60_000));
              expect(before.sign, `${row.planet} entering at ${row.from}`).not.toBe(row.sign);
            }
            rows += 1;
          }
          // The Moon's houses cover the period without a gap.
          if (kind !== 'yearly') {
            expect(basis.moonHouses[0]?.start).toBe(basis.period.start);
            expect(basis.moonHouses.at(-1)?.end).toBe(basis.period.end);
            basis.moonHouses.slice(1).forEach((stay, index) => {
              expect(stay.start).toBe(basis.moonHouses[index]?.end);
            });
          }
        }
      }
    }
    expect(rows).toBeGreaterThan(1000);
  });

  it('gives the same words for the same sky, and other words for another sky', () => {
    const skies = createSkyCache();
    const read = (moment: string, kind: (typeof kinds)[number], sign: number) =>
      readFromSky(skies.skyOf(kind, horoscopePeriod(kind, new Date(moment))), sign, 'en').horoscope;
    // Asked at two moments of the same period (for a day, its morning and evening).
    for (const kind of kinds) {
      const later = kind === 'daily' ? '2025-11-25T14:00:00Z' : '2025-11-26T06:00:00Z';
      expect(read('2025-11-25T06:00:00Z', kind, 5)).toEqual(read(later, kind, 5));
    }
    // Two weeks apart, and two years apart, the sky differs and so do the words.
    expect(read('2025-11-25T06:00:00Z', 'weekly', 5).description).not.toBe(
      read('2025-12-09T06:00:00Z', 'weekly', 5).description,
    );
    expect(read('2025-06-01T06:00:00Z', 'yearly', 5).description).not.toBe(
      read('2027-06-01T06:00:00Z', 'yearly', 5).description,
    );
    expect(read('2025-11-25T06:00:00Z', 'daily', 5).description).not.toBe(
      read('2025-11-27T06:00:00Z', 'daily', 5).description,
    );
  });

  it('writes a whole period of readings (12 signs, 4 kinds, 2 languages) in under 100 ms from its skies', () => {
    const skies = createSkyCache();
    const now = new Date('2026-11-28T06:00:00Z');
    const periodSkies = kinds.map((kind) => skies.skyOf(kind, horoscopePeriod(kind, now)));
    // CPU time of this process: other work on a busy machine does not count.
    const started = process.cpuUsage();
    for (const sky of periodSkies) {
      for (let sign = 1; sign <= 12; sign += 1) {
        for (const language of ['en', 'hi'] as const) readFromSky(sky, sign, language);
      }
    }
    const used = process.cpuUsage(started);
    const elapsed = (used.user + used.system) / 1000;
    // biome-ignore lint/suspicious/noConsole: the measure the issue asks for.
    console.log(`96 readings written in ${elapsed.toFixed(1)} ms of CPU`);
    expect(elapsed).toBeLessThan(100);
  });
});
