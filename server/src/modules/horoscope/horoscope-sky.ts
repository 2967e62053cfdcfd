import { type PeriodSky, skyOfPeriod } from '@app/astro/gochara';
import { sunTimesBetween, weekdayOf } from '@app/astro/panchang';
import type { HoroscopeKind } from '@app/contract/horoscope';
import type { HoroscopePeriod } from '@app/contract/horoscope-period';
import { istWallClock } from '@app/contract/india-time';
import { dailyHoras, type ReadingSky } from './gochara-reading.ts';

/**
 * The sky of each horoscope period (docs/decisions/036), computed once per period and kept while
 * the period is asked for: a day's and a week's with the Moon's stays, a year's without (the
 * year's reading follows the slow grahas). At most a few periods of each scope are kept (today,
 * yesterday, tomorrow; this week; this year), oldest out first.
 */

const dayMs = 86_400_000;

/** New Delhi: the daily reading's hours are its (the IST reference city). */
const newDelhi = { lat: 28.6139, lon: 77.209 };

/** The horas of an IST day at New Delhi: from that day's sunrise to the next. */
function horasOfIstDay(period: HoroscopePeriod) {
  const today = sunTimesBetween(period.start, period.end, newDelhi.lat, newDelhi.lon);
  const tomorrow = sunTimesBetween(
    period.end,
    new Date(period.end.getTime() + dayMs),
    newDelhi.lat,
    newDelhi.lon,
  );
  if (!today.sunrise || !today.sunset || !tomorrow.sunrise) return undefined;
  const date = istWallClock(period.start);
  const vara = weekdayOf({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
  return dailyHoras(
    { sunrise: today.sunrise, sunset: today.sunset, nextSunrise: tomorrow.sunrise },
    vara,
  );
}

/** The sky of a period: computed once, then kept (a few periods of each scope). */
export function createSkyCache(options: { keep?: number } = {}) {
  const keep = options.keep ?? 8;
  const skies = new Map<string, ReadingSky>();
  return {
    skyOf(kind: HoroscopeKind, period: HoroscopePeriod): ReadingSky {
      // The weekly and weekly-love readings share the week's sky.
      const scope = kind === 'weekly-love' ? 'weekly' : kind;
      const key = `${scope}|${period.key}`;
      const kept = skies.get(key);
      if (kept) return kept.kind === kind ? kept : { ...kept, kind };
      const sky: PeriodSky = skyOfPeriod(
        period.start,
        period.end,
        kind === 'yearly'
          ? {
              grahas: ['sun', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'],
              moonStays: false,
            }
          : {},
      );
      const reading: ReadingSky = {
        kind,
        sky,
        ...(kind === 'daily' ? { horas: horasOfIstDay(period) } : {}),
      };
      if (skies.size >= keep) skies.delete(skies.keys().next().value as string);
      skies.set(key, reading);
      return reading;
    },
  };
}
