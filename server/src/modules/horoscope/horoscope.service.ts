import {
  type HoroscopeKind,
  type HoroscopeSource,
  horoscopeUpstreamDay,
} from '@app/contract/horoscope';
import { horoscopePeriod } from '@app/contract/horoscope-period';
import { applyHoroscopeKindRules, builtinHoroscope } from '@app/contract/horoscope-reading';
import { type HoroscopeReading, horoscopeReadingSchema } from '@app/contract/horoscope-reply';
import type { Language } from '@app/contract/site';
import type { ZodiacSignName } from '@app/contract/zodiac';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { redisReady } from '../../lib/redis.ts';
import { horoscopeMessages } from './horoscope.messages.ts';

/** How long the upstream service may take before the built-in reading is used instead. */
const defaultUpstreamTimeoutMs = 2500;
/** After a failed upstream call, the built-in reading is served for this long before retrying. */
const defaultUpstreamRetryAfterMs = 60_000;
/** Answers larger than this are not horoscopes. */
const maxUpstreamBytes = 64 * 1024;

const text = z.string().trim().min(1).max(200);

/**
 * The body of a response as text, read only up to `maxBytes`: a longer one is cancelled as soon
 * as it passes the limit (and refused), so that a large or endless answer costs no more.
 */
async function textOfAtMost(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new Error('upstream answer too large');
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of response.body) {
    length += chunk.byteLength;
    if (length > maxBytes) {
      // Leaving the loop early cancels the stream (and so the connection's download).
      throw new Error('upstream answer too large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length).toString('utf8');
}

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

/**
 * An upstream answer kept for its period; `unshared` while it was got with Redis away, until it
 * has been offered to the other instances.
 */
type UpstreamEntry = { result: Promise<HoroscopeResult | undefined>; unshared: boolean };

export type HoroscopeService = {
  getHoroscope(request: {
    kind: HoroscopeKind;
    sign: ZodiacSignName;
    language: Language;
  }): Promise<HoroscopeResult>;
};

type CacheEntry<T> = { expiresAt: number; value: T };

/** A map whose entries expire; expired entries are dropped whenever a new one is added. */
function expiringCache<T>() {
  const entries = new Map<string, CacheEntry<T>>();
  return {
    get(key: string, now: number): CacheEntry<T> | undefined {
      const entry = entries.get(key);
      return entry && entry.expiresAt > now ? entry : undefined;
    },
    set(key: string, entry: CacheEntry<T>, now: number) {
      for (const [oldKey, old] of entries) if (old.expiresAt <= now) entries.delete(oldKey);
      entries.set(key, entry);
    },
  };
}

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
 * Every answer is made once per kind, sign, language and period and then served from memory as
 * the same result object until the period ends (the route serialises each object once). With
 * `redis` (several instances), an upstream answer is also shared there: the first instance to
 * get one stores it for the period and every instance serves that one, so all show the same
 * reading all week. Without Redis each process asks upstream itself; while Redis is away (it is
 * not asked then, docs/decisions/034), so does each instance, and once Redis is back the reading
 * it got meanwhile is offered there, and the one every instance serves is taken, as if it had
 * just been asked for.
 */
export function createHoroscopeService(options: {
  upstreamUrl?: string | undefined;
  log: FastifyBaseLogger;
  upstreamTimeoutMs?: number;
  upstreamRetryAfterMs?: number;
  now?: () => Date;
  /** Replaces the built-in generator (tests). */
  builtin?: typeof builtinHoroscope;
  /** Shares upstream answers between instances (keys `horoscope:<kind>:<sign>:<period>`). */
  redis?: Redis | undefined;
}): HoroscopeService {
  const timeoutMs = options.upstreamTimeoutMs ?? defaultUpstreamTimeoutMs;
  const retryAfterMs = options.upstreamRetryAfterMs ?? defaultUpstreamRetryAfterMs;
  const now = options.now ?? (() => new Date());
  const builtin = options.builtin ?? builtinHoroscope;
  const upstreamCache = expiringCache<UpstreamEntry>();
  const redisUsable = () => options.redis !== undefined && redisReady(options.redis);
  /** By kind, sign and language: the reading of the period last asked for, and that period. */
  const builtinReadings = new Map<
    string,
    { startsAt: number; expiresAt: number; value: HoroscopeResult }
  >();

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
        // The configured address answers itself: a redirect could lead anywhere.
        redirect: 'error',
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`upstream answered HTTP ${response.status}`);
      }
      const body = await textOfAtMost(response, maxUpstreamBytes);
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

  /**
   * The reading another instance already got from upstream for this period, if any. Redis
   * failing is not the reader's problem: the upstream is asked directly then.
   */
  async function sharedReading(key: string): Promise<HoroscopeReading | undefined> {
    if (!options.redis || !redisUsable()) return undefined;
    try {
      const stored = await options.redis.get(key);
      return stored === null ? undefined : horoscopeReadingSchema.parse(JSON.parse(stored));
    } catch (error) {
      options.log.warn({ err: error, key }, 'shared horoscope cache not readable');
      return undefined;
    }
  }

  /**
   * Offers `reading` to the other instances; returns the one they will all serve, or undefined
   * when Redis cannot be asked now (the reading is then this instance's own for the moment).
   */
  async function shareReading(
    key: string,
    reading: HoroscopeReading,
    expiresAt: number,
  ): Promise<HoroscopeReading | undefined> {
    if (!options.redis) return reading;
    if (!redisUsable()) return undefined;
    try {
      const ttlMs = Math.max(1000, expiresAt - now().getTime());
      const stored = await options.redis.set(key, JSON.stringify(reading), 'PX', ttlMs, 'NX');
      // Another instance stored its answer first: serve that one, so every page agrees.
      return stored === 'OK' ? reading : ((await sharedReading(key)) ?? reading);
    } catch (error) {
      options.log.warn({ err: error, key }, 'shared horoscope cache not writable');
      return undefined;
    }
  }

  /** Offers a reading got while Redis was away, now that it is back (see above). */
  async function shareLater(
    key: string,
    entry: UpstreamEntry,
    kept: Promise<HoroscopeResult | undefined>,
    expiresAt: number,
  ): Promise<HoroscopeResult | undefined> {
    const result = await kept;
    if (!result) return result;
    const agreed = await shareReading(key, result.horoscope, expiresAt);
    if (agreed === undefined) entry.unshared = true;
    // The same object while it is the reading served (the route serialises each object once).
    return agreed === undefined || agreed === result.horoscope
      ? result
      : { horoscope: agreed, source: 'upstream' };
  }

  function upstreamResult(
    upstreamUrl: string,
    kind: HoroscopeKind,
    sign: ZodiacSignName,
    at: Date,
  ): Promise<HoroscopeResult | undefined> {
    const period = horoscopePeriod(kind, at);
    const key = `horoscope:${kind}:${sign}:${period.key}`;
    const cached = upstreamCache.get(key, at.getTime());
    if (cached) {
      const kept = cached.value;
      if (kept.unshared && redisUsable()) {
        kept.unshared = false;
        kept.result = shareLater(key, kept, kept.result, cached.expiresAt);
      }
      return kept.result;
    }

    const upstream: UpstreamEntry = { result: Promise.resolve(undefined), unshared: false };
    const result = (async (): Promise<HoroscopeResult | undefined> => {
      const stored = await sharedReading(key);
      if (stored) return { horoscope: stored, source: 'upstream' };
      const fetched = await fetchUpstream(upstreamUrl, kind, sign, at);
      if (!fetched) return undefined;
      const agreed = await shareReading(key, fetched, period.end.getTime());
      if (agreed === undefined) upstream.unshared = true;
      return { horoscope: agreed ?? fetched, source: 'upstream' };
    })();
    upstream.result = result;
    const entry = { expiresAt: period.end.getTime(), value: upstream };
    upstreamCache.set(key, entry, at.getTime());
    void result.then((value) => {
      if (value === undefined) {
        entry.expiresAt = Math.min(entry.expiresAt, now().getTime() + retryAfterMs);
      }
    });
    return result;
  }

  function builtinResult(
    kind: HoroscopeKind,
    sign: ZodiacSignName,
    language: Language,
    at: Date,
  ): HoroscopeResult {
    // The reading of the period last asked for, found without working the period out again.
    const key = `${kind}|${sign}|${language}`;
    const time = at.getTime();
    const kept = builtinReadings.get(key);
    if (kept && kept.startsAt <= time && time < kept.expiresAt) return kept.value;
    const period = horoscopePeriod(kind, at);
    const value: HoroscopeResult = {
      horoscope: builtin({ kind, sign, language, now: at }),
      source: 'builtin',
    };
    builtinReadings.set(key, {
      startsAt: period.start.getTime(),
      expiresAt: period.end.getTime(),
      value,
    });
    return value;
  }

  return {
    async getHoroscope({ kind, sign, language }) {
      const at = now();
      if (options.upstreamUrl !== undefined && language === 'en') {
        const result = await upstreamResult(options.upstreamUrl, kind, sign, at);
        if (result) return result;
      }
      try {
        return builtinResult(kind, sign, language, at);
      } catch (error) {
        options.log.error({ err: error, kind, sign, language }, 'built-in horoscope failed');
        throw new HttpError(500, horoscopeMessages.failed());
      }
    },
  };
}
