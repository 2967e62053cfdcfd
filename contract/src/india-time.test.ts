import { describe, expect, it } from 'vitest';
import { fromIstWallClock, istWallClock } from './india-time.ts';
import { seededRandom } from './seeded-random.ts';

describe('India Standard Time', () => {
  it('reads an instant as the wall clock in India and back', () => {
    const instant = new Date('2026-11-23T20:00:00Z'); // 01:30 on the 24th in India
    const wallClock = istWallClock(instant);
    expect([wallClock.getUTCDate(), wallClock.getUTCHours(), wallClock.getUTCMinutes()]).toEqual([
      24, 1, 30,
    ]);
    expect(fromIstWallClock(Date.UTC(2026, 10, 24, 1, 30)).toISOString()).toBe(
      instant.toISOString(),
    );
  });
});

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, text or number, and another for another', () => {
    const draw = (seed: string | number) => {
      const random = seededRandom(seed);
      return [random(), random(), random()];
    };
    expect(draw('leo|weekly|2026-W48')).toEqual(draw('leo|weekly|2026-W48'));
    expect(draw('leo|weekly|2026-W48')).not.toEqual(draw('leo|weekly|2026-W49'));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(15));
    for (const value of draw(7)) expect(value >= 0 && value < 1).toBe(true);
    // mulberry32's first number for the seed 7: the decorations placed with it stay where they are.
    expect(seededRandom(7)()).toBe(0.011704753153026104);
  });
});
