import { describe, expect, it } from 'vitest';
import {
  computePanchang,
  type DayPanchang,
  type PanchangAtMoment,
  panchangAt,
} from '../src/panchang.ts';
import { astroTime } from '../src/time.ts';

/**
 * Every day of three years at seven places, each day's lists against a brute-force scan of the
 * sky (issue 29, section 3). The limbs do not depend on the place, so the scan is made once per
 * year: the limbs every hour (each element lasts more than 10 hours, so an hour holds at most one
 * end of each), then each change bisected to the millisecond. The places differ in their civil
 * days (zones with and without summer time, both hemispheres) and in their sunrises (Tromsø has
 * none in midwinter and never sets in midsummer).
 */
const years = [2001, 2019, 2025];
const places = [
  { name: 'New Delhi', lat: 28.6139, lon: 77.209, zone: 'Asia/Kolkata' },
  { name: 'Mumbai', lat: 19.076, lon: 72.8777, zone: 'Asia/Kolkata' },
  { name: 'Chennai', lat: 13.0827, lon: 80.2707, zone: 'Asia/Kolkata' },
  { name: 'London', lat: 51.5074, lon: -0.1278, zone: 'Europe/London' },
  { name: 'New York', lat: 40.7128, lon: -74.006, zone: 'America/New_York' },
  { name: 'Sydney', lat: -33.8688, lon: 151.2093, zone: 'Australia/Sydney' },
  { name: 'Tromsø', lat: 69.6492, lon: 18.9553, zone: 'Europe/Oslo' },
];

type Limb = 'tithi' | 'nakshatra' | 'yoga' | 'karana';
const limbCounts: Record<Limb, number> = { tithi: 30, nakshatra: 27, yoga: 27, karana: 60 };
const limbNames = Object.keys(limbCounts) as Limb[];

const hour = 3_600_000;
const day = 24 * hour;

/** The ends of one limb over a stretch of time: each end, and the element that begins there. */
type Timeline = { startIndex: number; ends: number[]; next: number[] };

function limbsAt(millis: number): PanchangAtMoment {
  return panchangAt(astroTime(new Date(millis)));
}

/** Every end of every limb from `start` to `end`: sampled hourly, then bisected to 1 ms. */
function scanSky(start: number, end: number): Record<Limb, Timeline> {
  const first = limbsAt(start);
  const timelines = Object.fromEntries(
    limbNames.map((limb) => [limb, { startIndex: first[limb], ends: [], next: [] }]),
  ) as unknown as Record<Limb, Timeline>;
  let before = first;
  for (let sample = start + hour; sample <= end; sample += hour) {
    const now = limbsAt(sample);
    for (const limb of limbNames) {
      if (now[limb] === before[limb]) continue;
      // The first millisecond at which the element is no longer the one before.
      let low = sample - hour;
      let high = sample;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (limbsAt(middle)[limb] === before[limb]) low = middle;
        else high = middle;
      }
      timelines[limb].ends.push(high);
      timelines[limb].next.push(limbsAt(high)[limb]);
    }
    before = now;
  }
  return timelines;
}

/** The index of the first end after `millis` (binary search). */
function firstEndAfter(ends: number[], millis: number): number {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((ends[middle] as number) > millis) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** What the sky says one day's list of a limb must be. */
function expectedList(timeline: Timeline, dayStart: number, dayEnd: number) {
  const list: { index: number; end: number }[] = [];
  let at = firstEndAfter(timeline.ends, dayStart);
  for (;;) {
    const end = timeline.ends[at];
    if (end === undefined) throw new Error('the scan does not reach the end of the day');
    const index = at === 0 ? timeline.startIndex : (timeline.next[at - 1] as number);
    list.push({ index, end });
    if (end >= dayEnd) return list;
    at += 1;
  }
}

/** What is wrong with one day, compared with the scan; empty when nothing. */
function problemsOfDay(panchang: DayPanchang, sky: Record<Limb, Timeline>) {
  const problems: string[] = [];
  const dayStart = Date.parse(panchang.dayStart);
  const dayEnd = Date.parse(panchang.dayEnd);
  const reference = Date.parse(panchang.sunrise ?? panchang.dayStart);
  let largestDifference = 0;
  for (const limb of limbNames) {
    const list = panchang[limb];
    const ends = list.map((element) => Date.parse(element.end));
    const shown = list.map((element) => `${element.index} to ${element.end.slice(0, 19)}`);
    const problem = (what: string) => problems.push(`${limb} ${what}: ${shown.join(', ')}`);

    if ((ends[0] as number) <= dayStart) problem('has an element over before the day began');
    for (let at = 1; at < list.length; at += 1) {
      if ((ends[at] as number) <= (ends[at - 1] as number))
        problem('has an end not after the last');
      const expectedIndex = ((list[at - 1]?.index as number) % limbCounts[limb]) + 1;
      if (list[at]?.index !== expectedIndex) problem('skips or repeats an element');
    }
    if (ends.slice(0, -1).some((end) => end >= dayEnd) || (ends.at(-1) as number) < dayEnd) {
      problem('does not end with the element current at the end of the day');
    }
    const atReference = list[ends.findIndex((end) => end > reference)];
    if (atReference?.index !== panchang.atSunrise[limb]) {
      problem(`has ${atReference?.index} at sunrise, atSunrise ${panchang.atSunrise[limb]}`);
    }

    const expected = expectedList(sky[limb], dayStart, dayEnd);
    const sameIndices =
      expected.length === list.length &&
      expected.every((element, at) => element.index === list[at]?.index);
    if (!sameIndices) {
      const scanned = expected.map(
        (element) => `${element.index} to ${new Date(element.end).toISOString().slice(0, 19)}`,
      );
      problem(`differs from the sky (${scanned.join(', ')})`);
      continue;
    }
    for (const [at, element] of expected.entries()) {
      const difference = Math.abs(element.end - (ends[at] as number));
      largestDifference = Math.max(largestDifference, difference);
      if (difference > 1000) problem(`ends ${difference} ms away from the sky`);
    }
  }
  const tithiEnds = sky.tithi;
  for (const [event, next] of [
    ['nextPurnima', 16],
    ['nextAmavasya', 1],
  ] as const) {
    let at = firstEndAfter(tithiEnds.ends, dayStart - 1);
    while (at < tithiEnds.ends.length && tithiEnds.next[at] !== next) at += 1;
    const difference = Math.abs((tithiEnds.ends[at] as number) - Date.parse(panchang[event]));
    largestDifference = Math.max(largestDifference, difference);
    if (difference > 1000) problems.push(`${event} ${panchang[event]}: ${difference} ms off`);
  }
  if (panchang.paksha.value !== (panchang.atSunrise.tithi <= 15 ? 'shukla' : 'krishna')) {
    problems.push(`paksha ${panchang.paksha.value} with tithi ${panchang.atSunrise.tithi}`);
  }
  return { problems, largestDifference };
}

function datesOf(year: number): string[] {
  const dates: string[] = [];
  for (let date = new Date(Date.UTC(year, 0, 1)); date.getUTCFullYear() === year; ) {
    dates.push(date.toISOString().slice(0, 10));
    date = new Date(date.getTime() + day);
  }
  return dates;
}

describe('the day panchang against a brute-force scan of the sky', () => {
  it(`lists every element of every day of ${years.join(', ')} at ${places.length} places`, () => {
    const started = performance.now();
    const problems: string[] = [];
    let days = 0;
    let largestDifference = 0;
    for (const year of years) {
      // From before the first civil day (Sydney's begins 11 hours before UTC's) to after the
      // next new moon of the last one (New York's ends 5 hours after).
      const sky = scanSky(Date.UTC(year - 1, 11, 31), Date.UTC(year + 1, 1, 5));
      for (const place of places) {
        for (const date of datesOf(year)) {
          const panchang = computePanchang({ date, ...place });
          const found = problemsOfDay(panchang, sky);
          problems.push(...found.problems.map((problem) => `${place.name} ${date} ${problem}`));
          largestDifference = Math.max(largestDifference, found.largestDifference);
          days += 1;
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    // biome-ignore lint/suspicious/noConsole: the issue asks the test to print how many days it scanned.
    console.log(
      `${days} days scanned (${years.join(', ')} at ${places.length} places, ${days * 4} lists) ` +
        `in ${seconds} s; largest difference from the scan ${largestDifference} ms; ` +
        `${problems.length} problems`,
    );
    expect(problems.slice(0, 20)).toEqual([]);
    expect(days).toBe(years.length * places.length * 365);
  }, 300_000);
});
