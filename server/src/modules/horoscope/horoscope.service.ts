import {
  applyHoroscopeKindRules,
  builtinHoroscope,
  type HoroscopeKind,
  type HoroscopeReading,
  type HoroscopeSource,
  horoscopeFailureMessage,
  horoscopePeriod,
  horoscopeUpstreamDay,
} from '@app/contract/horoscope';
import type { Language } from '@app/contract/site';
import type { ZodiacSignName } from '@app/contract/zodiac';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';

/** How long the upstream service may take before the built-in reading is used instead. */
export const defaultUpstreamTimeoutMs = 2500;
/** After a failed upstream call, the built-in reading is served for this long before retrying. */
export const defaultUpstreamRetryAfterMs = 60_000;
/** Answers larger than this are not horoscopes. */
const maxUpstreamBytes = 64 * 1024;

const text = z.string().trim().min(1).max(200);

/**
 * What an aztro-style service answers (`POST ?sign=&day=`). Everything is checked: an answer
 * that does not fit is treated like a failed call.
 */
const upstreamReadingSchema = z.object({
  date_range: text,
  current_date: text,
  description: z.string().trim().min(1).max(5000),
  compatibility: text,
  mood: text,
  color: text,
  lucky_number: z.union([text, z.number().int()]).transform(String),
  lucky_time: text,
});

export type HoroscopeResult = { horoscope: HoroscopeReading; source: HoroscopeSource };

export type HoroscopeService = {
  getHoroscope(request: {
    kind: HoroscopeKind;
    sign: ZodiacSignName;
    language: Language;
  }): Promise<HoroscopeResult>;
};

type CacheEntry = { expiresAt: number; reading: Promise<HoroscopeReading | undefined> };

/**
 * Readings for the horoscope API (shared/API.md "Horoscopes").
 *
 * - With an upstream URL, English readings come from that service, asked once per kind, sign
 *   and period (ISO week, or year for yearly) and kept in memory until the period ends;
 *   concurrent requests share one call. The yearly and love rules are applied to its answers.
 * - The upstream service speaks English only, so Hindi readings are always the built-in ones.
 * - Without an upstream, or when it fails, times out or answers something that is not a
 *   reading, the built-in reading is served (and the failure is remembered for a minute, so a
 *   slow service does not slow every page down).
 * - Only if even the built-in reading cannot be made is the request answered with a 500.
 *
 * The cache is per process and holds at most one entry per kind and sign and period: losing it
 * (a restart, another instance) only costs one more upstream call.
 */
export function createHoroscopeService(options: {
  upstreamUrl?: string | undefined;
  log: FastifyBaseLogger;
  upstreamTimeoutMs?: number;
  upstreamRetryAfterMs?: number;
  now?: () => Date;
  /** Replaces the built-in generator (tests). */
  builtin?: typeof builtinHoroscope;
}): HoroscopeService {
  const timeoutMs = options.upstreamTimeoutMs ?? defaultUpstreamTimeoutMs;
  const retryAfterMs = options.upstreamRetryAfterMs ?? defaultUpstreamRetryAfterMs;
  const now = options.now ?? (() => new Date());
  const builtin = options.builtin ?? builtinHoroscope;
  const cache = new Map<string, CacheEntry>();

  async function fetchUpstream(
    upstreamUrl: string,
    kind: HoroscopeKind,
    sign: ZodiacSignName,
    at: Date,
  ): Promise<HoroscopeReading | undefined> {
    const url = new URL(upstreamUrl);
    url.searchParams.set('sign', sign);
    url.searchParams.set('day', horoscopeUpstreamDay[kind]);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`upstream answered HTTP ${response.status}`);
      if (body.length > maxUpstreamBytes) throw new Error('upstream answer too large');
      const reading = upstreamReadingSchema.parse(JSON.parse(body));
      return applyHoroscopeKindRules(reading, { kind, sign, language: 'en', now: at });
    } catch (error) {
      options.log.warn(
        { err: error, kind, sign },
        'horoscope service failed: serving the built-in reading',
      );
      return undefined;
    }
  }

  function upstreamReading(
    upstreamUrl: string,
    kind: HoroscopeKind,
    sign: ZodiacSignName,
    at: Date,
  ): Promise<HoroscopeReading | undefined> {
    const period = horoscopePeriod(kind, at);
    const key = `${kind}|${sign}|${period.key}`;
    const cached = cache.get(key);
    if (cached && cached.expiresAt > at.getTime()) return cached.reading;

    for (const [oldKey, entry] of cache) {
      if (entry.expiresAt <= at.getTime()) cache.delete(oldKey);
    }
    const reading = fetchUpstream(upstreamUrl, kind, sign, at);
    const entry: CacheEntry = { expiresAt: period.end.getTime(), reading };
    cache.set(key, entry);
    void reading.then((value) => {
      if (value === undefined) {
        entry.expiresAt = Math.min(entry.expiresAt, now().getTime() + retryAfterMs);
      }
    });
    return reading;
  }

  return {
    async getHoroscope({ kind, sign, language }) {
      const at = now();
      if (options.upstreamUrl !== undefined && language === 'en') {
        const reading = await upstreamReading(options.upstreamUrl, kind, sign, at);
        if (reading) return { horoscope: reading, source: 'upstream' };
      }
      try {
        return { horoscope: builtin({ kind, sign, language, now: at }), source: 'builtin' };
      } catch (error) {
        options.log.error({ err: error, kind, sign, language }, 'built-in horoscope failed');
        throw new HttpError(500, horoscopeFailureMessage);
      }
    },
  };
}
