import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, resolveBirthMoment, zoneOffsetMinutes } from '../src/birth-moment.ts';
import { currentNameOfListedZone } from '../src/time-zone-name.ts';

// A garbage collection on demand, so that what is measured is what stays held.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The `index`-th spelling of a zone in upper and lower case letters (2^letters of them). */
function spelling(zone: string, index: number): string {
  let bit = 0;
  return [...zone]
    .map((character) => {
      if (!/[a-z]/i.test(character)) return character;
      bit += 1;
      return (index >> (bit - 1)) & 1 ? character.toUpperCase() : character.toLowerCase();
    })
    .join('');
}

describe('time zone names', () => {
  it('gives one canonical IANA name for every spelling and alias of a zone', () => {
    for (const name of ['Asia/Kolkata', 'asia/kolkata', 'ASIA/CALCUTTA', 'Asia/Calcutta']) {
      expect(canonicalTimeZone(name), name).toBe('Asia/Kolkata');
    }
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    expect(canonicalTimeZone('europe/kiev')).toBe('Europe/Kyiv');
    const birth = { date: '1990-08-15', time: '10:30', lat: 28.61, lon: 77.21 };
    expect(resolveBirthMoment({ ...birth, zone: 'aSiA/kOlKaTa' }).zone).toBe('Asia/Kolkata');
  });

  it('refuses what is not a zone, offsets included', () => {
    for (const name of ['+05:30', 'Asia/Nowhere', '', 'x'.repeat(200)]) {
      expect(() => canonicalTimeZone(name), name).toThrow(/not a known IANA time zone/);
    }
  });

  it('holds no more memory after thousands of spellings of one zone', () => {
    const zone = 'America/Argentina/Buenos_Aires';
    const instant = Date.UTC(2026, 0, 1);
    const use = (from: number, count: number) => {
      for (let index = from; index < from + count; index += 1) {
        expect(zoneOffsetMinutes(spelling(zone, index), instant)).toBe(-180);
      }
    };
    // Warm up: the remembered spellings fill, the allocator settles.
    use(0, 1000);
    collectGarbage();
    const before = process.memoryUsage().rss;
    const spellings = 5000;
    use(1000, spellings);
    collectGarbage();
    const grown = process.memoryUsage().rss - before;
    // biome-ignore lint/suspicious/noConsole: what was measured, for whoever reads the test run.
    console.log(
      `${spellings} spellings of ${zone}: resident memory ${(grown / 2 ** 20).toFixed(1)} MB more`,
    );
    // A formatter kept per spelling held about 15 KB each (75 MB for these): flat means well
    // under a tenth of that.
    expect(grown).toBeLessThan(8 * 2 ** 20);
  });
});

describe('the zones the browser lists', () => {
  it('are named as canonicalTimeZone names them, without asking Intl for each', () => {
    const listed = Intl.supportedValuesOf('timeZone');
    expect(listed.length).toBeGreaterThan(300);
    for (const zone of listed) {
      expect(currentNameOfListedZone(zone), zone).toBe(canonicalTimeZone(zone));
    }
    expect(currentNameOfListedZone('Asia/Calcutta')).toBe('Asia/Kolkata');
  });
});
